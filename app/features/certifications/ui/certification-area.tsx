/**
 * The three views of the certification area (/certifications-and-training). The candidate signs
 * the Code of Ethics here (the form comes from the route); paying the exam and logging experience
 * link to their pages; Finish opens the final steps once every requirement is met.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ACCOMMODATION_NOTICE_DAYS } from "~/features/certifications/exam-rules.ts";
import type { CertificationArea } from "~/features/certifications/certification-area.server.ts";
import { PracticeExamStatus } from "~/features/practice-exams/ui/progress-status.tsx";
import { paths } from "~/lib/paths.ts";
import { RenewalNoticeBanner } from "~/features/renewals/ui/renewal-notice.tsx";
import { Breakable } from "~/ui/breakable.tsx";

type View<K extends CertificationArea["view"]> = Extract<CertificationArea, { view: K }>;

/** Admin-written text (sanitised on the server). */
function HtmlText({ html }: { html: string }) {
  return html ? <div className="html-card" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export function CertifiedView({ area }: { area: View<"certified"> }) {
  return (
    <>
      {area.certificates.map((c) =>
        c.revoked ? (
          <div className="alert alert-danger" role="alert" key={`revoked-${c.certificationId}`}>
            <p>
              Your {c.name} certification has been revoked. Please contact the certification office at{" "}
              <a href={`mailto:${area.officeEmail}`}>
                <Breakable text={area.officeEmail} />
              </a>{" "}
              to discuss reinstatement.
            </p>
          </div>
        ) : c.renewal ? (
          <RenewalNoticeBanner notice={c.renewal} name={c.name} key={`renewal-${c.certificationId}`} />
        ) : c.lapsesSoonOn ? (
          <div className="alert alert-warning" role="status" key={`lapse-${c.certificationId}`}>
            <p>
              Your {c.name} certification lapses on {c.lapsesSoonOn}.{" "}
              <Link to={paths.certifications.view(c.certificationId)}>Review your certification</Link>
            </p>
          </div>
        ) : null,
      )}
      <div className="cards">
        {area.certificates.map((c) => (
          <section className="card" key={c.certificationId} aria-labelledby={`certificate-${c.certificationId}`}>
            <h2 id={`certificate-${c.certificationId}`}>{c.name}</h2>
            <p>
              <span className={`badge badge-${c.tone}`}>{c.statusLabel}</span>
            </p>
            <dl className="details">
              <dt>Certified since</dt>
              <dd>{c.issuedOn ?? "—"}</dd>
              <dt>Valid through</dt>
              <dd>{c.expiresOn ?? "—"}</dd>
            </dl>
            <p className="card-links">
              <Link to={paths.certifications.view(c.certificationId)}>View Certification</Link>
              {c.renewalHref ? <Link to={c.renewalHref}>Renewal</Link> : null}
              {c.credentialUrl ? (
                <a href={c.credentialUrl} target="_blank" rel="noreferrer">
                  View Certificate<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </p>
          </section>
        ))}
        {area.ceu ? (
          <section className="card" aria-labelledby="card-ceus">
            <h2 id="card-ceus">CEUs</h2>
            <p>
              {area.ceu.period}: {area.ceu.earned}
              {area.ceu.total !== null ? ` of ${area.ceu.total}` : ""} credits{" "}
              <span className={`badge badge-${area.ceu.upToDate ? "success" : "warning"}`}>
                {area.ceu.upToDate ? "Up to date" : "In progress"}
              </span>
            </p>
            <p className="card-links">
              <Link to={paths.ceus.root()}>View CEUs</Link>
              <Link to={paths.ceus.individual.new()}>Add CEU</Link>
            </p>
          </section>
        ) : null}
        <HtmlCardSection html={area.html} />
      </div>
    </>
  );
}

function HtmlCardSection({ html, title = "Resources" }: { html: string; title?: string }) {
  if (!html) return null;
  return (
    <section className="card" aria-label={title}>
      {/* the admin's text starts at h3 (or h2): a heading for the section keeps the outline whole */}
      <h2 className="visually-hidden">{title}</h2>
      <HtmlText html={html} />
    </section>
  );
}

export function CandidateView({ area, ethicsForm }: { area: View<"candidate">; ethicsForm: ReactNode }) {
  const p = area.progress;
  return (
    <>
      {p.deadlineSoon ? (
        <div className="alert alert-warning" role="status">
          <p>Your deadline is {p.deadline}. Finish every requirement before then.</p>
        </div>
      ) : null}
      <div className="cards">
        <section className="card" aria-labelledby="card-progress">
          <h2 id="card-progress">Your Progress</h2>
          <p>
            <strong>{p.certificationName}</strong>
            {p.pathwayName ? ` (${p.pathwayName})` : ""}
          </p>
          <p>
            {p.score} of 4 requirements complete
            <progress max={4} value={p.score} aria-label="Requirements complete" />
          </p>
          <dl className="details">
            {p.practiceExam ? (
              <>
                <dt>Practice exam</dt>
                <dd>
                  <PracticeExamStatus progress={p.practiceExam} />
                </dd>
              </>
            ) : null}
            <dt>Deadline</dt>
            <dd>{p.deadline ?? "None"}</dd>
          </dl>
          {p.finalApproval ? <p>Your final application is under review.</p> : null}
          <p className="card-links">
            {p.canFinish ? (
              <Link className="btn" to={p.finishHref}>
                Finish
              </Link>
            ) : (
              <button type="button" className="btn" disabled aria-describedby="finish-hint">
                Finish
              </button>
            )}
          </p>
          {p.canFinish ? null : (
            <p className="hint" id="finish-hint">
              {p.finalApproval ? "Your final application is under review." : "Finish opens once all 4 requirements are complete."}
            </p>
          )}
        </section>
        <section className="card" aria-labelledby="card-experience">
          <h2 id="card-experience">Experience</h2>
          <p>
            {p.experienceHours} of {p.requiredHours} hours approved
            <progress max={100} value={p.experiencePercent} aria-label="Experience hours" />
          </p>
          <p className="card-links">
            <Link to={paths.experience.root()}>View Experience</Link>
            <Link to={paths.experience.new()}>Add Experience</Link>
          </p>
        </section>
        <section className="card" aria-labelledby="card-education">
          <h2 id="card-education">Education Resources</h2>
          <HtmlText html={area.educationHtml} />
          <p className="card-links">
            <a href={p.learningUrl} target="_blank" rel="noreferrer">
              Go to the Learning System<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <section className="card" aria-labelledby="card-ethics">
          <h2 id="card-ethics">Code of Ethics</h2>
          <p>{p.ethicsSignedOn !== null ? `Signed${p.ethicsSignedOn ? ` on ${p.ethicsSignedOn}` : ""}.` : "Not signed yet."}</p>
          {p.ethicsSignedOn === null ? ethicsForm : null}
        </section>
        <section className="card" aria-labelledby="card-exam">
          <h2 id="card-exam">Exam</h2>
          <p>{p.examLabel}</p>
          <dl className="details">
            <dt>Attempts left</dt>
            <dd>{p.examAttemptsLeft}</dd>
            <dt>Candidate ID</dt>
            <dd>{p.examCandidateId}</dd>
          </dl>
          {p.examWaitingOnPayment && p.examAttemptsLeft > 0 ? (
            <p className="card-links">
              {p.examInCart ? <Link to={paths.cart()}>View in Cart</Link> : <Link to={paths.certifications.pay()}>Pay Exam Fee</Link>}
            </p>
          ) : null}
          <p className="hint">
            Need special test accommodations? Send the accommodation request form at least {ACCOMMODATION_NOTICE_DAYS} days before your exam
            date.
          </p>
        </section>
        <HtmlCardSection html={area.html} />
      </div>
    </>
  );
}

const ENROLL_LABEL = {
  enroll: "Enroll Now",
  continue: "Continue Registration",
  in_cart: "View in Cart",
  under_review: "View Registration",
} as const;

export function NotCertifiedView({ area }: { area: View<"not_certified"> }) {
  return (
    <div className="cards">
      <HtmlCardSection html={area.html} title="About certification" />
      {area.options.map((o) => (
        <section className="card" key={o.certificationId} aria-labelledby={`enroll-${o.certificationId}`}>
          <h2 id={`enroll-${o.certificationId}`}>{o.name}</h2>
          {o.descriptionHtml ? <div className="html-card" dangerouslySetInnerHTML={{ __html: o.descriptionHtml }} /> : null}
          {o.state === "in_cart" ? <p>Your registration is in your cart. Check out to enroll.</p> : null}
          {o.state === "under_review" ? <p>Your pathway is under review. We will email you when it has been reviewed.</p> : null}
          {o.state === "enroll" ? (
            // Starting writes a registration: a POST from a button, never a link (decision 38).
            <Form method="post" action={paths.certifications.startRegistration(o.certificationId)}>
              <button type="submit" className="btn">
                {ENROLL_LABEL[o.state]}
                <span className="visually-hidden"> ({o.name})</span>
              </button>
            </Form>
          ) : (
            <p>
              <Link className="btn" to={o.state === "in_cart" ? paths.cart() : paths.certifications.register(o.certificationId)}>
                {ENROLL_LABEL[o.state]}
                <span className="visually-hidden"> ({o.name})</span>
              </Link>
            </p>
          )}
        </section>
      ))}
      {area.options.length === 0 ? <p>No certification is open for registration right now.</p> : null}
    </div>
  );
}
