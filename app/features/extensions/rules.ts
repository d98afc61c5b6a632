/**
 * Deadline extensions (member spec 4, 5, 9; admin spec 4 "Extension", 9): when one may be requested,
 * what approving it does to the deadline, and the messages. Pure and browser-safe. Dates are New
 * York calendar days.
 */
import { DateTime } from "luxon";
import { EXPIRATION_STATUS, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { ZONE } from "~/lib/dates.ts";

/** Approving adds this many months to the original deadline. */
export const EXTENSION_MONTHS = 6;
/** An expired registration may ask for an extension this many months after its deadline. */
export const EXTENSION_REQUEST_WINDOW_MONTHS = 6;

export const EXTENSION_MESSAGES = {
  required: "Required",
  invalidHours: "Please enter the number of hours you have completed (0 or more).",
  notOffered: "An extension can be requested only for a certification registration that expired without an extension.",
  windowClosed: "The time to request an extension has passed: requests are accepted for 6 months after the deadline.",
  alreadyRequested: "You have already requested an extension for this registration. No further extension is available.",
  inCart: "Your extension request is in your cart. Check out to submit it.",
  addedToCart: "Extension request added to your cart",
  noProduct: "Extensions are not available for this certification. Please contact the certification office.",
} as const;

export const EXTENSION_REVIEW_MESSAGES = {
  notFound: "This extension request no longer exists.",
  decided: "This extension request has already been decided.",
  notSubmitted: "This extension request has not been paid yet.",
  approveFailed: "Could not approve extension",
  rejectFailed: "Could not reject extension",
} as const;

const ny = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE });

/** The new deadline: the original one plus 6 months, same New York wall time (Aug 31 + 6 months is the last day of February). */
export function extendedDeadline(original: Date): Date {
  return ny(original).plus({ months: EXTENSION_MONTHS }).toJSDate();
}

/** The last moment a request is accepted: the end of the New York day 6 months after the deadline. */
export function requestDeadline(deadline: Date): Date {
  return ny(deadline).plus({ months: EXTENSION_REQUEST_WINDOW_MONTHS }).endOf("day").toJSDate();
}

export type ExpiryInput = { status: string; expirationStatus: string | null; deadline: Date | null };

/**
 * The registration's expiration status: the stored one, else "expired without extension" once the
 * deadline's New York day has ended for a registration on its way to certification (not complete,
 * not still in pre-registration); else null.
 */
export function effectiveExpiration(reg: ExpiryInput, now: Date): string | null {
  if (reg.expirationStatus) return reg.expirationStatus;
  if (!reg.deadline || reg.status === REGISTRATION_STATUS.complete || reg.status === REGISTRATION_STATUS.preRegistration) return null;
  return now.getTime() > ny(reg.deadline).endOf("day").toMillis() ? EXPIRATION_STATUS.expiredWithoutExtension : null;
}

export type ExtensionOffer =
  { ok: true; requestBy: Date } | { ok: false; reason: "not_expired" | "window_closed" | "already_requested" | "in_cart"; message: string };

/**
 * Whether the member may request an extension: the registration expired without extension, it is
 * within 6 months of the deadline, and it never had an extension request paid (never a second
 * time). A request waiting in the cart is pointed to instead.
 */
export function extensionOffer(reg: ExpiryInput, extensions: ReadonlyArray<{ submittedAt: Date | null }>, now: Date): ExtensionOffer {
  if (extensions.some((e) => e.submittedAt !== null)) {
    return { ok: false, reason: "already_requested", message: EXTENSION_MESSAGES.alreadyRequested };
  }
  if (extensions.length > 0) return { ok: false, reason: "in_cart", message: EXTENSION_MESSAGES.inCart };
  if (effectiveExpiration(reg, now) !== EXPIRATION_STATUS.expiredWithoutExtension || !reg.deadline) {
    return { ok: false, reason: "not_expired", message: EXTENSION_MESSAGES.notOffered };
  }
  const requestBy = requestDeadline(reg.deadline);
  if (now.getTime() > requestBy.getTime()) return { ok: false, reason: "window_closed", message: EXTENSION_MESSAGES.windowClosed };
  return { ok: true, requestBy };
}

/** The admin list's status filter, in the spec's values: null pending, 1 approved, 0 rejected (and all). */
export const EXTENSION_FILTERS = ["null", "1", "0", "all"] as const;
export type ExtensionFilter = (typeof EXTENSION_FILTERS)[number];
export const EXTENSION_FILTER_OPTIONS: ReadonlyArray<{ value: ExtensionFilter; label: string }> = [
  { value: "null", label: "Pending" },
  { value: "1", label: "Approved" },
  { value: "0", label: "Rejected" },
  { value: "all", label: "All" },
];
/** The stored `approved` a filter selects (undefined: every request). */
export function approvedOfFilter(filter: string | undefined): boolean | null | undefined {
  return filter === "1" ? true : filter === "0" ? false : filter === "all" ? undefined : null;
}

export function extensionDecisionLabel(approved: boolean | null): string {
  return approved === null ? "Pending" : approved ? "Approved" : "Rejected";
}
