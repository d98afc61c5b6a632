/**
 * The testing service that delivers practice exams: the portal starts an attempt of an exam for a
 * candidate and sends them to the page the service answers (`redirect_url`); the service sends
 * them back to the portal's `return_url`, and the portal reads the attempt's result. A real HTTP
 * client for the service's JSON API at PRACTICE_EXAMS_URL, with PRACTICE_EXAMS_API_KEY as the
 * bearer token; while the service is a stand-in (OUTSIDE_SYSTEMS `practiceexams`, decision 35)
 * tests/mocks/testing-service.ts answers, and its exam page is
 * routes/resources.mock-testing.$attemptId.tsx.
 *
 * The wire (ours to choose: the spec names only `redirect_url` and `pool_exam_stats`):
 * - `POST /api/v1/exams/{examId}/attempts` `{ reference, candidate: { external_id, first_name,
 *   last_name, email }, return_url }` answers 201 (a new attempt) or 200 (the attempt already made
 *   for this reference) `{ attempt_id, status, redirect_url }`;
 * - `GET /api/v1/attempts/{attemptId}` answers `{ attempt_id, status: "started" | "in_progress" |
 *   "completed", completed_at, score, pool_exam_stats }`, where `score` comes as a string and
 *   `pool_exam_stats` as a JSON-encoded string (sometimes a list) whose numbers are strings;
 * - errors come as `{ error, message }`.
 *
 * Every call answers `{ ok: true, … }` or `{ ok: false, message }` and never throws for an HTTP,
 * network or data failure.
 */
import { getEnv } from "~/lib/env.server.ts";
import { callJson, isCallFailure, type JsonAnswer } from "~/lib/json-call.server.ts";
import { log } from "~/lib/logger.server.ts";

/** Each request's time limit: a start runs inside the candidate's request. */
export const PRACTICE_EXAMS_TIMEOUT_MS = 8_000;
/** The bearer token sent while the testing service is a stand-in (the stand-in refuses any other). */
export const MOCK_TESTING_SERVICE_TOKEN = "mock-testing-service-token";

export const PRACTICE_EXAMS_API_PATH = "/api/v1";
/** Where an exam's attempts are started. */
export function practiceExamAttemptsPath(examId: string): string {
  return `${PRACTICE_EXAMS_API_PATH}/exams/${encodeURIComponent(examId)}/attempts`;
}
/** Where an attempt (and its result) is read. */
export function practiceExamAttemptPath(attemptId: string): string {
  return `${PRACTICE_EXAMS_API_PATH}/attempts/${encodeURIComponent(attemptId)}`;
}

export const PRACTICE_EXAM_ATTEMPT_STATUSES = ["started", "in_progress", "completed"] as const;
export type PracticeExamAttemptStatus = (typeof PRACTICE_EXAM_ATTEMPT_STATUSES)[number];

/** One pool (competency) of a result: the questions the candidate got right of those they received. */
export type PoolStat = { POOLNAME: string; CORRECTANSWERS: number; QUESTIONSRECEIVED: number };

export type TestingServiceFailure = { ok: false; message: string };

export type StartPracticeExamAttemptInput = {
  /** the exam's id at the testing service (`PracticeExam.externalExamId`) */
  examId: string;
  /** the portal's own key of this sitting: starting again with it answers the same attempt */
  reference: string;
  candidate: { externalId: string; firstName: string; lastName: string; email: string };
  /** where the service sends the candidate back (absolute URL) */
  returnUrl: string;
};
export type StartPracticeExamAttemptResult = { ok: true; attemptId: string; redirectUrl: string } | TestingServiceFailure;

/**
 * An attempt as the portal reads it. `completed` only once its result is whole (stats and
 * completion time): a completed attempt still being scored reads as `in_progress`.
 */
