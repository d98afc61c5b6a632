/**
 * Independent Trainer applicants by state: a certified member eligible to apply (an exam passed
 * over 729 days ago, member spec 9), and an application in the wizard at a step with the earlier
 * steps answered, as the steps save them. The approved trainer and the application under review
 * are in trainings.ts.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import {
  EXAM_RESULT,
  INDEPENDENT_TRAINER_STEPS,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  TRAINER_AUDIENCE,
  TRAINER_LANGUAGE,
  TRAINER_PROGRAM_FORMAT,
  type RegistrationStep,
} from "~/domain/constants.ts";
import { addDays, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { certifiedInGoodStanding, type CertifiedOptions } from "./certifications.ts";
import { trainingReference } from "./trainings.ts";

/**
 * Certified in good standing and eligible to apply as an Independent Trainer: the exam passed
 * `examTakenAt` (default 800 days ago, past the 729 days), graduated 40 days after it.
 */
export function eligibleToTrainCertified(userId: number, opts: CertifiedOptions & { examTakenAt?: Date } = {}) {
  const examTakenAt = opts.examTakenAt ?? daysAgo(800, opts.now);
  return certifiedInGoodStanding(userId, {
    ...opts,
    graduatedOn: opts.graduatedOn ?? addDays(examTakenAt, 40),
    exam: { result: EXAM_RESULT.pass, score: 82, takenAt: examTakenAt },
  });
}

type TrainerStepKey = (typeof INDEPENDENT_TRAINER_STEPS)[number];
type RegistrationData = Partial<Omit<Prisma.RegistrationUncheckedCreateInput, "userId">>;

/** Each step's answers as the step saves them: a virtual custom program for individuals and groups, in English. */
function answersBefore(step: TrainerStepKey, name: string, email: string, signedAt: Date): RegistrationData {
  const byStep: Record<Exclude<TrainerStepKey, "summary">, RegistrationData> = {
    [REGISTRATION_STEP.trainerBio]: { trainerBio: `${name} teaches money management to service members and their families.` },
    [REGISTRATION_STEP.trainerContact]: { trainerEmail: email },
    [REGISTRATION_STEP.trainerFormat]: {
      trainerOfferingLearningSystem: false,
      trainerProgramFormat: [TRAINER_PROGRAM_FORMAT.virtual],
      trainerInPersonLocation: [],
      trainerTravelingStates: [],
    },
    [REGISTRATION_STEP.trainerAudience]: {
      trainerAudience: [TRAINER_AUDIENCE.individual, TRAINER_AUDIENCE.group],
      trainerGroupSize: "5 - 10",
    },
    [REGISTRATION_STEP.trainerLanguage]: { trainerLanguages: [TRAINER_LANGUAGE.english] },
    [REGISTRATION_STEP.trainerAgreement]: { trainerSignature: name, trainerSignatureDate: signedAt },
  };
  const until = INDEPENDENT_TRAINER_STEPS.indexOf(step);
  return Object.assign({}, ...INDEPENDENT_TRAINER_STEPS.slice(0, until).map((s) => (s === REGISTRATION_STEP.summary ? {} : byStep[s])));
}

/**
 * An Independent Trainer application in the wizard (pre-registration) at `step` (default Bio), the
 * steps before it answered (override with `data`); nothing paid.
 */
export async function trainerApplicationAtStep(
  userId: number,
  opts: { step?: TrainerStepKey & RegistrationStep; data?: RegistrationData; now?: Date } = {},
) {
  const ref = await trainingReference();
  const step = opts.step ?? REGISTRATION_STEP.trainerBio;
  const now = opts.now ?? new Date();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true, email: true } });
  const registration = await db.registration.create({
    data: {
      userId,
      trainingId: ref.trainerProgram.id,
      status: REGISTRATION_STATUS.preRegistration,
      step,
      createdAt: daysAgo(1, now),
      ...answersBefore(step, `${user.firstName} ${user.lastName}`, user.email, now),
      ...opts.data,
    },
  });
  return { registration, ref };
}
