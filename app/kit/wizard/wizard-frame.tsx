/**
 * The frame every wizard page shares: the step list (reached steps are links, the shown one is
 * marked aria-current="step", unreached ones are plain text), the percentage complete and the
 * review message, beside the step's own form. Plain HTML: it works without JavaScript.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { StepListItem } from "./steps.ts";

/** The last review's message; `heading` names a rejection (default "Your registration was not approved"). */
export type WizardReview = { approved: boolean; html: string; heading?: string } | null;

/** What a wizard's page loader gives its frame (the engine builds it: engine.server.ts `page`). */
export type WizardFrameData<Key extends string = string> = {
  /** the page's h1 (the wizard's name) */
  title: string;
  /** the step list's accessible name */
  label: string;
  steps: Array<StepListItem<Key> & { href: string }>;
  percent: number;
  review: WizardReview;
};

export function WizardFrame({ frame, children }: { frame: WizardFrameData; children: ReactNode }) {
  const { title, label, steps, percent, review } = frame;
  const current = steps.find((s) => s.state === "current");
  return (
    <div className="wizard">
      <h1>{title}</h1>
      <div className="wizard-layout">
        <aside className="wizard-side">
          <p className="wizard-percent">
            <strong>{percent}%</strong> complete
          </p>
          <progress max={100} value={percent} aria-label="Percentage complete">
            {percent}%
          </progress>
          <nav aria-label={label}>
            <ol className="wizard-steps">
              {steps.map((s) => (
                <li key={s.key} className={`wizard-step wizard-step-${s.state}`}>
                  {s.state === "current" ? (
                    <span aria-current="step">{s.title}</span>
                  ) : s.state === "locked" ? (
                    <span>{s.title}</span>
                  ) : (
                    <Link to={s.href}>{s.title}</Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          {review ? (
            <div className={`alert ${review.approved ? "alert-success" : "alert-danger"}`} role="status">
              <p>
                <strong>{review.approved ? "Pre-approval message" : (review.heading ?? "Your registration was not approved")}</strong>
              </p>
              <div className="review-message" dangerouslySetInnerHTML={{ __html: review.html }} />
            </div>
          ) : null}
        </aside>
        <section className="card wizard-main" aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title">{current?.title}</h2>
          {children}
        </section>
      </div>
    </div>
  );
}

/**
 * A step's buttons: Save & Continue (first, so Enter saves) and Back (nothing saved; none on the
 * first step). Both are `intent` submit buttons of the step's form, so they work without JavaScript.
 */
export function StepButtons({ back = true, continueLabel = "Save & Continue" }: { back?: boolean; continueLabel?: string }) {
  return (
    <div className="form-actions">
      <button type="submit" name="intent" value="continue" className="btn">
        {continueLabel}
      </button>
      {back ? (
        <button type="submit" name="intent" value="back" className="btn btn-secondary" formNoValidate>
          Back
        </button>
      ) : null}
    </div>
  );
}
