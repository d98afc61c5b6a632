import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { CEU_STATUS_FILTER_OPTIONS } from "~/features/ceus/review-rules.ts";
import {
  individualCeuListParams,
  individualCeusCsvHref,
  listAdminIndividualCeus,
  type IndividualCeuRow,
} from "~/features/ceus/review-lists.server.ts";
import { DataTable, StatusFilter, type Column } from "~/ui/data-table.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Individual CEUs | Admin" }];

/**
 * /admin/ceus/individual: the Individual CEUs queue (pending by default; status filter), a
 * server-paged table of 10 rows, oldest submission first; a row opens the review page.
 * `?format=csv` goes to the CSV of every row the filter matches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const params = individualCeuListParams(url);
  if (url.searchParams.get("format") === "csv") throw redirect(individualCeusCsvHref(params));
  const page = await listAdminIndividualCeus(params);
  return {
    ...page,
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    csvHref: individualCeusCsvHref(params),
    statusOptions: CEU_STATUS_FILTER_OPTIONS,
  };
}

const columns: Column<IndividualCeuRow>[] = [
  { key: "firstName", header: "First Name", sortKey: "firstName", cell: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", cell: (r) => r.lastName },
  { key: "certifications", header: "Certifications", cell: (r) => r.certifications },
  { key: "certificationStatus", header: "Certification Status", cell: (r) => r.certificationStatus },
  { key: "submittedOn", header: "Submission Date", sortKey: "submittedAt", cell: (r) => r.submittedOn },
  { key: "completionDate", header: "Completion Date", sortKey: "completionDate", cell: (r) => r.completionDate },
  { key: "programTitle", header: "Program Title", sortKey: "programTitle", cell: (r) => r.programTitle },
  { key: "sponsor", header: "Sponsor", sortKey: "sponsor", cell: (r) => r.sponsor },
  { key: "credits", header: "Credits", sortKey: "credits", cell: (r) => r.credits },
  { key: "status", header: "Status", sortKey: "status", cell: (r) => r.statusLabel },
];

export default function IndividualCeus() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Individual CEUs</h1>
      <DataTable
        caption="Individual CEUs"
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.id}
        rowHref={(r) => paths.admin.individualCeus.review(r.id)}
        q={data.q}
        sort={data.sort}
        dir={data.dir}
        page={data.page}
        lastPage={data.lastPage}
        pageSize={data.pageSize}
        total={data.total}
        filters={<StatusFilter id="individual-ceu-status" value={data.status} options={data.statusOptions} />}
        csvHref={data.csvHref}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
