import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../tests/mocks/node.ts";
import { MOCK_EXAM_POOLS, mockAnswers, mockTestingService } from "../../tests/mocks/testing-service.ts";
import { getEnv, resetEnvCache } from "~/lib/env.server.ts";
import {
  fetchPracticeExamAttempt,
  MOCK_TESTING_SERVICE_TOKEN,
  parsePoolExamStats,
  practiceExamAttemptPath,
  practiceExamAttemptsPath,
  startPracticeExamAttempt,
  type StartPracticeExamAttemptInput,
} from "./testing-service.server.ts";

const server = setupServer(...handlersFor(["practiceexams"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => mockTestingService.reset());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Keeps the expected error logs out of the test output. */
function quiet() {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

let n = 0;
function startInput(examId = "PX-AFC-1", reference?: string): StartPracticeExamAttemptInput {
  n += 1;
  return {
    examId,
    reference: reference ?? `12:3:${n}`,
    candidate: { externalId: `portal-${n}`, firstName: "Casey", lastName: `Candidate${n}`, email: `casey${n}@example.org` },
    returnUrl: `${getEnv().APP_URL}/registration/12/practice-exam/3/return/1`,
  };
}

async function started(examId = "PX-AFC-1") {
  const result = await startPracticeExamAttempt(startInput(examId));
  if (!result.ok) throw new Error(result.message);
  return result.attemptId;
}

const attemptUrl = (attemptId: string) => new URL(practiceExamAttemptPath(attemptId), getEnv().PRACTICE_EXAMS_URL).href;
/** msw's pattern for every attempt (a path parameter, not encoded). */
const anyAttemptUrl = () => new URL("/api/v1/attempts/:attemptId", getEnv().PRACTICE_EXAMS_URL).href;
/** The stand-in's answer for an attempt replaced by `body` (the real service's odd answers). */
function answerAttemptWith(body: Record<string, unknown>) {
  server.use(http.get(anyAttemptUrl(), ({ params }) => HttpResponse.json({ attempt_id: params.attemptId, ...body })));
}

describe("starting an attempt", () => {
  it("starts a new attempt and answers the page to send the candidate to; the same reference answers the same attempt", async () => {
    const input = startInput();
    const first = await startPracticeExamAttempt(input);
    expect(first).toEqual({ ok: true, attemptId: expect.stringMatching(/^pxa_[0-9a-f]{24}$/), redirectUrl: expect.any(String) });
    if (!first.ok) return;
    expect(first.redirectUrl).toBe(`${getEnv().APP_URL}/resources/mock-testing/${first.attemptId}`);
    expect(mockTestingService.attempt(first.attemptId)).toMatchObject({
      examId: "PX-AFC-1",
      reference: input.reference,
      candidate: input.candidate,
      returnUrl: input.returnUrl,
      status: "started",
    });

    expect(await startPracticeExamAttempt(input)).toEqual(first);
    const other = await startPracticeExamAttempt({ ...input, reference: `${input.reference}-again` });
    expect(other.ok && other.attemptId).not.toBe(first.attemptId);
  });

  it("sends the wire's snake_case body with the bearer token and reads a 201 or a 200", async () => {
    let seen: { auth: string | null; body: unknown } | undefined;
    const url = new URL(practiceExamAttemptsPath("PX-AFC-1"), getEnv().PRACTICE_EXAMS_URL).href;
    server.use(
      http.post(url, async ({ request }) => {
        seen = { auth: request.headers.get("Authorization"), body: await request.json() };
        return HttpResponse.json({ attempt_id: 77, status: "started", redirect_url: "https://exams.example.org/take/77" }, { status: 200 });
      }),
    );
    const input = startInput("PX-AFC-1", "12:3:1");
    expect(await startPracticeExamAttempt(input)).toEqual({ ok: true, attemptId: "77", redirectUrl: "https://exams.example.org/take/77" });
    expect(seen).toEqual({
      auth: `Bearer ${MOCK_TESTING_SERVICE_TOKEN}`,
      body: {
        reference: "12:3:1",
        candidate: {
          external_id: input.candidate.externalId,
          first_name: "Casey",
          last_name: input.candidate.lastName,
          email: input.candidate.email,
        },
        return_url: input.returnUrl,
      },
    });
  });

  it("answers an unknown exam's 404 with the service's message", async () => {
    quiet();
    expect(await startPracticeExamAttempt(startInput("NOPE-1"))).toEqual({
      ok: false,
      message: "The testing service could not start exam NOPE-1 (404): Exam NOPE-1 not found.",
    });
  });

  it("answers a 503, an empty answer and a slow answer (past the time limit) as failures", async () => {
    quiet();
    expect(await startPracticeExamAttempt(startInput("PX-DOWN-1"))).toEqual({
      ok: false,
      message: "The testing service could not start exam PX-DOWN-1 (503): The testing service is down for maintenance.",
    });
    expect(await startPracticeExamAttempt(startInput("PX-EMPTY-1"))).toEqual({
      ok: false,
      message: "The testing service answered nothing when asked to start exam PX-EMPTY-1.",
    });
    const before = Date.now();
    expect(await startPracticeExamAttempt(startInput("PX-SLOW-1"), { timeoutMs: 200 })).toEqual({
      ok: false,
      message: "The testing service did not answer within 0.2 seconds.",
    });
    expect(Date.now() - before).toBeLessThan(5_000);
  });

  it("answers an answer without attempt_id or redirect_url, a network error and an HTML error page as failures", async () => {
    quiet();
    const url = new URL(practiceExamAttemptsPath("PX-AFC-1"), getEnv().PRACTICE_EXAMS_URL).href;
    server.use(
      http.post(url, () => HttpResponse.json({ status: "started", redirect_url: "https://exams.example.org/x" }, { status: 201 })),
    );
    expect(await startPracticeExamAttempt(startInput())).toEqual({
      ok: false,
      message: "The testing service answered nothing usable when asked to start exam PX-AFC-1: no attempt_id or redirect_url.",
    });
    server.use(http.post(url, () => HttpResponse.json({ attempt_id: "a1", redirect_url: "not a url" }, { status: 201 })));
    expect((await startPracticeExamAttempt(startInput())).ok).toBe(false);
    server.use(http.post(url, () => HttpResponse.error()));
    const down = await startPracticeExamAttempt(startInput());
    expect(down.ok ? "" : down.message).toMatch(/^The testing service could not be reached: /);
    server.use(http.post(url, () => new HttpResponse("<html>Bad gateway</html>", { status: 502 })));
    expect(await startPracticeExamAttempt(startInput())).toEqual({
      ok: false,
      message: "The testing service could not start exam PX-AFC-1 (502): <html>Bad gateway</html>",
    });
  });

  describe("without the right bearer token", () => {
    afterEach(() => {
      delete process.env.PRACTICE_EXAMS_API_KEY;
      resetEnvCache();
    });

    it("the stand-in answers 401 with its error body", async () => {
      const env = getEnv();
      const response = await fetch(new URL(practiceExamAttemptsPath("PX-AFC-1"), env.PRACTICE_EXAMS_URL), { method: "POST", body: "{}" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "unauthorized", message: expect.any(String) });
      const read = await fetch(new URL(practiceExamAttemptPath("pxa_1"), env.PRACTICE_EXAMS_URL), {
        headers: { Authorization: "Bearer nope" },
      });
      expect(read.status).toBe(401);
    });

    it("the client answers that the key was refused", async () => {
      quiet();
      // A configured (real) key the service does not accept.
      process.env.PRACTICE_EXAMS_API_KEY = "expired-key";
      resetEnvCache();
      expect(getEnv().mocked.practiceexams).toBe(false);
      expect(await startPracticeExamAttempt(startInput())).toEqual({
        ok: false,
        message: "The testing service could not start exam PX-AFC-1 (401): the portal's key was refused",
      });
      expect(await fetchPracticeExamAttempt("pxa_1")).toEqual({
        ok: false,
        message: "The testing service could not read attempt pxa_1 (401): the portal's key was refused",
      });
    });
  });
});

describe("reading an attempt", () => {
  const NOT_DONE = { completedAt: null, score: null, poolExamStats: null };

  it("reads started, then in progress once its page is opened, then the result once finished", async () => {
    const attemptId = await started();
    expect(await fetchPracticeExamAttempt(attemptId)).toEqual({ ok: true, status: "started", ...NOT_DONE });
    mockTestingService.open(attemptId);
    expect(await fetchPracticeExamAttempt(attemptId)).toEqual({ ok: true, status: "in_progress", ...NOT_DONE });

    const finishedAt = new Date("2026-05-04T10:30:00Z");
    mockTestingService.finish(attemptId, mockAnswers(["c1-q1", "c3-q2"]), finishedAt);
    // The wire is awkward: the score a string, the stats a JSON string of string counts.
    const raw = (await (
      await fetch(attemptUrl(attemptId), { headers: { Authorization: `Bearer ${MOCK_TESTING_SERVICE_TOKEN}` } })
    ).json()) as Record<string, unknown>;
    expect(raw).toMatchObject({ status: "completed", completed_at: "2026-05-04T10:30:00.000Z", score: "88.89" });
    expect(typeof raw.pool_exam_stats).toBe("string");
    expect(JSON.parse(String(raw.pool_exam_stats))[0]).toEqual({
      POOLNAME: MOCK_EXAM_POOLS[0],
      CORRECTANSWERS: "1",
      QUESTIONSRECEIVED: "2",
    });

    expect(await fetchPracticeExamAttempt(attemptId)).toEqual({
      ok: true,
      status: "completed",
      completedAt: finishedAt,
      score: 88.89,
      poolExamStats: MOCK_EXAM_POOLS.map((pool, i) => ({
        POOLNAME: pool,
        CORRECTANSWERS: i === 0 || i === 2 ? 1 : 2,
        QUESTIONSRECEIVED: 2,
      })),
    });
  });

  it("reads a completed attempt the service is still scoring as in progress", async () => {
    const attemptId = await started();
    mockTestingService.finish(attemptId, mockAnswers());
    mockTestingService.setScoringLag(attemptId, true);
    expect(await fetchPracticeExamAttempt(attemptId)).toEqual({ ok: true, status: "in_progress", ...NOT_DONE });
    mockTestingService.setScoringLag(attemptId, false);
    expect(await fetchPracticeExamAttempt(attemptId)).toMatchObject({ ok: true, status: "completed", score: 100 });

    for (const pool_exam_stats of [null, "", "[]", []]) {
      answerAttemptWith({ status: "completed", completed_at: "2026-05-04T10:30:00Z", score: null, pool_exam_stats });
      expect(await fetchPracticeExamAttempt("pxa_lag")).toEqual({ ok: true, status: "in_progress", ...NOT_DONE });
    }
    answerAttemptWith({
      status: "completed",
      completed_at: null,
      score: "50",
      pool_exam_stats: '[{"POOLNAME":"P","CORRECTANSWERS":"1","QUESTIONSRECEIVED":"2"}]',
    });
    expect(await fetchPracticeExamAttempt("pxa_lag")).toEqual({ ok: true, status: "in_progress", ...NOT_DONE });
  });

  it("absorbs the stats as a list, as a string encoded twice, and counts and score as numbers or strings", async () => {
    const rows = [
      { POOLNAME: "Competency 1: Set the stage and gather client information", CORRECTANSWERS: 3, QUESTIONSRECEIVED: "4" },
      { POOLNAME: " Competency 2: Manage money ", CORRECTANSWERS: "0", QUESTIONSRECEIVED: 5 },
    ];
    const expected = [
      { POOLNAME: "Competency 1: Set the stage and gather client information", CORRECTANSWERS: 3, QUESTIONSRECEIVED: 4 },
      { POOLNAME: "Competency 2: Manage money", CORRECTANSWERS: 0, QUESTIONSRECEIVED: 5 },
    ];
    for (const [pool_exam_stats, score] of [
      [rows, 33.3],
      [JSON.stringify(JSON.stringify(rows)), "33.3"],
    ] as const) {
      answerAttemptWith({ status: "COMPLETED", completed_at: "2026-05-04T10:30:00+02:00", score, pool_exam_stats });
      expect(await fetchPracticeExamAttempt("pxa_odd")).toEqual({
        ok: true,
        status: "completed",
        completedAt: new Date("2026-05-04T08:30:00Z"),
        score: 33.3,
        poolExamStats: expected,
      });
    }
    answerAttemptWith({ status: "completed", completed_at: "2026-05-04T10:30:00Z", score: "", pool_exam_stats: rows });
    expect(await fetchPracticeExamAttempt("pxa_odd")).toMatchObject({ ok: true, status: "completed", score: null });
  });

  it("refuses stats, a score, a date or a status it cannot read, without throwing", async () => {
    quiet();
    const row = (correct: unknown, received: unknown, name: unknown = "Competency 1") => [
      { POOLNAME: name, CORRECTANSWERS: correct, QUESTIONSRECEIVED: received },
    ];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pool_exam_stats: row("3", "2") }, "pool_exam_stats row 1 (Competency 1) has more correct answers than questions received"],
      [
        { pool_exam_stats: JSON.stringify(row("-1", "2")) },
        "pool_exam_stats row 1 needs POOLNAME, CORRECTANSWERS and QUESTIONSRECEIVED (whole numbers)",
      ],
      [{ pool_exam_stats: row(1, -2) }, "pool_exam_stats row 1 needs POOLNAME, CORRECTANSWERS and QUESTIONSRECEIVED (whole numbers)"],
      [{ pool_exam_stats: row(1.5, 2) }, "pool_exam_stats row 1 needs POOLNAME, CORRECTANSWERS and QUESTIONSRECEIVED (whole numbers)"],
      [
        { pool_exam_stats: row("1", "2", "") },
        "pool_exam_stats row 1 needs POOLNAME, CORRECTANSWERS and QUESTIONSRECEIVED (whole numbers)",
      ],
      [{ pool_exam_stats: "[{POOLNAME:" }, "pool_exam_stats is not JSON"],
      [{ pool_exam_stats: '{"POOLNAME":"x"}' }, "pool_exam_stats is not a list"],
      [{ pool_exam_stats: row(1, 2), score: "ninety" }, 'score "ninety" is not a number'],
      [{ pool_exam_stats: row(1, 2), completed_at: "yesterday" }, 'completed_at "yesterday" is not a date'],
      [{ status: "graded" }, 'unknown status "graded"'],
    ];
    for (const [odd, reason] of cases) {
      answerAttemptWith({ status: "completed", completed_at: "2026-05-04T10:30:00Z", score: "50", ...odd });
      expect(await fetchPracticeExamAttempt("pxa_bad")).toEqual({
        ok: false,
        message: `The testing service answered an attempt the portal cannot read (pxa_bad): ${reason}.`,
      });
    }
  });

  it("answers an unknown attempt's 404 and an empty answer as failures", async () => {
    quiet();
    expect(await fetchPracticeExamAttempt("pxa_missing")).toEqual({
      ok: false,
      message: "The testing service could not read attempt pxa_missing (404): Attempt pxa_missing not found.",
    });
    server.use(http.get(anyAttemptUrl(), () => new HttpResponse(null, { status: 200 })));
    expect(await fetchPracticeExamAttempt("pxa_1")).toEqual({
      ok: false,
      message: "The testing service answered nothing when asked to read attempt pxa_1.",
    });
  });
});

describe("parsePoolExamStats", () => {
  it("reads nothing yet as null and a list of rows as pools", () => {
    expect(parsePoolExamStats(undefined)).toEqual({ ok: true, stats: null });
    expect(parsePoolExamStats("  ")).toEqual({ ok: true, stats: null });
    expect(parsePoolExamStats('[{"POOLNAME":"A","CORRECTANSWERS":"2","QUESTIONSRECEIVED":"2"}]')).toEqual({
      ok: true,
      stats: [{ POOLNAME: "A", CORRECTANSWERS: 2, QUESTIONSRECEIVED: 2 }],
    });
    expect(parsePoolExamStats([null])).toMatchObject({ ok: false });
  });
});
