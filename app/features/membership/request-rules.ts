/** Membership requests (admin spec: Membership Requests list and review): messages, template categories, list keys and limits. */
import { MESSAGE_TEMPLATE_CATEGORY } from "~/domain/constants.ts";
import { MEMBERSHIP_MESSAGES } from "~/features/membership/rules.ts";

// ---------------------------------------------------------------------------------------------
// Messages and constants
// ---------------------------------------------------------------------------------------------

export const MEMBERSHIP_REVIEW_MESSAGES = {
  success: "Success",
  deleteFailed: MEMBERSHIP_MESSAGES.deleteFailed,
  notFound: "This membership request no longer exists.",
  notPending: "This membership request has already been decided.",
  noSavedCard: "This member has no saved card to charge.",
  noPrice: "This membership type has no price set, so it cannot be charged.",
  inProgress: "This membership request is being approved. Please wait a moment and try again.",
  approveFailed: "Could not approve the membership request.",
  rejectFailed: "Could not reject the membership request.",
  typeRequired: MEMBERSHIP_MESSAGES.required,
  endAfterStart: MEMBERSHIP_MESSAGES.endAfterStart,
  invalidDate: "Please enter a valid date.",
} as const;

/** "Could not approve: <the card's message>" (a decline or an unreachable payment service). */
export function approveFailureMessage(cardMessage: string): string {
  return `Could not approve: ${cardMessage}`;
}

export const MEMBERSHIP_REQUEST_PAGE_SIZE = 10;
export const MEMBERSHIP_REQUEST_SORT_KEYS = ["createdAt", "firstName", "lastName", "type"] as const;
export type MembershipRequestSortKey = (typeof MEMBERSHIP_REQUEST_SORT_KEYS)[number];
/** The list's status filter: one request status, or every request. Default pending. */
export const MEMBERSHIP_REQUEST_STATUS_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export type MembershipRequestStatusFilter = (typeof MEMBERSHIP_REQUEST_STATUS_FILTERS)[number];

/**
 * Templates offered on the approve modal. Decision: MESSAGE_TEMPLATE_CATEGORY has no membership
 * approval category yet (the spec names only the membership-rejection lookup), so the approve
 * modal reads this one; it shows no template list until such templates exist.
 * TODO(lead): move to MESSAGE_TEMPLATE_CATEGORY.membershipApproval.
 */
export const MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.membershipApproval;
export const MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.membershipRejection;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------
