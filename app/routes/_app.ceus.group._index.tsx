import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { groupCeuListParams, listMemberGroupCeus, type GroupCeuRow } from "~/features/ceus/group-list.server.ts";
import type { Column } from "~/ui/columns.ts";
import { DataTable } from "~/ui/data-table.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Group CEUs | Member Portal" }];

/**
 * /ceus/group: the member's group CEU pre-approvals, a server-paged table (10 per page, text filter
 * on title and sponsor, sorting); a row opens the pre-approval.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = groupCeuListParams(new URL(request.url));
  const page = await listMemberGroupCeus(user.id, params);
  return { ...page, q: params.q, sort: params.sort, dir: params.dir };
}

const columns: Column<GroupCeuRow>[] = [
  { key: "startDate", header: "Start Date", sortKey: "startDate", cell: (r) => r.startDate },
  { key: "programTitle", header: "Program Title", sortKey: "programTitle", cell: (r) => r.programTitle },
  { key: "sponsor", header: "Sponsor", sortKey: "sponsor", cell: (r) => r.sponsor },
  { key: "credits", header: "Credits", sortKey: "credits", cell: (r) => r.credits },
  { key: "status", header: "Status", sortKey: "status", cell: (r) => <span className={`badge badge-${r.tone}`}>{r.statusLabel}</span> },
];

export default function GroupCeus() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.ceus.root()}>Back to CEUs</Link>
      </p>
      <div className="page-head">
        <h1>Group CEUs</h1>
        <div className="card-links">
          <Link className="btn" to={paths.ceus.group.new()}>
            New Group CEU
          </Link>
        </div>
      </div>
      <p>Submit a program for CEU pre-approval</p>
      <DataTable
        caption="Group CEUs"
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.id}
        rowHref={(r) => paths.ceus.group.edit(r.id)}
        q={data.q}
        sort={data.sort}
        dir={data.dir}
        page={data.page}
        lastPage={data.lastPage}
        pageSize={data.pageSize}
        total={data.total}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
