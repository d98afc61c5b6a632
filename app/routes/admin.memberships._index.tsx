import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_REQUEST_COLUMNS, MEMBERSHIP_REQUEST_STATUS_OPTIONS } from "~/features/membership/queue-columns.ts";
import { membershipRequestList } from "~/features/membership/queue.server.ts";
import { loadList } from "~/kit/admin-list/list.server.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Membership Requests | Admin" }];

/**
 * /admin/memberships: the Membership Requests list (pending by default; status filter), a
 * server-paged table of 10 rows; a row opens the review page. `?format=csv` goes to the CSV.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadList(membershipRequestList, request);
}

export default function MembershipRequests() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Membership Requests</h1>
      <ListTable
        caption="Membership Requests"
        data={data}
        columns={MEMBERSHIP_REQUEST_COLUMNS}
        rowHref={(r) => paths.admin.memberships.review(r.id)}
        status={{ id: "membership-status", options: MEMBERSHIP_REQUEST_STATUS_OPTIONS }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
