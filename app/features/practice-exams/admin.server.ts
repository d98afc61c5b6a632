/**
 * Practice exams on the admin Course Registration review (admin spec 6-8, decision 49): each bundle
 * with both exam numbers' status, live attempt, survey answers and result, and the attempts reset
 * before (history); Reset ends a number's live attempt so the candidate can take it again ('Successfully
 * reset exam' / 'Could not reset exam'); the admin sets the number the candidate is on. Each change
 * is an audit event.
 */
import { z } from "zod";
import { PRACTICE_EXAM_NUMBERS, PRACTICE_EXAM_SURVEY_TYPE } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import {
  examName,
  examStatus,
  examStatusLabel,
  isExamNumber,
  liveKey,
  poolStatsOf,
  PRACTICE_EXAM_MESSAGES,
  scoreReport,
  surveyAnswers,
  surveyQuestionsOf,
  type ExamNumber,
} from "./rules.ts";

type Outcome = { ok: true; message: string } | { ok: false; message: string };

export type SurveyAnswer = { question: string; answer: string };

export type PracticeExamNumberRow = {
  examNumber: number;
  name: string;
  status: string;
  /** the testing service's attempt id of the live attempt */
  externalAttemptId: string | null;
  startedOn: string;
  completedOn: string;
  /** the overall percentage the service reported */
  score: string;
  /** the pool stats' totals: "123 of 180 correct (68%)" */
  result: string | null;
  preSurvey: SurveyAnswer[];
  postSurvey: SurveyAnswer[];
  /** the Reset modal, offered while the number has a live attempt */
  resetHref: string | null;
};

export type PracticeExamHistoryRow = {
  id: number;
  name: string;
  startedOn: string;
  completedOn: string;
  score: string;
  resetOn: string;
};

export type RegistrationPracticeExamView = {
  practiceExamId: number;
  name: string;
  currentExamNumber: number;
  numbers: PracticeExamNumberRow[];
  history: PracticeExamHistoryRow[];
  /** where the Exam number form posts */
  examNumberAction: string;
};

const dash = (text: string) => text || "—";
const scoreText = (score: number | null) => (score === null ? "—" : `${score}%`);

/** The review page's Practice Exams section: one entry per bundle on the registration (none: no section). */
export async function listRegistrationPracticeExams(registrationId: number): Promise<RegistrationPracticeExamView[]> {
  const bundles = await db.registrationPracticeExam.findMany({
    where: { registrationId },
    orderBy: { id: "asc" },
    select: {
      practiceExamId: true,
      currentExamNumber: true,
      practiceExam: {
        select: {
          name: true,
          surveyQuestions: true,
          attempts: {
            where: { registrationId },
            orderBy: [{ createdAt: "asc" }, { id: "asc" }],
            select: {
              id: true,
              examNumber: true,
              liveKey: true,
              externalAttemptId: true,
              startedAt: true,
              completedAt: true,
              score: true,
              poolExamStats: true,
              resetAt: true,
            },
          },
          surveyResponses: { where: { registrationId }, select: { examNumber: true, surveyType: true, responses: true } },
        },
      },
    },
  });
  return bundles.map((bundle) => {
    const { practiceExam: exam, practiceExamId, currentExamNumber } = bundle;
    const questions = surveyQuestionsOf(exam.surveyQuestions);
    const survey = (examNumber: number, surveyType: string) =>
      exam.surveyResponses.find((s) => s.examNumber === examNumber && s.surveyType === surveyType) ?? null;
    const numbers = PRACTICE_EXAM_NUMBERS.map((examNumber): PracticeExamNumberRow => {
      const live = exam.attempts.find((a) => a.examNumber === examNumber && a.liveKey !== null) ?? null;
      const pre = survey(examNumber, PRACTICE_EXAM_SURVEY_TYPE.pre);
      const post = survey(examNumber, PRACTICE_EXAM_SURVEY_TYPE.post);
      const status = examStatus({
        examNumber,
        currentExamNumber,
        preSurvey: pre !== null,
        postSurvey: post !== null,
        attempt: live && { startedAt: live.startedAt, completedAt: live.completedAt },
      });
      const stats = live?.completedAt ? poolStatsOf(live.poolExamStats) : null;
      const total = stats ? scoreReport(stats).total : null;
      return {
        examNumber,
        name: examName(examNumber),
        status: examStatusLabel(status, examNumber, live?.completedAt ? formatDate(live.completedAt) : null),
        externalAttemptId: live?.externalAttemptId ?? null,
        startedOn: dash(formatDate(live?.startedAt)),
        completedOn: dash(formatDate(live?.completedAt)),
        score: scoreText(live?.score ?? null),
        result: total && total.received > 0 ? `${total.correct} of ${total.received} correct (${total.percent ?? 0}%)` : null,
        preSurvey: pre ? surveyAnswers(questions, pre.responses) : [],
        postSurvey: post ? surveyAnswers(questions, post.responses) : [],
        resetHref: live ? paths.admin.courseRegistrations.practiceExamReset(registrationId, practiceExamId, examNumber) : null,
      };
    });
    const history = exam.attempts
      .filter((a) => a.liveKey === null && a.resetAt !== null)
      .map((a) => ({
        id: a.id,
        name: examName(a.examNumber),
        startedOn: dash(formatDate(a.startedAt)),
        completedOn: dash(formatDate(a.completedAt)),
        score: scoreText(a.score),
        resetOn: formatDate(a.resetAt),
      }));
    return {
      practiceExamId,
      name: exam.name,
      currentExamNumber,
      numbers,
      history,
      examNumberAction: paths.admin.courseRegistrations.practiceExamNumber(registrationId, practiceExamId),
    };
  });
}

