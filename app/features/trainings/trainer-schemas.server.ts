/**
 * The trainer dashboard's forms: the profile edit (the application's Bio, Program Contact
 * Information, Program Format Details, Program Audience and Languages Offered with the rules and
 * messages of spec section 5), the renewal agreement, and the license quantity (the cart's rule).
 *
 * The cross-field rules are the application steps' own (trainer-application/rules.ts), so the
 * profile and the application can never disagree; only where the contact message shows differs
 * (here on the email field, beside the form's other fields).
 */
import { z } from "zod";
import {
  TRAINER_AUDIENCE,
  TRAINER_GROUP_SIZES,
  TRAINER_IN_PERSON_LOCATION,
  TRAINER_LANGUAGE,
  TRAINER_PROGRAM_FORMAT,
  valuesOf,
} from "~/domain/constants.ts";
import { US_STATES } from "~/features/profile/address-options.ts";
import { LONG_TEXT_MAX, optionalText, REQUIRED, requiredText, TEXT_MAX } from "~/kit/forms/fields.server.ts";
import {
  audienceProblems,
  formatProblems,
  lacksContact,
  languageProblems,
  TRAINER_MESSAGES as RULE_MESSAGES,
} from "./trainer-application/rules.ts";

export { QuantitySchema as LicenseQuantitySchema } from "~/features/commerce/schemas.server.ts";

export const TRAINER_MESSAGES = {
  required: REQUIRED,
  contact: RULE_MESSAGES.contactRequired,
  selectOne: RULE_MESSAGES.selectOne,
  selectAtLeastOne: RULE_MESSAGES.selectAtLeastOne,
} as const;

const STATE_CODES = US_STATES.map((s) => s.code);

/** A checkbox group (or multiple select) of known values: one value comes as a string, several as an array; duplicates dropped. */
function choiceList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.enum(values, { errorMap: () => ({ message: TRAINER_MESSAGES.selectAtLeastOne }) })))
    .transform((v) => [...new Set(v)]);
}

const formats = valuesOf(TRAINER_PROGRAM_FORMAT);
const locations = valuesOf(TRAINER_IN_PERSON_LOCATION);
const audiences = valuesOf(TRAINER_AUDIENCE);
const languages = valuesOf(TRAINER_LANGUAGE);

/** The profile as the edit form posts it; `confirmOfferingSwitch` is "yes" once the member confirmed a switch of the offering. */
export const TrainerProfileSchema = z
  .object({
    trainerBio: requiredText(LONG_TEXT_MAX),
    trainerEducation: optionalText(TEXT_MAX),
    trainerLicenses: optionalText(TEXT_MAX),
    trainerEmail: optionalText(TEXT_MAX),
    trainerPhone: optionalText(TEXT_MAX),
    trainerWebsite: optionalText(TEXT_MAX),
    trainerFacebook: optionalText(TEXT_MAX),
    trainerInstagram: optionalText(TEXT_MAX),
    trainerTwitter: optionalText(TEXT_MAX),
    trainerLinkedin: optionalText(LONG_TEXT_MAX),
    trainerOfferingLearningSystem: z.enum(["true", "false"], { errorMap: () => ({ message: TRAINER_MESSAGES.selectOne }) }),
    trainerProgramFormat: choiceList(formats),
    trainerInPersonLocation: choiceList(locations),
    trainerDesignatedAddress: optionalText(TEXT_MAX),
    trainerTravelingStates: choiceList(STATE_CODES as [string, ...string[]]),
    trainerAudience: choiceList(audiences),
    trainerGroupSize: z.enum(TRAINER_GROUP_SIZES, { errorMap: () => ({ message: TRAINER_MESSAGES.selectOne }) }).optional(),
    trainerLanguages: choiceList(languages),
    trainerLanguageOther: optionalText(TEXT_MAX),
    confirmOfferingSwitch: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const problems = [
      ...(lacksContact(v) ? [{ path: "trainerEmail", message: TRAINER_MESSAGES.contact }] : []),
      ...formatProblems(v),
      ...audienceProblems(v),
      ...languageProblems(v),
    ];
    for (const p of problems) ctx.addIssue({ code: "custom", path: [p.path], message: p.message });
  });
export type TrainerProfileInput = z.infer<typeof TrainerProfileSchema>;

/** The renewal agreement: the typed signature (the date is today, read-only, set by the server). */
export const TrainerRenewalSchema = z.object({ signature: requiredText(TEXT_MAX) });
export type TrainerRenewalInput = z.infer<typeof TrainerRenewalSchema>;
