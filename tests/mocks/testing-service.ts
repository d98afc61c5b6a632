import { randomBytes } from "node:crypto";
import { delay, http, HttpResponse } from "msw";
import {
  MOCK_TESTING_SERVICE_TOKEN,
  PRACTICE_EXAMS_API_PATH,
  PRACTICE_EXAMS_TIMEOUT_MS,
  type PoolStat,
  type PracticeExamAttemptStatus,
} from "../../app/integrations/testing-service.server.ts";
import { getEnv } from "../../app/lib/env.server.ts";
import { paths } from "../../app/lib/paths.ts";

/**
 * The testing service that delivers practice exams (app/integrations/testing-service.server.ts),
 * the part the portal calls, answering as the real service would:
 * - every call without `Authorization: Bearer <MOCK_TESTING_SERVICE_TOKEN>` answers 401;
 * - exams it knows: any id of the form `PX-<LETTERS, DIGITS, DASHES>` (PX-AFC-1); others 404;
 * - POST …/exams/{examId}/attempts answers 201 and a new attempt, or 200 and the same attempt for a
 *   reference already used on that exam; its `redirect_url` is the candidate's exam page, here
 *   routes/resources.mock-testing.$attemptId.tsx (`${APP_URL}/resources/mock-testing/{attemptId}`);
 * - GET …/attempts/{attemptId} answers the attempt: started → in_progress once its page is opened →
 *   completed once finished there, with `score` as a string and `pool_exam_stats` as a JSON string
 *   whose counts are strings; an attempt held by `setScoringLag` answers completed with no stats;
 * - errors come as `{ error, message }`.
 * Three prefixes answer a start badly, on purpose: `PX-DOWN-*` 503, `PX-EMPTY-*` 200 with an empty
 * body, `PX-SLOW-*` after PRACTICE_EXAMS_TIMEOUT_MS + 2 s (past the client's limit).
 *
 * The exam: one pool per competency (POOLNAME `Competency N: <title>`), two multiple-choice
 * questions in each (MOCK_EXAM_QUESTIONS; `mockAnswers` answers them).
 *
 * State lives on globalThis, in memory (the Remix build bundles its own copy of this module, and the
 * msw handlers started by app/server.ts and the exam page must share it). Tests drive it through
 * `mockTestingService`.
 */
const EXAM_ID_PATTERN = /^PX-[A-Z0-9-]+$/;
export const TESTING_SERVICE_SLOW_PREFIX = "PX-SLOW-";
export const TESTING_SERVICE_DOWN_PREFIX = "PX-DOWN-";
export const TESTING_SERVICE_EMPTY_PREFIX = "PX-EMPTY-";

export const MOCK_EXAM_POOLS = [
  "Competency 1: Set the stage and gather client information",
  "Competency 2: Manage money",
  "Competency 3: Educate about credit and debt",
  "Competency 4: Save and invest for goals",
  "Competency 5: Protect against risk",
  "Competency 6: Plan for retirement",
  "Competency 7: Navigate housing and major purchases",
  "Competency 8: Support behaviour change",
  "Competency 9: Practise ethically and professionally",
] as const;

/** The exam page's words (routes/resources.mock-testing.$attemptId.tsx), for tests to find. */
export const MOCK_EXAM_PAGE_TEXT = {
  marker: "Test mode: the portal's stand-in for the testing service",
  unknown: "This exam attempt does not exist.",
  finished: "This exam is finished",
  leave: "Leave and come back later",
  finish: "Finish exam",
  back: "Return to the member portal",
} as const;

export type MockExamQuestion = {
  /** the form field's name on the exam page */
  id: string;
  pool: (typeof MOCK_EXAM_POOLS)[number];
  text: string;
  options: readonly [string, string, string, string];
  /** the index of the right option */
  answer: number;
};

const q = (pool: number, n: number, text: string, options: MockExamQuestion["options"], answer: number): MockExamQuestion => ({
  id: `c${pool}-q${n}`,
  pool: MOCK_EXAM_POOLS[pool - 1],
  text,
  options,
  answer,
});