export type PracticeExamAttemptReading =
  | { ok: true; status: "started" | "in_progress"; completedAt: null; score: null; poolExamStats: null }
  | { ok: true; status: "completed"; completedAt: Date; score: number | null; poolExamStats: PoolStat[] };
export type FetchPracticeExamAttemptResult = PracticeExamAttemptReading | TestingServiceFailure;

/** Per call: `timeoutMs` overrides PRACTICE_EXAMS_TIMEOUT_MS (tests of a slow answer). */
export type CallOptions = { timeoutMs?: number };

type Answer = JsonAnswer;

function call(method: "GET" | "POST", path: string, body: unknown, opts: CallOptions): Promise<Answer | TestingServiceFailure> {
  const env = getEnv();
  const timeoutMs = opts.timeoutMs ?? PRACTICE_EXAMS_TIMEOUT_MS;
  return callJson({
    system: "The testing service",
    baseUrl: env.PRACTICE_EXAMS_URL,
    token: env.mocked.practiceexams ? MOCK_TESTING_SERVICE_TOKEN : (env.PRACTICE_EXAMS_API_KEY ?? ""),
    method,
    path,
    body,
    timeoutMs,
  });
}

const isFailure = isCallFailure;

function failure(message: string, fields: Record<string, unknown>): TestingServiceFailure {
  log.error("Testing service answer unusable", { message, ...fields });
  return { ok: false, message };
}

/** The refusal as it is shown: the status and the service's `message` (or text). */
function refusal(answer: Answer, what: string): TestingServiceFailure {
  const b = answer.body as { message?: unknown; error?: unknown } | string | null;
  const detail =
    typeof b === "string"
      ? b.trim().slice(0, 300)
      : typeof b?.message === "string" && b.message.trim()
        ? b.message.trim()
        : typeof b?.error === "string"
          ? b.error
          : "";
  const reason = answer.status === 401 || answer.status === 403 ? "the portal's key was refused" : detail || `it answered ${answer.status}`;
  log.error("Testing service refused", { what, status: answer.status, detail });
  return { ok: false, message: `The testing service could not ${what} (${answer.status}): ${reason}` };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const idText = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : null;

function absoluteHttpUrl(v: unknown): string | null {
  if (typeof v !== "string") return null;
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Starts (or, for a reference already used, answers again) an attempt of an exam for a candidate:
 * the attempt's id at the service and the page to send the candidate to.
 */
export async function startPracticeExamAttempt(
  input: StartPracticeExamAttemptInput,
  opts: CallOptions = {},
): Promise<StartPracticeExamAttemptResult> {
  const what = `start exam ${input.examId}`;
  const answer = await call(
    "POST",
    practiceExamAttemptsPath(input.examId),
    {
      reference: input.reference,
      candidate: {
        external_id: input.candidate.externalId,
        first_name: input.candidate.firstName,
        last_name: input.candidate.lastName,
        email: input.candidate.email,
      },
      return_url: input.returnUrl,
    },
    opts,
  );
  if (isFailure(answer)) return answer;
  if (answer.status !== 200 && answer.status !== 201) return refusal(answer, what);
  if (answer.body === null || answer.body === "") {
    return failure(`The testing service answered nothing when asked to ${what}.`, { status: answer.status });
  }
  const b = isRecord(answer.body) ? answer.body : {};
  const attemptId = idText(b.attempt_id);
  const redirectUrl = absoluteHttpUrl(b.redirect_url);
  if (!attemptId || !redirectUrl) {
    return failure(`The testing service answered nothing usable when asked to ${what}: no attempt_id or redirect_url.`, {
      status: answer.status,
    });
  }
  return { ok: true, attemptId, redirectUrl };
}

/** A count as the service writes it: a whole number, or the same in a string ("7"). */
function count(v: unknown): number | null {
  if (typeof v === "number") return Number.isInteger(v) && v >= 0 ? v : null;
  if (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v)) return Number(v);
  return null;
}

/**
 * `pool_exam_stats` as the service sends it (a JSON string, once more encoded at times, or a list;
 * counts as strings): the pools, or null when there is none yet (null, "" or an empty list), or the
 * reason it cannot be read.
 */
export function parsePoolExamStats(raw: unknown): { ok: true; stats: PoolStat[] | null } | { ok: false; reason: string } {
  let value = raw;
  for (let depth = 0; typeof value === "string" && depth < 2; depth++) {
    if (!value.trim()) return { ok: true, stats: null };
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { ok: false, reason: "pool_exam_stats is not JSON" };
    }
  }
  if (value === null || value === undefined) return { ok: true, stats: null };
  if (!Array.isArray(value)) return { ok: false, reason: "pool_exam_stats is not a list" };
  if (value.length === 0) return { ok: true, stats: null };
  const stats: PoolStat[] = [];
  for (const [i, row] of value.entries()) {
    const name = isRecord(row) && typeof row.POOLNAME === "string" ? row.POOLNAME.trim() : "";
    const correct = isRecord(row) ? count(row.CORRECTANSWERS) : null;
    const received = isRecord(row) ? count(row.QUESTIONSRECEIVED) : null;
    if (!name || correct === null || received === null) {
      return { ok: false, reason: `pool_exam_stats row ${i + 1} needs POOLNAME, CORRECTANSWERS and QUESTIONSRECEIVED (whole numbers)` };
    }
    if (correct > received) {
      return { ok: false, reason: `pool_exam_stats row ${i + 1} (${name}) has more correct answers than questions received` };
    }
    stats.push({ POOLNAME: name, CORRECTANSWERS: correct, QUESTIONSRECEIVED: received });
  }
  return { ok: true, stats };
}

