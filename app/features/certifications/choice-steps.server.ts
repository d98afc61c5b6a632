/**
 * The two yes/no steps of the certification registration: Practice Exam Bundle (optional, off by
 * default) and Pay Exam Fees Upfront (optional, on by default). Each keeps its flag and moves on.
 */
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { moveRegistrationStep, type StepMove } from "./registration-progress.server.ts";

const FLAG_OF = {
  [REGISTRATION_STEP.practiceExamBundle]: "purchasePracticeExam",
  [REGISTRATION_STEP.examFees]: "payExamFeeUpfront",
} as const;

export type ChoiceStep = keyof typeof FLAG_OF;

export async function saveChoiceStep(
  actor: Actor,
  registrationId: number,
  step: ChoiceStep,
  input: { intent: "back" | "continue"; chosen: boolean },
): Promise<StepMove> {
  if (input.intent === "back") return moveRegistrationStep(actor, registrationId, step, "back");
  return moveRegistrationStep(actor, registrationId, step, "continue", async (tx) => {
    await tx.registration.update({ where: { id: registrationId }, data: { [FLAG_OF[step]]: input.chosen } });
  });
}

export type ChoiceStepView = { checked: boolean; label: string; detail: string | null };

/** What a yes/no step shows: the stored choice and the offer in the candidate's words, with its list price. */
export async function choiceStepView(registrationId: number, step: ChoiceStep): Promise<ChoiceStepView> {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { certificationId: true, purchasePracticeExam: true, payExamFeeUpfront: true },
  });
  if (step === REGISTRATION_STEP.practiceExamBundle) {
    const bundle = await db.practiceExam.findFirst({
      where: { certificationId: r.certificationId, product: { deletedAt: null } },
      orderBy: { id: "asc" },
      select: { name: true, registrationFlowLanguage: true, registrationFlowCheckboxText: true, product: { select: { priceCents: true } } },
    });
    const price = bundle?.product ? ` (${formatCents(bundle.product.priceCents)})` : "";
    return {
      checked: r.purchasePracticeExam,
      label: `${bundle?.registrationFlowCheckboxText ?? `Add the ${bundle?.name ?? "practice exam bundle"}`}${price}`,
      detail: bundle?.registrationFlowLanguage ?? null,
    };
  }
  const exam = await db.exam.findFirst({
    where: { certificationId: r.certificationId, product: { deletedAt: null } },
    orderBy: { id: "asc" },
    select: { name: true, product: { select: { priceCents: true } } },
  });
  return {
    checked: r.payExamFeeUpfront,
    label: `Pay the ${exam?.name ?? "exam"} fee now${exam?.product ? ` (${formatCents(exam.product.priceCents)} before discounts)` : ""}`,
    detail: "Paying now lets you schedule your exam as soon as you are ready. You can also pay it later from your certification page.",
  };
}
