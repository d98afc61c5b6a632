/**
 * What every review page reads the same way: the owner with their active flags (the red banner),
 * and the review rows of the reviews table. A review table (CeuReview today; experience and
 * registration reviews next) is read with `reviewSelect` and shown with `reviewRows`.
 */
import { formatDateTime } from "~/lib/dates.ts";
import type { ReviewRow } from "./review-parts.tsx";

export type { ReviewRow };
export type ReviewOwner = { id: number; firstName: string; lastName: string; email: string };
export type ReviewFlags = { count: number; reasons: string[] };

/** The reviews of a record, oldest first, with the reviewer's name. */
export const reviewSelect = {
  orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  select: {
    id: true,
    createdAt: true,
    approved: true,
    status: true,
    message: true,
    reviewer: { select: { firstName: true, lastName: true } },
  },
};

/** The record's owner with their active flags, oldest first. */
export const reviewOwnerSelect = {
  select: {
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    flags: { where: { active: true }, orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }], select: { reason: true } },
  },
};

export function personName(u: { firstName: string; lastName: string } | null | undefined): string {
  return u ? `${u.firstName} ${u.lastName}`.trim() : "";
}

type StoredReview = {
  id: number;
  createdAt: Date;
  approved: boolean;
  status: string;
  message: string | null;
  reviewer: { firstName: string; lastName: string } | null;
};

/** Table rows of stored reviews: Approved in green, else the status's label (`statusLabel`) in red. */
export function reviewRows(reviews: readonly StoredReview[], statusLabel: (review: StoredReview) => string): ReviewRow[] {
  return reviews.map((r) => ({
    key: r.id,
    date: formatDateTime(r.createdAt),
    reviewer: personName(r.reviewer),
    messageHtml: r.message,
    status: statusLabel(r),
    tone: r.approved ? "success" : "danger",
  }));
}

/** The owner for the page header and the flags for the banner. */
export function reviewOwner(u: ReviewOwner & { flags: Array<{ reason: string }> }): { user: ReviewOwner; flags: ReviewFlags } {
  return {
    user: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
    flags: { count: u.flags.length, reasons: u.flags.map((f) => f.reason) },
  };
}
