/** The member's individual CEUs of a reporting period (/ceus): each opens its form. */
import { Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import type { CreditRow } from "./ceu-summary.server.ts";

export const CREDIT_COLUMNS: ReadonlyArray<Column<CreditRow>> = [
  { key: "completionDate", header: "Completion Date", value: (c) => c.completionDate },
  { key: "programTitle", header: "Program Title", cell: (c) => <Link to={paths.ceus.individual.edit(c.id)}>{c.programTitle}</Link> },
  { key: "sponsor", header: "Sponsor", value: (c) => c.sponsor },
  { key: "creditType", header: "Credit Type", value: (c) => c.creditType },
  { key: "credits", header: "Credits", value: (c) => c.credits },
  { key: "status", header: "Status", cell: (c) => <span className={`badge badge-${c.tone}`}>{c.statusLabel}</span> },
];
