/**
 * Practice exams: a candidate in post-registration with the AFC Practice Exam Bundle unused, in the
 * cart, with an exam number started, or with Exam #1 (and #2) taken: surveys answered, results in.
 * Results are pool stats for the nine competencies, made from a share right per competency.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { PRACTICE_EXAM_SURVEY_TYPE, type PracticeExamSurveyType } from "~/domain/constants.ts";
import { COMPETENCY_NUMBERS, COMPETENCY_TITLES, liveKey, nextExamNumber, type PoolStat } from "~/features/practice-exams/rules.ts";
import { daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { cartLine, productLine } from "./commerce.ts";
import { certificationReference } from "./reference.ts";
import { inPostRegistration, type PostRegistrationOptions } from "./registrations.ts";
import { idLabel, next } from "./sequence.ts";

/** Questions per competency in the factories' results. */
export const QUESTIONS_PER_COMPETENCY = 20;

/**
 * Pool stats as the testing service reports them, one pool per competency ("Competency N: title"),
 * `QUESTIONS_PER_COMPETENCY` questions each, `correct[n - 1]` of them right (default: 12 + n).
 */
export function competencyStats(correct: readonly number[] = COMPETENCY_NUMBERS.map((n) => 12 + (n % 6))): PoolStat[] {
  return COMPETENCY_NUMBERS.map((n, i) => ({
    POOLNAME: `Competency ${n}: ${COMPETENCY_TITLES[n]}`,
    CORRECTANSWERS: correct[i] ?? 0,
    QUESTIONSRECEIVED: QUESTIONS_PER_COMPETENCY,
  }));
}

const overall = (stats: PoolStat[]) => {
  const received = stats.reduce((s, p) => s + p.QUESTIONSRECEIVED, 0);
  return received ? Math.round((stats.reduce((s, p) => s + p.CORRECTANSWERS, 0) * 1000) / received) / 10 : 0;
};

type Ids = { registrationId: number; practiceExamId: number };

/** Survey answers of the reference practice exam's questions (confidence, study hours, materials). */
export const SURVEY_ANSWERS = {
  [PRACTICE_EXAM_SURVEY_TYPE.pre]: { confidence: "Somewhat", study_hours: "2-5", materials: "Learning System" },
  [PRACTICE_EXAM_SURVEY_TYPE.post]: { confidence: "Confident", study_hours: "6-10", materials: "Learning System" },
} as const;

/** One survey answered for an exam number (answers default to SURVEY_ANSWERS). */
export async function practiceExamSurveyAnswered(
  ids: Ids,
  examNumber: number,
  surveyType: PracticeExamSurveyType,
  opts: { responses?: Record<string, string>; at?: Date } = {},
) {
  return db.practiceExamSurveyResponse.create({
    data: {
      ...ids,
      examNumber,
      surveyType,
      responses: opts.responses ?? SURVEY_ANSWERS[surveyType],
      ...(opts.at ? { createdAt: opts.at } : {}),
    },
  });
}

/** The number's live attempt started at the testing service (pre-exam survey answered first). */
export async function practiceExamStarted(ids: Ids, examNumber: number, opts: { at?: Date; externalAttemptId?: string } = {}) {
  const at = opts.at ?? new Date();
  await practiceExamSurveyAnswered(ids, examNumber, PRACTICE_EXAM_SURVEY_TYPE.pre, { at });
  // The id label too: browser tests share one database across processes, whose counters each start at 1.
  const externalAttemptId = opts.externalAttemptId ?? `factory-attempt-${idLabel()}-${next()}`;
  return db.practiceExamAttempt.create({
    data: {
      ...ids,
      examNumber,
      liveKey: liveKey(ids.registrationId, ids.practiceExamId, examNumber),
      externalAttemptId,
      redirectUrl: `https://exams.example.org/take/${externalAttemptId}`,
      startedAt: at,
    },
  });
}

/**
 * The number taken: pre-exam survey, the attempt with its result (`stats`, default
 * `competencyStats()`), and the post-exam survey unless `postSurvey: false`; the candidate moves on to
 * the next number.
 */
export async function practiceExamCompleted(
  ids: Ids,
  examNumber: number,
  opts: { stats?: PoolStat[]; startedAt?: Date; completedAt?: Date; postSurvey?: boolean } = {},
) {
  const completedAt = opts.completedAt ?? new Date();
  const attempt = await practiceExamStarted(ids, examNumber, { at: opts.startedAt ?? completedAt });
  const stats = opts.stats ?? competencyStats();
  const done = await db.practiceExamAttempt.update({
    where: { id: attempt.id },
    data: { completedAt, score: overall(stats), poolExamStats: stats as unknown as Prisma.InputJsonValue },
  });
  if (opts.postSurvey ?? true) await practiceExamSurveyAnswered(ids, examNumber, PRACTICE_EXAM_SURVEY_TYPE.post, { at: completedAt });
  const purchase = await db.registrationPracticeExam.findUniqueOrThrow({
    where: { registrationId_practiceExamId: ids },
    select: { currentExamNumber: true },
  });
  await db.registrationPracticeExam.update({
    where: { registrationId_practiceExamId: ids },
    data: { currentExamNumber: nextExamNumber(purchase.currentExamNumber, examNumber) },
  });
  return done;
}

/** In post-registration with the AFC Practice Exam Bundle bought with the registration and not used. */
export async function practiceExamBundleUnused(userId: number, opts: PostRegistrationOptions = {}) {
  const made = await inPostRegistration(userId, { ...opts, practiceExam: true });
  const purchase = await db.registrationPracticeExam.findFirstOrThrow({ where: { registrationId: made.registration.id } });
  const ids = { registrationId: made.registration.id, practiceExamId: purchase.practiceExamId };
  return { ...made, purchase, ids };
}

/**
 * The bundle bought and `exams` numbers taken (1: Exam #1 with its report available; 2: both), each
 * with both surveys; Exam #1 `stats1` 40 days ago, Exam #2 `stats2` 10 days ago.
 */
export async function practiceExamsTaken(
  userId: number,
  opts: PostRegistrationOptions & { exams?: 1 | 2; stats1?: PoolStat[]; stats2?: PoolStat[] } = {},
) {
  const now = opts.now ?? new Date();
  const made = await practiceExamBundleUnused(userId, opts);
  const first = await practiceExamCompleted(made.ids, 1, {
    stats: opts.stats1,
    startedAt: daysAgo(40, now),
    completedAt: daysAgo(40, now),
  });
  const second =
    (opts.exams ?? 1) === 2
      ? await practiceExamCompleted(made.ids, 2, {
          stats: opts.stats2 ?? competencyStats(COMPETENCY_NUMBERS.map((n) => 14 + (n % 5))),
          startedAt: daysAgo(10, now),
          completedAt: daysAgo(10, now),
        })
      : null;
  return { ...made, attempts: second ? [first, second] : [first] };
}

/** In post-registration without the bundle, the AFC Practice Exam Bundle waiting in the cart for this registration. */
export async function practiceExamInCart(userId: number, opts: PostRegistrationOptions = {}) {
  const made = await inPostRegistration(userId, { ...opts, practiceExam: false });
  const reference = opts.reference ?? (await certificationReference());
  const product = reference.practiceExam.product!;
  const line = await cartLine(userId, productLine(product, { registrationId: made.registration.id }));
  return { ...made, line, practiceExamId: reference.practiceExam.id };
}
