/** The dashboard's three status cards (member spec section 4): certification, membership, Essentials courses. */
import { Link } from "@remix-run/react";
import { MEMBERSHIP_STATUS } from "~/domain/constants.ts";
import type { Dashboard } from "~/features/dashboard/dashboard.server.ts";
import { PracticeExamStatus } from "~/features/practice-exams/ui/progress-status.tsx";
import { paths } from "~/lib/paths.ts";
import { RenewalNoticeBanner } from "~/features/renewals/ui/renewal-notice.tsx";

export function CertificationCard({ card, renewal }: { card: Dashboard["certification"]; renewal?: Dashboard["renewal"] }) {
  return (
    <section className="card" aria-labelledby="card-certification">
      <h2 id="card-certification">Certification</h2>
      <CertificationBody card={card} renewal={renewal ?? null} />
    </section>
  );
}

function CertificationBody({ card, renewal }: { card: Dashboard["certification"]; renewal: Dashboard["renewal"] }) {
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
          {renewal ? <RenewalNoticeBanner notice={renewal} name={card.name} /> : null}
          {/* One link per purpose: the credential itself, and the certification's page. */}
          <p className="card-links">
            <Link to={card.certificationId ? paths.certifications.view(card.certificationId) : paths.certifications.root()}>
              View certification
            </Link>
            {card.certificationId && card.status !== "revoked" ? (
              <Link to={paths.certifications.renewal(card.certificationId)}>Renewal</Link>
            ) : null}
            {card.credentialUrl ? (
              <a href={card.credentialUrl} rel="noopener noreferrer" target="_blank">
                View Certificate<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
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
          {card.extensionApproved ? <p>Your extension was approved. Your new deadline is {card.deadline}.</p> : null}
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
            {card.practiceExam ? (
              <>
                <dt>Practice exam</dt>
                <dd>
                  <PracticeExamStatus progress={card.practiceExam} />
                </dd>
              </>
            ) : null}
            <dt>Exam</dt>
            <dd>{card.examLabel}</dd>
            <dt>Code of Ethics</dt>
            <dd>{card.ethicsSigned ? "Signed" : "Not signed"}</dd>
            <dt>Deadline</dt>
            <dd>{card.deadline ?? "None"}</dd>
          </dl>
          <p className="card-links">
            <Link to={paths.certifications.root()}>View Progress</Link>
            <a href={card.educationUrl} target="_blank" rel="noreferrer">
              Go to the Learning System<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
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

export function MembershipCard({ card }: { card: Dashboard["membership"] }) {
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

export function EssentialsCard({ card }: { card: Dashboard["essentials"] }) {
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
