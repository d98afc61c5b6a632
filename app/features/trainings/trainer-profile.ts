/**
 * The Independent Trainer's profile (spec section 3, "Independent trainer registration"): the
 * application's trainer fields as the dashboard's table shows them and as the edit form fills its
 * fields. Browser-safe (no zod): the form component takes its choices and labels from here.
 */
import {
  TRAINER_AUDIENCE_LABEL,
  TRAINER_IN_PERSON_LOCATION_LABEL,
  TRAINER_LANGUAGE,
  TRAINER_LANGUAGE_LABEL,
  TRAINER_OFFERING_LABEL,
  TRAINER_PROGRAM_FORMAT_LABEL,
} from "~/domain/constants.ts";
import { storedList } from "./trainer-application/options.ts";

/** The trainer fields as stored on the application (Registration.trainer*). */
export type TrainerProfileRecord = {
  trainerBio: string | null;
  trainerEducation: string | null;
  trainerLicenses: string | null;
  trainerEmail: string | null;
  trainerPhone: string | null;
  trainerWebsite: string | null;
  trainerFacebook: string | null;
  trainerInstagram: string | null;
  trainerTwitter: string | null;
  trainerLinkedin: string | null;
  trainerOfferingLearningSystem: boolean | null;
  trainerProgramFormat: unknown;
  trainerInPersonLocation: unknown;
  trainerDesignatedAddress: string | null;
  trainerTravelingStates: unknown;
  trainerAudience: unknown;
  trainerGroupSize: string | null;
  trainerLanguages: unknown;
  trainerLanguageOther: string | null;
};

/** The form's value of the offering: "true" (AFC Learning System), "false" (Custom Program), "" (not chosen). */
export function offeringValue(learningSystem: boolean | null | undefined): "" | "true" | "false" {
  return learningSystem === true ? "true" : learningSystem === false ? "false" : "";
}

export function offeringLabel(learningSystem: boolean | null | undefined): string {
  return learningSystem === true
    ? TRAINER_OFFERING_LABEL.learningSystem
    : learningSystem === false
      ? TRAINER_OFFERING_LABEL.customProgram
      : "";
}

/** The profile form's choices: the application's own lists. */
export {
  AUDIENCE_OPTIONS,
  FORMAT_OPTIONS as PROGRAM_FORMAT_OPTIONS,
  GROUP_SIZE_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCATION_OPTIONS as IN_PERSON_LOCATION_OPTIONS,
  OFFERING_OPTIONS,
  storedList,
} from "./trainer-application/options.ts";

/** The confirmation an offering switch asks for (spec section 4), in the modal and on the no-JavaScript page. */
export const OFFERING_SWITCH = {
  title: "Change Education Offering",
  message:
    "Changing your education offering requires your Independent Trainer application to be approved again. There is no fee within your current approved period. You stay an Independent Trainer with your current offering until the change is approved.",
  confirm: "Confirm",
  cancel: "Cancel",
} as const;

function labels(values: string[], names: Record<string, string>): string {
  return values.map((v) => names[v] ?? v).join(", ");
}

/** The dashboard's profile table: each field's label and the value shown ("" when not given). */
export function trainerProfileRows(r: TrainerProfileRecord): Array<{ label: string; value: string }> {
  const languages = storedList(r.trainerLanguages).map((v) =>
    v === TRAINER_LANGUAGE.other && r.trainerLanguageOther ? `${TRAINER_LANGUAGE_LABEL.other}: ${r.trainerLanguageOther}` : v,
  );
  const rows: Array<[string, string | null]> = [
    ["Bio", r.trainerBio],
    ["Education", r.trainerEducation],
    ["Licenses", r.trainerLicenses],
    ["Email", r.trainerEmail],
    ["Phone", r.trainerPhone],
    ["Website", r.trainerWebsite],
    ["Facebook", r.trainerFacebook],
    ["Instagram", r.trainerInstagram],
    ["Twitter", r.trainerTwitter],
    ["LinkedIn", r.trainerLinkedin],
    ["Education Offering", offeringLabel(r.trainerOfferingLearningSystem)],
    ["Program Format", labels(storedList(r.trainerProgramFormat), TRAINER_PROGRAM_FORMAT_LABEL)],
    ["In-Person Location", labels(storedList(r.trainerInPersonLocation), TRAINER_IN_PERSON_LOCATION_LABEL)],
    ["Designated Location Address", r.trainerDesignatedAddress],
    ["Traveling States", storedList(r.trainerTravelingStates).join(", ")],
    ["Audience", labels(storedList(r.trainerAudience), TRAINER_AUDIENCE_LABEL)],
    ["Group Size", r.trainerGroupSize],
    ["Languages", labels(languages, TRAINER_LANGUAGE_LABEL)],
  ];
  return rows.map(([label, value]) => ({ label, value: value ?? "" }));
}
