/**
 * The columns of the admin Course Registration review's tables: Module approvals, Training, Exam
 * Attempts, Summary, Experience Hours and Line Items.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Column } from "~/ui/columns.ts";
import type { CourseRegistrationReview, LineItemRow, SummaryRow } from "./review.server.ts";

type ModuleRow = NonNullable<CourseRegistrationReview["modules"]>["rows"][number];
type TrainingRow = CourseRegistrationReview["training"][number];
type ExperienceHoursRow = CourseRegistrationReview["experience"][number];

export type ExamAttemptRow = {
  id: number;
  name: string;
  result: string;
  score: string;
  takenOn: string;
  paid: string;
  deletable: boolean;
  editHref: string;
};

/** Opens in a new tab: said to screen readers after `what`. */
const newTab = (href: string, label: string, what: string) => (
  <a href={href} target="_blank" rel="noreferrer">
    {label}
    <span className="visually-hidden"> {what}</span>
  </a>
);

export const MODULE_COLUMNS: ReadonlyArray<Column<ModuleRow>> = [
  { key: "name", header: "Name", value: (m) => m.name },
  { key: "course", header: "Course", value: (m) => m.course },
  {
    key: "status",
    header: "Status",
    cell: (m) => (
      <>
        {m.status}
        {m.badgeUrl ? <> {newTab(m.badgeUrl, "Badge", `for ${m.name} (opens in a new tab)`)}</> : null}
      </>
    ),
  },
];

/** A link to one of the review's modals, named for the row it belongs to. */
const modalLink = (href: string, label: string, what: string) => (
  <Link to={href} preventScrollReset>
    {label}
    <span className="visually-hidden"> {what}</span>
  </Link>
);

export const TRAINING_COLUMNS: ReadonlyArray<Column<TrainingRow>> = [
  { key: "name", header: "Training", value: (t) => t.name },
  {
    key: "state",
    header: "Course state",
    wrap: true,
    cell: (t) => {
      switch (t.state.kind) {
        case "removed":
          return t.state.label;
        case "approved":
          return (
            <>
              {t.state.label}
              {t.state.detail ? <span>: {t.state.detail}</span> : null}
            </>
          );
        case "approve":
          return (
            <span className="card-links">
              {t.approveHref ? modalLink(t.approveHref, "Approve", `the modules (${t.name})`) : t.state.label}
              {t.sectionsHref ? modalLink(t.sectionsHref, "Get Sections", `for ${t.name}`) : null}
            </span>
          );
        case "sections":
          return t.sectionsHref ? modalLink(t.sectionsHref, t.state.label, `for ${t.name}`) : t.state.label;
      }
    },
  },
  {
    key: "progress",
    header: "Learning system",
    cell: (t) => (t.progressUrl ? newTab(t.progressUrl, "View Progress", `of ${t.name} (opens in a new tab)`) : "—"),
  },
];

/** Exam, Result, Score, Taken, Paid and the section's actions for attempt `index + 1`. */
export function examAttemptColumns(actions: (attempt: ExamAttemptRow, index: number) => ReactNode): ReadonlyArray<Column<ExamAttemptRow>> {
  return [
    { key: "name", header: "Exam", value: (a) => a.name },
    { key: "result", header: "Result", value: (a) => a.result },
    { key: "score", header: "Score", value: (a) => a.score },
    { key: "taken", header: "Taken", value: (a) => a.takenOn },
    { key: "paid", header: "Paid", value: (a) => a.paid },
    { key: "actions", header: "Actions", cell: actions },
  ];
}

export const SUMMARY_COLUMNS: ReadonlyArray<Column<SummaryRow>> = [
  { key: "step", header: "Step", rowHeader: true, value: (row) => row.step },
  {
    key: "selection",
    header: "Selection",
    wrap: true,
    cell: (row) => (
      <>
        {row.selection}
        {row.files.length ? (
          <ul className="plain-list">
            {row.files.map((f) => (
              <li key={f.id}>{newTab(f.href, f.label, "(opens in a new tab)")}</li>
            ))}
          </ul>
        ) : null}
      </>
    ),
  },
  { key: "price", header: "Price (After Discount)", value: (row) => row.price || "—" },
];

export const EXPERIENCE_HOURS_COLUMNS: ReadonlyArray<Column<ExperienceHoursRow>> = [
  { key: "serviceType", header: "Service Type", rowHeader: true, value: (e) => e.serviceType },
  { key: "approved", header: "Approved", value: (e) => String(e.approved) },
  { key: "pending", header: "Waiting", value: (e) => String(e.pending) },
];

export const LINE_ITEM_COLUMNS: ReadonlyArray<Column<LineItemRow>> = [
  { key: "name", header: "Item", value: (i) => i.name },
  { key: "price", header: "Price", value: (i) => i.price },
  {
    key: "paid",
    header: "Paid",
    cell: (i) => (i.paid ? <span className="badge badge-success">Paid</span> : <span className="badge badge-warning">Unpaid</span>),
  },
  {
    key: "actions",
    header: "Actions",
    cell: (i) =>
      i.markPaidHref ? (
        <span className="card-links">
          <Link to={i.markPaidHref}>
            Mark as paid<span className="visually-hidden"> ({i.name})</span>
          </Link>
          {i.changePriceHref ? (
            <Link to={i.changePriceHref}>
              Change price<span className="visually-hidden"> ({i.name})</span>
            </Link>
          ) : null}
        </span>
      ) : (
        "—"
      ),
  },
];
