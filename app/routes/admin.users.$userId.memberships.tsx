import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_STATUS_LABEL, type MembershipStatus } from "~/domain/constants.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { listUserMemberships } from "~/features/membership/user-memberships.server.ts";
import { userMembershipColumns } from "~/features/membership/user-membership-columns.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Memberships | Admin" }];

/**
 * /admin/users/:userId/memberships: the user's memberships with Add, Edit and Delete; those modals
 * are routes below this one, rendered in the outlet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const tab = await listUserMemberships(userId);
  if (!tab) throw notFound();
  return {
    userId,
    statusLabel: tab.membershipStatus
      ? (MEMBERSHIP_STATUS_LABEL[tab.membershipStatus as MembershipStatus] ?? tab.membershipStatus)
      : "Not recorded",
    rows: tab.rows,
  };
}

export default function AdminUserMemberships() {
  const { userId, statusLabel, rows } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section aria-labelledby="memberships-title">
        <div className="address-list-head">
          <h2 id="memberships-title">Memberships</h2>
          <Link className="btn" to={paths.admin.users.newMembership(userId)} preventScrollReset>
            Add Membership
          </Link>
        </div>
        <p>
          Membership status: <strong>{statusLabel}</strong>
        </p>
        <RecordTable columns={userMembershipColumns(userId)} rows={rows} empty="No memberships." />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
