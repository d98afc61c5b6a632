/**
 * The score report of one exam number (/registration/:registrationId/practice-exam/:practiceExamId/result/:examNumber):
 * the live attempt's result by competency (rules.ts `scoreReport`), for Exam #2 beside Exam #1's.
 * The results come after the post-exam survey, so without it there is no result to show.
 */
import { PRACTICE_EXAM_SURVEY_TYPE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { paths } from "~/lib/paths.ts";
import { examName, liveKey, poolStatsOf, scoreReport, type ExamNumber, type ScoreReport } from "./rules.ts";

/** The exam number a report compares with (Exam #2's change since Exam #1). */
const EARLIER: Partial<Record<ExamNumber, ExamNumber>> = { 2: 1 };

export type ScoreReportResult = {
  /** MM/DD/YYYY in New York */
  completedOn: string;
  /** the overall percentage: the testing service's score, else the total row's */
  overallPercent: number | null;
  report: ScoreReport;
  /** the earlier exam the change column compares with ("Exam #1"), when it has a result; else no change column */
  comparedWith: string | null;
};

export type ScoreReportPage = {
  practiceExamName: string;
  examNumber: ExamNumber;
  examName: string;
  /** the practice exam's page (Exam #1 and #2 with their status) */
  backHref: string;
  /** null while the number has no result, or its post-exam survey is not answered */
  result: ScoreReportResult | null;
};

type AttemptResult = { examNumber: number; completedAt: Date | null; score: number | null; poolExamStats: unknown };

/** Percent with at most one decimal (the service may report 67.5). */
const percentOfScore = (score: number) => Math.round(score * 10) / 10;

/**
 * The member's score report of an exam number, or null when the registration is not theirs or has
 * not bought this practice exam (the route's 404).
 */
export async function loadScoreReport(input: {
  userId: number;
  registrationId: number;
  practiceExamId: number;
  examNumber: ExamNumber;
}): Promise<ScoreReportPage | null> {
  const { userId, registrationId, practiceExamId, examNumber } = input;
  const earlier = EARLIER[examNumber] ?? null;
  const keys = [examNumber, ...(earlier ? [earlier] : [])].map((n) => liveKey(registrationId, practiceExamId, n));
  const [purchase, attempts, postSurvey] = await Promise.all([
    db.registrationPracticeExam.findFirst({
      where: { registrationId, practiceExamId, registration: { userId } },
      select: { practiceExam: { select: { name: true } } },
    }),
    db.practiceExamAttempt.findMany({
      where: { liveKey: { in: keys }, completedAt: { not: null } },
      select: { examNumber: true, completedAt: true, score: true, poolExamStats: true },
    }),
    db.practiceExamSurveyResponse.findUnique({
      where: {
        registrationId_practiceExamId_examNumber_surveyType: {
          registrationId,
          practiceExamId,
          examNumber,
          surveyType: PRACTICE_EXAM_SURVEY_TYPE.post,
        },
      },
      select: { id: true },
    }),
  ]);
  if (!purchase) return null;
  const page = {
    practiceExamName: purchase.practiceExam.name,
    examNumber,
    examName: examName(examNumber),
    backHref: paths.practiceExams.exam(registrationId, practiceExamId),
  };
  const own = attempts.find((a) => a.examNumber === examNumber);
  if (!own?.completedAt || !postSurvey) return { ...page, result: null };
  const before: AttemptResult | undefined = earlier ? attempts.find((a) => a.examNumber === earlier) : undefined;
  const beforeStats = before ? poolStatsOf(before.poolExamStats) : null;
  // A result whose stats cannot be read shows every competency as not in the exam, never a wrong number.
  const report = scoreReport(poolStatsOf(own.poolExamStats) ?? [], beforeStats);
  return {
    ...page,
    result: {
      completedOn: formatDate(own.completedAt),
      overallPercent: own.score !== null ? percentOfScore(own.score) : report.total.percent,
      report,
      comparedWith: earlier && beforeStats ? examName(earlier) : null,
    },
  };
}
