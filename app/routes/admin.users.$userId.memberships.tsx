import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_STATUS_LABEL, type MembershipStatus } from "~/domain/constants.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { listUserMemberships } from "~/features/membership/user-memberships.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
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

const STATE_BADGE: Record<string, string> = { active: "badge-success", upcoming: "badge-warning", expired: "badge-danger" };

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
        {rows.length === 0 ? (
          <p>No memberships.</p>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Start</th>
                  <th scope="col">End</th>
                  <th scope="col">Approved</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => {
                  const label = `${m.type} from ${m.start}`;
                  return (
                    <tr key={m.id}>
                      <td className="cell-wrap">
                        {m.type}
                        {m.paid ? <small className="muted"> (paid)</small> : null}
                        {m.requestId ? (
                          <>
                            <br />
                            <Link to={paths.admin.memberships.review(m.requestId)}>
                              Request<span className="visually-hidden"> for {label}</span>
                            </Link>
                          </>
                        ) : null}
                      </td>
                      <td>{m.start}</td>
                      <td>{m.end}</td>
                      <td>{m.approved ? "Yes" : "No"}</td>
                      <td>
                        <span className={`badge ${STATE_BADGE[m.state] ?? ""}`}>{m.stateLabel}</span>
                      </td>
                      <td>
                        <span className="card-links">
                          <Link to={paths.admin.users.editMembership(userId, m.id)} preventScrollReset>
                            Edit<span className="visually-hidden"> {label}</span>
                          </Link>
                          <Link to={paths.admin.users.deleteMembership(userId, m.id)} preventScrollReset>
                            Delete<span className="visually-hidden"> {label}</span>
                          </Link>
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
