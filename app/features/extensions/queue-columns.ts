/** The admin Extensions list's rows and columns (the table and the CSV). Browser-safe. */
import type { ListColumn } from "~/kit/admin-list/columns.ts";

export type ExtensionRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  submitted: string;
  certification: string;
  completedHours: string;
  status: string;
};

export const EXTENSION_COLUMNS: ReadonlyArray<ListColumn<ExtensionRow>> = [
  { key: "firstName", header: "First Name", sortKey: "firstName", value: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", value: (r) => r.lastName },
  { key: "email", header: "Email", value: (r) => r.email, csvOnly: true },
  { key: "submitted", header: "Submitted", sortKey: "submittedAt", value: (r) => r.submitted },
  { key: "certification", header: "Certification", value: (r) => r.certification },
  { key: "completedHours", header: "Completed Hours", sortKey: "completedHours", value: (r) => r.completedHours },
  { key: "status", header: "Status", value: (r) => r.status },
];
