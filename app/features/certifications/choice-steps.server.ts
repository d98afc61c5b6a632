/**
 * The two yes/no steps of the certification registration: Practice Exam Bundle (optional, off by
 * default) and Pay Exam Fees Upfront (optional, on by default). Each keeps its flag and moves on.
 */
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
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
