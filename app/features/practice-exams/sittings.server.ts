/**
 * Taking a practice exam (decision 49): the take and access-results buttons, the surveys before
 * and after, starting an attempt at the testing service and reading its result back.
 *
 * - Take: the pre-exam survey before the number's first start; then the number's live attempt
 *   (one per number: `liveKey` is unique, so two clicks make one) is started at the testing service
 *   under the attempt's own reference (the service answers the same attempt for the same reference,
 *   with a fresh address), and the candidate goes to its `redirect_url`.
 * - Access results: the post-exam survey first; then the result, read from the service when not yet
 *   stored, and the score report.
 * - A survey is stored once per number and type (answering again keeps the first); its answer
 *   carries on where its button led.
 * The service failing or answering nothing is 'There was a problem'; nothing the candidate did is
 * lost (the survey stays answered, the attempt keeps its reference).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { PRACTICE_EXAM_SURVEY_TYPE, type PracticeExamSurveyType } from "~/domain/constants.ts";
import { fetchPracticeExamAttempt, startPracticeExamAttempt } from "~/integrations/testing-service.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";
import { paths } from "~/lib/paths.ts";
import { numberFacts, practiceExamTexts, readPracticeExamRegistration, type PracticeExamRead } from "./candidate.server.ts";
import {
  canTake,
  checkSurvey,
  EXAM_STATUS,
  examName,
  examStatus,
  liveKey,
  nextExamNumber,
  PRACTICE_EXAM_MESSAGES,
  surveyFirst,
  surveyQuestionsOf,
} from "./rules.ts";

export type Sitting = { userId: number; registrationId: number; practiceExamId: number; examNumber: number };

export type SittingOutcome =
  /** the survey comes first */
  | { kind: "survey"; surveyType: PracticeExamSurveyType }
  /** to the testing service */
  | { kind: "exam"; url: string }
  | { kind: "report" }
  /** the service failed or answered nothing ('There was a problem'), or the result is not ready */
  | { kind: "problem"; message: string }
  /** not possible in the number's state (a stale page) */
  | { kind: "refused"; message: string };

export type SurveyOutcome = SittingOutcome | { kind: "invalid"; errors: Record<string, string> };

type Bought = { read: PracticeExamRead; exam: PracticeExamRead["exams"][number] };

/** The member's registration and the bought bundle; null when either is not theirs or not bought (a 404). */
async function boughtBundle(s: Sitting): Promise<Bought | null> {
  const read = await readPracticeExamRegistration(s.userId, s.registrationId);
  const exam = read?.exams.find((e) => e.id === s.practiceExamId);
  if (!read || !exam || !read.registration.practiceExams.some((p) => p.practiceExamId === exam.id)) return null;
  return { read, exam };
}

const hasQuestions = (exam: Bought["exam"]) => surveyQuestionsOf(exam.surveyQuestions).length > 0;

function notTakeable(b: Bought, s: Sitting): SittingOutcome {
  const status = examStatus(numberFacts(b.read.registration, s.practiceExamId, s.examNumber));
  const message =
    status === EXAM_STATUS.locked
      ? `${examName(s.examNumber)} opens after ${examName(s.examNumber - 1)}.`
      : `${examName(s.examNumber)} is finished: its results are on the practice exam page.`;
  return { kind: "refused", message };
}

/** The take button: the pre-exam survey, or the exam at the testing service. Null: not the member's bundle. */
export async function takePracticeExam(s: Sitting, now = new Date()): Promise<SittingOutcome | null> {
  const b = await boughtBundle(s);
  if (!b) return null;
  const facts = numberFacts(b.read.registration, s.practiceExamId, s.examNumber);
  if (!canTake(facts)) return notTakeable(b, s);
  const survey = hasQuestions(b.exam) ? surveyFirst("take", facts) : null;
  if (survey) return { kind: "survey", surveyType: survey };
  return startAttempt(s, b, now);
}

/** The number's live attempt, made once (two clicks at once make one row). */
async function liveAttempt(s: Sitting) {
  const key = liveKey(s.registrationId, s.practiceExamId, s.examNumber);
  const existing = await db.practiceExamAttempt.findUnique({ where: { liveKey: key } });
  if (existing) return existing;
  try {
    return await db.practiceExamAttempt.create({
      data: { registrationId: s.registrationId, practiceExamId: s.practiceExamId, examNumber: s.examNumber, liveKey: key },
    });
  } catch (error) {
    const again = await db.practiceExamAttempt.findUnique({ where: { liveKey: key } });
    if (again) return again;
    throw error;
  }
}

async function startAttempt(s: Sitting, b: Bought, now: Date): Promise<SittingOutcome> {
  const attempt = await liveAttempt(s);
  const examId = b.exam.externalExamId;
  if (!examId) {
    log.error("Practice exam has no exam id at the testing service", { practiceExamId: s.practiceExamId });
    return { kind: "problem", message: PRACTICE_EXAM_MESSAGES.problem };
  }
  const user = await db.user.findUniqueOrThrow({ where: { id: s.userId }, select: { firstName: true, lastName: true, email: true } });
  const returnUrl = new URL(paths.practiceExams.returnFrom(s.registrationId, s.practiceExamId, s.examNumber), getEnv().APP_URL).href;
  const started = await startPracticeExamAttempt({
    examId,
    reference: `portal-attempt-${attempt.id}`,
    candidate: { externalId: `portal-${s.userId}`, firstName: user.firstName, lastName: user.lastName, email: user.email },
    returnUrl,
  });
  if (!started.ok) {
    log.error("Practice exam could not start", { attemptId: attempt.id, message: started.message });
    // Resuming still works from the address the service gave at the start.
    if (attempt.redirectUrl) return { kind: "exam", url: attempt.redirectUrl };
    return { kind: "problem", message: PRACTICE_EXAM_MESSAGES.problem };
  }
  await db.practiceExamAttempt.update({
    where: { id: attempt.id },
    data: { externalAttemptId: started.attemptId, redirectUrl: started.redirectUrl, startedAt: attempt.startedAt ?? now },
  });
  return { kind: "exam", url: started.redirectUrl };
}

