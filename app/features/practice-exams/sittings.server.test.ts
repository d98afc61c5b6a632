import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { mockAnswers, mockTestingService, MOCK_EXAM_QUESTIONS } from "../../../tests/mocks/testing-service.ts";
import {
  createMember,
  practiceExamBundleUnused,
  practiceExamCompleted,
  practiceExamInCart,
  practiceExamsTaken,
  registrationAtStep,
  SURVEY_ANSWERS,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { loadPracticeExam, loadRegistrationPracticeExams } from "./candidate.server.ts";
import { addPracticeExamToCart, PRACTICE_EXAM_CART_MESSAGES } from "./cart.server.ts";
import { EXAM_STATUS, PRACTICE_EXAM_MESSAGES, surveyField } from "./rules.ts";
import {
  accessPracticeExamResults,
  settlePracticeExam,
  submitPracticeExamSurvey,
  takePracticeExam,
  type Sitting,
} from "./sittings.server.ts";

const server = setupServer(...handlersFor(["practiceexams"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  await resetDatabase();
  mockTestingService.reset();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

/** Keeps the expected error logs out of the test output. */
const quiet = () => vi.spyOn(process.stderr, "write").mockImplementation(() => true);

const answers = (responses: Record<string, string>) => Object.fromEntries(Object.entries(responses).map(([k, v]) => [surveyField(k), v]));

async function candidate() {
  const user = await createMember();
  const made = await practiceExamBundleUnused(user.id);
  const s: Sitting = { userId: user.id, ...made.ids, examNumber: 1 };
  return { user, made, s };
}

const statusOf = async (s: Sitting, n: number) =>
  (await loadPracticeExam(s.userId, s.registrationId, s.practiceExamId))!.bundle.exams.find((e) => e.examNumber === n)!.status;

describe("taking a practice exam", () => {
  it("asks the pre-exam survey first, refuses an unanswered question, then starts the exam at the testing service", async () => {
    const { s } = await candidate();
    expect(await statusOf(s, 1)).toBe(EXAM_STATUS.notStarted);
    expect(await statusOf(s, 2)).toBe(EXAM_STATUS.locked);
    expect(await takePracticeExam(s)).toEqual({ kind: "survey", surveyType: "pre" });

    const partial = await submitPracticeExamSurvey(s, "pre", answers({ confidence: "Somewhat", study_hours: "2-5" }));
    expect(partial).toEqual({ kind: "invalid", errors: { [surveyField("materials")]: PRACTICE_EXAM_MESSAGES.answer } });
    const unknownOption = await submitPracticeExamSurvey(s, "pre", answers({ ...SURVEY_ANSWERS.pre, confidence: "Totally" }));
    expect(unknownOption).toEqual({ kind: "invalid", errors: { [surveyField("confidence")]: PRACTICE_EXAM_MESSAGES.answer } });
    expect(await db.practiceExamSurveyResponse.count()).toBe(0);

    const started = await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.pre));
    expect(started).toMatchObject({ kind: "exam", url: expect.stringMatching(/\/resources\/mock-testing\/.+/) });
    const attempt = await db.practiceExamAttempt.findFirstOrThrow();
    expect(attempt).toMatchObject({ examNumber: 1, startedAt: expect.any(Date), completedAt: null });
    expect(mockTestingService.attempt(attempt.externalAttemptId!)).toMatchObject({ examId: "PX-AFC-2026", status: "started" });
    expect(await statusOf(s, 1)).toBe(EXAM_STATUS.inProgress);
  });

  it("taking again, or twice at once, resumes the one attempt", async () => {
    const { s } = await candidate();
    await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.pre));
    const again = await Promise.all([takePracticeExam(s), takePracticeExam(s), takePracticeExam(s)]);
    const urls = new Set(again.map((o) => (o?.kind === "exam" ? o.url : "")));
    expect(urls.size).toBe(1);
    expect(await db.practiceExamAttempt.count()).toBe(1);
    expect(await db.practiceExamSurveyResponse.count()).toBe(1);
  });

  it("a survey answered twice is stored once, the first answers kept", async () => {
    const { s } = await candidate();
    await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.pre));
    await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.post));
    const stored = await db.practiceExamSurveyResponse.findMany();
    expect(stored).toHaveLength(1);
    expect(stored[0].responses).toEqual(SURVEY_ANSWERS.pre);
  });

  it("the exam finished at the testing service: the post-exam survey, then the report; Exam #2 opens", async () => {
    const { s } = await candidate();
    await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.pre));
    const attempt = await db.practiceExamAttempt.findFirstOrThrow();
    const wrong = MOCK_EXAM_QUESTIONS.slice(0, 3).map((q) => q.id);
    mockTestingService.finish(attempt.externalAttemptId!, mockAnswers(wrong));

    expect(await accessPracticeExamResults(s)).toEqual({ kind: "survey", surveyType: "post" });
    expect(await submitPracticeExamSurvey(s, "post", answers(SURVEY_ANSWERS.post))).toEqual({ kind: "report" });
    const done = await db.practiceExamAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    const stats = done.poolExamStats as { CORRECTANSWERS: number; QUESTIONSRECEIVED: number }[];
    expect(stats.reduce((n, p) => n + p.QUESTIONSRECEIVED - p.CORRECTANSWERS, 0)).toBe(3);
    expect(done.completedAt).not.toBeNull();
    expect(await statusOf(s, 1)).toBe(EXAM_STATUS.resultsAvailable);
    expect(await statusOf(s, 2)).toBe(EXAM_STATUS.notStarted);
    expect(await accessPracticeExamResults(s)).toEqual({ kind: "report" });
  });

  it("returning from the testing service keeps the result once: completed, then the post survey before the report", async () => {
    const { s } = await candidate();
    await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.pre));
    const attempt = await db.practiceExamAttempt.findFirstOrThrow();
    expect(await settlePracticeExam(s)).toBe("in_progress");
    mockTestingService.finish(attempt.externalAttemptId!, mockAnswers());
    expect(await Promise.all([settlePracticeExam(s), settlePracticeExam(s)])).toEqual(["completed", "completed"]);
    expect(await statusOf(s, 1)).toBe(EXAM_STATUS.completed);
    const purchase = await db.registrationPracticeExam.findFirstOrThrow();
    expect(purchase.currentExamNumber).toBe(2);
  });

  it("results asked before the exam is finished: the post survey is kept and the candidate is told it is not ready", async () => {
    const { s } = await candidate();
    await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.pre));
    expect(await submitPracticeExamSurvey(s, "post", answers(SURVEY_ANSWERS.post))).toEqual({
      kind: "problem",
      message: PRACTICE_EXAM_MESSAGES.notReady,
    });
    expect(await db.practiceExamSurveyResponse.count({ where: { surveyType: "post" } })).toBe(1);
    expect(await statusOf(s, 1)).toBe(EXAM_STATUS.inProgress);
  });

  it("the testing service failing or answering nothing is 'There was a problem'; the survey answered stays", async () => {
    quiet();
    for (const examId of ["PX-DOWN-1", "PX-EMPTY-1"]) {
      await resetDatabase();
      const { s } = await candidate();
      await db.practiceExam.update({ where: { id: s.practiceExamId }, data: { externalExamId: examId } });
      expect(await submitPracticeExamSurvey(s, "pre", answers(SURVEY_ANSWERS.pre))).toEqual({
        kind: "problem",
        message: "There was a problem",
      });
      expect(await db.practiceExamSurveyResponse.count()).toBe(1);
      expect(await statusOf(s, 1)).toBe(EXAM_STATUS.preSurveyDone);
      // The next try goes straight to the exam (no survey again), and fails the same way while the service does.
      expect(await takePracticeExam(s)).toEqual({ kind: "problem", message: "There was a problem" });
    }
  });

  it("refuses what the state does not allow: Exam #2 before Exam #1, another member's bundle", async () => {
    const { s, user } = await candidate();
    expect(await takePracticeExam({ ...s, examNumber: 2 })).toMatchObject({ kind: "refused", message: "Exam #2 opens after Exam #1." });
    expect(await accessPracticeExamResults(s)).toMatchObject({ kind: "refused" });
    const other = await createMember();
    expect(await takePracticeExam({ ...s, userId: other.id })).toBeNull();
    expect(await submitPracticeExamSurvey({ ...s, userId: other.id }, "pre", answers(SURVEY_ANSWERS.pre))).toBeNull();
    expect(await loadRegistrationPracticeExams(other.id, s.registrationId)).toBeNull();
    expect(user.id).not.toBe(other.id);
  });

  it("a finished number cannot be taken again until an admin resets it", async () => {
    const { s } = await candidate();
    await practiceExamCompleted({ registrationId: s.registrationId, practiceExamId: s.practiceExamId }, 1);
    expect(await takePracticeExam(s)).toMatchObject({ kind: "refused" });
  });
});

