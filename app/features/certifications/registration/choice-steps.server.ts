/**
 * The two yes/no steps of the certification registration: Practice Exam Bundle (optional, off by
 * default) and Pay Exam Fees Upfront (optional, on by default). Each keeps its flag and moves on.
 */
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { ChoiceStepInput } from "./schemas.server.ts";
import { registrationWizard, type RegistrationCall } from "./wizard.server.ts";

const FLAG_OF = {
  [REGISTRATION_STEP.practiceExamBundle]: "purchasePracticeExam",
  [REGISTRATION_STEP.examFees]: "payExamFeeUpfront",
} as const;

export type ChoiceStep = keyof typeof FLAG_OF;

export async function saveChoiceStep(call: RegistrationCall, input: ChoiceStepInput): Promise<Moved> {
  const flag = FLAG_OF[call.step as ChoiceStep];
  return registrationWizard.move(call, "continue", async (tx, r) => {
    await tx.registration.update({ where: { id: r.id }, data: { [flag]: input.chosen } });
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
