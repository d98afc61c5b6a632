/** The admin Users list's columns (the table and the CSV). */
import type { ListColumn } from "~/kit/admin-list/columns.ts";

export type UserRow = { id: number; firstName: string; lastName: string; email: string };

export const USER_COLUMNS: ReadonlyArray<ListColumn<UserRow>> = [
  { key: "firstName", header: "First Name", sortKey: "firstName", value: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", value: (r) => r.lastName },
  { key: "email", header: "Email", sortKey: "email", value: (r) => r.email },
];
