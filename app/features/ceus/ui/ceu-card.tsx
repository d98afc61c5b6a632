/**
 * The user certification view's cards (member and admin, admin spec 2):
 * - `CeuCard`: a reporting-period selector (a GET form: works without JavaScript, submits on change
 *   with it), earned vs required credits, CEU completion, the per-type minimums, and the period's
 *   CEUs that are not approved with a link each (the member edits, an admin reviews). Members also
 *   get Add CEU and View all CEUs.
 * - `PeriodSelector` and `CreditTotalsSummary`, shared with the /ceus page.
 */
import { Form, Link, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { formatCredits, type CreditTotals } from "~/features/ceus/rules.ts";
import { paths } from "~/lib/paths.ts";
import type { CeuCard as CeuCardData } from "~/features/certifications/user-certifications.server.ts";

export function CeuCard({ ceu, mode }: { ceu: CeuCardData; mode: "member" | "admin" }) {
  const id = useId();
  const { period, totals } = ceu;
  const headingId = `${id}-heading`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-head">
        <h2 id={headingId}>CEUs</h2>
        {mode === "member" && period ? (
          <Link className="btn" to={paths.ceus.individual.new({ period: period.id })}>
            Add CEU
          </Link>
        ) : null}
      </div>
      {!period ? (
        <p>No reporting period is open for CEUs yet.</p>
      ) : (
        <>
          <PeriodSelector periods={ceu.periods} periodId={period.id} label="Reporting Period" />
          <p className="muted">
            {period.name}: {period.start} to {period.end}
          </p>
          <CreditTotalsSummary totals={totals} />
          <h3>Not yet approved</h3>
          {ceu.openCredits.length === 0 ? (
            <p>No CEUs of this period are waiting for approval.</p>
          ) : (
            <ul className="plain-list">
              {ceu.openCredits.map((c) => (
                <li key={c.id}>
                  <strong>{c.programTitle}</strong> ({c.credits} {c.creditType} credits, completed {c.completionDate}){" "}
                  <span className={`badge badge-${c.tone}`}>{c.statusLabel}</span>{" "}
                  {mode === "member" ? (
                    <Link to={paths.ceus.individual.edit(c.id)}>
                      Edit<span className="visually-hidden"> {c.programTitle}</span>
                    </Link>
                  ) : (
                    <Link to={paths.admin.individualCeus.review(c.id)}>
                      Review<span className="visually-hidden"> {c.programTitle}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
          {mode === "member" ? (
            <p>
              <Link to={paths.ceus.root({ period: period.id })}>View all CEUs</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The reporting-period selector: a GET form (`?period=`), works without JavaScript, submits on change with it. */
export function PeriodSelector({
  periods,
  periodId,
  label,
}: {
  periods: ReadonlyArray<{ id: number; name: string }>;
  periodId: number;
  label: string;
}) {
  const id = useId();
  const submit = useSubmit();
  return (
    <Form method="get" className="table-tools" preventScrollReset>
      <div className="field">
        <label htmlFor={`${id}-period`}>{label}</label>
        <select
          id={`${id}-period`}
          name="period"
          defaultValue={String(periodId)}
          key={periodId}
          onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
        >
          {periods.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        Show
      </button>
    </Form>
  );
}

/** Earned vs required credits, CEU completion and the per-type minimums of one period. */
export function CreditTotalsSummary({ totals }: { totals: CreditTotals }) {
  return (
    <>
      {totals.total === null ? (
        <p>
          Credits earned: <strong>{formatCredits(totals.earned)} credits</strong>
        </p>
      ) : (
        <>
          <p>
            Credits earned:{" "}
            <strong>
              {formatCredits(totals.earned)} of {formatCredits(totals.total)} credits
            </strong>
          </p>
          <p>
            CEU completion:{" "}
            <strong>
              {formatCredits(totals.completion)} of {formatCredits(totals.total)}
            </strong>
            {totals.upToDate ? (
              <>
                {" "}
                <span className="badge badge-success">Up to date</span>
              </>
            ) : (
              <> ({formatCredits(totals.remaining)} remaining)</>
            )}
          </p>
        </>
      )}
      {totals.byType.length > 0 ? (
        <ul className="plain-list" aria-label="Minimum credits by type">
          {totals.byType.map((t) => (
            <li key={t.id}>
              {t.name}: {formatCredits(t.earned)} of {formatCredits(t.minimum)} minimum{" "}
              <span className={`badge ${t.met ? "badge-success" : "badge-warning"}`}>{t.met ? "Met" : "Not met"}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
