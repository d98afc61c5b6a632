/**
 * Practice exams (decision 49), the pure rules: each exam number's status and what its button does
 * first, a survey's completeness, the competency titles and the score report's arithmetic.
 * Browser-safe.
 */
import { PRACTICE_EXAM_NUMBERS, PRACTICE_EXAM_SURVEY_TYPE, type PracticeExamSurveyType } from "~/domain/constants.ts";

export type ExamNumber = (typeof PRACTICE_EXAM_NUMBERS)[number];

/** The spec's wording (member-portal 5 and 8, admin-back-office 8) and the portal's own. */
export const PRACTICE_EXAM_MESSAGES = {
  answer: "Please answer this question.",
  problem: "There was a problem",
  notReady: "There was a problem: your results are not ready yet. Finish the exam, then choose the results button again.",
  resetDone: "Successfully reset exam",
  resetFailed: "Could not reset exam",
  examNumberSaved: "Exam number saved",
} as const;

export function examName(examNumber: number): string {
  return `Exam #${examNumber}`;
}

export function isExamNumber(value: number): value is ExamNumber {
  return (PRACTICE_EXAM_NUMBERS as readonly number[]).includes(value);
}

export function isSurveyType(value: string): value is PracticeExamSurveyType {
  return value === PRACTICE_EXAM_SURVEY_TYPE.pre || value === PRACTICE_EXAM_SURVEY_TYPE.post;
}

/** The key of an exam number's live attempt (PracticeExamAttempt.liveKey). */
export function liveKey(registrationId: number, practiceExamId: number, examNumber: number): string {
  return `${registrationId}:${practiceExamId}:${examNumber}`;
}

// ---------------------------------------------------------------------------------------------
// Status of an exam number
// ---------------------------------------------------------------------------------------------

export const EXAM_STATUS = {
  /** a later number than the one the candidate is on */
  locked: "locked",
  notStarted: "not_started",
  preSurveyDone: "pre_survey_done",
  inProgress: "in_progress",
  /** the result is in; the post-exam survey comes before the report */
  completed: "completed",
  resultsAvailable: "results_available",
} as const;
export type ExamStatus = (typeof EXAM_STATUS)[keyof typeof EXAM_STATUS];

export type ExamNumberFacts = {
  examNumber: number;
  /** RegistrationPracticeExam.currentExamNumber */
  currentExamNumber: number;
  preSurvey: boolean;
  postSurvey: boolean;
  /** the number's live attempt (not reset) */
  attempt: { startedAt: Date | null; completedAt: Date | null } | null;
};

export function examStatus(f: ExamNumberFacts): ExamStatus {
  if (f.attempt?.completedAt) return f.postSurvey ? EXAM_STATUS.resultsAvailable : EXAM_STATUS.completed;
  if (f.attempt?.startedAt) return EXAM_STATUS.inProgress;
  if (f.examNumber > f.currentExamNumber) return EXAM_STATUS.locked;
  return f.preSurvey ? EXAM_STATUS.preSurveyDone : EXAM_STATUS.notStarted;
}

/** The status as the candidate and the admin read it; `completedOn` is the formatted completion date. */
export function examStatusLabel(status: ExamStatus, examNumber: number, completedOn: string | null): string {
  switch (status) {
    case EXAM_STATUS.locked:
      return `Opens after ${examName(examNumber - 1)}`;
    case EXAM_STATUS.notStarted:
      return "Not started";
    case EXAM_STATUS.preSurveyDone:
      return "Pre-exam survey done";
    case EXAM_STATUS.inProgress:
      return "In progress";
    case EXAM_STATUS.completed:
      return completedOn ? `Completed ${completedOn}` : "Completed";
    case EXAM_STATUS.resultsAvailable:
      return "Results available";
  }
}

/** What the exam number offers: take (start or resume), results (after the exam), the report, or nothing. */
export type ExamAction = "take" | "results" | "report" | null;

export function examActions(status: ExamStatus): ExamAction[] {
  switch (status) {
    case EXAM_STATUS.locked:
      return [];
    case EXAM_STATUS.notStarted:
    case EXAM_STATUS.preSurveyDone:
      return ["take"];
    case EXAM_STATUS.inProgress:
      return ["take", "results"];
    case EXAM_STATUS.completed:
      return ["results"];
    case EXAM_STATUS.resultsAvailable:
      return ["report"];
  }
}

