/** The admin user profile's Registrations tab: each registration opens its review. */
import { Link } from "@remix-run/react";
import type { Column } from "~/ui/columns.ts";
import type { UserRegistrationRow } from "./user-registrations.server.ts";

export const USER_REGISTRATION_COLUMNS: ReadonlyArray<Column<UserRegistrationRow>> = [
  {
    key: "title",
    header: "Registration",
    wrap: true,
    cell: (r) => (
      <Link to={r.href}>
        {r.title}
        <span className="visually-hidden"> #{r.id}</span>
      </Link>
    ),
  },
  { key: "pathway", header: "Pathway", value: (r) => r.pathway },
  { key: "status", header: "Status", value: (r) => r.status },
  { key: "step", header: "Step", value: (r) => r.step },
  { key: "updated", header: "Updated", value: (r) => r.updated },
];
