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
import { audienceProblems, formatProblems, lacksContact, languageProblems, picked, TRAINER_MESSAGES } from "./rules.ts";
import {
  AUDIENCE_OPTIONS,
  FORMAT_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCATION_OPTIONS,
  TRAINER_LONG_TEXT_MAX,
  TRAINER_TEXT_MAX,
  TRAVEL_STATE_OPTIONS,
} from "./options.ts";

export { TRAINER_MESSAGES } from "./rules.ts";

const optionalText = (max: number) => z.string().trim().max(max, TRAINER_MESSAGES.tooLong).optional();
const requiredText = (max: number) =>
  z.string({ required_error: TRAINER_MESSAGES.required }).trim().min(1, TRAINER_MESSAGES.required).max(max, TRAINER_MESSAGES.tooLong);
/** A checkbox group's ticked values. */
const ticked = z.array(z.string());

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
    if (lacksContact(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: TRAINER_MESSAGES.contactRequired });
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
    for (const p of formatProblems(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [p.path], message: p.message });
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
    for (const p of audienceProblems(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [p.path], message: p.message });
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
    for (const p of languageProblems(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [p.path], message: p.message });
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
