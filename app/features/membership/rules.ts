/**
 * Membership rules (spec: membership states, membership step rules, section 9). Pure and zod-free:
 * the membership pages import the messages and choices in the browser.
 */
import { MESSAGE_TEMPLATE_CATEGORY, PRODUCT_NAME } from "~/domain/constants.ts";
import { addDays, type DateLike } from "~/lib/dates.ts";

/** Membership lasts start + 364 days (membershipEnd), valid through the end of its end day in New York. */
export const MEMBERSHIP_DAYS = 364;

/** End of a membership that starts at `start`: start plus 364 days (New York calendar). */
export function membershipEnd(start: DateLike): Date {
  return addDays(start, MEMBERSHIP_DAYS);
}
/** "Expiring soon" (with Renew) this many days before the end: our choice (two monthly reminders' worth of notice); the spec leaves it open. */
export const MEMBERSHIP_EXPIRING_DAYS = 60;
/** Emeritus: 65 or older and a member for 10 consecutive years. */
export const EMERITUS_MIN_AGE = 65;
export const EMERITUS_MIN_YEARS = 10;
/** A membership bought ahead may start at most this many years from today. */
export const PRE_PURCHASE_YEARS = 3;

export const MEMBERSHIP_MESSAGES = {
  pickOption: "You must pick a membership option",
  emeritusAge: "You must be 65 or older to qualify for this membership",
  emeritusYears: "You must be a member for 10 consecutive years to qualify for this membership",
  prePurchase: `You can only pre-purchase your ${PRODUCT_NAME} membership 3 years into the future. Thank you for your commitment to ${PRODUCT_NAME}!`,
  required: "Required",
  studentNotOffered: "Student membership is not available for your account.",
  alreadyInCart: "A membership is already in your cart.",
  requestPending: "You already have a membership request waiting for review.",
  addedToCart: "Membership added to your cart.",
  requestSent: "Your membership request was sent. We review requests in 2-3 business days.",
  endAfterStart: "End date must be after the start date.",
  deleteFailed: "Could not delete membership",
} as const;

/** Whole years between a date of birth and `now` (calendar arithmetic, UTC dates). */
export function ageOn(dateOfBirth: Date, now: Date): number {
  let age = now.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < dateOfBirth.getUTCMonth() ||
    (now.getUTCMonth() === dateOfBirth.getUTCMonth() && now.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

const DAY_MS = 86_400_000;

/**
 * When a new membership starts: today when the member has none running, otherwise the day after
 * the current (or latest pre-bought) one ends, so years follow each other without a gap or overlap.
 */
export function nextMembershipStart(latestEnd: Date | null, now: Date): Date {
  if (!latestEnd || latestEnd.getTime() < now.getTime()) return now;
  return new Date(latestEnd.getTime() + DAY_MS);
}

/** Whether a membership starting at `start` is within the pre-purchase window (3 years from today). */
export function withinPrePurchaseLimit(start: Date, now: Date): boolean {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + PRE_PURCHASE_YEARS);
  return start.getTime() <= limit.getTime();
}

/** The emeritus rules; null when they are met. */
export function emeritusProblem(
  input: { dateOfBirth: Date | null; memberForTenYears: boolean },
  now: Date,
): { field: "dateOfBirth" | "memberForTenYears"; message: string } | null {
  if (!input.dateOfBirth || ageOn(input.dateOfBirth, now) < EMERITUS_MIN_AGE)
    return { field: "dateOfBirth", message: MEMBERSHIP_MESSAGES.emeritusAge };
  if (!input.memberForTenYears) return { field: "memberForTenYears", message: MEMBERSHIP_MESSAGES.emeritusYears };
  return null;
}

// Membership requests (admin spec: Membership Requests list and review): messages, template
// categories, list keys.

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

/** The template categories of the Approve and Reject modals. */
export const MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.membershipApproval;
export const MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.membershipRejection;