/**
 * The step a button leads to: taking the exam asks the pre-exam survey before the number's first
 * start; accessing results asks the post-exam survey first (spec: "If not yet taken, a pre-exam
 * survey flow opens; if taken, post-exam").
 */
export function surveyFirst(
  intent: "take" | "results",
  f: Pick<ExamNumberFacts, "preSurvey" | "postSurvey">,
): PracticeExamSurveyType | null {
  if (intent === "take") return f.preSurvey ? null : PRACTICE_EXAM_SURVEY_TYPE.pre;
  return f.postSurvey ? null : PRACTICE_EXAM_SURVEY_TYPE.post;
}

/** Whether the candidate may start (or resume) the number now. */
export function canTake(f: ExamNumberFacts): boolean {
  const status = examStatus(f);
  return status === EXAM_STATUS.notStarted || status === EXAM_STATUS.preSurveyDone || status === EXAM_STATUS.inProgress;
}

/** After a result arrives for `examNumber`: the number the candidate is on next. */
export function nextExamNumber(currentExamNumber: number, completedExamNumber: number): number {
  const last = PRACTICE_EXAM_NUMBERS[PRACTICE_EXAM_NUMBERS.length - 1];
  return Math.max(currentExamNumber, Math.min(completedExamNumber + 1, last));
}

// ---------------------------------------------------------------------------------------------
// Surveys
// ---------------------------------------------------------------------------------------------

export type SurveyQuestion = { id: string; question: string; options: string[] };

/** The survey questions of a practice exam as stored (system data JSON); malformed entries are skipped. */
export function surveyQuestionsOf(value: unknown): SurveyQuestion[] {
  if (!Array.isArray(value)) return [];
  const out: SurveyQuestion[] = [];
  for (const entry of value) {
    const q = entry as { id?: unknown; question?: unknown; options?: unknown } | null;
    if (!q || typeof q.id !== "string" || !q.id || typeof q.question !== "string") continue;
    const options = Array.isArray(q.options) ? q.options.filter((o): o is string => typeof o === "string" && o.trim() !== "") : [];
    if (options.length === 0) continue;
    out.push({ id: q.id, question: q.question, options });
  }
  return out;
}

/** The form field of a question's answer. */
export function surveyField(questionId: string): string {
  return `q_${questionId}`;
}

/**
 * Checks a survey's answers: every question answered with one of its options. Answers the stored
 * responses, or the message per form field ('Please answer this question.').
 */
export function checkSurvey(
  questions: SurveyQuestion[],
  posted: Record<string, unknown>,
): { ok: true; responses: Record<string, string> } | { ok: false; errors: Record<string, string> } {
  const responses: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const value = posted[surveyField(q.id)];
    if (typeof value === "string" && q.options.includes(value)) responses[q.id] = value;
    else errors[surveyField(q.id)] = PRACTICE_EXAM_MESSAGES.answer;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, responses };
}

