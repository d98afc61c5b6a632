import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { listMemberCommunityGroups } from "~/features/community-groups/groups.server.ts";
import { COMMUNITY_MESSAGES } from "~/features/community-groups/rules.ts";
import { communityGroupColumns } from "~/features/community-groups/ui/columns.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Community | Admin" }];

/**
 * /admin/users/:userId/community: the Mobilize groups the user is in (read live from Mobilize; a
 * notice when it cannot answer), and Enroll in community group, a modal route below this one.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tab = await listMemberCommunityGroups(idParam(params.userId));
  if (!tab) throw notFound();
  return tab;
}

export default function AdminUserCommunity() {
  const { userId, groups, notice } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section aria-labelledby="community-title">
        <div className="address-list-head">
          <h2 id="community-title">Community groups</h2>
          <Link className="btn" to={paths.admin.users.communityEnroll(userId)} preventScrollReset>
            Enroll in community group
          </Link>
        </div>
        {notice ? (
          <p className="alert alert-warning" role="status">
            {notice}
          </p>
        ) : (
          <RecordTable
            columns={communityGroupColumns}
            rows={groups}
            caption="Community groups in Mobilize"
            empty={COMMUNITY_MESSAGES.notInAny}
          />
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