/** The access-results button: the post-exam survey, then the score report (reading the result first). */
export async function accessPracticeExamResults(s: Sitting, now = new Date()): Promise<SittingOutcome | null> {
  const b = await boughtBundle(s);
  if (!b) return null;
  const facts = numberFacts(b.read.registration, s.practiceExamId, s.examNumber);
  if (!facts.attempt?.startedAt) return { kind: "refused", message: `${examName(s.examNumber)} has not been started yet.` };
  const survey = hasQuestions(b.exam) ? surveyFirst("results", facts) : null;
  if (survey) return { kind: "survey", surveyType: survey };
  if (facts.attempt.completedAt) return { kind: "report" };
  const settled = await settlePracticeExam(s, now);
  if (settled === "completed") return { kind: "report" };
  return { kind: "problem", message: settled === "in_progress" ? PRACTICE_EXAM_MESSAGES.notReady : PRACTICE_EXAM_MESSAGES.problem };
}

/**
 * Reads the live attempt's result from the testing service and keeps it once (the first result
 * stays); the candidate moves on to the next number. Never throws for the service.
 */
export async function settlePracticeExam(
  s: Sitting,
  now = new Date(),
): Promise<"completed" | "in_progress" | "not_started" | "failed" | "not_found"> {
  const key = liveKey(s.registrationId, s.practiceExamId, s.examNumber);
  const attempt = await db.practiceExamAttempt.findFirst({
    where: { liveKey: key, registration: { userId: s.userId } },
    select: { id: true, externalAttemptId: true, completedAt: true },
  });
  if (!attempt) return "not_found";
  if (attempt.completedAt) return "completed";
  if (!attempt.externalAttemptId) return "not_started";
  const result = await fetchPracticeExamAttempt(attempt.externalAttemptId);
  if (!result.ok) {
    log.error("Practice exam result could not be read", { attemptId: attempt.id, message: result.message });
    return "failed";
  }
  if (result.status !== "completed" || !result.poolExamStats) return "in_progress";
  const stats = result.poolExamStats;
  await db.$transaction(async (tx) => {
    const stored = await tx.practiceExamAttempt.updateMany({
      where: { id: attempt.id, completedAt: null },
      data: {
        completedAt: result.completedAt ?? now,
        score: result.score,
        poolExamStats: stats as unknown as Prisma.InputJsonValue,
      },
    });
    if (stored.count === 0) return;
    const ids = { registrationId: s.registrationId, practiceExamId: s.practiceExamId };
    const purchase = await tx.registrationPracticeExam.findUnique({ where: { registrationId_practiceExamId: ids } });
    if (purchase) {
      await tx.registrationPracticeExam.update({
        where: { id: purchase.id },
        data: { currentExamNumber: nextExamNumber(purchase.currentExamNumber, s.examNumber) },
      });
    }
  });
  return "completed";
}

/** The survey modal's questions are due: pre before the first start, post once started. */
function surveyDue(b: Bought, s: Sitting, surveyType: PracticeExamSurveyType): SittingOutcome | null {
  const facts = numberFacts(b.read.registration, s.practiceExamId, s.examNumber);
  if (surveyType === PRACTICE_EXAM_SURVEY_TYPE.pre) return canTake(facts) ? null : notTakeable(b, s);
  return facts.attempt?.startedAt ? null : { kind: "refused", message: `${examName(s.examNumber)} has not been started yet.` };
}

/** The survey modal's data (its refusal when not due, the texts and questions); null: not the member's bundle. */
export async function loadPracticeExamSurvey(s: Sitting, surveyType: PracticeExamSurveyType) {
  const b = await boughtBundle(s);
  if (!b) return null;
  return { refusal: surveyDue(b, s, surveyType), texts: practiceExamTexts(b.exam) };
}

/**
 * Stores the survey (every question answered: 'Please answer this question.' on each one missing)
 * once, then carries on: the pre-exam survey to the exam, the post-exam survey to the results.
 */
export async function submitPracticeExamSurvey(
  s: Sitting,
  surveyType: PracticeExamSurveyType,
  posted: Record<string, unknown>,
  now = new Date(),
): Promise<SurveyOutcome | null> {
  const b = await boughtBundle(s);
  if (!b) return null;
  const refusal = surveyDue(b, s, surveyType);
  if (refusal) return refusal;
  const checked = checkSurvey(surveyQuestionsOf(b.exam.surveyQuestions), posted);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors };
  const where = {
    registrationId: s.registrationId,
    practiceExamId: s.practiceExamId,
    examNumber: s.examNumber,
    surveyType,
  };
  try {
    await db.practiceExamSurveyResponse.upsert({
      where: { registrationId_practiceExamId_examNumber_surveyType: where },
      create: { ...where, responses: checked.responses },
      update: {},
    });
  } catch (error) {
    // Answered twice at once: the other answer was stored first, and the first one stays.
    if (!(await db.practiceExamSurveyResponse.count({ where }))) throw error;
  }
  return surveyType === PRACTICE_EXAM_SURVEY_TYPE.pre ? takePracticeExam(s, now) : accessPracticeExamResults(s, now);
}
