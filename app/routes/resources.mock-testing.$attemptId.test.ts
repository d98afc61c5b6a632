import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../tests/mocks/node.ts";
import {
  MOCK_EXAM_PAGE_TEXT,
  MOCK_EXAM_POOLS,
  MOCK_EXAM_QUESTIONS,
  mockAnswers,
  mockTestingService,
} from "../../tests/mocks/testing-service.ts";
import { fetchPracticeExamAttempt, startPracticeExamAttempt } from "~/integrations/testing-service.server.ts";
import { getEnv, resetEnvCache } from "~/lib/env.server.ts";
import { paths } from "~/lib/paths.ts";
import { action, loader } from "./resources.mock-testing.$attemptId.tsx";

const server = setupServer(...handlersFor(["practiceexams"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => mockTestingService.reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const context = { cspNonce: "nonce-123", requestId: "test" };
const RETURN_URL = "http://localhost:3000/registration/12/practice-exam/3/return/1";

async function startAttempt(): Promise<string> {
  const result = await startPracticeExamAttempt({
    examId: "PX-AFC-1",
    reference: `12:3:${Math.random()}`,
    candidate: { externalId: "portal-12", firstName: "Casey", lastName: "Candidate", email: "casey@example.org" },
    returnUrl: RETURN_URL,
  });
  if (!result.ok) throw new Error(result.message);
  return result.attemptId;
}

const pageUrl = (attemptId: string) => `${getEnv().APP_URL}${paths.resources.mockTestingAttempt(attemptId)}`;

async function open(attemptId: string): Promise<Response> {
  return (await loader({ request: new Request(pageUrl(attemptId)), params: { attemptId }, context })) as Response;
}

async function finish(attemptId: string, answers: Record<string, string>): Promise<Response> {
  const request = new Request(pageUrl(attemptId), { method: "POST", body: new URLSearchParams(answers) });
  return (await action({ request, params: { attemptId }, context })) as Response;
}

/** Answers with some questions left out (unanswered). */
function without(answers: Record<string, string>, ...ids: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !ids.includes(id)));
}

describe("the stand-in's exam page", () => {
  it("opens the attempt and shows every question as a fieldset of labelled radios, a finish button and the way back", async () => {
    const attemptId = await startAttempt();
    const response = await open(attemptId);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<style nonce="nonce-123">');
    expect(html).toContain(MOCK_EXAM_PAGE_TEXT.marker.replace("'", "&#39;"));
    expect(html).toContain('<form method="post">');
    expect(html.match(/<fieldset>/g)).toHaveLength(18);
    expect(html.match(/<legend>/g)).toHaveLength(18);
    expect(html.match(/<input type="radio"/g)).toHaveLength(72);
    for (const pool of MOCK_EXAM_POOLS) expect(html).toContain(`>${pool}</h2>`);
    const first = MOCK_EXAM_QUESTIONS[0];
    expect(html).toContain(`<input type="radio" id="${first.id}-0" name="${first.id}" value="0"><label for="${first.id}-0">`);
    expect(html).toContain(`<button type="submit">${MOCK_EXAM_PAGE_TEXT.finish}</button>`);
    expect(html).toContain(`<a href="${RETURN_URL}">${MOCK_EXAM_PAGE_TEXT.leave}</a>`);
    expect(html).toContain("Candidate: Casey Candidate");
    expect(mockTestingService.attempt(attemptId)?.status).toBe("in_progress");
    expect(await fetchPracticeExamAttempt(attemptId)).toMatchObject({ ok: true, status: "in_progress" });
  });

  it("says so for an attempt it does not know (404), on opening and on finishing", async () => {
    for (const response of [await open("pxa_nope"), await finish("pxa_nope", mockAnswers())]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(MOCK_EXAM_PAGE_TEXT.unknown);
    }
  });

  it("grades all right answers: score 100 and every pool 2 of 2, then sends the candidate back (303)", async () => {
    const attemptId = await startAttempt();
    await open(attemptId);
    const response = await finish(attemptId, mockAnswers());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(RETURN_URL);
    const result = await fetchPracticeExamAttempt(attemptId);
    expect(result).toEqual({
      ok: true,
      status: "completed",
      completedAt: expect.any(Date),
      score: 100,
      poolExamStats: MOCK_EXAM_POOLS.map((pool) => ({ POOLNAME: pool, CORRECTANSWERS: 2, QUESTIONSRECEIVED: 2 })),
    });
  });

  it("counts wrong and unanswered questions as wrong, per pool", async () => {
    const attemptId = await startAttempt();
    const answers = without(mockAnswers(["c2-q1", "c9-q1", "c9-q2"]), "c5-q2");
    expect((await finish(attemptId, { ...answers, "c4-q1": "7", extra: "ignored" })).status).toBe(303);
    const stats = mockTestingService.attempt(attemptId)?.poolExamStats;
    expect(stats?.map((p) => p.CORRECTANSWERS)).toEqual([2, 1, 2, 1, 1, 2, 2, 2, 0]);
    expect(stats?.every((p) => p.QUESTIONSRECEIVED === 2)).toBe(true);
    // 13 of 18 right
    expect(mockTestingService.attempt(attemptId)?.score).toBe(72.22);
    expect(await fetchPracticeExamAttempt(attemptId)).toMatchObject({ ok: true, status: "completed", score: 72.22 });
  });

  it("keeps the first result when finished twice, and shows a finished exam as finished", async () => {
    const attemptId = await startAttempt();
    await finish(attemptId, mockAnswers());
    const first = mockTestingService.attempt(attemptId);
    const again = await finish(attemptId, {});
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(RETURN_URL);
    expect(mockTestingService.attempt(attemptId)).toEqual(first);
    expect(first?.score).toBe(100);

    const page = await open(attemptId);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${MOCK_EXAM_PAGE_TEXT.finished}</h1>`);
    expect(html).toContain(`<a href="${RETURN_URL}">${MOCK_EXAM_PAGE_TEXT.back}</a>`);
    expect(html).not.toContain("<form");
    expect(mockTestingService.attempt(attemptId)).toEqual(first);
  });

  describe("while the testing service is real", () => {
    afterEach(() => {
      delete process.env.PRACTICE_EXAMS_API_KEY;
      resetEnvCache();
    });

    it("is not there (404)", async () => {
      const attemptId = await startAttempt();
      process.env.PRACTICE_EXAMS_API_KEY = "real-key";
      resetEnvCache();
      expect(getEnv().mocked.practiceexams).toBe(false);
      await expect(open(attemptId)).rejects.toMatchObject({ status: 404 });
      await expect(finish(attemptId, mockAnswers())).rejects.toMatchObject({ status: 404 });
      expect(mockTestingService.attempt(attemptId)?.status).toBe("started");
    });
  });
});
