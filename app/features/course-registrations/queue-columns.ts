/** The admin Course Registrations list's columns (the table and the CSV), and its filters' choices. Browser-safe. */
import { REGISTRATION_STATUS, REGISTRATION_STATUS_LABEL } from "~/domain/constants.ts";
import type { FilterOption, ListColumn } from "~/kit/admin-list/columns.ts";

export type CourseRegistrationRow = {
  id: number;
  /** the certification's name, or the training's for a training registration */
  certification: string;
  /** the pathway's name ("Challenge Path") */
  pathway: string;
  firstName: string;
  lastName: string;
  email: string;
  /** last updated, MM/DD/YYYY */
  date: string;
  /** the status's label, or 'Expired' */
  status: string;
  militarySpouse: string;
};

export const COURSE_REGISTRATION_COLUMNS: ReadonlyArray<ListColumn<CourseRegistrationRow>> = [
  { key: "certification", header: "Certification", value: (r) => r.certification },
  { key: "pathway", header: "Challenge Path", value: (r) => r.pathway },
  { key: "firstName", header: "First Name", sortKey: "firstName", value: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", value: (r) => r.lastName },
  { key: "email", header: "Email", value: (r) => r.email, csvOnly: true },
  { key: "date", header: "Date", sortKey: "updatedAt", value: (r) => r.date },
  { key: "status", header: "Status", sortKey: "status", value: (r) => r.status },
  { key: "militarySpouse", header: "Military Spouse", value: (r) => r.militarySpouse },
];

/** The status filter: waiting for a decision (the default), one status, expired, or every registration. */
export const COURSE_REGISTRATION_STATUS_FILTERS = [
  "pending",
  REGISTRATION_STATUS.registrationApproval,
  REGISTRATION_STATUS.moduleApproval,
  REGISTRATION_STATUS.finalApproval,
  REGISTRATION_STATUS.experienceApproval,
  REGISTRATION_STATUS.preRegistration,
  REGISTRATION_STATUS.postRegistration,
  REGISTRATION_STATUS.complete,
  "expired",
  "all",
] as const;
export type CourseRegistrationStatusFilter = (typeof COURSE_REGISTRATION_STATUS_FILTERS)[number];

export const COURSE_REGISTRATION_STATUS_OPTIONS: readonly FilterOption[] = COURSE_REGISTRATION_STATUS_FILTERS.map((value) => ({
  value,
  label:
    value === "pending"
      ? "Waiting for approval"
      : value === "expired"
        ? "Expired"
        : value === "all"
          ? "All"
          : REGISTRATION_STATUS_LABEL[value],
}));

/** The Military Spouse filter (spec: Yes=1, No=0); "" is either. */
export const MILITARY_SPOUSE_FILTERS = ["", "1", "0"] as const;
export const MILITARY_SPOUSE_OPTIONS: readonly FilterOption[] = [
  { value: "", label: "Any" },
  { value: "1", label: "Yes" },
  { value: "0", label: "No" },
];

export const COURSE_REGISTRATION_PAGE_SIZE = 10;
export const COURSE_REGISTRATION_SORT_KEYS = ["updatedAt", "firstName", "lastName", "status"] as const;
export type CourseRegistrationSortKey = (typeof COURSE_REGISTRATION_SORT_KEYS)[number];
