import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember, inPostRegistration } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { parsedForm, schemaErrors } from "../../../tests/setup/forms.ts";
import { adminActor } from "~/lib/actor.ts";
import { todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import {
  addExamAttempt,
  deleteExamAttempt,
  EXAM_ATTEMPT_MESSAGES,
  editExamResult,
  examResultSchema,
  listExamAttempts,
  resetExamAttempt,
  simulateExam,
} from "./exam-attempts.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

/** A member enrolled on the AFC without paying the exam fee up front: no exam attempt yet. */
async function setup() {
  const member = await createMember();
  const admin = await createAdmin();
  const { registration, transaction } = await inPostRegistration(member.id, { payExamFeeUpfront: false });
  return { member, registration, transaction, actor: adminActor(admin.id) };
}

describe("exam attempts (admin)", () => {
  it("adds attempts only while fewer than five", async () => {
    const { registration, actor } = await setup();
    for (let i = 0; i < 5; i++) expect(await addExamAttempt(actor, registration.id, NOW)).toEqual({ ok: true });
    expect(await addExamAttempt(actor, registration.id, NOW)).toEqual({ ok: false, message: EXAM_ATTEMPT_MESSAGES.addFailed });
    expect(await db.examAttempt.count({ where: { registrationId: registration.id } })).toBe(5);
    expect((await listExamAttempts(registration.id)).canAdd).toBe(false);
  });

  it("records a result with score and date, tells the candidate, and resets it", async () => {
    const { member, registration, actor } = await setup();
    await addExamAttempt(actor, registration.id, NOW);
    const attempt = await db.examAttempt.findFirstOrThrow({ where: { registrationId: registration.id } });
    const schema = examResultSchema(todayISO(NOW));
    expect(schemaErrors(schema, { result: "", score: "101", takenAt: "2026-12-01" })).toEqual({
      result: ["Required"],
      score: [EXAM_ATTEMPT_MESSAGES.invalidScore],
      takenAt: [EXAM_ATTEMPT_MESSAGES.futureDate],
    });
    const entered = parsedForm(schema, { result: "F", score: "61.5", takenAt: "2026-11-20" });
    expect(await editExamResult(actor, registration.id, attempt.id, entered, NOW)).toBeNull();
    expect(await db.examAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({ result: "F", score: 61.5 });
    expect(await db.notification.count({ where: { userId: member.id, title: "Your exam result" } })).toBe(1);
    // The next attempt an admin adds is a retake.
    await addExamAttempt(actor, registration.id, NOW);
    expect(await db.examAttempt.findFirstOrThrow({ where: { registrationId: registration.id, id: { not: attempt.id } } })).toMatchObject({
      retake: true,
    });
    expect(await resetExamAttempt(actor, registration.id, attempt.id)).toEqual({ ok: true, message: "Successfully reset exam" });
    expect(await db.examAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({
      result: null,
      score: null,
      takenAt: null,
    });
    expect(await resetExamAttempt(actor, registration.id, 999_999)).toEqual({ ok: false, message: "Could not reset exam" });
  });

  it("deletes unpaid attempts only, and only the registration's own", async () => {
    const { registration, transaction: paid, actor } = await setup();
    await addExamAttempt(actor, registration.id, NOW);
    const attempt = await db.examAttempt.findFirstOrThrow({ where: { registrationId: registration.id } });
    expect(await deleteExamAttempt(actor, registration.id + 1, attempt.id)).toEqual({
      ok: false,
      message: EXAM_ATTEMPT_MESSAGES.deleteFailed,
    });
    // paid with the registration's order
    await db.examAttempt.update({ where: { id: attempt.id }, data: { transactionId: paid.id } });
    expect(await deleteExamAttempt(actor, registration.id, attempt.id)).toEqual({ ok: false, message: EXAM_ATTEMPT_MESSAGES.paidNoDelete });
    await db.examAttempt.update({ where: { id: attempt.id }, data: { transactionId: null } });
    expect(await deleteExamAttempt(actor, registration.id, attempt.id)).toEqual({ ok: true });
    expect(await db.examAttempt.count()).toBe(0);
  });

  it("simulates a result only in demo mode", async () => {
    const { registration, actor } = await setup();
    expect(await simulateExam(actor, registration.id, true, NOW)).toEqual({ ok: false, message: "Could not simulate a passed exam." });
    expect(await db.examAttempt.count()).toBe(0);
  });
});
