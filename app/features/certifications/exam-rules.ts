/**
 * The candidate's road to the certificate (member spec 4 and 9): the exam's attempts, the exam
 * candidate ID, the test accommodation notice, and the progress score that opens the final steps.
 * Pure functions; the services and pages read them.
 */
import { EXAM_RESULT, REGISTRATION_STATUS } from "~/domain/constants.ts";

/** At most five sittings of the exam per registration (member spec 9, admin "Add Attempt" guard). */
export const MAX_EXAM_ATTEMPTS = 5;

/** The special test accommodation form is due this many days before the exam. */
export const ACCOMMODATION_NOTICE_DAYS = 45;

/**
 * The exam candidate ID is this prefix and the user id padded to 6 digits (decision 29: the testing
 * vendor's candidate ids for the association start with its short name).
 */
export const EXAM_CANDIDATE_ID_PREFIX = "AFCPE";

export function examCandidateId(userId: number): string {
  return `${EXAM_CANDIDATE_ID_PREFIX}${String(Math.trunc(userId)).padStart(6, "0")}`;
}

type Attempt = { result: string | null };

export function failedAttempts(attempts: readonly Attempt[]): number {
  return attempts.filter((a) => a.result === EXAM_RESULT.fail).length;
}

/** 5 minus the fails, never below 0. */
export function remainingAttempts(attempts: readonly Attempt[]): number {
  return Math.max(0, MAX_EXAM_ATTEMPTS - failedAttempts(attempts));
}

/** An admin may add an attempt only while the registration has fewer than five. */
export function canAddAttempt(attemptCount: number): boolean {
  return attemptCount < MAX_EXAM_ATTEMPTS;
}

/** Why the candidate cannot pay for an(other) exam sitting now, or null. */
export function examPaymentRefusal(
  attempts: readonly (Attempt & { paid: boolean })[],
): "passed" | "no_attempts_left" | "already_paid" | null {
  if (attempts.some((a) => a.result === EXAM_RESULT.pass)) return "passed";
  if (attempts.length >= MAX_EXAM_ATTEMPTS || remainingAttempts(attempts) === 0) {
    // every sitting used: a paid one not yet taken still counts as the last chance
    return attempts.some((a) => a.paid && a.result === null) ? "already_paid" : "no_attempts_left";
  }
  if (attempts.some((a) => a.paid && a.result === null)) return "already_paid";
  return null;
}

/** A retake is the sitting after a failed one: it costs the retake price. */
export function isRetake(attempts: readonly Attempt[]): boolean {
  return failedAttempts(attempts) > 0;
}

export type ProgressInput = { approvedHours: number; requiredHours: number; ethicsSigned: boolean; examPassed: boolean };

/**
 * Candidate progress out of 4 (member spec 4): the share of required experience hours approved (at
 * most 1), ethics signed (1), exam passed (1) and education (always 1). Two decimals.
 */
export function progressScore(p: ProgressInput): number {
  const experience = p.requiredHours > 0 ? Math.min(1, Math.max(0, p.approvedHours) / p.requiredHours) : 1;
  return Math.round((experience + (p.ethicsSigned ? 1 : 0) + (p.examPassed ? 1 : 0) + 1) * 100) / 100;
}

/** The finish button opens the final steps once every requirement is met, and not while the final application is under review. */
export function canFinish(score: number, status: string): boolean {
  return score >= 4 && status !== REGISTRATION_STATUS.finalApproval;
}