describe("the practice exam pages and buying the bundle later", () => {
  it("shows Exam #1 results available and Exam #2 not started after Exam #1", async () => {
    const user = await createMember();
    const made = await practiceExamsTaken(user.id, { exams: 1 });
    const page = await loadRegistrationPracticeExams(user.id, made.registration.id);
    expect(page?.bundles).toHaveLength(1);
    expect(page?.bundles[0]).toMatchObject({ state: "purchased", name: "AFC Practice Exam Bundle" });
    expect(page?.bundles[0].exams.map((e) => [e.name, e.statusLabel, e.actions])).toEqual([
      ["Exam #1", "Results available", ["report"]],
      ["Exam #2", "Not started", ["take"]],
    ]);
  });

  it("puts the bundle in the cart once; in the cart it says so; bought or in the wizard it adds nothing", async () => {
    const user = await createMember();
    const { registration, practiceExamId } = await practiceExamInCart(user.id);
    await db.lineItem.deleteMany({ where: { kind: PRODUCT_KIND.practiceExam } });
    const actor = memberActor(user.id);
    const input = { registrationId: registration.id, practiceExamId };
    expect((await loadPracticeExam(user.id, registration.id, practiceExamId))?.bundle.state).toBe("for_sale");
    expect(await Promise.all([addPracticeExamToCart(actor, input), addPracticeExamToCart(actor, input)])).toEqual([
      { ok: true },
      { ok: true },
    ]);
    expect(await db.lineItem.count({ where: { kind: PRODUCT_KIND.practiceExam, registrationId: registration.id } })).toBe(1);
    expect((await loadPracticeExam(user.id, registration.id, practiceExamId))?.bundle.state).toBe("in_cart");

    const buyer = await createMember();
    const bought = await practiceExamBundleUnused(buyer.id);
    expect(await addPracticeExamToCart(memberActor(buyer.id), bought.ids)).toEqual({
      ok: false,
      message: PRACTICE_EXAM_CART_MESSAGES.bought,
    });

    const starter = await createMember();
    const started = await registrationAtStep(starter.id, { step: "practice_exam_bundle" });
    expect(await addPracticeExamToCart(memberActor(starter.id), { registrationId: started.id, practiceExamId })).toEqual({
      ok: false,
      message: PRACTICE_EXAM_CART_MESSAGES.inRegistration,
    });
    expect(await addPracticeExamToCart(memberActor(buyer.id), input)).toBeNull();
  });
});