type BundleIds = { registrationId: number; practiceExamId: number };

/** One bundle on a registration (the Reset modal's name and number), or null. */
export async function getRegistrationPracticeExam({ registrationId, practiceExamId }: BundleIds) {
  return db.registrationPracticeExam.findUnique({
    where: { registrationId_practiceExamId: { registrationId, practiceExamId } },
    select: { id: true, currentExamNumber: true, practiceExam: { select: { name: true } } },
  });
}

/**
 * Ends the number's live attempt (kept with its result as history) so the candidate can take the
 * number again; the surveys stay (asked once per number, decision 49). Nothing live (never started,
 * already reset, a second click or a second admin at once) answers 'Could not reset exam'.
 */
export async function resetPracticeExam(actor: Actor, input: BundleIds & { examNumber: number }, now = new Date()): Promise<Outcome> {
  const key = liveKey(input.registrationId, input.practiceExamId, input.examNumber);
  const done = await db.$transaction(async (tx) => {
    const live = await tx.practiceExamAttempt.findUnique({
      where: { liveKey: key },
      select: { id: true, examNumber: true, externalAttemptId: true, startedAt: true, completedAt: true, score: true },
    });
    if (!live) return false;
    const { id, ...attempt } = live;
    // The claim: of two resets at once only one still finds the key.
    const claimed = await tx.practiceExamAttempt.updateMany({ where: { id, liveKey: key }, data: { liveKey: null, resetAt: now } });
    if (claimed.count !== 1) return false;
    await auditChange(tx, actor, {
      action: "practiceExamAttempt.reset",
      entityType: "PracticeExamAttempt",
      entityId: id,
      before: { ...attempt, liveKey: key, resetAt: null },
      after: { liveKey: null, resetAt: now },
    });
    return true;
  });
  return done ? { ok: true, message: PRACTICE_EXAM_MESSAGES.resetDone } : { ok: false, message: PRACTICE_EXAM_MESSAGES.resetFailed };
}

export const PRACTICE_EXAM_NUMBER_FAILED = "Could not save the exam number";

/** The Exam number form (a select of Exam #1 and Exam #2). */
export const practiceExamNumberSchema = z.object({
  examNumber: z.coerce
    .number({ invalid_type_error: "Choose Exam #1 or Exam #2." })
    .refine((n): n is ExamNumber => isExamNumber(n), "Choose Exam #1 or Exam #2."),
});

/** Sets the number the candidate is on; the same number again changes nothing (and is no event). */
export async function setPracticeExamNumber(actor: Actor, input: BundleIds & { examNumber: number }): Promise<Outcome> {
  if (!isExamNumber(input.examNumber)) return { ok: false, message: PRACTICE_EXAM_NUMBER_FAILED };
  const { registrationId, practiceExamId, examNumber } = input;
  const where = { registrationId_practiceExamId: { registrationId, practiceExamId } };
  const done = await db.$transaction(async (tx) => {
    const bundle = await tx.registrationPracticeExam.findUnique({ where, select: { id: true, currentExamNumber: true } });
    if (!bundle) return false;
    if (bundle.currentExamNumber === examNumber) return true;
    await tx.registrationPracticeExam.update({ where, data: { currentExamNumber: examNumber } });
    await auditChange(tx, actor, {
      action: "registrationPracticeExam.examNumber",
      entityType: "RegistrationPracticeExam",
      entityId: bundle.id,
      before: { currentExamNumber: bundle.currentExamNumber },
      after: { currentExamNumber: examNumber },
    });
    return true;
  });
  return done ? { ok: true, message: PRACTICE_EXAM_MESSAGES.examNumberSaved } : { ok: false, message: PRACTICE_EXAM_NUMBER_FAILED };
}
