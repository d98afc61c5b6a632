/**
 * The Independent Trainer dashboard's parts (spec section 2): the expiry banner, 'What is an
 * Independent Trainer?', the status card for each state, the licenses card and the profile table.
 * The wording where the spec is silent is decision 48's.
 */
import { Form, Link } from "@remix-run/react";
import type { TrainerDashboard, TrainerLicensesCard, TrainerStatusCard } from "~/features/trainings/trainer-dashboard.server.ts";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import { RecordTable } from "~/ui/record-table.tsx";
import { LicenseQuantityForm } from "./trainer-licenses-form.tsx";

const renew = paths.trainings.independent.renew();

function RenewLinks({ mayRenew, renewalInCart }: { mayRenew: boolean; renewalInCart: boolean }) {
  if (renewalInCart) return <Link to={paths.cart()}>View Renewal In Cart</Link>;
  return mayRenew ? (
    <Link to={renew} preventScrollReset>
      Renew
    </Link>
  ) : null;
}

/** The alert within 90 days of the expiry and after it (spec section 8's wording). */
export function TrainerExpiryBanner({ banner }: { banner: NonNullable<TrainerDashboard["banner"]> }) {
  return (
    <div className={banner.expired ? "alert alert-danger" : "alert alert-warning"} role="status">
      <p>
        {banner.message}.{" "}
        {banner.mayRenew ? (
          <Link to={renew} preventScrollReset>
            Renew your Independent Trainer status
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/** 'What is an Independent Trainer?': the category's description (System Data, training categories) and its video. */
export function AboutTrainerCard({ about }: { about: NonNullable<TrainerDashboard["about"]> }) {
  const paragraphs = about.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <section className="card" aria-labelledby="card-about-trainer">
      <h2 id="card-about-trainer">What is an Independent Trainer?</h2>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {about.videoUrl ? (
        <p>
          <a href={about.videoUrl} target="_blank" rel="noreferrer">
            Watch the video<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}

function Approved({ card }: { card: Extract<TrainerStatusCard, { state: "active" | "expiring_soon" | "expired" }> }) {
  const badge = { active: ["primary", "Active"], expiring_soon: ["warning", "Expiring Soon"], expired: ["danger", "Expired"] }[card.state];
  return (
    <>
      <p>
        <span className={`badge badge-${badge[0]}`}>{badge[1]}</span>
      </p>
      <dl className="details">
        <dt>{card.state === "expired" ? "Expired on" : "Valid through"}</dt>
        <dd>{card.expiresOn || "—"}</dd>
        <dt>Certificate</dt>
        <dd>
          {card.certificateUrl ? (
            <a href={card.certificateUrl} target="_blank" rel="noreferrer">
              View Certificate<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="badge badge-warning">Pending</span>
          )}
        </dd>
      </dl>
      {card.state !== "active" ? (
        <p className="card-links">
          <RenewLinks mayRenew={card.mayRenew} renewalInCart={card.renewalInCart} />
        </p>
      ) : null}
    </>
  );
}

function StatusBody({ card }: { card: TrainerStatusCard }) {
  switch (card.state) {
    case "not_eligible":
      return card.reason === "too_soon" ? (
        <>
          <p>You will be eligible to apply on {card.eligibleOn}.</p>
          <p>Until then, keep growing with us: join or renew your membership, or attend the Symposium.</p>
          <p className="card-links">
            <Link to={paths.membership.root()}>Membership</Link>
            <Link to={paths.events.root()}>Events and the Symposium</Link>
          </p>
        </>
      ) : (
        <>
          <p>Independent Trainers are Accredited Financial Counselors (AFC®). Become an AFC to apply.</p>
          <p className="card-links">
            <Link to={paths.certifications.root()}>Become an AFC</Link>
          </p>
        </>
      );
    case "eligible":
      return (
        <>
          <p>You are eligible to apply to become an Independent Trainer.</p>
          <Form method="post" action={paths.trainings.independent.apply()}>
            <button type="submit" className="btn">
              Apply
            </button>
          </Form>
        </>
      );
    case "application_in_cart":
      return (
        <>
          <p>Your Independent Trainer application is in your cart. Check out to send it for review.</p>
          <p className="card-links">
            <Link to={paths.cart()}>View Application In Cart</Link>
          </p>
        </>
      );
    case "in_review":
      return (
        <>
          <p>
            <span className="badge badge-warning">In Review</span>
          </p>
          <p>Your Independent Trainer application is under review. We will let you know when it has been reviewed.</p>
        </>
      );
    default:
      return <Approved card={card} />;
  }
}

export function TrainerStatusCardView({ card }: { card: TrainerStatusCard }) {
  return (
    <section className="card" aria-labelledby="card-trainer-status">
      <h2 id="card-trainer-status">Independent Trainer Status</h2>
      <StatusBody card={card} />
    </section>
  );
}

export function TrainerLicensesCardView({ licenses }: { licenses: TrainerLicensesCard }) {
  return (
    <section className="card" aria-labelledby="card-trainer-licenses">
      <h2 id="card-trainer-licenses">Licenses</h2>
      <p>Your clients enter your license code in their cart: each license you buy covers one client&apos;s AFC Learning System course.</p>
      <dl className="details">
        <dt>License Code</dt>
        <dd>{licenses.code ?? "None yet: your first licenses create it."}</dd>
        <dt>Usage</dt>
        <dd>{licenses.usage}</dd>
        <dt>Usage Limit</dt>
        <dd>{licenses.usageLimit ?? "Unlimited"}</dd>
      </dl>
      {licenses.inCart > 0 ? (
        <p>
          {licenses.inCart} {licenses.inCart === 1 ? "license is" : "licenses are"} in your cart. <Link to={paths.cart()}>View Cart</Link>
        </p>
      ) : null}
      {licenses.price ? (
        <div className="card-foot">
          <LicenseQuantityForm id="licenses-card" price={licenses.price} />
        </div>
      ) : null}
    </section>
  );
}

type ProfileRow = { label: string; value: string };
const PROFILE_COLUMNS: ReadonlyArray<Column<ProfileRow>> = [
  { key: "label", header: "Field", value: (r) => r.label, rowHeader: true },
  { key: "value", header: "Value", value: (r) => r.value || "—", wrap: true },
];

export function TrainerProfileTable({ trainer }: { trainer: NonNullable<TrainerDashboard["trainer"]> }) {
  return (
    <section className="card" aria-labelledby="card-trainer-profile">
      <h2 id="card-trainer-profile">Trainer Profile</h2>
      {trainer.pendingOffering ? (
        <p className="alert alert-warning">Your change of education offering to {trainer.pendingOffering} is waiting for approval.</p>
      ) : null}
      <RecordTable columns={PROFILE_COLUMNS} rows={trainer.profile} rowKey={(r) => r.label} caption="Your trainer profile" head={false} />
      {trainer.editable ? (
        <p className="card-links">
          <Link to={paths.trainings.independent.edit()}>Edit Profile</Link>
        </p>
      ) : null}
    </section>
  );
}
