import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { groupCeuList } from "~/features/ceus/group-queue.server.ts";
import { CEU_STATUS_FILTER_OPTIONS, GROUP_CEU_COLUMNS } from "~/features/ceus/queue-columns.ts";
import { loadList } from "~/kit/admin-list/list.server.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Group CEUs | Admin" }];

/**
 * /admin/ceus/group: the Group CEUs queue (submitted pre-approvals; pending by default; status
 * filter), 10 a page, earliest start first; a row opens the CEU Pre-Approval Form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadList(groupCeuList, request);
}

export default function GroupCeus() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Group CEUs</h1>
      <ListTable
        caption="Group CEUs"
        hint="Choose a CEU below to edit or review it"
        data={data}
        columns={GROUP_CEU_COLUMNS}
        rowHref={(r) => paths.admin.groupCeus.review(r.id)}
        status={{ id: "group-ceu-status", options: CEU_STATUS_FILTER_OPTIONS }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