/** A score as the service writes it ("85", "88.89" or a number); null when there is none. */
function scoreOf(v: unknown): number | null | undefined {
  if (v === null || v === undefined || (typeof v === "string" && !v.trim())) return null;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function dateOf(v: unknown): Date | null | undefined {
  if (v === null || v === undefined || v === "") return null;
  if (typeof v !== "string") return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const NOT_DONE = { completedAt: null, score: null, poolExamStats: null } as const;

/** Reads an attempt: where the candidate is, and once it is scored, the result. */
export async function fetchPracticeExamAttempt(attemptId: string, opts: CallOptions = {}): Promise<FetchPracticeExamAttemptResult> {
  const what = `read attempt ${attemptId}`;
  const answer = await call("GET", practiceExamAttemptPath(attemptId), undefined, opts);
  if (isFailure(answer)) return answer;
  if (answer.status !== 200) return refusal(answer, what);
  if (!isRecord(answer.body)) return failure(`The testing service answered nothing when asked to ${what}.`, { status: answer.status });
  const b = answer.body;
  const bad = (reason: string) => failure(`The testing service answered an attempt the portal cannot read (${attemptId}): ${reason}.`, {});
  const status = typeof b.status === "string" ? b.status.trim().toLowerCase() : "";
  if (!(PRACTICE_EXAM_ATTEMPT_STATUSES as readonly string[]).includes(status)) return bad(`unknown status ${JSON.stringify(b.status)}`);
  if (status !== "completed") return { ok: true, status: status as "started" | "in_progress", ...NOT_DONE };

  const stats = parsePoolExamStats(b.pool_exam_stats);
  if (!stats.ok) return bad(stats.reason);
  const score = scoreOf(b.score);
  if (score === undefined) return bad(`score ${JSON.stringify(b.score)} is not a number`);
  const completedAt = dateOf(b.completed_at);
  if (completedAt === undefined) return bad(`completed_at ${JSON.stringify(b.completed_at)} is not a date`);
  // Finished, but the service is still scoring it: the result is not there yet.
  if (stats.stats === null || completedAt === null) return { ok: true, status: "in_progress", ...NOT_DONE };
  return { ok: true, status: "completed", completedAt, score, poolExamStats: stats.stats };
}
