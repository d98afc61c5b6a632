/**
 * Experience hours (member spec 9, admin spec 4 "Experience" and 5 "Experience form"): the hours a
 * service type allows, the hours left, the 7-year lookback, statuses and messages. Pure and
 * browser-safe: the form service, the admin pages and the tests share it.
 */
import { DateTime } from "luxon";
import {
  MESSAGE_TEMPLATE_CATEGORY,
  optionsOf,
  REJECTION_STATUS_LABEL,
  REVIEW_STATUS,
  REVIEW_STATUS_LABEL,
  type RejectionStatus,
} from "~/domain/constants.ts";
import { ZONE } from "~/lib/dates.ts";

/** Experience counts from this many years before the registration's enrollment date. */
export const LOOKBACK_YEARS = 7;
/** The most hours one entry may record (a typing slip, not a rule of the spec). */
export const MAX_ENTRY_HOURS = 10_000;

export const EXPERIENCE_MESSAGES = {
  required: "Required",
  lookback: "You cannot log experience prior to 7 years from date of enrollment",
  hoursLeft: (n: number) => `You can only record ${formatHours(n)} more hours`,
  fileRequired: "An Experience Verification Form is required for this service type. Please attach it.",
  invalidHours: "Please enter a number of hours greater than 0.",
  tooManyHours: `Please enter ${MAX_ENTRY_HOURS.toLocaleString("en-US")} hours or fewer.`,
  invalidDate: "Please enter a valid date.",
  futureDate: "Please enter a date no later than today.",
  endBeforeStart: "The end date must be on or after the start date.",
  invalidNumber: "Please enter a whole number.",
  invalidEmail: "Please enter a valid email address.",
  serviceType: "Please choose a service type.",
  approvedLocked: "This experience has been approved and can no longer be changed.",
  noRegistration: "You need a certification registration in progress to log experience hours.",
  expired: "Your registration deadline has passed. Request an extension to keep logging experience hours.",
  submitted: "Experience submitted",
  resubmitted: "Experience resubmitted",
  saved: "Experience saved",
  fileDeleted: "File deleted",
  fileDeleteFailed: "Could not delete file.",
} as const;

export const EXPERIENCE_REVIEW_MESSAGES = {
  notFound: "This experience no longer exists.",
  alreadyApproved: "This experience has already been approved.",
  notPending: "Only a pending experience can be rejected.",
  approveFailed: "Could not approve the experience.",
  rejectFailed: "Could not reject the experience.",
} as const;

export const EXPERIENCE_APPROVAL_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.experienceApproval;
export const EXPERIENCE_REJECTION_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.experienceRejection;
export const EXPERIENCE_REJECTION_STATUS_OPTIONS = optionsOf(REJECTION_STATUS_LABEL);

/** Hours kept to 2 decimals (approved hours are stored so). */
export function roundHours(n: number): number {
  return Math.round(n * 100) / 100;
}

/** "12.5", "150", "0.25": hours as text, without trailing zeros. */
export function formatHours(n: number): string {
  return String(roundHours(n));
}

export type ServiceTypeRule = { percentage: boolean; allowed: number };

/** The hours a service type allows on a registration: a percentage of the required hours, or a fixed number. */
export function allowedHours(type: ServiceTypeRule, requiredHours: number): number {
  return roundHours(type.percentage ? (requiredHours * type.allowed) / 100 : type.allowed);
}

/**
 * The hours still allowed for a service type: the allowed amount less the hours already logged on
 * the same registration and service type that are approved or pending (rejected ones do not count),
 * leaving out the entry being edited. Never below 0.
 */
export function hoursLeft(
  type: ServiceTypeRule,
  requiredHours: number,
  logged: ReadonlyArray<{ id: number; hours: number; status: string }>,
  editingId: number | null,
): number {
  const used = logged
    .filter((e) => e.id !== editingId && (e.status === REVIEW_STATUS.approved || e.status === REVIEW_STATUS.pending))
    .reduce((sum, e) => sum + e.hours, 0);
  return Math.max(0, roundHours(allowedHours(type, requiredHours) - used));
}

/** The earliest start date ("YYYY-MM-DD", New York): 7 years before the enrollment day. */
export function earliestStartDay(enrolledOn: Date): string {
  return DateTime.fromJSDate(enrolledOn, { zone: ZONE }).startOf("day").minus({ years: LOOKBACK_YEARS }).toFormat("yyyy-MM-dd");
}

/** The lookback message when `startDay` ("YYYY-MM-DD") is before the earliest day allowed, else null. */
export function lookbackProblem(startDay: string, enrolledOn: Date): string | null {
  return startDay < earliestStartDay(enrolledOn) ? EXPERIENCE_MESSAGES.lookback : null;
}

/** Service types a user is offered: not deleted, and military-spouse-only ones for military spouses. The entry's own type stays. */
export function offeredServiceTypes<T extends { id: number; militarySpouseOnly: boolean; deletedAt: Date | null }>(
  types: readonly T[],
  opts: { militarySpouse: boolean; keepId?: number | null },
): T[] {
  return types.filter((t) => t.id === opts.keepId || (t.deletedAt === null && (opts.militarySpouse || !t.militarySpouseOnly)));
}

/**
 * Status shown: Approved, else the latest review's status (the rejection status the admin chose),
 * else Pending. An entry resubmitted after a rejection is pending again and shows Pending.
 */
export function experienceStatusLabel(e: { status: string; latestReviewStatus?: string | null }): string {
  if (e.status === REVIEW_STATUS.approved) return REVIEW_STATUS_LABEL.approved;
  if (e.status !== REVIEW_STATUS.rejected) return REVIEW_STATUS_LABEL.pending;
  const latest = e.latestReviewStatus;
  return (latest && REJECTION_STATUS_LABEL[latest as RejectionStatus]) || REVIEW_STATUS_LABEL.rejected;
}

export function experienceStatusTone(status: string): "success" | "danger" | "warning" {
  return status === REVIEW_STATUS.approved ? "success" : status === REVIEW_STATUS.rejected ? "danger" : "warning";
}

/** A custom field a user group adds to the experience form (Group.experienceFields). */
export type CustomField = { key: string; label: string; type: "text" | "number" };

/** The custom fields from the groups' stored JSON: well-formed entries only, each key once. */
export function customFieldsOf(raw: ReadonlyArray<unknown>): CustomField[] {
  const out: CustomField[] = [];
  for (const list of raw) {
    if (!Array.isArray(list)) continue;
    for (const f of list as unknown[]) {
      if (!f || typeof f !== "object") continue;
      const { key, label, type } = f as Record<string, unknown>;
      if (typeof key !== "string" || !/^[a-z][a-z0-9_]{0,39}$/.test(key) || typeof label !== "string" || !label.trim()) continue;
      if (out.some((o) => o.key === key)) continue;
      out.push({ key, label: label.trim(), type: type === "number" ? "number" : "text" });
    }
  }
  return out;
}

/** The form's input name of a custom field. */
export function customFieldName(key: string): string {
  return `extra_${key}`;
}
