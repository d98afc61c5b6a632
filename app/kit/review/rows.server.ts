/**
 * The review rows of the reviews table, read the same way on every review page: a review table
 * (CeuReview, ExperienceReview, ExtensionReview ...) is read with `reviewSelect` and shown with
 * `reviewRows`. The owner and the rest of the page's frame: review-page.server.ts.
 */
import { formatDateTime } from "~/lib/dates.ts";
import type { ReviewRow } from "./review-parts.tsx";

export type { ReviewRow };

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
