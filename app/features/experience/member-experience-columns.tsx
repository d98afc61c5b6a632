/** The member's Experience page: each entry opens its form. */
import { Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import type { MemberExperienceRow } from "./experience-form.server.ts";

export const MEMBER_EXPERIENCE_COLUMNS: ReadonlyArray<Column<MemberExperienceRow>> = [
  { key: "serviceType", header: "Service Type", cell: (r) => <Link to={paths.experience.edit(r.id)}>{r.serviceType}</Link> },
  { key: "organization", header: "Organization", value: (r) => r.organization },
  { key: "startDate", header: "Start Date", value: (r) => r.startDate },
  { key: "endDate", header: "End Date", value: (r) => r.endDate },
  { key: "hours", header: "Hours", value: (r) => r.hours },
  { key: "status", header: "Status", cell: (r) => <span className={`badge badge-${r.tone}`}>{r.statusLabel}</span> },
];