export const MOCK_EXAM_QUESTIONS: readonly MockExamQuestion[] = [
  q(
    1,
    1,
    "At a first session, what should a counselor do before giving any advice?",
    [
      "Recommend a budgeting app",
      "Gather the client's goals, income, expenses and debts",
      "Pull the client's credit report without asking",
      "Suggest closing every credit card",
    ],
    1,
  ),
  q(
    1,
    2,
    "Which of these is an open-ended question?",
    [
      "Do you have a budget?",
      "Is your rent due on the first of the month?",
      "What would you like to be different about your finances a year from now?",
      "Are you married?",
    ],
    2,
  ),
  q(
    2,
    1,
    "A client takes home $3,000 a month and has $2,400 of fixed expenses. How much is left for variable spending and saving?",
    ["$400", "$600", "$2,400", "$5,400"],
    1,
  ),
  q(2, 2, "Which of these is usually a variable expense?", ["Rent", "A car loan payment", "Groceries", "A student loan payment"], 2),
  q(
    3,
    1,
    "Which factor carries the most weight in a FICO credit score?",
    ["Payment history", "Types of credit in use", "New credit", "Length of credit history"],
    0,
  ),
  q(
    3,
    2,
    "With the debt avalanche method, which debt gets the extra payments first?",
    ["The smallest balance", "The highest interest rate", "The oldest account", "The newest account"],
    1,
  ),
  q(
    4,
    1,
    "A common guideline for an emergency fund is:",
    ["One week of expenses", "Three to six months of essential expenses", "Ten years of income", "Whatever is left after investing"],
    1,
  ),
  q(
    4,
    2,
    "Spreading investments across asset classes to lower risk is called:",
    ["Diversification", "Dollar-cost averaging", "Rebalancing", "Compounding"],
    0,
  ),
  q(
    5,
    1,
    "Which insurance replaces income when an illness keeps someone from working?",
    ["Term life insurance", "Disability insurance", "Renters insurance", "Umbrella liability insurance"],
    1,
  ),
  q(
    5,
    2,
    "Raising an insurance policy's deductible usually:",
    ["Raises the premium", "Lowers the premium", "Cancels the coverage", "Has no effect on the premium"],
    1,
  ),
  q(
    6,
    1,
    "An employer matches 50% of contributions up to 6% of pay. To receive the whole match, the employee contributes at least:",
    ["3% of pay", "6% of pay", "9% of pay", "50% of pay"],
    1,
  ),
  q(
    6,
    2,
    "Contributions to a Roth IRA are made with:",
    ["Pre-tax dollars", "After-tax dollars", "Employer dollars only", "Borrowed money"],
    1,
  ),
  q(
    7,
    1,
    "Which ratio compares a borrower's monthly debt payments to their gross monthly income?",
    ["Loan-to-value ratio", "Debt-to-income ratio", "Current ratio", "Savings rate"],
    1,
  ),
  q(
    7,
    2,
    "On a conventional mortgage, private mortgage insurance is usually required when the down payment is less than:",
    ["5%", "10%", "20%", "50%"],
    2,
  ),
  q(
    8,
    1,
    'A client says: "I know I should save, but I\'m not ready to start yet." In the stages of change model, the client is most likely in:',
    ["Precontemplation", "Contemplation", "Action", "Maintenance"],
    1,
  ),
  q(
    8,
    2,
    "Which goal is written as a SMART goal?",
    [
      "Save more money",
      "Get out of debt someday",
      "Save $50 from each paycheck for six months to build a $600 emergency fund",
      "Spend less on fun",
    ],
    2,
  ),
  q(
    9,
    1,
    "A client asks which stock to buy. A counselor who holds no investment licence should:",
    ["Recommend a stock they own", "Refer the client to a licensed professional", "Pick one from the news", "Suggest borrowing to invest"],
    1,
  ),
  q(
    9,
    2,
    "A counselor may share a client's information with a third party when:",
    [
      "The counselor finds the case interesting",
      "The client has given written consent",
      "A friend of the client asks for it",
      "The third party is the counselor's relative",
    ],
    1,
  ),
];

/** Answers for the exam page's form (question id → option index): all right, except the questions named in `wrong`. */
export function mockAnswers(wrong: Iterable<string> = []): Record<string, string> {
  const wrongIds = new Set(wrong);
  return Object.fromEntries(
    MOCK_EXAM_QUESTIONS.map((question) => [question.id, String(wrongIds.has(question.id) ? (question.answer + 1) % 4 : question.answer)]),
  );
}

