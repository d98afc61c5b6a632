/** The admin user profile's Certifications tab: each certification opens its view. */
import { Link } from "@remix-run/react";
import type { Column } from "~/ui/columns.ts";
import type { UserCertificationRow } from "./user-certifications.server.ts";

export const USER_CERTIFICATION_COLUMNS: ReadonlyArray<Column<UserCertificationRow>> = [
  { key: "name", header: "Certification", wrap: true, cell: (c) => <Link to={c.href}>{c.name}</Link> },
  { key: "status", header: "Status", cell: (c) => <span className={`badge badge-${c.tone}`}>{c.statusLabel}</span> },
  { key: "issuedOn", header: "Issued On", value: (c) => c.issuedOn || "Not recorded" },
  { key: "reportingPeriod", header: "Reporting Period", value: (c) => c.reportingPeriod || "None" },
];
