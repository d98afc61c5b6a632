import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { loadJobsPage, type JobRow, type JobRunRow } from "~/features/scheduled-jobs/admin.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Scheduled Jobs | Admin" }];

/**
 * /admin/jobs: the scheduled jobs, their last runs and the latest runs of all; "Preview the next
 * run" (a GET: a dry run writes nothing) shows what each would change now.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const preview = new URL(request.url).searchParams.get("preview") === "1";
  return { preview, ...(await loadJobsPage({ preview })) };
}

const badge = (r: JobRunRow) => (
  <span className={r.status === "done" ? "badge badge-success" : r.status === "failed" ? "badge badge-danger" : "badge badge-warning"}>
    {r.statusLabel}
  </span>
);

const JOB_COLUMNS: ReadonlyArray<Column<JobRow>> = [
  {
    key: "title",
    header: "Job",
    rowHeader: true,
    wrap: true,
    cell: (j) => (
      <>
        {j.title}
        <br />
        <code>{j.key}</code>
      </>
    ),
  },
  { key: "schedule", header: "Schedule", value: (j) => j.schedule },
  { key: "next", header: "Next run", value: (j) => j.nextRun },
  {
    key: "last",
    header: "Last run",
    wrap: true,
    cell: (j) =>
      j.lastRun ? (
        <>
          {badge(j.lastRun)} {j.lastRun.period}, {j.lastRun.finished || j.lastRun.started}
          <br />
          {j.lastRun.outcome}
        </>
      ) : (
        "Not run yet"
      ),
  },
];

const PREVIEW_COLUMNS: ReadonlyArray<Column<JobRow>> = [
  { key: "title", header: "Job", rowHeader: true, value: (j) => j.title },
  { key: "period", header: "Period", value: (j) => j.preview?.period ?? "" },
  { key: "changed", header: "Would change", numeric: true, value: (j) => String(j.preview?.changed ?? 0) },
  { key: "notes", header: "Details", wrap: true, value: (j) => j.preview?.notes.join("; ") ?? "" },
];

const HISTORY_COLUMNS: ReadonlyArray<Column<JobRunRow>> = [
  { key: "job", header: "Job", rowHeader: true, value: (r) => r.job },
  { key: "period", header: "Period", value: (r) => r.period },
  { key: "status", header: "Status", cell: badge },
  { key: "started", header: "Started", value: (r) => r.started },
  { key: "finished", header: "Finished", value: (r) => r.finished },
  { key: "outcome", header: "What it changed", wrap: true, value: (r) => r.outcome },
];

export default function ScheduledJobs() {
  const { jobs, history, preview } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.admin.systemData.root()}>Back to System Data</Link>
      </p>
      <h1>Scheduled Jobs</h1>
      <p>Each job runs once for its period (its hour, day or month, New York time), however many servers run.</p>
      <RecordTable caption="Scheduled jobs" columns={JOB_COLUMNS} rows={jobs} rowKey={(j) => j.key} empty="No scheduled jobs." />
      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading">What the next run would do</h2>
        {preview ? (
          <RecordTable caption="What each job would change now" columns={PREVIEW_COLUMNS} rows={jobs} rowKey={(j) => j.key} />
        ) : (
          <Form method="get">
            <button type="submit" className="btn btn-secondary" name="preview" value="1">
              Preview the next run
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">Latest runs</h2>
        <RecordTable caption="Latest runs of the scheduled jobs" columns={HISTORY_COLUMNS} rows={history} empty="No job has run yet." />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