export type MockCandidate = { externalId: string; firstName: string; lastName: string; email: string };
/** An attempt as the stand-in keeps it. */
export type MockTestingAttempt = {
  id: string;
  examId: string;
  reference: string;
  candidate: MockCandidate;
  returnUrl: string;
  status: PracticeExamAttemptStatus;
  startedAt: Date;
  completedAt: Date | null;
  /** percent of the questions answered right, once completed */
  score: number | null;
  poolExamStats: PoolStat[] | null;
  /** while set, GET answers a completed attempt with no stats yet (the service still scoring it) */
  scoringLag: boolean;
};

type State = { attempts: Map<string, MockTestingAttempt>; byReference: Map<string, string> };
const STATE_KEY = Symbol.for("portal.mockTestingService");
type Holder = { [STATE_KEY]?: State };
const emptyState = (): State => ({ attempts: new Map(), byReference: new Map() });
function state(): State {
  const holder = globalThis as Holder;
  return (holder[STATE_KEY] ??= emptyState());
}

const referenceKey = (examId: string, reference: string) => `${examId}\n${reference}`;
const copy = (a: MockTestingAttempt): MockTestingAttempt => structuredClone(a);

/** Grades answers (question id → option index; unanswered or anything else is wrong). */
export function gradeMockExam(answers: Record<string, string | undefined>): { score: number; poolExamStats: PoolStat[] } {
  const poolExamStats = MOCK_EXAM_POOLS.map((pool) => {
    const questions = MOCK_EXAM_QUESTIONS.filter((question) => question.pool === pool);
    const correct = questions.filter((question) => answers[question.id] === String(question.answer)).length;
    return { POOLNAME: pool, CORRECTANSWERS: correct, QUESTIONSRECEIVED: questions.length };
  });
  const correct = poolExamStats.reduce((sum, p) => sum + p.CORRECTANSWERS, 0);
  return { score: Math.round((10_000 * correct) / MOCK_EXAM_QUESTIONS.length) / 100, poolExamStats };
}

export const mockTestingService = {
  /** Forgets every attempt. */
  reset() {
    (globalThis as Holder)[STATE_KEY] = emptyState();
  },
  /** An attempt, or null for an unknown id. */
  attempt(attemptId: string): MockTestingAttempt | null {
    const a = state().attempts.get(attemptId);
    return a ? copy(a) : null;
  },
  /** The attempt started on an exam with a reference, or null. */
  attemptByReference(examId: string, reference: string): MockTestingAttempt | null {
    const id = state().byReference.get(referenceKey(examId, reference));
    return id ? mockTestingService.attempt(id) : null;
  },
  /** The candidate opened the exam page: a started attempt is now in progress. Null for an unknown id. */
  open(attemptId: string): MockTestingAttempt | null {
    const a = state().attempts.get(attemptId);
    if (!a) return null;
    if (a.status === "started") a.status = "in_progress";
    return copy(a);
  },
  /**
   * The candidate pressed Finish exam: the answers are graded and the attempt completed. Finishing a
   * completed attempt changes nothing (`finishedNow` false). Null for an unknown id.
   */
  finish(
    attemptId: string,
    answers: Record<string, string | undefined>,
    now = new Date(),
  ): { attempt: MockTestingAttempt; finishedNow: boolean } | null {
    const a = state().attempts.get(attemptId);
    if (!a) return null;
    if (a.status === "completed") return { attempt: copy(a), finishedNow: false };
    const graded = gradeMockExam(answers);
    Object.assign(a, { status: "completed", completedAt: now, score: graded.score, poolExamStats: graded.poolExamStats });
    return { attempt: copy(a), finishedNow: true };
  },
  /** While on, the attempt answers as completed but not yet scored (no stats). False for an unknown id. */
  setScoringLag(attemptId: string, on: boolean): boolean {
    const a = state().attempts.get(attemptId);
    if (!a) return false;
    a.scoringLag = on;
    return true;
  },
};

// ---------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------

function refuse(status: number, error: string, message: string) {
  return HttpResponse.json({ error, message }, { status });
}

