/**
 * Each application step's input (member spec 5, "Validation rules": trainer bio, contact, format,
 * audience, languages, agreement), parsed by the step action (kit/wizard/engine.server.ts
 * `stepAction`). Conform's parser turns blank fields into undefined and a checkbox group into a
 * list (one box ticked or none too). Choices not on the lists are dropped; answers that belong to a
 * choice not made (a group size without Group) are cleared, so a step saves only what applies.
 * Every check of a choice step runs at once, so the member sees all its messages together.
 */
import { z } from "zod";
import {
  TRAINER_AUDIENCE,
  TRAINER_IN_PERSON_LOCATION,
  TRAINER_LANGUAGE,
  TRAINER_PROGRAM_FORMAT,
  type TrainerAudience,
  type TrainerInPersonLocation,
  type TrainerLanguage,
  type TrainerProgramFormat,
} from "~/domain/constants.ts";
import {
  AUDIENCE_OPTIONS,
  FORMAT_OPTIONS,
  GROUP_SIZE_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCATION_OPTIONS,
  TRAINER_LONG_TEXT_MAX,
  TRAINER_TEXT_MAX,
  TRAVEL_STATE_OPTIONS,
  type Choice,
} from "./options.ts";

export const TRAINER_MESSAGES = {
  required: "Required",
  tooLong: "Too many characters",
  contactRequired: "You must add an email, phone, or website",
  selectOne: "Please select one",
  selectAtLeastOne: "Please select at least one",
} as const;

const optionalText = (max: number) => z.string().trim().max(max, TRAINER_MESSAGES.tooLong).optional();
const requiredText = (max: number) =>
  z.string({ required_error: TRAINER_MESSAGES.required }).trim().min(1, TRAINER_MESSAGES.required).max(max, TRAINER_MESSAGES.tooLong);
/** A checkbox group's ticked values. */
const ticked = z.array(z.string());

/** The ticked values that are on the list, once each, in the list's order. */
function picked<V extends string>(values: readonly string[], options: readonly Choice[]): V[] {
  return options.filter((o) => values.includes(o.value)).map((o) => o.value as V);
}

export const BioSchema = z.object({
  trainerEducation: optionalText(TRAINER_TEXT_MAX),
  trainerLicenses: optionalText(TRAINER_TEXT_MAX),
  trainerBio: requiredText(TRAINER_LONG_TEXT_MAX),
});
export type BioInput = z.infer<typeof BioSchema>;

export const ContactSchema = z
  .object({
    trainerEmail: optionalText(TRAINER_TEXT_MAX),
    trainerPhone: optionalText(TRAINER_TEXT_MAX),
    trainerWebsite: optionalText(TRAINER_TEXT_MAX),
    trainerFacebook: optionalText(TRAINER_TEXT_MAX),
    trainerInstagram: optionalText(TRAINER_TEXT_MAX),
    trainerTwitter: optionalText(TRAINER_TEXT_MAX),
    trainerLinkedin: optionalText(TRAINER_LONG_TEXT_MAX),
  })
  .superRefine((v, ctx) => {
    // The form's own message: it names the three fields, shown above them.
    if (!v.trainerEmail && !v.trainerPhone && !v.trainerWebsite)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: TRAINER_MESSAGES.contactRequired });
  });
export type ContactInput = z.infer<typeof ContactSchema>;

