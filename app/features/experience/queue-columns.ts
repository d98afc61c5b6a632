/** The admin Experiences list's rows, columns and filters (the table and the CSV). Browser-safe. */
import { REVIEW_STATUS_LABEL } from "~/domain/constants.ts";
import type { FilterOption, ListColumn } from "~/kit/admin-list/columns.ts";

export type ExperienceRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** MM/DD/YYYY */
  startDate: string;
  endDate: string;
  certification: string;
  hours: string;
  militarySpouse: string;
  statusLabel: string;
};

export const EXPERIENCE_COLUMNS: ReadonlyArray<ListColumn<ExperienceRow>> = [
  { key: "firstName", header: "First Name", sortKey: "firstName", value: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", value: (r) => r.lastName },
  { key: "email", header: "Email", value: (r) => r.email, csvOnly: true },
  { key: "startDate", header: "Start Date", sortKey: "startDate", value: (r) => r.startDate },
  { key: "endDate", header: "End Date", sortKey: "endDate", value: (r) => r.endDate },
  { key: "certification", header: "Certification", value: (r) => r.certification },
  { key: "hours", header: "Hours", sortKey: "hours", value: (r) => r.hours },
  { key: "militarySpouse", header: "Military Spouse", value: (r) => r.militarySpouse },
  { key: "status", header: "Status", value: (r) => r.statusLabel },
];

export const EXPERIENCE_PAGE_SIZE = 10;
export const EXPERIENCE_SORT_KEYS = ["createdAt", "firstName", "lastName", "startDate", "endDate", "hours"] as const;
export type ExperienceSortKey = (typeof EXPERIENCE_SORT_KEYS)[number];
export const EXPERIENCE_STATUS_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export const EXPERIENCE_STATUS_OPTIONS: readonly FilterOption[] = [
  { value: "pending", label: REVIEW_STATUS_LABEL.pending },
  { value: "approved", label: REVIEW_STATUS_LABEL.approved },
  { value: "rejected", label: REVIEW_STATUS_LABEL.rejected },
  { value: "all", label: "All" },
];
