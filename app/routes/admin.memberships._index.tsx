import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_REQUEST_STATUS_LABEL } from "~/domain/constants.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import {
  listMembershipRequests,
  membershipRequestListParams,
  membershipRequestsCsvHref,
  type MembershipRequestRow,
} from "~/features/membership/requests-list.server.ts";
import { DataTable, StatusFilter, type Column } from "~/ui/data-table.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Membership Requests | Admin" }];

const STATUS_OPTIONS = [
  { value: "pending", label: MEMBERSHIP_REQUEST_STATUS_LABEL.pending },
  { value: "approved", label: MEMBERSHIP_REQUEST_STATUS_LABEL.approved },
  { value: "rejected", label: MEMBERSHIP_REQUEST_STATUS_LABEL.rejected },
  { value: "all", label: "All" },
];

/**
 * /admin/memberships: the Membership Requests list (pending by default; status filter), a
 * server-paged table of 10 rows; a row opens the review page. `?format=csv` goes to the CSV of
 * every row the filter matches (a resource route: a page route cannot answer with a file).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const params = membershipRequestListParams(url);
  if (url.searchParams.get("format") === "csv") throw redirect(membershipRequestsCsvHref(params));
  const page = await listMembershipRequests(params);
  return {
    ...page,
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    csvHref: membershipRequestsCsvHref(params),
  };
}

const baseColumns: Column<MembershipRequestRow>[] = [
  { key: "firstName", header: "First Name", sortKey: "firstName", cell: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", cell: (r) => r.lastName },
  { key: "requestedOn", header: "Requested On", sortKey: "createdAt", cell: (r) => r.requestedOn },
  { key: "type", header: "Type", sortKey: "type", cell: (r) => r.type },
];
const statusColumn: Column<MembershipRequestRow> = { key: "status", header: "Status", cell: (r) => r.statusLabel };

export default function MembershipRequests() {
  const data = useLoaderData<typeof loader>();
  // Every status at once: say which is which.
  const columns = data.status === "all" ? [...baseColumns, statusColumn] : baseColumns;
  return (
    <>
      <h1>Membership Requests</h1>
      <DataTable
        caption="Membership Requests"
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.id}
        rowHref={(r) => paths.admin.memberships.review(r.id)}
        q={data.q}
        sort={data.sort}
        dir={data.dir}
        page={data.page}
        lastPage={data.lastPage}
        pageSize={data.pageSize}
        total={data.total}
        filters={<StatusFilter id="membership-status" value={data.status} options={STATUS_OPTIONS} />}
        csvHref={data.csvHref}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
