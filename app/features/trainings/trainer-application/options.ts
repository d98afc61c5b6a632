/**
 * The application's choices and limits, browser-safe (the step pages render them; the schemas in
 * schemas.server.ts check against the same lists). Member spec 3, "Independent trainer
 * registration"; section 9: text at most 255 characters, the bio and LinkedIn at most 2500.
 */
import {
  TRAINER_AUDIENCE,
  TRAINER_AUDIENCE_LABEL,
  TRAINER_GROUP_SIZES,
  TRAINER_IN_PERSON_LOCATION,
  TRAINER_IN_PERSON_LOCATION_LABEL,
  TRAINER_LANGUAGE,
  TRAINER_LANGUAGE_LABEL,
  TRAINER_OFFERING_LABEL,
  TRAINER_PROGRAM_FORMAT,
  TRAINER_PROGRAM_FORMAT_LABEL,
} from "~/domain/constants.ts";
import { US_STATES } from "~/features/profile/address-options.ts";

export const TRAINER_TEXT_MAX = 255;
export const TRAINER_LONG_TEXT_MAX = 2500;

export type Choice = { value: string; label: string };

/** trainerOfferingLearningSystem as posted: "true" = AFC Learning System, "false" = Custom Program. */
export const OFFERING_OPTIONS: readonly Choice[] = [
  { value: "true", label: TRAINER_OFFERING_LABEL.learningSystem },
  { value: "false", label: TRAINER_OFFERING_LABEL.customProgram },
];

const choices = <V extends string>(values: Record<string, V>, labels: Record<V, string>): Choice[] =>
  Object.values(values).map((value) => ({ value, label: labels[value] }));

export const FORMAT_OPTIONS = choices(TRAINER_PROGRAM_FORMAT, TRAINER_PROGRAM_FORMAT_LABEL);
export const LOCATION_OPTIONS = choices(TRAINER_IN_PERSON_LOCATION, TRAINER_IN_PERSON_LOCATION_LABEL);
export const AUDIENCE_OPTIONS = choices(TRAINER_AUDIENCE, TRAINER_AUDIENCE_LABEL);
export const LANGUAGE_OPTIONS = choices(TRAINER_LANGUAGE, TRAINER_LANGUAGE_LABEL);
export const GROUP_SIZE_OPTIONS: readonly Choice[] = TRAINER_GROUP_SIZES.map((size) => ({ value: size, label: size }));
/** The states a traveling trainer may choose: the 50 states, DC and the territories. */
export const TRAVEL_STATE_OPTIONS: readonly Choice[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** A stored list column (JSON) as the strings it holds; anything else is an empty list. */
export function storedList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
