/**
 * Whether a training registration counts as enrolled (spec section 4, "Training registration counts
 * as enrolled"). Pure: the caller passes the registration, its category key and the present.
 */
import { DateTime } from "luxon";
import { APPROVAL_STATUSES, REGISTRATION_STATUS, TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";

const ZONE = "America/New_York";

export type TrainingRegistrationForEnrolment = {
  status: string;
  deadline: Date | null;
  /** TrainingCategory.key of the registration's training (null for an unkeyed category). */
  categoryKey: string | null;
  /** Registration.brightspaceEnrollment: the learning platform enrolled the user. */
  brightspaceEnrollment: boolean;
  /** Registration.brightspaceRemoval: the learning platform removed the user. */
  brightspaceRemoval: boolean;
};

/** More than a day past the end of the deadline's New York day: from 00:00 two days after it. */
export function isPastTrainingDeadline(deadline: Date | null, now: Date): boolean {
  if (!deadline) return false;
  const graceEnd = DateTime.fromJSDate(deadline, { zone: ZONE }).endOf("day").plus({ days: 1 });
  return now.getTime() > graceEnd.toMillis();
}

/**
 * Enrolled unless the registration is complete, still in pre-registration (except the independent
 * trainer application) or more than a day past its deadline; such a registration still counts when
 * the learning platform has an enrollment or removal marker on it. A registration awaiting an
 * admin decision never counts.
 */
export function countsAsEnrolled(reg: TrainingRegistrationForEnrolment, now: Date = new Date()): boolean {
  if ((APPROVAL_STATUSES as readonly string[]).includes(reg.status)) return false;
  const excluded =
    reg.status === REGISTRATION_STATUS.complete ||
    (reg.status === REGISTRATION_STATUS.preRegistration && reg.categoryKey !== TRAINING_CATEGORY_KEY.independentTrainer) ||
    isPastTrainingDeadline(reg.deadline, now);
  if (!excluded) return true;
  return reg.brightspaceEnrollment || reg.brightspaceRemoval;
}
