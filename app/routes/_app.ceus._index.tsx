import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { formatCredits } from "~/domain/ceus/rules.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { ceuSummary } from "~/services/ceus.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "CEUs | Member Portal" }];

/**
 * /ceus: the member's credits for a reporting period (`?period=`; default the current one): earned
 * vs total with the per-type minimums, CEU completion, and the period's individual CEUs.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const periodId = Number(new URL(request.url).searchParams.get("period")) || null;
  const summary = await ceuSummary(user.id, { periodId });
  return { summary };
}

export default function CeusPage() {
  const { summary } = useLoaderData<typeof loader>();
  const { period, totals } = summary;
  const submit = useSubmit();
  return (
    <>
      <div className="page-head">
        <h1>CEUs</h1>
        <div className="card-links">
          {period ? (
            <Link className="btn" to={paths.ceus.individual.new({ period: period.id })}>
              Add CEU
            </Link>
          ) : null}
          <Link className="btn btn-secondary" to={paths.ceus.group.root()}>
            Group CEUs
          </Link>
        </div>
      </div>
      {summary.periods.length === 0 || !period ? (
        <p>No reporting period is open for CEUs yet.</p>
      ) : (
        <>
          <Form method="get" className="table-tools">
            <div className="field">
              <label htmlFor="ceu-period">Reporting Period</label>
              <select id="ceu-period" name="period" defaultValue={String(period.id)} key={period.id} onChange={(e) => submit(e.currentTarget.form)}>
                {summary.periods.map((p) => (
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
          <section className="card" aria-labelledby="ceu-credits">
            <h2 id="ceu-credits">
              Credits for {period.name} <span className="muted">({period.start} to {period.end})</span>
            </h2>
            {totals.total === null ? (
              <p>
                Credits earned: <strong>{formatCredits(totals.earned)}</strong>
              </p>
            ) : (
              <>
                <p>
                  Credits earned: <strong>{formatCredits(totals.earned)}</strong> of {formatCredits(totals.total)} required
                </p>
                <p>
                  CEU completion: <strong>{formatCredits(totals.completion)}</strong> of {formatCredits(totals.total)}
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
              <ul className="plain-list">
                {totals.byType.map((t) => (
                  <li key={t.id}>
                    {t.name}: {formatCredits(t.earned)} of {formatCredits(t.minimum)} minimum{" "}
                    <span className={`badge ${t.met ? "badge-success" : "badge-warning"}`}>{t.met ? "Met" : "Not met"}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {summary.certification ? (
              <p>
                <Link to={paths.certifications.view(summary.certification.id, { period: period.id })}>View your {summary.certification.name} certification</Link>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="ceu-list">
            <h2 id="ceu-list">Individual CEUs</h2>
            {summary.credits.length === 0 ? (
              <p>You have not logged any CEUs for this reporting period.</p>
            ) : (
              <div className="table-wrap">
                <table className="data">
                  <caption className="visually-hidden">Individual CEUs for {period.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Completion Date</th>
                      <th scope="col">Program Title</th>
                      <th scope="col">Sponsor</th>
                      <th scope="col">Credit Type</th>
                      <th scope="col">Credits</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.credits.map((c) => (
                      <tr key={c.id}>
                        <td>{c.completionDate}</td>
                        <td>
                          <Link to={paths.ceus.individual.edit(c.id)}>{c.programTitle}</Link>
                        </td>
                        <td>{c.sponsor}</td>
                        <td>{c.creditType}</td>
                        <td>{c.credits}</td>
                        <td>
                          <span className={`badge badge-${c.tone}`}>{c.statusLabel}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
