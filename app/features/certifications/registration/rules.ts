/**
 * Pure rules of a certification registration (member spec sections 3, 5 and 9): the pathway's
 * deadline and how it reads, and which steps' choices are required. The registration's priced lines
 * are registration-order.server.ts's.
 */
import { PATHWAY_KEY } from "~/domain/constants.ts";
import { addMonths } from "~/lib/dates.ts";

/** A pathway's time allowed, kept in months and shown in years ("2 years", "18 months" reads "1.5 years"). */
export function deadlineLabel(months: number): string {
  const years = Math.round((months / 12) * 10) / 10;
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** The registration's deadline: the pathway's months from the day it was registered. */
export function registrationDeadline(registeredOn: Date, deadlineMonths: number): Date {
  return addMonths(registeredOn, deadlineMonths);
}

/** Pathways on which the Course Materials step may be left with "No Course Materials". */
export function offersNoCourseMaterials(pathwayKey: string | null | undefined): boolean {
  return pathwayKey === PATHWAY_KEY.university || pathwayKey === PATHWAY_KEY.independentTrainer || pathwayKey === PATHWAY_KEY.education;
}

/** Whether the Course Materials step needs a choice ('You must choose one of the options'): every pathway but university. */
export function courseMaterialsRequired(pathwayKey: string | null | undefined): boolean {
  return pathwayKey !== PATHWAY_KEY.university;
}

/** The Supporting Documentation step's required file for a pathway (none: the step is optional). */
export function requiredDocument(pathwayKey: string | null | undefined): "coursework" | "designation" | null {
  if (pathwayKey === PATHWAY_KEY.designation) return "designation";
  if (pathwayKey === PATHWAY_KEY.education || pathwayKey === PATHWAY_KEY.university || pathwayKey === PATHWAY_KEY.independentTrainer)
    return "coursework";
  return null;
}

/** The form value of the Course Materials step's "No Course Materials" choice. */
export const NO_COURSE_MATERIALS = "none";

/** The form value of the Membership step's "No Membership" choice. */
export const NO_MEMBERSHIP = "none";
