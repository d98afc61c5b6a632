import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { ceuSummary } from "~/features/ceus/ceu-summary.server.ts";
import { CreditTotalsSummary, PeriodSelector } from "~/features/ceus/ui/ceu-card.tsx";
import { CREDIT_COLUMNS } from "~/features/ceus/credit-columns.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

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
  const { period } = summary;
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
          <PeriodSelector periods={summary.periods} periodId={period.id} label="Reporting Period" />
          <section className="card" aria-labelledby="ceu-credits">
            <h2 id="ceu-credits">
              Credits for {period.name}{" "}
              <span className="muted">
                ({period.start} to {period.end})
              </span>
            </h2>
            <CreditTotalsSummary totals={summary.totals} />
            {summary.certification ? (
              <p>
                <Link to={paths.certifications.view(summary.certification.id, { period: period.id })}>
                  View your {summary.certification.name} certification
                </Link>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="ceu-list">
            <h2 id="ceu-list">Individual CEUs</h2>
            <RecordTable
              caption={`Individual CEUs for ${period.name}`}
              columns={CREDIT_COLUMNS}
              rows={summary.credits}
              empty="You have not logged any CEUs for this reporting period."
            />
          </section>
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
