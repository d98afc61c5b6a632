/**
 * The certification pre-registration wizard's step table (member spec, "Certification registration
 * wizard"): ten steps, some only on some pathways or for some members. The engine (kit/wizard)
 * turns it into visible steps, reachability and percentage complete.
 */
import { defineWizard, type Wizard } from "~/kit/wizard/steps.ts";
import { PATHWAY_KEY, REGISTRATION_STEP, type PathwayKey } from "~/domain/constants.ts";
import { requiredDocument } from "./rules.ts";

export type RegistrationWizardContext = {
  /** The chosen pathway; null before the Pathway step is saved. */
  pathway: { key: PathwayKey | string; requiresPreapproval: boolean } | null;
  /** False for a member whose membership is active or waiting for review: the Membership step is left out. */
  offerMembership: boolean;
};

export type PreRegistrationStep =
  | typeof REGISTRATION_STEP.pathway
  | typeof REGISTRATION_STEP.programInformation
  | typeof REGISTRATION_STEP.documentation
  | typeof REGISTRATION_STEP.pathwayApproval
  | typeof REGISTRATION_STEP.courseMaterials
  | typeof REGISTRATION_STEP.practiceExamBundle
  | typeof REGISTRATION_STEP.shipping
  | typeof REGISTRATION_STEP.membership
  | typeof REGISTRATION_STEP.examFees
  | typeof REGISTRATION_STEP.summary;

export const REGISTRATION_WIZARD: Wizard<RegistrationWizardContext, PreRegistrationStep> = defineWizard("certification-registration", [
  { key: REGISTRATION_STEP.pathway, title: "Pathway" },
  {
    key: REGISTRATION_STEP.programInformation,
    title: "Program Information",
    applies: (ctx) => ctx.pathway?.key === PATHWAY_KEY.university,
  },
  {
    key: REGISTRATION_STEP.documentation,
    // ' (optional)' only where nothing is required: no preapproval and no file (decision 33).
    title: (ctx) =>
      ctx.pathway && !ctx.pathway.requiresPreapproval && requiredDocument(ctx.pathway.key) === null
        ? "Supporting Documentation (optional)"
        : "Supporting Documentation",
  },
  { key: REGISTRATION_STEP.pathwayApproval, title: "Pathway Review", applies: (ctx) => Boolean(ctx.pathway?.requiresPreapproval) },
  { key: REGISTRATION_STEP.courseMaterials, title: "Course Materials" },
  { key: REGISTRATION_STEP.practiceExamBundle, title: "Practice Exam Bundle" },
  { key: REGISTRATION_STEP.shipping, title: "Shipping" },
  { key: REGISTRATION_STEP.membership, title: "Membership", applies: (ctx) => ctx.offerMembership },
  { key: REGISTRATION_STEP.examFees, title: "Pay Exam Fees Upfront" },
  { key: REGISTRATION_STEP.summary, title: "Pay & Review" },
]);
