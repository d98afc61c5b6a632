/**
 * Pure rules of a certification registration (member spec sections 3, 5 and 9): the pathway's
 * deadline and how it reads, which steps' choices are required, and the registration's priced lines
 * as the Pay & Review step and the cart show them. Money is integer cents.
 */
import { PATHWAY_KEY, PRODUCT_KIND } from "~/domain/constants.ts";
import { addMonths } from "~/lib/dates.ts";
import type { ExamFee } from "./exam-fee.ts";

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

export type RegistrationChoices = {
  registrationFee: { name: string; priceCents: number } | null;
  courseMaterial: { name: string; priceCents: number } | null;
  shipping: { name: string; priceCents: number } | null;
  practiceExamBundle: { name: string; priceCents: number } | null;
  membership: { name: string; priceCents: number } | null;
  /** present when the exam fee is paid up front */
  exam: { name: string; fee: ExamFee } | null;
};

export type RegistrationLine = { kind: string; name: string; listCents: number; cents: number };

/** The registration's lines in the order the summary shows them, and their total. */
export function registrationLines(choices: RegistrationChoices): { lines: RegistrationLine[]; totalCents: number } {
  const lines: RegistrationLine[] = [];
  const add = (kind: string, item: { name: string; priceCents: number } | null) => {
    if (item) lines.push({ kind, name: item.name, listCents: item.priceCents, cents: item.priceCents });
  };
  add(PRODUCT_KIND.registrationFee, choices.registrationFee);
  add(PRODUCT_KIND.courseMaterial, choices.courseMaterial);
  add(PRODUCT_KIND.shipping, choices.shipping);
  add(PRODUCT_KIND.practiceExam, choices.practiceExamBundle);
  add(PRODUCT_KIND.membership, choices.membership);
  if (choices.exam)
    lines.push({
      kind: PRODUCT_KIND.exam,
      name: choices.exam.name,
      listCents: choices.exam.fee.listPriceCents,
      cents: choices.exam.fee.totalCents,
    });
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.cents, 0) };
}
