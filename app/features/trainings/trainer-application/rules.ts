/**
 * The trainer answers' cross-field rules (member spec 5: contact, format, audience, languages),
 * one copy for the application's steps (schemas.server.ts) and the trainer's profile edit
 * (../trainer-schemas.server.ts). Each takes the posted values (lists of ticked values, unknown ones
 * ignored) and answers the problems by field; the schemas place them.
 */
import { TRAINER_AUDIENCE, TRAINER_IN_PERSON_LOCATION, TRAINER_LANGUAGE, TRAINER_PROGRAM_FORMAT } from "~/domain/constants.ts";
import {
  AUDIENCE_OPTIONS,
  FORMAT_OPTIONS,
  GROUP_SIZE_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCATION_OPTIONS,
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

export type TrainerProblem = { path: string; message: string };

/** The ticked values that are on the list, once each, in the list's order. */
export function picked<V extends string>(values: readonly string[], options: readonly Choice[]): V[] {
  return options.filter((o) => values.includes(o.value)).map((o) => o.value as V);
}

/** A text a choice needs: required, at most 255 characters. */
function neededText(path: string, value: string | null | undefined): TrainerProblem[] {
  if (!value) return [{ path, message: TRAINER_MESSAGES.required }];
  return value.length > TRAINER_TEXT_MAX ? [{ path, message: TRAINER_MESSAGES.tooLong }] : [];
}

/** At least one of email, phone, website. */
export function lacksContact(v: { trainerEmail?: string | null; trainerPhone?: string | null; trainerWebsite?: string | null }): boolean {
  return !v.trainerEmail && !v.trainerPhone && !v.trainerWebsite;
}

/** Offering chosen; a format; In-Person needs a location; Traveling a state; Designated Location an address. */
export function formatProblems(v: {
  trainerOfferingLearningSystem?: string | null;
  trainerProgramFormat: readonly string[];
  trainerInPersonLocation: readonly string[];
  trainerTravelingStates: readonly string[];
  trainerDesignatedAddress?: string | null;
}): TrainerProblem[] {
  const problems: TrainerProblem[] = [];
  if (v.trainerOfferingLearningSystem !== "true" && v.trainerOfferingLearningSystem !== "false")
    problems.push({ path: "trainerOfferingLearningSystem", message: TRAINER_MESSAGES.selectOne });
  const formats = picked(v.trainerProgramFormat, FORMAT_OPTIONS);
  if (formats.length === 0) problems.push({ path: "trainerProgramFormat", message: TRAINER_MESSAGES.selectAtLeastOne });
  if (!formats.includes(TRAINER_PROGRAM_FORMAT.inPerson)) return problems;
  const locations = picked(v.trainerInPersonLocation, LOCATION_OPTIONS);
  if (locations.length === 0) problems.push({ path: "trainerInPersonLocation", message: TRAINER_MESSAGES.selectAtLeastOne });
  if (locations.includes(TRAINER_IN_PERSON_LOCATION.traveling) && picked(v.trainerTravelingStates, TRAVEL_STATE_OPTIONS).length === 0)
    problems.push({ path: "trainerTravelingStates", message: TRAINER_MESSAGES.selectAtLeastOne });
  if (locations.includes(TRAINER_IN_PERSON_LOCATION.designatedLocation))
    problems.push(...neededText("trainerDesignatedAddress", v.trainerDesignatedAddress));
  return problems;
}

/** An audience; Group needs a group size. */
export function audienceProblems(v: { trainerAudience: readonly string[]; trainerGroupSize?: string | null }): TrainerProblem[] {
  const audience = picked(v.trainerAudience, AUDIENCE_OPTIONS);
  if (audience.length === 0) return [{ path: "trainerAudience", message: TRAINER_MESSAGES.selectAtLeastOne }];
  if (audience.includes(TRAINER_AUDIENCE.group) && !GROUP_SIZE_OPTIONS.some((o) => o.value === v.trainerGroupSize))
    return [{ path: "trainerGroupSize", message: TRAINER_MESSAGES.selectOne }];
  return [];
}

/** A language; Other needs its name. */
export function languageProblems(v: { trainerLanguages: readonly string[]; trainerLanguageOther?: string | null }): TrainerProblem[] {
  const languages = picked(v.trainerLanguages, LANGUAGE_OPTIONS);
  if (languages.length === 0) return [{ path: "trainerLanguages", message: TRAINER_MESSAGES.selectAtLeastOne }];
  return languages.includes(TRAINER_LANGUAGE.other) ? neededText("trainerLanguageOther", v.trainerLanguageOther) : [];
}
