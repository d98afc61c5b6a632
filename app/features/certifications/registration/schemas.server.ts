/**
 * Each registration step's input (member spec 5, "Validation rules"), parsed by the step action
 * (kit/wizard/engine.server.ts `stepAction`) before the step's service sees it. What needs the
 * database (the pathway is the certification's, the address is the member's) is the service's.
 * Conform's parser turns blank fields into undefined, "on" into true and digits into numbers.
 */
import { z } from "zod";
import { UNIVERSITY_LEVEL_OF_STUDY, valuesOf } from "~/domain/constants.ts";

export const PATHWAY_MESSAGES = {
  required: "You must choose a pathway",
  confirmTimeline: "Please confirm that your timeline starts when you register.",
} as const;
export const PROGRAM_MESSAGES = {
  required: "Required",
  tooLong: "Please use 255 characters or fewer.",
  credits: "Please enter a whole number of credits from 0 to 60.",
} as const;
export const SHIPPING_MESSAGES = { required: "You must have a shipping address" } as const;
export const COURSE_MATERIALS_MESSAGES = { required: "You must choose one of the options" } as const;
export const DOCUMENTATION_MESSAGES = { required: "Required" } as const;

const MAX_CREDITS = 60;
const DEPARTMENT_MAX = 255;

/** A positive whole number id, with one message for blank and for anything else. */
const id = (message: string) => z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message);
const checkbox = z.boolean().optional().default(false);

export const PathwaySchema = z.object({ pathwayTypeId: id(PATHWAY_MESSAGES.required), confirmTimeline: checkbox });
export type PathwayInput = z.infer<typeof PathwaySchema>;

/** Program Information; `activePrograms` are the ids a candidate may choose (the service reads them). */
export const programInformationSchema = (activePrograms: ReadonlySet<number>) =>
  z.object({
    universityProgramId: id(PROGRAM_MESSAGES.required).refine((v) => activePrograms.has(v), PROGRAM_MESSAGES.required),
    department: z.string().trim().max(DEPARTMENT_MAX, PROGRAM_MESSAGES.tooLong).optional(),
    levelOfStudy: z.enum(valuesOf(UNIVERSITY_LEVEL_OF_STUDY), { errorMap: () => ({ message: PROGRAM_MESSAGES.required }) }),
    /** credits this term; blank: not given (no full-time student discount) */
    credits: z
      .number({ invalid_type_error: PROGRAM_MESSAGES.credits })
      .int(PROGRAM_MESSAGES.credits)
      .min(0, PROGRAM_MESSAGES.credits)
      .max(MAX_CREDITS, PROGRAM_MESSAGES.credits)
      .optional(),
  });
export type ProgramInformationInput = z.infer<ReturnType<typeof programInformationSchema>>;

/** Supporting Documentation: the pathway's file (checked by content in the service), the trainer, or a Delete button. */
export const DocumentationSchema = z.object({
  courseworkFile: z.instanceof(File).optional(),
  designationFile: z.instanceof(File).optional(),
  independentTrainerId: z.number().int().positive().optional().catch(undefined),
  /** a delete button of an attached file */
  deleteMediaId: z.number().int().positive().optional().catch(undefined),
});
export type DocumentationInput = z.infer<typeof DocumentationSchema>;

/** A course material's id, "none" (No Course Materials) or blank; the service knows which are offered. */
export const CourseMaterialsSchema = z.object({ choice: z.string().optional().default("") });
export type CourseMaterialsInput = z.infer<typeof CourseMaterialsSchema>;

/** Practice Exam Bundle and Pay Exam Fees Upfront: one checkbox. */
export const ChoiceStepSchema = z.object({ chosen: checkbox });
export type ChoiceStepInput = z.infer<typeof ChoiceStepSchema>;

export const ShippingSchema = z.object({ addressId: id(SHIPPING_MESSAGES.required) });
export type ShippingInput = z.infer<typeof ShippingSchema>;

/** The Membership step's fields; the options' own rules are the membership feature's. */
export const MembershipStepSchema = z.object({
  choice: z.string().optional().default(""),
  dateOfBirth: z.string().optional(),
  memberForTenYears: checkbox,
  isRequestingCall: checkbox,
  transcript: z.instanceof(File).optional(),
});
export type MembershipStepInput = z.infer<typeof MembershipStepSchema>;

/** Pay & Review: nothing to fill in. */
export const SummarySchema = z.object({});
