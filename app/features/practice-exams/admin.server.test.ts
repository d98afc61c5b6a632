import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember, inPostRegistration, practiceExamsTaken } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { schemaErrors } from "../../../tests/setup/forms.ts";
import { adminActor } from "~/lib/actor.ts";
import { daysAgo, formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { listRegistrationPracticeExams, practiceExamNumberSchema, resetPracticeExam, setPracticeExamNumber } from "./admin.server.ts";
import { liveKey } from "./rules.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

/** A candidate with Exam #1 taken (both surveys, result in) 40 days ago and Exam #2 not started. */
async function setup() {
  const member = await createMember();
  const admin = await createAdmin();
  const made = await practiceExamsTaken(member.id, { now: NOW, exams: 1 });
  return { ...made, actor: adminActor(admin.id) };
}

describe("practice exams on the registration review (admin)", () => {
  it("lists each exam number's status, survey answers and result", async () => {
    const { ids, attempts } = await setup();
    const [bundle, ...others] = await listRegistrationPracticeExams(ids.registrationId);
    expect(others).toEqual([]);
    const taken = formatDate(daysAgo(40, NOW));
    expect(bundle).toMatchObject({
      practiceExamId: ids.practiceExamId,
      name: "AFC Practice Exam Bundle",
      currentExamNumber: 2,
      history: [],
    });
    const [first, second] = bundle!.numbers;
    expect(first).toMatchObject({
      name: "Exam #1",
      status: "Results available",
      externalAttemptId: attempts[0]!.externalAttemptId,
      startedOn: taken,
      completedOn: taken,
      score: `${attempts[0]!.score}%`,
      // competencyStats(): 12 + (n % 6) right of 20 in each of the nine competencies, 129 in all
      result: "129 of 180 correct (72%)",
      resetHref: `/admin/course-registrations/${ids.registrationId}/practice-exams/${ids.practiceExamId}/reset/1`,
    });
    expect(first!.preSurvey).toEqual([
      { question: "How confident do you feel about the certification exam?", answer: "Somewhat" },
      { question: "How many hours a week do you study?", answer: "2-5" },
      { question: "Which materials have you used most?", answer: "Learning System" },
    ]);
    expect(first!.postSurvey[0]).toEqual({ question: "How confident do you feel about the certification exam?", answer: "Confident" });
    expect(second).toMatchObject({
      name: "Exam #2",
      status: "Not started",
      externalAttemptId: null,
      startedOn: "—",
      completedOn: "—",
      score: "—",
      result: null,
      preSurvey: [],
      postSurvey: [],
      resetHref: null,
    });
  });

  it("resets a number: the live attempt ends and stays in the history, the surveys stay, an audit event is written", async () => {
    const { ids, attempts, actor } = await setup();
    const input = { ...ids, examNumber: 1 };
    expect(await resetPracticeExam(actor, input, NOW)).toEqual({ ok: true, message: "Successfully reset exam" });
    expect(await db.practiceExamAttempt.findUniqueOrThrow({ where: { id: attempts[0]!.id } })).toMatchObject({
      liveKey: null,
      resetAt: NOW,
      score: attempts[0]!.score,
    });
    expect(await db.practiceExamSurveyResponse.count({ where: { ...ids, examNumber: 1 } })).toBe(2);
    const event = await db.auditEvent.findFirstOrThrow({ where: { action: "practiceExamAttempt.reset" } });
    expect(event).toMatchObject({ entityType: "PracticeExamAttempt", entityId: attempts[0]!.id, actorId: actor.userId });
    expect(event.before).toMatchObject({ liveKey: liveKey(ids.registrationId, ids.practiceExamId, 1), resetAt: null });
    expect(event.after).toEqual({ liveKey: null, resetAt: NOW.toISOString() });

    const [bundle] = await listRegistrationPracticeExams(ids.registrationId);
    // Below the number the candidate is on: nothing else changes, and the number can be taken again.
    expect(bundle).toMatchObject({ currentExamNumber: 2 });
    expect(bundle!.numbers[0]).toMatchObject({ status: "Pre-exam survey done", score: "—", result: null, resetHref: null });
    expect(bundle!.numbers[0]!.preSurvey).toHaveLength(3);
    expect(bundle!.history).toEqual([
      {
        id: attempts[0]!.id,
        name: "Exam #1",
        startedOn: formatDate(daysAgo(40, NOW)),
        completedOn: formatDate(daysAgo(40, NOW)),
        score: `${attempts[0]!.score}%`,
        resetOn: formatDate(NOW),
      },
    ]);

    // Again (a second click), and a number never started: nothing live to reset.
    expect(await resetPracticeExam(actor, input, NOW)).toEqual({ ok: false, message: "Could not reset exam" });
    expect(await resetPracticeExam(actor, { ...ids, examNumber: 2 }, NOW)).toEqual({ ok: false, message: "Could not reset exam" });
    expect(await db.auditEvent.count({ where: { action: "practiceExamAttempt.reset" } })).toBe(1);
  });

  it("two resets at once reset once", async () => {
    const { ids, actor } = await setup();
    const input = { ...ids, examNumber: 1 };
    const outcomes = await Promise.all([resetPracticeExam(actor, input, NOW), resetPracticeExam(actor, input, NOW)]);
    expect(outcomes.map((o) => o.message).sort()).toEqual(["Could not reset exam", "Successfully reset exam"]);
    expect(await db.practiceExamAttempt.count({ where: { ...ids, resetAt: { not: null } } })).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "practiceExamAttempt.reset" } })).toBe(1);
  });

  it("sets the exam number with an audit event; the same number again changes nothing", async () => {
    const { ids, purchase, actor } = await setup();
    expect(await setPracticeExamNumber(actor, { ...ids, examNumber: 1 })).toEqual({ ok: true, message: "Exam number saved" });
    expect(await db.registrationPracticeExam.findUniqueOrThrow({ where: { id: purchase.id } })).toMatchObject({ currentExamNumber: 1 });
    const event = await db.auditEvent.findFirstOrThrow({ where: { action: "registrationPracticeExam.examNumber" } });
    expect(event).toMatchObject({
      entityType: "RegistrationPracticeExam",
      entityId: purchase.id,
      before: { currentExamNumber: 2 },
      after: { currentExamNumber: 1 },
    });
    expect(await setPracticeExamNumber(actor, { ...ids, examNumber: 1 })).toEqual({ ok: true, message: "Exam number saved" });
    expect(await db.auditEvent.count({ where: { action: "registrationPracticeExam.examNumber" } })).toBe(1);
    // Back on Exam #1 the second number is locked again.
    const [bundle] = await listRegistrationPracticeExams(ids.registrationId);
    expect(bundle!.numbers[1]!.status).toBe("Opens after Exam #1");

    expect(await setPracticeExamNumber(actor, { ...ids, examNumber: 3 })).toEqual({ ok: false, message: "Could not save the exam number" });
    expect(await setPracticeExamNumber(actor, { registrationId: ids.registrationId, practiceExamId: 999_999, examNumber: 2 })).toEqual({
      ok: false,
      message: "Could not save the exam number",
    });
    expect(schemaErrors(practiceExamNumberSchema, { examNumber: "3" })).toEqual({ examNumber: ["Choose Exam #1 or Exam #2."] });
    expect(schemaErrors(practiceExamNumberSchema, { examNumber: "" })).toEqual({ examNumber: ["Choose Exam #1 or Exam #2."] });
  });

  it("lists nothing for a registration without a bundle", async () => {
    const member = await createMember();
    const { registration } = await inPostRegistration(member.id, { now: NOW });
    expect(await listRegistrationPracticeExams(registration.id)).toEqual([]);
  });
});
