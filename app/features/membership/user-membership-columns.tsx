/** The admin user profile's Memberships tab: Type (with its request), Start, End, Approved, Status, Edit and Delete. */
import { Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import type { listUserMemberships } from "./user-memberships.server.ts";

export type UserMembershipRow = NonNullable<Awaited<ReturnType<typeof listUserMemberships>>>["rows"][number];

const STATE_BADGE: Record<string, string> = { active: "badge-success", upcoming: "badge-warning", expired: "badge-danger" };

/** What the row's links add for screen readers: "Student Membership from 01/01/2026". */
const named = (m: UserMembershipRow) => `${m.type} from ${m.start}`;

/** The memberships of the user `userId`: Edit and Delete open the tab's modal routes. */
export function userMembershipColumns(userId: number): ReadonlyArray<Column<UserMembershipRow>> {
  return [
    {
      key: "type",
      header: "Type",
      wrap: true,
      cell: (m) => (
        <>
          {m.type}
          {m.paid ? <small className="muted"> (paid)</small> : null}
          {m.requestId ? (
            <>
              <br />
              <Link to={paths.admin.memberships.review(m.requestId)}>
                Request<span className="visually-hidden"> for {named(m)}</span>
              </Link>
            </>
          ) : null}
        </>
      ),
    },
    { key: "start", header: "Start", value: (m) => m.start },
    { key: "end", header: "End", value: (m) => m.end },
    { key: "approved", header: "Approved", value: (m) => (m.approved ? "Yes" : "No") },
    { key: "status", header: "Status", cell: (m) => <span className={`badge ${STATE_BADGE[m.state] ?? ""}`}>{m.stateLabel}</span> },
    {
      key: "actions",
      header: "Actions",
      cell: (m) => (
        <span className="card-links">
          <Link to={paths.admin.users.editMembership(userId, m.id)} preventScrollReset>
            Edit<span className="visually-hidden"> {named(m)}</span>
          </Link>
          <Link to={paths.admin.users.deleteMembership(userId, m.id)} preventScrollReset>
            Delete<span className="visually-hidden"> {named(m)}</span>
          </Link>
        </span>
      ),
    },
  ];
}
