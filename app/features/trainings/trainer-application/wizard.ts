/**
 * The Independent Trainer application's step table (member spec 2, "Training registration": a
 * 7-step application): Bio, Program Contact Information, Program Format Details, Program Audience,
 * Languages Offered, Independent Trainer Terms and Conditions, Pay & Review. Every step always
 * applies; the engine (kit/wizard) gives reachability and the percentage complete.
 */
import { INDEPENDENT_TRAINER_STEPS, REGISTRATION_STEP_LABEL } from "~/domain/constants.ts";
import { defineWizard, type Wizard } from "~/kit/wizard/steps.ts";

/** No step depends on anything: the context is empty. */
export type TrainerWizardContext = Record<string, never>;

export type TrainerStep = (typeof INDEPENDENT_TRAINER_STEPS)[number];

export const TRAINER_APPLICATION_WIZARD: Wizard<TrainerWizardContext, TrainerStep> = defineWizard(
  "independent-trainer-application",
  INDEPENDENT_TRAINER_STEPS.map((key) => ({ key, title: REGISTRATION_STEP_LABEL[key] })),
);
