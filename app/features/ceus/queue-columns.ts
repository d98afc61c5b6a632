/** The admin CEU queues' rows and columns (the tables and the CSVs), and their status filter. Browser-safe. */
import type { ListColumn } from "~/kit/admin-list/columns.ts";

export { CEU_STATUS_FILTER_OPTIONS } from "./rules.ts";

export type IndividualCeuRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** names of the user's certifications, joined */
  certifications: string;
  /** their statuses' labels, in the same order */
  certificationStatus: string;
  /** MM/DD/YYYY */
  submittedOn: string;
  /** MM/DD/YYYY */
  completionDate: string;
  programTitle: string;
  sponsor: string;
  credits: string;
  status: string;
  statusLabel: string;
};

export type GroupCeuRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** MM/DD/YYYY */
  startDate: string;
  programTitle: string;
  sponsor: string;
  credits: string;
  status: string;
  statusLabel: string;
};

const names = [
  { key: "firstName", header: "First Name", sortKey: "firstName", value: (r: { firstName: string }) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", value: (r: { lastName: string }) => r.lastName },
  { key: "email", header: "Email", value: (r: { email: string }) => r.email, csvOnly: true },
] as const;

const program = [
  { key: "programTitle", header: "Program Title", sortKey: "programTitle", value: (r: { programTitle: string }) => r.programTitle },
  { key: "sponsor", header: "Sponsor", sortKey: "sponsor", value: (r: { sponsor: string }) => r.sponsor },
  { key: "credits", header: "Credits", sortKey: "credits", value: (r: { credits: string }) => r.credits },
  { key: "status", header: "Status", sortKey: "status", value: (r: { statusLabel: string }) => r.statusLabel },
] as const;

export const INDIVIDUAL_CEU_COLUMNS: ReadonlyArray<ListColumn<IndividualCeuRow>> = [
  ...names,
  { key: "certifications", header: "Certifications", value: (r) => r.certifications },
  { key: "certificationStatus", header: "Certification Status", value: (r) => r.certificationStatus },
  { key: "submittedOn", header: "Submission Date", sortKey: "submittedAt", value: (r) => r.submittedOn },
  { key: "completionDate", header: "Completion Date", sortKey: "completionDate", value: (r) => r.completionDate },
  ...program,
];

export const GROUP_CEU_COLUMNS: ReadonlyArray<ListColumn<GroupCeuRow>> = [
  ...names,
  { key: "startDate", header: "Start Date", sortKey: "startDate", value: (r) => r.startDate },
  ...program,
];
