/**
 * The application's answers as text, by step: what Pay & Review shows the member and what the
 * admin's course registration review lists as "the independent trainer details" (admin spec 2).
 * One select and one formatter, so the two never disagree.
 */
import {
  REGISTRATION_STEP,
  TRAINER_AUDIENCE_LABEL,
  TRAINER_IN_PERSON_LOCATION_LABEL,
  TRAINER_LANGUAGE,
  TRAINER_LANGUAGE_LABEL,
  TRAINER_OFFERING_LABEL,
  TRAINER_PROGRAM_FORMAT_LABEL,
} from "~/domain/constants.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { formatDate } from "~/lib/dates.ts";
import { storedList } from "./options.ts";
import type { TrainerStep } from "./wizard.ts";

/** The Registration columns the answers are read from (a Prisma select). */
export const TRAINER_ANSWERS_SELECT = {
  trainerEducation: true,
  trainerLicenses: true,
  trainerBio: true,
  trainerEmail: true,
  trainerPhone: true,
  trainerWebsite: true,
  trainerFacebook: true,
  trainerInstagram: true,
  trainerTwitter: true,
  trainerLinkedin: true,
  trainerOfferingLearningSystem: true,
  trainerProgramFormat: true,
  trainerInPersonLocation: true,
  trainerDesignatedAddress: true,
  trainerTravelingStates: true,
  trainerAudience: true,
  trainerGroupSize: true,
  trainerLanguages: true,
  trainerLanguageOther: true,
  trainerSignature: true,
  trainerSignatureDate: true,
} as const;

export type TrainerAnswerFields = Prisma.RegistrationGetPayload<{ select: typeof TRAINER_ANSWERS_SELECT }>;

export type TrainerAnswer = { step: TrainerStep; label: string; text: string };

const labelled = (values: unknown, labels: Record<string, string>) =>
  storedList(values)
    .map((v) => labels[v] ?? v)
    .join(", ");

/** Each answer given, in step order; optional answers left blank are left out. */
export function trainerAnswers(f: TrainerAnswerFields): TrainerAnswer[] {
  const out: TrainerAnswer[] = [];
  const add = (step: TrainerStep, label: string, text: string | null | undefined) => {
    if (text) out.push({ step, label, text });
  };
  const S = REGISTRATION_STEP;
  add(S.trainerBio, "Education", f.trainerEducation);
  add(S.trainerBio, "Licenses", f.trainerLicenses);
  add(S.trainerBio, "Bio", f.trainerBio);
  add(S.trainerContact, "Email", f.trainerEmail);
  add(S.trainerContact, "Phone", f.trainerPhone);
  add(S.trainerContact, "Website", f.trainerWebsite);
  add(S.trainerContact, "Facebook", f.trainerFacebook);
  add(S.trainerContact, "Instagram", f.trainerInstagram);
  add(S.trainerContact, "Twitter", f.trainerTwitter);
  add(S.trainerContact, "LinkedIn", f.trainerLinkedin);
  if (f.trainerOfferingLearningSystem !== null)
    add(
      S.trainerFormat,
      "Offering",
      f.trainerOfferingLearningSystem ? TRAINER_OFFERING_LABEL.learningSystem : TRAINER_OFFERING_LABEL.customProgram,
    );
  add(S.trainerFormat, "Program Formats", labelled(f.trainerProgramFormat, TRAINER_PROGRAM_FORMAT_LABEL));
  add(S.trainerFormat, "In-Person Locations", labelled(f.trainerInPersonLocation, TRAINER_IN_PERSON_LOCATION_LABEL));
  add(S.trainerFormat, "Traveling States", storedList(f.trainerTravelingStates).join(", "));
  add(S.trainerFormat, "Designated Location Address", f.trainerDesignatedAddress);
  add(S.trainerAudience, "Audience", labelled(f.trainerAudience, TRAINER_AUDIENCE_LABEL));
  add(S.trainerAudience, "Group Size", f.trainerGroupSize);
  const languages = storedList(f.trainerLanguages).map((v) =>
    v === TRAINER_LANGUAGE.other && f.trainerLanguageOther
      ? `${TRAINER_LANGUAGE_LABEL.other} (${f.trainerLanguageOther})`
      : (TRAINER_LANGUAGE_LABEL[v as keyof typeof TRAINER_LANGUAGE_LABEL] ?? v),
  );
  add(S.trainerLanguage, "Languages", languages.join(", "));
  if (f.trainerSignature)
    add(
      S.trainerAgreement,
      "Signature",
      f.trainerSignatureDate ? `${f.trainerSignature}, signed ${formatDate(f.trainerSignatureDate)}` : f.trainerSignature,
    );
  return out;
}