const authorised = (request: Request) => request.headers.get("Authorization") === `Bearer ${MOCK_TESTING_SERVICE_TOKEN}`;
const unauthorised = () => refuse(401, "unauthorized", "The API key is missing or not valid.");

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
function absoluteUrl(v: unknown): string | null {
  try {
    const url = new URL(typeof v === "string" ? v : "");
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The attempt on the wire, as the real service sends it: score a string, stats a JSON string of string counts. */
function wireAttempt(a: MockTestingAttempt) {
  const scored = a.status === "completed" && !a.scoringLag && a.poolExamStats !== null;
  return {
    attempt_id: a.id,
    exam_id: a.examId,
    reference: a.reference,
    status: a.status,
    started_at: a.startedAt.toISOString(),
    completed_at: a.completedAt?.toISOString() ?? null,
    score: scored && a.score !== null ? String(a.score) : null,
    pool_exam_stats: scored
      ? JSON.stringify(
          a.poolExamStats?.map((p) => ({
            POOLNAME: p.POOLNAME,
            CORRECTANSWERS: String(p.CORRECTANSWERS),
            QUESTIONSRECEIVED: String(p.QUESTIONSRECEIVED),
          })),
        )
      : a.status === "completed"
        ? ""
        : null,
  };
}

function startAnswer(a: MockTestingAttempt, status: 200 | 201) {
  const redirectUrl = `${getEnv().APP_URL}${paths.resources.mockTestingAttempt(a.id)}`;
  return HttpResponse.json({ attempt_id: a.id, status: a.status, redirect_url: redirectUrl }, { status });
}

export function testingServiceHandlers(baseUrl: string) {
  const api = (path: string) => new URL(`${PRACTICE_EXAMS_API_PATH}${path}`, baseUrl).href;
  return [
    http.post(api("/exams/:examId/attempts"), async ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const examId = String(params.examId);
      if (!EXAM_ID_PATTERN.test(examId)) return refuse(404, "not_found", `Exam ${examId} not found.`);
      const body = (await request.json().catch(() => null)) as {
        reference?: unknown;
        candidate?: Record<string, unknown> | null;
        return_url?: unknown;
      } | null;
      const reference = text(body?.reference);
      const c = body?.candidate;
      const candidate = {
        externalId: text(c?.external_id),
        firstName: text(c?.first_name),
        lastName: text(c?.last_name),
        email: text(c?.email),
      };
      const returnUrl = absoluteUrl(body?.return_url);
      if (!reference || !returnUrl || Object.values(candidate).some((v) => v === null)) {
        return refuse(
          400,
          "invalid_request",
          "An attempt needs a reference, a candidate (external_id, first_name, last_name, email) and an absolute return_url.",
        );
      }
      if (examId.startsWith(TESTING_SERVICE_SLOW_PREFIX)) await delay(PRACTICE_EXAMS_TIMEOUT_MS + 2_000);
      if (examId.startsWith(TESTING_SERVICE_DOWN_PREFIX)) {
        return refuse(503, "service_unavailable", "The testing service is down for maintenance.");
      }
      if (examId.startsWith(TESTING_SERVICE_EMPTY_PREFIX)) return new HttpResponse(null, { status: 200 });

      const s = state();
      const key = referenceKey(examId, reference);
      const existing = s.attempts.get(s.byReference.get(key) ?? "");
      if (existing) return startAnswer(existing, 200);
      const attempt: MockTestingAttempt = {
        id: `pxa_${randomBytes(12).toString("hex")}`,
        examId,
        reference,
        candidate: candidate as MockCandidate,
        returnUrl,
        status: "started",
        startedAt: new Date(),
        completedAt: null,
        score: null,
        poolExamStats: null,
        scoringLag: false,
      };
      s.attempts.set(attempt.id, attempt);
      s.byReference.set(key, attempt.id);
      return startAnswer(attempt, 201);
    }),

    http.get(api("/attempts/:attemptId"), ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const attemptId = String(params.attemptId);
      const attempt = state().attempts.get(attemptId);
      if (!attempt) return refuse(404, "not_found", `Attempt ${attemptId} not found.`);
      return HttpResponse.json(wireAttempt(attempt));
    }),
  ];
}
