/** The admin Membership Requests list's columns (the table and the CSV). */
import { MEMBERSHIP_REQUEST_STATUS_LABEL } from "~/domain/constants.ts";
import type { FilterOption, ListColumn } from "~/kit/admin-list/columns.ts";

export type MembershipRequestRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** MM/DD/YYYY */
  requestedOn: string;
  type: string;
  status: string;
  statusLabel: string;
};

export const MEMBERSHIP_REQUEST_COLUMNS: ReadonlyArray<ListColumn<MembershipRequestRow>> = [
  { key: "firstName", header: "First Name", sortKey: "firstName", value: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", value: (r) => r.lastName },
  { key: "email", header: "Email", value: (r) => r.email, csvOnly: true },
  { key: "requestedOn", header: "Requested On", sortKey: "createdAt", value: (r) => r.requestedOn },
  { key: "type", header: "Type", sortKey: "type", value: (r) => r.type },
  // Every status at once: say which is which.
  { key: "status", header: "Status", value: (r) => r.statusLabel, hideWhen: (filters) => filters.status !== "all" },
];

export const MEMBERSHIP_REQUEST_STATUS_OPTIONS: readonly FilterOption[] = [
  { value: "pending", label: MEMBERSHIP_REQUEST_STATUS_LABEL.pending },
  { value: "approved", label: MEMBERSHIP_REQUEST_STATUS_LABEL.approved },
  { value: "rejected", label: MEMBERSHIP_REQUEST_STATUS_LABEL.rejected },
  { value: "all", label: "All" },
];
