/**
 * The certification exam fee a candidate pays (member spec section 9, "Money"). Money is integer
 * cents; one pure function serves the registration summary, the cart line and the charge.
 *
 * Rules:
 * - Full-time students pay half the list price: at least 12 undergraduate, 9 graduate or 3 PhD
 *   credits (non-degree study does not count).
 * - Members (active, waiting for review, or buying a membership with this registration) get $100 off.
 * - Money Management Essentials completed within the last year takes its course price off.
 * - In that order (the half is of the list price), never below $0; each reduction is listed with
 *   what it took off, so the summary can show it.
 */
import { UNIVERSITY_LEVEL_OF_STUDY, type UniversityLevelOfStudy } from "~/domain/constants.ts";

export const MEMBER_EXAM_DISCOUNT_CENTS = 10_000;

/** Credits a term that make a full-time student, by level of study. */
export const FULL_TIME_CREDITS: Partial<Record<UniversityLevelOfStudy, number>> = {
  [UNIVERSITY_LEVEL_OF_STUDY.undergraduate]: 12,
  [UNIVERSITY_LEVEL_OF_STUDY.graduate]: 9,
  [UNIVERSITY_LEVEL_OF_STUDY.phd]: 3,
};

export function isFullTimeStudent(level: UniversityLevelOfStudy | string | null | undefined, credits: number | null | undefined): boolean {
  const needed = level ? FULL_TIME_CREDITS[level as UniversityLevelOfStudy] : undefined;
  return needed !== undefined && typeof credits === "number" && Number.isFinite(credits) && credits >= needed;
}

export type ExamFeeInput = {
  listPriceCents: number;
  /** the student's level and credits this term; null when not a student */
  student: { level: UniversityLevelOfStudy | string; credits: number } | null;
  member: boolean;
  /** the Money Management Essentials course price when completed within the last year, else null */
  moneyManagementEssentialsCents: number | null;
};

export type ExamFee = {
  listPriceCents: number;
  reductions: { label: "Full-time student (50%)" | "Member discount" | "Money Management Essentials"; cents: number }[];
  totalCents: number;
};

export function examFee(input: ExamFeeInput): ExamFee {
  const reductions: ExamFee["reductions"] = [];
  let left = Math.max(0, Math.round(input.listPriceCents));
  const take = (label: ExamFee["reductions"][number]["label"], cents: number) => {
    const taken = Math.min(left, Math.max(0, Math.round(cents)));
    if (taken > 0) reductions.push({ label, cents: taken });
    left -= taken;
  };
  if (input.student && isFullTimeStudent(input.student.level, input.student.credits))
    take("Full-time student (50%)", Math.round(input.listPriceCents / 2));
  if (input.member) take("Member discount", MEMBER_EXAM_DISCOUNT_CENTS);
  if (input.moneyManagementEssentialsCents !== null) take("Money Management Essentials", input.moneyManagementEssentialsCents);
  return { listPriceCents: Math.max(0, Math.round(input.listPriceCents)), reductions, totalCents: left };
}
