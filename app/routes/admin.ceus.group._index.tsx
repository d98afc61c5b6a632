import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { CEU_STATUS_FILTER_OPTIONS } from "~/features/ceus/review-rules.ts";
import { groupCeuListParams, groupCeusCsvHref, listAdminGroupCeus, type GroupCeuRow } from "~/features/ceus/review-lists.server.ts";
import { DataTable, StatusFilter, type Column } from "~/ui/data-table.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Group CEUs | Admin" }];

/**
 * /admin/ceus/group: the Group CEUs (pre-approvals) queue: submitted ones only (a pre-approval
 * still in its owner's cart is not listed), pending by default, earliest start first, 10 a page.
 * `?format=csv` goes to the CSV of every row the filter matches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const params = groupCeuListParams(url);
  if (url.searchParams.get("format") === "csv") throw redirect(groupCeusCsvHref(params));
  const page = await listAdminGroupCeus(params);
  return {
    ...page,
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    csvHref: groupCeusCsvHref(params),
    statusOptions: CEU_STATUS_FILTER_OPTIONS,
  };
}

const columns: Column<GroupCeuRow>[] = [
  { key: "firstName", header: "First Name", sortKey: "firstName", cell: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", cell: (r) => r.lastName },
  { key: "startDate", header: "Start Date", sortKey: "startDate", cell: (r) => r.startDate },
  { key: "programTitle", header: "Program Title", sortKey: "programTitle", cell: (r) => r.programTitle },
  { key: "sponsor", header: "Sponsor", sortKey: "sponsor", cell: (r) => r.sponsor },
  { key: "credits", header: "Credits", sortKey: "credits", cell: (r) => r.credits },
  { key: "status", header: "Status", sortKey: "status", cell: (r) => r.statusLabel },
];

export default function GroupCeus() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Group CEUs</h1>
      <DataTable
        caption="Group CEUs"
        hint="Choose a CEU below to edit or review it"
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.id}
        rowHref={(r) => paths.admin.groupCeus.review(r.id)}
        q={data.q}
        sort={data.sort}
        dir={data.dir}
        page={data.page}
        lastPage={data.lastPage}
        pageSize={data.pageSize}
        total={data.total}
        filters={<StatusFilter id="group-ceu-status" value={data.status} options={data.statusOptions} />}
        csvHref={data.csvHref}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