/** Stored answers next to their questions, for the admin (questions removed since show by their key). */
export function surveyAnswers(questions: SurveyQuestion[], responses: unknown): { question: string; answer: string }[] {
  const stored = responses && typeof responses === "object" ? (responses as Record<string, unknown>) : {};
  // Own keys only: a question whose id is "constructor" or "toString" is not answered by the prototype.
  const rows = questions.filter((q) => Object.hasOwn(stored, q.id)).map((q) => ({ question: q.question, answer: String(stored[q.id]) }));
  const known = new Set(questions.map((q) => q.id));
  for (const [key, value] of Object.entries(stored)) if (!known.has(key)) rows.push({ question: key, answer: String(value) });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Competencies and the score report
// ---------------------------------------------------------------------------------------------

/**
 * The fixed titles of competencies 1-9 on the score report. The spec names three (set the stage and
 * gather client information; manage money; educate about credit and debt); the other six are the
 * portal's (decision 49).
 */
export const COMPETENCY_TITLES: Readonly<Record<number, string>> = {
  1: "Set the stage and gather client information",
  2: "Manage money",
  3: "Educate about credit and debt",
  4: "Save and invest for goals",
  5: "Protect against risk",
  6: "Plan for retirement",
  7: "Navigate housing and major purchases",
  8: "Support behaviour change",
  9: "Practise ethically and professionally",
};
export const COMPETENCY_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const simplified = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const TITLE_TO_NUMBER = new Map(COMPETENCY_NUMBERS.map((n) => [simplified(COMPETENCY_TITLES[n]!), n]));

/**
 * The competency a pool stands for: a name that starts with its number ("Competency 3: …", "C3",
 * "3. …") or that is its title. Null: a pool the report lists under its own name.
 */
export function competencyOf(poolName: string): number | null {
  const numbered = /^\s*(?:competency\s*|c\s*)?0?([1-9])(?![0-9])/i.exec(poolName);
  if (numbered) return Number(numbered[1]);
  return TITLE_TO_NUMBER.get(simplified(poolName)) ?? null;
}

export type PoolStat = { POOLNAME: string; CORRECTANSWERS: number; QUESTIONSRECEIVED: number };

/** A count as the service may send it: a number, or a string of digits ("12"); anything else is NaN. */
const countOf = (v: unknown): number => (typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN);

/** Pool stats as stored (JSON); anything malformed reads as no stats. */
export function poolStatsOf(value: unknown): PoolStat[] | null {
  if (!Array.isArray(value)) return null;
  const out: PoolStat[] = [];
  for (const entry of value) {
    const e = entry as Partial<Record<keyof PoolStat, unknown>> | null;
    // Not Number(): it reads null, "" and false as 0 and true as 1.
    const correct = countOf(e?.CORRECTANSWERS);
    const received = countOf(e?.QUESTIONSRECEIVED);
    if (!e || typeof e.POOLNAME !== "string" || !Number.isInteger(correct) || !Number.isInteger(received)) return null;
    if (correct < 0 || received < 0 || correct > received) return null;
    out.push({ POOLNAME: e.POOLNAME, CORRECTANSWERS: correct, QUESTIONSRECEIVED: received });
  }
  return out;
}

export type ReportRow = {
  /** 1-9, or null for a pool that is no competency */
  competency: number | null;
  title: string;
  received: number;
  correct: number;
  /** whole percent; null when the exam asked nothing in this competency */
  percent: number | null;
  /** percentage points since the earlier exam, where both asked questions in it */
  change: number | null;
};

export type ScoreReport = {
  rows: ReportRow[];
  total: { received: number; correct: number; percent: number | null };
  /** titles of the three weakest competencies (lowest share right; ties by number) */
  weakest: string[];
};

const percentOf = (correct: number, received: number) => (received > 0 ? Math.round((correct * 100) / received) : null);

type Tally = { competency: number | null; title: string; received: number; correct: number };

function tally(stats: PoolStat[]): Tally[] {
  const byCompetency = new Map<number, Tally>(
    COMPETENCY_NUMBERS.map((n) => [n, { competency: n, title: COMPETENCY_TITLES[n]!, received: 0, correct: 0 }]),
  );
  const others = new Map<string, Tally>();
  for (const s of stats) {
    const n = competencyOf(s.POOLNAME);
    const row =
      n === null
        ? (others.get(s.POOLNAME) ??
          others.set(s.POOLNAME, { competency: null, title: s.POOLNAME, received: 0, correct: 0 }).get(s.POOLNAME)!)
        : byCompetency.get(n)!;
    row.received += s.QUESTIONSRECEIVED;
    row.correct += s.CORRECTANSWERS;
  }
  const named = [...others.values()].sort((a, b) => a.title.localeCompare(b.title));
  return [...byCompetency.values(), ...named];
}

/**
 * The score report of one exam: a row per competency 1-9 (and any other pool by name), the totals
 * (the sum of the rows), the three weakest competencies and, given the earlier exam's stats, the
 * change per competency.
 */
export function scoreReport(stats: PoolStat[], earlier: PoolStat[] | null = null): ScoreReport {
  const rows = tally(stats);
  const before = earlier ? new Map(tally(earlier).map((t) => [t.competency ?? `pool:${t.title}`, t])) : null;
  const reportRows: ReportRow[] = rows.map((t) => {
    const percent = percentOf(t.correct, t.received);
    const prior = before?.get(t.competency ?? `pool:${t.title}`);
    const priorPercent = prior ? percentOf(prior.correct, prior.received) : null;
    return { ...t, percent, change: percent !== null && priorPercent !== null ? percent - priorPercent : null };
  });
  const received = rows.reduce((sum, r) => sum + r.received, 0);
  const correct = rows.reduce((sum, r) => sum + r.correct, 0);
  const weakest = rows
    .filter((r) => r.competency !== null && r.received > 0)
    .sort((a, b) => a.correct / a.received - b.correct / b.received || a.competency! - b.competency!)
    .slice(0, 3)
    .map((r) => r.title);
  return { rows: reportRows, total: { received, correct, percent: percentOf(correct, received) }, weakest };
}
