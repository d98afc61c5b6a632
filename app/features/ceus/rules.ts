/**
 * CEU rules (member spec: /ceus, CEU completion; admin spec 5: group and individual CEU rules).
 * Pure functions on plain values: dates are "YYYY-MM-DD" New York calendar days or instants.
 * Browser-safe (no zod, no luxon): the forms and cards import the messages from here.
 */
import {
  MESSAGE_TEMPLATE_CATEGORY,
  optionsOf,
  REJECTION_STATUS_LABEL,
  REVIEW_STATUS,
  REVIEW_STATUS_LABEL,
  type RejectionStatus,
} from "~/domain/constants.ts";

export const CEU_MESSAGES = {
  required: "This field is required",
  codeNotApplied: "Please either apply the completion code or clear out the field to continue.",
  codeNotFound: "No pre-approved program matches this completion code. Check the code or clear out the field.",
  withinPeriod: "Please enter a date within the reporting period in which you are reporting",
  invalidDate: "Please enter a valid date.",
  endBeforeStart: "The end date cannot be before the start date.",
  invalidUrl: "Please enter a full web address, starting with https://",
  invalidEmail: "Please enter a valid email address.",
  invalidCredits: "Please enter a number of credits greater than 0.",
  creditStep: "Please enter credits in steps of 0.25 (for example 1, 1.25 or 1.5).",
  invalidCost: "Please enter an amount of 0 or more.",
  selectStep: "You must select a step",
  success: "Success",
  saved: "Your changes were saved.",
  submitted: "Your CEU was submitted for review.",
  resubmitted: "Your CEU was resubmitted for review.",
  codeApplied: "Applied Code Phrase",
  codeCleared: "The completion code was cleared.",
  fileDeleted: "File deleted.",
  fileDeleteFailed: "Could not delete file.",
  fileUploadFailed: "Could not upload file.",
  approvedLocked: "This CEU has been approved and can no longer be changed.",
  periodClosed: "This reporting period has ended: its CEUs can no longer be added or changed unless an extension is approved.",
  addedToCart: "Your pre-approval request is in your cart. Pay the fees to submit it for review.",
} as const;

/** Credits of a single CEU: more than 0, at most this. */
export const MAX_CEU_CREDITS = 100;
/** Credits come in quarter hours: the forms' step, and the only precision stored. */
export const CREDIT_STEP = 0.25;
/** No CEU activity (a completion, a program's start or end) is dated before this day. */
export const EARLIEST_CEU_DAY = "2000-01-01";

/** "2024-01-01" → "01/01/2024" (the date shown in the completion-date message). */
export function isoToUsDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}

/**
 * The earliest completion date a CEU of this reporting period may have: 2017-06-30 when the
 * period's name contains 2018, otherwise January 1 of the year in the name's first four characters.
 * Null when the name does not start with a year.
 */
export function periodMinCompletionDate(periodName: string): string | null {
  if (periodName.includes("2018")) return "2017-06-30";
  const year = periodName.slice(0, 4);
  return /^\d{4}$/.test(year) ? `${year}-01-01` : null;
}

/** The message for a completion date outside the window, given its lower bound. */
export function completionWindowMessage(minIso: string | null): string {
  return minIso ? `Please enter a date within ${isoToUsDate(minIso)} and today` : CEU_MESSAGES.withinPeriod;
}

/**
 * Why a completion date is not allowed for the period, or null: it must be no later than today
 * and on or after the period's minimum date. `completionDate` and `today` are "YYYY-MM-DD".
 */
export function completionDateProblem(completionDate: string, periodName: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(completionDate)) return CEU_MESSAGES.invalidDate;
  const min = periodMinCompletionDate(periodName);
  if (completionDate > today) return completionWindowMessage(min);
  if (min && completionDate < min) return completionWindowMessage(min);
  return null;
}

export type PeriodInput = { id: number; name: string; start: Date; end: Date; reportable: boolean };

/**
 * Whether a reporting period is closed to the member: its last New York day has ended (member spec
 * section 4: after the date editing locks unless an extension is approved). An admin still edits.
 */
export function periodClosed(period: { end: Date }, now: Date): boolean {
  return now.getTime() > period.end.getTime();
}

/**
 * The reporting periods a member may pick: reportable ones that have started (their start, the
 * beginning of a New York day, is not after now), latest first.
 */
export function reportablePeriodOptions<P extends PeriodInput>(periods: readonly P[], now: Date): P[] {
  return periods.filter((p) => p.reportable && p.start.getTime() <= now.getTime()).sort((a, b) => b.start.getTime() - a.start.getTime());
}

/**
 * The period shown when none is asked for: the user's current one (their certification's) when it
 * may be picked, else the period that contains now, else the latest started. Null when none.
 */
export function defaultPeriod<P extends PeriodInput>(options: readonly P[], currentId: number | null, now: Date): P | null {
  return (
    options.find((p) => p.id === currentId) ??
    options.find((p) => p.start.getTime() <= now.getTime() && now.getTime() <= p.end.getTime()) ??
    options[0] ??
    null
  );
}

// ---------------------------------------------------------------------------------------------
// Credit totals
// ---------------------------------------------------------------------------------------------

export type CreditInput = { credits: number; creditTypeId: number; approved: boolean };
export type CreditTypeInput = { id: number; name: string; minimumCredits: number };

