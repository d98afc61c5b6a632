/**
 * The final-steps wizard's step table (member spec, "Post-registration and module-approval statuses
 * show a final-steps wizard"): Supporting Documentation on the independent trainer pathway only,
 * Certificate Name, Professional Info (skipped for military spouses), Preferences and Summary.
 * Submitting the Summary sends the registration to final approval.
 */
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { defineWizard, type Wizard } from "~/kit/wizard/steps.ts";

export type FinalStepsContext = { independentTrainer: boolean; militarySpouse: boolean };

export type FinalStep =
  | typeof REGISTRATION_STEP.documentation
  | typeof REGISTRATION_STEP.certificateName
  | typeof REGISTRATION_STEP.professionalInfo
  | typeof REGISTRATION_STEP.preferences
  | typeof REGISTRATION_STEP.finalSummary;

export const FINAL_STEPS_WIZARD: Wizard<FinalStepsContext, FinalStep> = defineWizard("certification-final-steps", [
  { key: REGISTRATION_STEP.documentation, title: "Supporting Documentation", applies: (ctx) => ctx.independentTrainer },
  { key: REGISTRATION_STEP.certificateName, title: "Certificate Name" },
  { key: REGISTRATION_STEP.professionalInfo, title: "Professional Info", applies: (ctx) => !ctx.militarySpouse },
  { key: REGISTRATION_STEP.preferences, title: "Preferences" },
  { key: REGISTRATION_STEP.finalSummary, title: "Summary" },
]);
