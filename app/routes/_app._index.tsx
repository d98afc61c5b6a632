import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { MEMBERSHIP_STATUS } from "~/domain/constants.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { ProfileSidebar } from "~/features/profile/ui/profile-sidebar.tsx";
import { paths } from "~/lib/paths.ts";
import { getDashboard } from "~/features/dashboard/dashboard.server.ts";
import { AlertsCard } from "~/features/notifications/ui/alerts-card.tsx";
import { AnnouncementBanners } from "~/features/announcements/ui/announcement-banner.tsx";
import { EventCarousel } from "~/features/events/ui/event-carousel.tsx";

export const meta: MetaFunction = () => [{ title: "Dashboard | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // An admin viewing as the member neither sees nor uses up the member's profile prompt. The
  // dashboard reads the profile sidebar together with its cards (they show the same rows).
  return getDashboard(viewer.user.id, new Date(), { mayPrompt: !viewer.impersonator });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Dashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="dashboard-layout">
      <ProfileSidebar data={d.sidebar} variant="dashboard" />
      <div className="dashboard-main">
        {d.outOfOffice ? (
          <div className="alert alert-warning" role="status">
            <p>Our office is currently closed. Replies to messages may take longer than usual.</p>
          </div>
        ) : null}
        <h1>Welcome, {d.firstName}</h1>
        {d.profilePrompt ? <ProfilePrompt /> : null}
        <AnnouncementBanners announcements={d.announcements} />
        <div className="cards">
          <CertificationCard card={d.certification} />
          <MembershipCard card={d.membership} />
          <EssentialsCard card={d.essentials} />
          <AlertsCard notifications={d.notifications} redirectTo={paths.dashboard()} />
          <section className="card card-wide" aria-labelledby="card-events">
            <h2 id="card-events">Upcoming and OnDemand Events</h2>
            {d.events.length === 0 ? <p>No upcoming events.</p> : <EventCarousel events={d.events} label="Events" />}
            <p>
              <Link to={paths.events.root()}>View All Events</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}

function CertificationCard({ card }: { card: Data["certification"] }) {
  return (
    <section className="card" aria-labelledby="card-certification">
      <h2 id="card-certification">Certification</h2>
      <CertificationBody card={card} />
    </section>
  );
}

function CertificationBody({ card }: { card: Data["certification"] }) {
  switch (card.kind) {
    case "certificate":
      return (
        <>
          <p>
            <strong>{card.name}</strong> <span className={`badge badge-${card.tone}`}>{card.statusLabel}</span>
          </p>
          {card.reportingPeriodEnd ? <p>Reporting period ends {card.reportingPeriodEnd}</p> : null}
          {card.expiresSoonOn ? (
            <div className="alert alert-warning">
              <p>Your certification expires on {card.expiresSoonOn}.</p>
            </div>
          ) : null}
          <p className="card-links">
            {card.credentialUrl ? <a href={card.credentialUrl}>View Certificate</a> : null}
            {card.certificationId ? <Link to={paths.certifications.view(card.certificationId)}>View certification</Link> : null}
            <Link to={paths.certifications.root()}>Go to Certification</Link>
          </p>
        </>
      );
    case "in_cart":
      return (
        <>
          <p>Your {card.name} registration is in your cart.</p>
          <Link className="btn" to={paths.cart()}>
            Checkout
          </Link>
        </>
      );
    case "under_review":
      return (
        <>
          <p>
            <strong>{card.name}</strong> <span className="badge badge-warning">Under Review</span>
          </p>
          <p>
            {card.finalApplication ? "Your final application is under review." : "Your registration is under review."} We will email you
            once it has been reviewed.
          </p>
        </>
      );
    case "expired":
      return (
        <>
          <p>
            <strong>{card.name}</strong> <span className="badge badge-danger">Expired</span>
          </p>
          <p>Your registration expired{card.deadline ? ` on ${card.deadline}` : ""}.</p>
          {card.canRequestExtension ? (
            <>
              <p>You can request a 6-month extension{card.requestBy ? ` until ${card.requestBy}` : ""}.</p>
              <Link className="btn" to={paths.extensions.request()}>
                Request Extension
              </Link>
            </>
          ) : (
            <>
              <p>The time to request an extension has passed.</p>
              <Link className="btn" to={paths.certifications.root()}>
                Enroll Now
              </Link>
            </>
          )}
        </>
      );
    case "extension":
      return (
        <>
          <p>
            <strong>{card.name}</strong> <span className="badge badge-danger">Expired</span>
          </p>
          {card.extension === "in_cart" ? (
            <>
              <p>Your extension request is in your cart. Check out to submit it.</p>
              <Link className="btn" to={paths.cart()}>
                Checkout
              </Link>
            </>
          ) : card.extension === "pending" ? (
            <p>We received your extension request. It is under review; this takes 2-3 business days.</p>
          ) : card.extension === "approved" ? (
            <p>Your extension was approved.{card.newDeadline ? ` Your new deadline is ${card.newDeadline}.` : ""}</p>
          ) : (
            <p>Your extension request was not approved.</p>
          )}
        </>
      );
    case "progress":
      return (
        <>
          <p>
            <strong>{card.name}</strong> <span className="badge badge-warning">In Progress</span>
          </p>
          {card.deadlineSoon ? (
            <div className="alert alert-warning">
              <p>Your deadline is {card.deadline}. Finish every requirement before then.</p>
            </div>
          ) : null}
          <dl className="details">
            <dt>Experience</dt>
            <dd>
              {card.experienceHours} of {card.requiredHours} hours
              <progress
                max={card.requiredHours || 1}
                value={Math.min(card.experienceHours, card.requiredHours || 1)}
                aria-label="Experience hours"
              />
            </dd>
            <dt>Exam</dt>
            <dd>{card.examLabel}</dd>
            <dt>Code of Ethics</dt>
            <dd>{card.ethicsSigned ? "Signed" : "Not signed"}</dd>
            <dt>Deadline</dt>
            <dd>{card.deadline ?? "None"}</dd>
          </dl>
          <p className="card-links">
            <Link to={paths.certifications.root()}>View Progress</Link>
          </p>
        </>
      );
    default:
      return (
        <>
          <p>You are not enrolled in a certification.</p>
          <Link className="btn" to={paths.certifications.root()}>
            Enroll Now
          </Link>
        </>
      );
  }
}

function MembershipCard({ card }: { card: Data["membership"] }) {
  return (
    <section className="card" aria-labelledby="card-membership">
      <h2 id="card-membership">Membership</h2>
      {card.state === MEMBERSHIP_STATUS.active ? (
        <>
          <p>
            <strong>{card.name}</strong> <span className="badge badge-primary">In Good Standing</span>
          </p>
          <p>Valid through {card.validThrough}</p>
          {card.expiringSoon ? (
            <div className="alert alert-warning">
              <p>
                Your membership expires soon.{" "}
                {card.renewalInCart ? <Link to={paths.cart()}>View in Cart</Link> : <Link to={paths.membership.get()}>Renew</Link>}
              </p>
            </div>
          ) : null}
        </>
      ) : card.state === MEMBERSHIP_STATUS.inCart ? (
        <>
          <p>{card.name} is in your cart.</p>
          <Link className="btn" to={paths.cart()}>
            View in Cart
          </Link>
        </>
      ) : card.state === MEMBERSHIP_STATUS.pendingReview ? (
        <>
          <p>
            <strong>{card.name}</strong> <span className="badge badge-warning">Pending Review</span>
          </p>
          <p>{card.emeritus ? "Your emeritus request" : "Your transcript"} is being reviewed. This takes 2-3 business days.</p>
        </>
      ) : (
        <>
          <p>You are not a member.</p>
          <Link className="btn" to={paths.membership.get()}>
            Become a Member
          </Link>
        </>
      )}
    </section>
  );
}

function EssentialsCard({ card }: { card: Data["essentials"] }) {
  return (
    <section className="card" aria-labelledby="card-essentials">
      <h2 id="card-essentials">Essentials Courses</h2>
      {card.completed.length > 0 ? (
        <>
          <h3>Completed</h3>
          <ul className="plain-list">
            {card.completed.map((t) => (
              <li key={t.trainingId}>
                {t.credentialUrl ? <a href={t.credentialUrl}>{t.name}</a> : t.name} <span className="badge badge-primary">Completed</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {card.inProgress.length > 0 ? (
        <>
          <h3>In Progress</h3>
          <ul className="plain-list">
            {card.inProgress.map((t) => (
              <li key={t.trainingId}>
                {t.name} <span className="badge badge-warning">{t.pending ? "Pending" : "In Progress"}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {card.completed.length === 0 && card.inProgress.length === 0 ? <p>You have not started an Essentials course yet.</p> : null}
      <p>
        {card.availableCount === 1 ? "1 course available. " : `${card.availableCount} courses available. `}
        <Link to={paths.trainings.root()}>Browse Courses</Link>
      </p>
    </section>
  );
}

/**
 * "Is your profile up to date?": the server renders an open dialog in the page flow (no JavaScript
 * needed; Not Now is then a link back to the dashboard, which no longer shows it because the loader
 * recorded it). Once hydrated it becomes a modal and Not Now simply closes it.
 */
function ProfilePrompt() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="prompt-dialog" aria-labelledby={titleId} open>
      <h2 id={titleId}>Is your profile up to date?</h2>
      <p>Please take a minute to check your contact and professional details.</p>
      <div className="form-actions">
        <Link className="btn" to={paths.editProfile.root()}>
          Update Profile
        </Link>
        <Link
          className="btn btn-secondary"
          to={paths.dashboard()}
          onClick={(e) => {
            if (ref.current?.open) {
              e.preventDefault();
              ref.current.close();
            }
          }}
        >
          Not Now
        </Link>
      </div>
    </dialog>
  );
}