export type CreditTotals = {
  /** approved credits in the period */
  earned: number;
  /** credits the certification requires per period; null when the user has none to report for */
  total: number | null;
  /** credits still needed, counting the per-type minimums; 0 when up to date */
  remaining: number;
  /** CEU completion: total minus remaining, or earned when none remain */
  completion: number;
  upToDate: boolean;
  /** credit types with a minimum, earned against it */
  byType: Array<{ id: number; name: string; earned: number; minimum: number; met: boolean }>;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Earned vs required credits of one period. Only approved credits count. Remaining is the larger
 * of (total - earned) and the sum of unmet per-type minimums (ethics credits cannot be replaced by
 * general ones), never below 0. Completion = total - remaining, or earned when none remain.
 */
export function creditTotals(
  credits: readonly CreditInput[],
  creditTypes: readonly CreditTypeInput[],
  totalRequired: number | null,
): CreditTotals {
  const approved = credits.filter((c) => c.approved);
  const earned = round2(approved.reduce((sum, c) => sum + c.credits, 0));
  const byType = creditTypes
    .filter((t) => t.minimumCredits > 0)
    .map((t) => {
      const typeEarned = round2(approved.filter((c) => c.creditTypeId === t.id).reduce((s, c) => s + c.credits, 0));
      return { id: t.id, name: t.name, earned: typeEarned, minimum: t.minimumCredits, met: typeEarned >= t.minimumCredits };
    });
  if (totalRequired === null) {
    return { earned, total: null, remaining: 0, completion: earned, upToDate: true, byType };
  }
  const unmetMinimums = byType.reduce((sum, t) => sum + Math.max(0, t.minimum - t.earned), 0);
  const remaining = round2(Math.max(0, totalRequired - earned, unmetMinimums));
  const completion = remaining > 0 ? round2(Math.max(0, totalRequired - remaining)) : earned;
  return { earned, total: totalRequired, remaining, completion, upToDate: remaining === 0, byType };
}

/** "1.5", "2", "12.25": credits as shown. */
export function formatCredits(n: number): string {
  return String(round2(n));
}

// ---------------------------------------------------------------------------------------------
// Completion codes
// ---------------------------------------------------------------------------------------------

/** Codes are compared trimmed and upper-case. */
export function normalizeCompletionCode(code: string | null | undefined): string {
  return (code ?? "").trim().toUpperCase();
}

/** The fields an applied completion code fills from the pre-approved group CEU (read-only then). */
export const PREAPPROVED_FIELDS = ["credits", "creditTypeId", "programTitle", "sponsor", "programDescription", "programAgenda"] as const;

// ---------------------------------------------------------------------------------------------
// Status shown in lists
// ---------------------------------------------------------------------------------------------

export const GROUP_CEU_UNSUBMITTED_LABEL = "Not Submitted";

/**
 * The status a CEU shows: Approved; else the rejecting review's status (e.g. "Needs more
 * information"), or Rejected; else Pending. A group CEU whose review fee is not paid yet shows
 * "Not Submitted".
 */
export function ceuStatusLabel(ceu: { status: string; rejectionStatus: string | null; submitted?: boolean }): string {
  if (ceu.submitted === false) return GROUP_CEU_UNSUBMITTED_LABEL;
  if (ceu.status === REVIEW_STATUS.approved) return REVIEW_STATUS_LABEL.approved;
  if (ceu.status === REVIEW_STATUS.rejected) {
    return (ceu.rejectionStatus && REJECTION_STATUS_LABEL[ceu.rejectionStatus as RejectionStatus]) || REVIEW_STATUS_LABEL.rejected;
  }
  return REVIEW_STATUS_LABEL.pending;
}

/** The status a CEU review shows: Approved, or its rejection status's label (else Rejected). */
export function ceuReviewStatusLabel(r: { approved: boolean; status: string }): string {
  if (r.approved) return REVIEW_STATUS_LABEL.approved;
  return REJECTION_STATUS_LABEL[r.status as RejectionStatus] ?? REVIEW_STATUS_LABEL.rejected;
}

/** Badge tone of a CEU status: approved success, rejected danger, otherwise warning. */
export function ceuStatusTone(ceu: { status: string; submitted?: boolean }): "success" | "danger" | "warning" {
  if (ceu.submitted === false) return "warning";
  return ceu.status === REVIEW_STATUS.approved ? "success" : ceu.status === REVIEW_STATUS.rejected ? "danger" : "warning";
}

/** The program fields both kinds of CEU have, as the form's inputs show them. */
export type ProgramValues = {
  credits: string;
  creditTypeId: string;
  programTitle: string;
  sponsor: string;
  programDescription: string;
  programAgenda: string;
};

/** The program fields both kinds of CEU store. */
export type ProgramFields = {
  credits: number;
  creditTypeId: number;
  programTitle: string;
  sponsor: string;
  programDescription: string;
  programAgenda: string | null;
};

/** The program fields of a parsed form, to store. */
export function programFields(v: ProgramFields): ProgramFields {
  return {
    credits: v.credits,
    creditTypeId: v.creditTypeId,
    programTitle: v.programTitle,
    sponsor: v.sponsor,
    programDescription: v.programDescription,
    programAgenda: v.programAgenda,
  };
}

/** The program fields in a Prisma select (IndividualCeu and GroupCeu both have them). */
export const PROGRAM_SELECT = {
  credits: true,
  creditTypeId: true,
  programTitle: true,
  sponsor: true,
  programDescription: true,
  programAgenda: true,
} as const;

// The admin CEU review (admin spec 2, 4 "CEU review", 5 "Reject CEU"): messages, template
// categories, the lists' status filters and limits, completion codes.

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
