/**
 * Who may apply to be an Independent Trainer (spec section 4, "Independent trainer states"; section
 * 9: 729 days). Pure: the caller reads the member's certifications and passes the present.
 *
 * Eligible when a certification in good standing exists and today is on or after the eligibility
 * date: 729 days after the latest passed exam's taken date (result P), or else after the graduation
 * date, counted from the start of that day in New York. A certification in good standing with
 * neither date (a certification granted outside the portal's exam record) counts from the day it
 * was issued (decision 44).
 */
import { DateTime } from "luxon";

export const TRAINER_ELIGIBILITY_DAYS = 729;
const ZONE = "America/New_York";

export type TrainerEligibilityInput = {
  /** the member holds a certification in good standing */
  goodStanding: boolean;
  /** the latest taken date of a passed exam (result P) on the member's certification registrations */
  latestPassedExamAt: Date | null;
  /** the graduation date on the registration that earned the certification */
  graduatedOn: Date | null;
  /** when the certification in good standing was issued (fallback when neither date is known) */
  issuedAt: Date | null;
};

export type TrainerEligibility =
  /** no certification in good standing: pointed to become an AFC */
  | { eligible: false; reason: "no_certification"; eligibleOn: null }
  /** certified, but the 729 days have not passed: shown the date with the membership / symposium nudge */
  | { eligible: false; reason: "too_soon"; eligibleOn: Date }
  | { eligible: true; reason: null; eligibleOn: Date };

/** The first instant a member whose clock starts on `from` may apply: start of that New York day plus 729 days. */
export function trainerEligibleOn(from: Date): Date {
  return DateTime.fromJSDate(from, { zone: ZONE }).startOf("day").plus({ days: TRAINER_ELIGIBILITY_DAYS }).toJSDate();
}

export function trainerEligibility(input: TrainerEligibilityInput, now: Date = new Date()): TrainerEligibility {
  const from = input.goodStanding ? (input.latestPassedExamAt ?? input.graduatedOn ?? input.issuedAt) : null;
  if (!input.goodStanding || !from) return { eligible: false, reason: "no_certification", eligibleOn: null };
  const eligibleOn = trainerEligibleOn(from);
  if (now.getTime() < eligibleOn.getTime()) return { eligible: false, reason: "too_soon", eligibleOn };
  return { eligible: true, reason: null, eligibleOn };
}
