/**
 * The admin CEU review's messages, template categories, status filters and limits (admin spec 2,
 * 4 "CEU review", 5 "Reject CEU"). Pure: the review pages and lists share them.
 */
import { MESSAGE_TEMPLATE_CATEGORY, optionsOf, REJECTION_STATUS_LABEL, REVIEW_STATUS_LABEL } from "~/domain/constants.ts";

export const CEU_REVIEW_MESSAGES = {
  success: "Success",
  notFound: "This CEU no longer exists.",
  alreadyApproved: "This CEU has already been approved.",
  notPending: "Only a pending CEU can be rejected.",
  notSubmitted: "This pre-approval has not been submitted yet: its review fee is still unpaid.",
  approveFailed: "Could not approve the CEU.",
  rejectFailed: "Could not reject the CEU.",
} as const;

export const CEU_APPROVAL_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.ceuApproval;
export const CEU_REJECTION_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.ceuRejection;

/** The Reject CEU modal's status choices (the review statuses). */
export const CEU_REJECTION_STATUS_OPTIONS = optionsOf(REJECTION_STATUS_LABEL);

export const CEU_PAGE_SIZE = 10;
/** The lists' status filter: one review status, or every CEU. Default pending. */
export const CEU_STATUS_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export type CeuStatusFilter = (typeof CEU_STATUS_FILTERS)[number];
export const CEU_STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: CeuStatusFilter; label: string }> = [
  { value: "pending", label: REVIEW_STATUS_LABEL.pending },
  { value: "approved", label: REVIEW_STATUS_LABEL.approved },
  { value: "rejected", label: REVIEW_STATUS_LABEL.rejected },
  { value: "all", label: "All" },
];

/** The CSV holds at most this many rows. */
export const CEU_CSV_MAX_ROWS = 100_000;

/** Completion codes: 8 characters without look-alikes (no I, O, 0, 1). */
export const COMPLETION_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const COMPLETION_CODE_LENGTH = 8;

export function ceuStatusFilterOf(raw: string | undefined): CeuStatusFilter {
  return (CEU_STATUS_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as CeuStatusFilter) : "pending";
}
