/**
 * The learning system's (Brightspace's) side of a training registration, as pure rules: the state
 * the admin's course registration review shows, and when the scheduled retry tries a failed
 * enrolment again (decision 45). The enrolment itself is learning-system.server.ts.
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";

/** The scheduled retry stops after this many tries; the admin's Retry enrolment still works. */
export const MAX_ENROLMENT_TRIES = 10;
/** The wait after the first failed try; it doubles with each try, up to a day. */
const FIRST_RETRY_WAIT_MS = 15 * 60 * 1000;
const LONGEST_RETRY_WAIT_MS = 24 * 60 * 60 * 1000;

export const LEARNING_SYSTEM_MESSAGES = {
  enrolled: "Enrolled in the learning system.",
  /** the spec's admin message, followed by the learning system's answer */
  failed: "There was a problem enrolling in Brightspace",
  alreadyEnrolled: "Already enrolled in the learning system.",
  noCourse: "This training has no learning-system course.",
  notPaid: "The training is not paid yet.",
  notFound: "This registration no longer exists.",
} as const;

/**
 * When the scheduled retry may try again after `tries` tries, the last at `lastTriedAt`: 15 minutes
 * after the first, then 30, 60 … minutes, never more than a day apart (ten tries span about three
 * days: a weekend's outage is covered). Null: no more scheduled tries.
 */
export function enrolmentRetryDueAt(tries: number, lastTriedAt: Date): Date | null {
  if (tries >= MAX_ENROLMENT_TRIES) return null;
  const wait = Math.min(FIRST_RETRY_WAIT_MS * 2 ** Math.max(tries - 1, 0), LONGEST_RETRY_WAIT_MS);
  return new Date(lastTriedAt.getTime() + wait);
}

export type LearningSystemState =
  | { kind: "enrolled" }
  | { kind: "removed" }
  | { kind: "unpaid" }
  /** paid, no try has failed yet (the after-payment step has not run) */
  | { kind: "waiting"; tries: number }
  /** the last try failed: the learning system's answer, the tries so far, whether the scheduled retry gave up */
  | { kind: "failed"; message: string; tries: number; retriesStopped: boolean };

export type RegistrationForLearningSystem = {
  trainingId: number | null;
  training: { brightspaceCourseId: string | null } | null;
  brightspaceEnrollment: boolean;
  brightspaceRemoval: boolean;
  brightspaceEnrollmentError: string | null;
  brightspaceEnrollmentTries: number;
  lineItems: readonly { kind: string; transactionId: number | null }[];
};

/** A training registration's course in the learning system, or null (no training, or no course). */
export function learningSystemCourse(r: Pick<RegistrationForLearningSystem, "trainingId" | "training">): string | null {
  const course = r.trainingId !== null ? r.training?.brightspaceCourseId?.trim() : null;
  return course ? course : null;
}

/** What the admin sees of a registration in the learning system; null when it has no course there. */
export function learningSystemState(r: RegistrationForLearningSystem): LearningSystemState | null {
  if (!learningSystemCourse(r)) return null;
  if (r.brightspaceEnrollment) return { kind: "enrolled" };
  if (r.brightspaceRemoval) return { kind: "removed" };
  if (r.brightspaceEnrollmentError !== null) {
    return {
      kind: "failed",
      message: r.brightspaceEnrollmentError,
      tries: r.brightspaceEnrollmentTries,
      retriesStopped: r.brightspaceEnrollmentTries >= MAX_ENROLMENT_TRIES,
    };
  }
  const paid = r.lineItems.some((i) => i.kind === PRODUCT_KIND.training && i.transactionId !== null);
  return paid ? { kind: "waiting", tries: r.brightspaceEnrollmentTries } : { kind: "unpaid" };
}