export const FormatSchema = z
  .object({
    trainerOfferingLearningSystem: z.string().optional(),
    trainerProgramFormat: ticked,
    trainerInPersonLocation: ticked,
    trainerTravelingStates: ticked,
    trainerDesignatedAddress: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (v.trainerOfferingLearningSystem !== "true" && v.trainerOfferingLearningSystem !== "false")
      issue("trainerOfferingLearningSystem", TRAINER_MESSAGES.selectOne);
    const formats = picked<TrainerProgramFormat>(v.trainerProgramFormat, FORMAT_OPTIONS);
    if (formats.length === 0) issue("trainerProgramFormat", TRAINER_MESSAGES.selectAtLeastOne);
    if (!formats.includes(TRAINER_PROGRAM_FORMAT.inPerson)) return;
    const locations = picked<TrainerInPersonLocation>(v.trainerInPersonLocation, LOCATION_OPTIONS);
    if (locations.length === 0) issue("trainerInPersonLocation", TRAINER_MESSAGES.selectAtLeastOne);
    if (locations.includes(TRAINER_IN_PERSON_LOCATION.traveling) && picked(v.trainerTravelingStates, TRAVEL_STATE_OPTIONS).length === 0)
      issue("trainerTravelingStates", TRAINER_MESSAGES.selectAtLeastOne);
    if (locations.includes(TRAINER_IN_PERSON_LOCATION.designatedLocation)) {
      if (!v.trainerDesignatedAddress) issue("trainerDesignatedAddress", TRAINER_MESSAGES.required);
      else if (v.trainerDesignatedAddress.length > TRAINER_TEXT_MAX) issue("trainerDesignatedAddress", TRAINER_MESSAGES.tooLong);
    }
  })
  .transform((v) => {
    const formats = picked<TrainerProgramFormat>(v.trainerProgramFormat, FORMAT_OPTIONS);
    const locations = formats.includes(TRAINER_PROGRAM_FORMAT.inPerson)
      ? picked<TrainerInPersonLocation>(v.trainerInPersonLocation, LOCATION_OPTIONS)
      : [];
    return {
      trainerOfferingLearningSystem: v.trainerOfferingLearningSystem === "true",
      trainerProgramFormat: formats,
      trainerInPersonLocation: locations,
      trainerTravelingStates: locations.includes(TRAINER_IN_PERSON_LOCATION.traveling)
        ? picked(v.trainerTravelingStates, TRAVEL_STATE_OPTIONS)
        : [],
      trainerDesignatedAddress: locations.includes(TRAINER_IN_PERSON_LOCATION.designatedLocation)
        ? (v.trainerDesignatedAddress ?? null)
        : null,
    };
  });
export type FormatInput = z.infer<typeof FormatSchema>;

export const AudienceSchema = z
  .object({ trainerAudience: ticked, trainerGroupSize: z.string().optional() })
  .superRefine((v, ctx) => {
    const audience = picked<TrainerAudience>(v.trainerAudience, AUDIENCE_OPTIONS);
    if (audience.length === 0)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["trainerAudience"], message: TRAINER_MESSAGES.selectAtLeastOne });
    if (audience.includes(TRAINER_AUDIENCE.group) && !GROUP_SIZE_OPTIONS.some((o) => o.value === v.trainerGroupSize))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["trainerGroupSize"], message: TRAINER_MESSAGES.selectOne });
  })
  .transform((v) => {
    const audience = picked<TrainerAudience>(v.trainerAudience, AUDIENCE_OPTIONS);
    return {
      trainerAudience: audience,
      trainerGroupSize: audience.includes(TRAINER_AUDIENCE.group) ? (v.trainerGroupSize ?? null) : null,
    };
  });
export type AudienceInput = z.infer<typeof AudienceSchema>;

export const LanguageSchema = z
  .object({ trainerLanguages: ticked, trainerLanguageOther: z.string().trim().optional() })
  .superRefine((v, ctx) => {
    const languages = picked<TrainerLanguage>(v.trainerLanguages, LANGUAGE_OPTIONS);
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (languages.length === 0) issue("trainerLanguages", TRAINER_MESSAGES.selectAtLeastOne);
    if (!languages.includes(TRAINER_LANGUAGE.other)) return;
    if (!v.trainerLanguageOther) issue("trainerLanguageOther", TRAINER_MESSAGES.required);
    else if (v.trainerLanguageOther.length > TRAINER_TEXT_MAX) issue("trainerLanguageOther", TRAINER_MESSAGES.tooLong);
  })
  .transform((v) => {
    const languages = picked<TrainerLanguage>(v.trainerLanguages, LANGUAGE_OPTIONS);
    return {
      trainerLanguages: languages,
      trainerLanguageOther: languages.includes(TRAINER_LANGUAGE.other) ? (v.trainerLanguageOther ?? null) : null,
    };
  });
export type LanguageInput = z.infer<typeof LanguageSchema>;

/** The date must be posted (the page shows today, read-only), but the service signs with today whatever it says. */
export const AgreementSchema = z.object({
  trainerSignature: requiredText(TRAINER_TEXT_MAX),
  trainerSignatureDate: requiredText(TRAINER_TEXT_MAX),
});
export type AgreementInput = z.infer<typeof AgreementSchema>;

/** Pay & Review: nothing to fill in. */
export const SummarySchema = z.object({});
