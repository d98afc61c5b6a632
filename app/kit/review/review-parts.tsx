/**
 * The parts of the review page (review-page.tsx) that also serve elsewhere: the red active-flags
 * banner (also on the admin user profile), the reviews table (Date, Reviewer, Message, Status; also
 * the course registration's Post Registration and Module reviews), the decision bar, and what a
 * member sees of a rejection.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BadgeTone } from "~/domain/constants.ts";
import type { Column } from "~/ui/columns.ts";
import { RecordTable } from "~/ui/record-table.tsx";

/** 'This user has N active flags:' and the reasons; nothing when there are none. */
export function FlagsBanner({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <div className="alert alert-danger" role="note">
      <p>
        <strong>
          This user has {reasons.length} active {reasons.length === 1 ? "flag" : "flags"}:
        </strong>
      </p>
      <ul>
        {reasons.map((reason, i) => (
          <li key={i}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

export type ReviewRow = {
  key: string | number;
  date: string;
  reviewer: string;
  /** stored HTML: admin-written templates and escaped free text (kit/review/messages.server.ts) */
  messageHtml: string | null;
  status: string;
  tone: BadgeTone;
  /** the step the record was at (course registrations): a Step column shows when rows have it */
  step?: string;
};

const REVIEW_COLUMNS: ReadonlyArray<Column<ReviewRow>> = [
  { key: "date", header: "Date", value: (r) => r.date },
  { key: "reviewer", header: "Reviewer", value: (r) => r.reviewer || "—" },
  {
    key: "message",
    header: "Message",
    wrap: true,
    cell: (r) => (r.messageHtml ? <div dangerouslySetInnerHTML={{ __html: r.messageHtml }} /> : "—"),
  },
  { key: "step", header: "Step", value: (r) => r.step || "—" },
  { key: "status", header: "Status", cell: (r) => <span className={`badge badge-${r.tone}`}>{r.status}</span> },
];

/** The reviews of a submission, oldest first. */
export function ReviewsTable({
  rows,
  id = "reviews",
  title = "Reviews",
  empty = "No reviews yet.",
}: {
  rows: readonly ReviewRow[];
  id?: string;
  title?: string;
  empty?: string;
}) {
  const withStep = rows.some((r) => r.step !== undefined);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <RecordTable
        columns={withStep ? REVIEW_COLUMNS : REVIEW_COLUMNS.filter((c) => c.key !== "step")}
        rows={rows}
        rowKey={(r) => r.key}
        empty={empty}
      />
    </section>
  );
}

/**
 * The decision buttons of a review page, after the record they decide on. The bar sticks to the
 * bottom of the window while the record scrolls, so the decision stays in reach.
 */
function DecisionBar({ children }: { children: ReactNode }) {
  return (
    <section className="decision-bar no-print" aria-labelledby="decision-bar-heading">
      <h2 id="decision-bar-heading" className="visually-hidden">
        Decision
      </h2>
      <div className="form-actions">{children}</div>
    </section>
  );
}

/** Reject and Approve as links to the page's decision routes, in a DecisionBar; nothing when neither is allowed. */
export function ApproveRejectBar({ rejectHref, approveHref }: { rejectHref: string | null; approveHref: string | null }) {
  if (!rejectHref && !approveHref) return null;
  return (
    <DecisionBar>
      {rejectHref ? (
        <Link className="btn btn-danger" to={rejectHref} preventScrollReset>
          Reject
        </Link>
      ) : null}
      {approveHref ? (
        <Link className="btn" to={approveHref} preventScrollReset>
          Approve
        </Link>
      ) : null}
    </DecisionBar>
  );
}

/**
 * What a member sees above their own rejected record (a CEU, a pre-approval, an experience): the
 * latest decision's date and status, the admin's message, and what to do. Nothing unless the record
 * is rejected and its latest review says so.
 */
export function RejectionNotice({
  latest,
  rejected,
  what,
}: {
  latest: { date: string; statusLabel: string; approved: boolean; messageHtml: string | null } | undefined;
  rejected: boolean;
  /** e.g. "the CEU": "Correct the CEU below and resubmit it." */
  what: string;
}) {
  if (!latest || latest.approved || !rejected) return null;
  return (
    <div className="alert alert-warning" role="note">
      <p>
        <strong>Not approved on {latest.date}:</strong> {latest.statusLabel}
      </p>
      {/* Stored HTML: admin-written templates and escaped free text (kit/review/messages.server.ts). */}
      {latest.messageHtml ? <div dangerouslySetInnerHTML={{ __html: latest.messageHtml }} /> : null}
      <p>Correct {what} below and resubmit it.</p>
    </div>
  );
}

/** The main button of a form a member resubmits after a rejection: Submit (new), Resubmit (rejected, with reviews), Save Changes; an admin always saves. */
export function resubmitLabel(data: { id: number | null; rejected: boolean; hasReviews: boolean }, mode: "member" | "admin"): string {
  if (mode === "admin") return "Save Changes";
  if (data.id === null) return "Submit";
  return data.rejected && data.hasReviews ? "Resubmit" : "Save Changes";
}
