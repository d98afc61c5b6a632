/**
 * The outbox's rules (decision 53), pure: the actions, the states, and when a failed call is tried
 * again. The wait doubles from 15 minutes up to a day, as the learning system's enrolments do
 * (decision 45): ten tries span about three days, so a weekend's outage is covered.
 */

export const OUTSIDE_CALL_ACTION = {
  /** the course materials a payment paid for, ordered from Holmes */
  holmesOrder: "holmes.order",
  /** a course bought from a Holmes AFC or MME announcement, added to the registration's Holmes order */
  holmesAddCourse: "holmes.addCourse",
  /** a certificate or a badge issued at Accredible */
  accredibleIssue: "accredible.issue",
  /** a revoked certification's certificate withdrawn at Accredible */
  accredibleExpire: "accredible.expire",
} as const;
export type OutsideCallAction = (typeof OUTSIDE_CALL_ACTION)[keyof typeof OUTSIDE_CALL_ACTION];

export const OUTSIDE_CALL_STATE = {
  pending: "pending",
  done: "done",
  /** the scheduled retries gave up; the admin's Retry still works */
  stopped: "stopped",
} as const;
export type OutsideCallState = (typeof OUTSIDE_CALL_STATE)[keyof typeof OUTSIDE_CALL_STATE];

/** The scheduled retry stops after this many tries. */
export const MAX_CALL_TRIES = 10;
const FIRST_RETRY_WAIT_MS = 15 * 60 * 1000;
const LONGEST_RETRY_WAIT_MS = 24 * 60 * 60 * 1000;
/** A runner holds a call this long at most (longer than any outside system's time limit). */
export const CALL_LOCK_MS = 2 * 60 * 1000;
/** The stored refusal is shown on a review page: a long answer is cut. */
export const MAX_CALL_ERROR_LENGTH = 500;

/**
 * When the scheduled retry may try again after `tries` failed tries, the last at `lastTriedAt`:
 * 15 minutes after the first, then 30, 60 … minutes, never more than a day apart. Null: no more
 * scheduled tries.
 */
export function retryDueAt(tries: number, lastTriedAt: Date): Date | null {
  if (tries >= MAX_CALL_TRIES) return null;
  const wait = Math.min(FIRST_RETRY_WAIT_MS * 2 ** Math.max(tries - 1, 0), LONGEST_RETRY_WAIT_MS);
  return new Date(lastTriedAt.getTime() + wait);
}

/** What the admin reads of a call: its state in words. */
export function callStateLabel(c: { state: string; tries: number; lastError: string | null }): string {
  if (c.state === OUTSIDE_CALL_STATE.done) return "Done";
  if (c.state === OUTSIDE_CALL_STATE.stopped) return "Failed (retries stopped)";
  if (c.lastError) return "Failed (will retry)";
  return "Waiting";
}

export const OUTSIDE_CALL_MESSAGES = {
  done: "Success",
  notFound: "This call no longer exists.",
  already: "This call was already made.",
  busy: "This call is being made right now. Please try again in a minute.",
} as const;
