/**
 * The trainer dashboard's forms: the profile edit (the application's Bio, Program Contact
 * Information, Program Format Details, Program Audience and Languages Offered with the rules and
 * messages of spec section 5), the renewal agreement, and the license quantity (the cart's rule).
 *
 * The application wizard (helper "trainer-app") has its own step schemas with the same rules; when
 * both are merged the steps' schemas can be composed from these parts (the lead decides).
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

export { QuantitySchema as LicenseQuantitySchema } from "~/features/commerce/schemas.server.ts";

export const TRAINER_MESSAGES = {
  required: REQUIRED,
  contact: "You must add an email, phone, or website",
  selectOne: "Please select one",
  selectAtLeastOne: "Please select at least one",
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
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!v.trainerEmail && !v.trainerPhone && !v.trainerWebsite) problem("trainerEmail", TRAINER_MESSAGES.contact);
    if (v.trainerProgramFormat.length === 0) problem("trainerProgramFormat", TRAINER_MESSAGES.selectAtLeastOne);
    const inPerson = v.trainerProgramFormat.includes(TRAINER_PROGRAM_FORMAT.inPerson);
    if (inPerson && v.trainerInPersonLocation.length === 0) problem("trainerInPersonLocation", TRAINER_MESSAGES.selectAtLeastOne);
    if (inPerson && v.trainerInPersonLocation.includes(TRAINER_IN_PERSON_LOCATION.traveling) && v.trainerTravelingStates.length === 0)
      problem("trainerTravelingStates", TRAINER_MESSAGES.selectAtLeastOne);
    if (inPerson && v.trainerInPersonLocation.includes(TRAINER_IN_PERSON_LOCATION.designatedLocation) && !v.trainerDesignatedAddress)
      problem("trainerDesignatedAddress", TRAINER_MESSAGES.required);
    if (v.trainerAudience.length === 0) problem("trainerAudience", TRAINER_MESSAGES.selectAtLeastOne);
    if (v.trainerAudience.includes(TRAINER_AUDIENCE.group) && !v.trainerGroupSize) problem("trainerGroupSize", TRAINER_MESSAGES.selectOne);
    if (v.trainerLanguages.length === 0) problem("trainerLanguages", TRAINER_MESSAGES.selectAtLeastOne);
    if (v.trainerLanguages.includes(TRAINER_LANGUAGE.other) && !v.trainerLanguageOther)
      problem("trainerLanguageOther", TRAINER_MESSAGES.required);
  });
export type TrainerProfileInput = z.infer<typeof TrainerProfileSchema>;

/** The renewal agreement: the typed signature (the date is today, read-only, set by the server). */
export const TrainerRenewalSchema = z.object({ signature: requiredText(TEXT_MAX) });
export type TrainerRenewalInput = z.infer<typeof TrainerRenewalSchema>;
