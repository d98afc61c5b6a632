import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import {
  createAdmin,
  createMember,
  learningSystemTraining,
  payLines,
  trainingPaidEnrolmentFailed,
  trainingRegistrationInCart,
} from "../../../tests/factories/index.ts";
import { TRANSACTION_STATUS } from "~/domain/constants.ts";
import { afterPayment } from "~/features/commerce/fulfilment.server.ts";
import { getCourseRegistrationReview } from "~/features/course-registrations/review.server.ts";
import { createBrightspaceUser } from "~/integrations/brightspace.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { MAX_ENROLMENT_TRIES } from "./learning-system.ts";
import { enrolRegistration, retryEnrolment, retryFailedEnrolments } from "./learning-system.server.ts";

const server = setupServer(...handlersFor(["brightspace"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase();
  // A fresh stand-in per test, as the database is: no Brightspace user from an earlier test.
  server.resetHandlers(...handlersFor(["brightspace"]));
  // The refusals are logged: keep them out of the test output.
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});

const STATE = { brightspaceEnrollment: true, brightspaceEnrollmentError: true, brightspaceEnrollmentTries: true } as const;
const stateOf = (id: number) => db.registration.findUniqueOrThrow({ where: { id }, select: STATE });

/** A member's training registration paid through the payment path, with the after-payment work run. */
async function payForTraining(userId: number, opts: { courseId?: string | null } = {}) {
  const { registration, training, lineItem } = await trainingRegistrationInCart(userId, opts);
  const { transaction } = await payLines(userId, [lineItem.id]);
  await afterPayment(transaction.id);
  return { registration, training, lineItem, transaction };
}

describe("enrolment in the learning system after a training's payment", () => {
  it("enrols the member: a new Brightspace user kept on the user, the registration enrolled after one try", async () => {
    const member = await createMember();
    const { registration } = await payForTraining(member.id);
    expect(await stateOf(registration.id)).toEqual({
      brightspaceEnrollment: true,
      brightspaceEnrollmentError: null,
      brightspaceEnrollmentTries: 1,
    });
    const user = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(user.brightspaceId).toMatch(/^\d+$/);
  });

  it("records a refusing course's answer and keeps the payment; Retry enrolment succeeds once the course is fixed, counting tries", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    const { registration, training, lineItem, transaction } = await payForTraining(member.id, { courseId: "BS-DOWN-1" });
    expect(await stateOf(registration.id)).toEqual({
      brightspaceEnrollment: false,
      brightspaceEnrollmentError: "Brightspace could not enrol the user in course BS-DOWN-1 (503): Brightspace is down for maintenance.",
      brightspaceEnrollmentTries: 1,
    });
    expect(await db.lineItem.findUniqueOrThrow({ where: { id: lineItem.id } })).toMatchObject({ transactionId: transaction.id });
    expect(await db.transaction.findUniqueOrThrow({ where: { id: transaction.id } })).toMatchObject({
      status: TRANSACTION_STATUS.succeeded,
    });

    const still = await retryEnrolment(adminActor(admin.id), registration.id);
    expect(still).toEqual({
      ok: false,
      message:
        "There was a problem enrolling in Brightspace: Brightspace could not enrol the user in course BS-DOWN-1 (503): Brightspace is down for maintenance.",
    });
    expect((await stateOf(registration.id)).brightspaceEnrollmentTries).toBe(2);

    await db.training.update({ where: { id: training.id }, data: { brightspaceCourseId: "BS-ESS-900" } });
    expect(await retryEnrolment(adminActor(admin.id), registration.id)).toEqual({ ok: true, message: "Enrolled in the learning system." });
    expect(await stateOf(registration.id)).toEqual({
      brightspaceEnrollment: true,
      brightspaceEnrollmentError: null,
      brightspaceEnrollmentTries: 3,
    });
    const events = await db.auditEvent.findMany({
      where: { entityType: "Registration", entityId: registration.id },
      orderBy: { id: "asc" },
    });
    expect(events.map((e) => [e.actorId, e.action, e.after])).toEqual([
      [admin.id, "registration.learningSystem.enrol", expect.objectContaining({ brightspaceEnrollmentTries: 2 })],
      [
        admin.id,
        "registration.learningSystem.enrol",
        { brightspaceEnrollment: true, brightspaceEnrollmentError: null, brightspaceEnrollmentTries: 3 },
      ],
    ]);
    // Enrolled: a second Retry does nothing more.
    expect(await retryEnrolment(adminActor(admin.id), registration.id)).toEqual({
      ok: true,
      message: "Already enrolled in the learning system.",
    });
    expect((await stateOf(registration.id)).brightspaceEnrollmentTries).toBe(3);
  });

  it("does nothing for a training without a course in the learning system", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    const { registration } = await payForTraining(member.id, { courseId: null });
    expect(await stateOf(registration.id)).toEqual({
      brightspaceEnrollment: false,
      brightspaceEnrollmentError: null,
      brightspaceEnrollmentTries: 0,
    });
    expect(await enrolRegistration(registration.id)).toEqual({ ok: true, kind: "no-course" });
    expect(await retryEnrolment(adminActor(admin.id), registration.id)).toEqual({
      ok: false,
      message: "This training has no learning-system course.",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).brightspaceId).toBeNull();
  });

  it("refuses Retry enrolment for a training not paid yet", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    const { registration } = await trainingRegistrationInCart(member.id);
    expect(await retryEnrolment(adminActor(admin.id), registration.id)).toEqual({ ok: false, message: "The training is not paid yet." });
    expect((await stateOf(registration.id)).brightspaceEnrollmentTries).toBe(0);
  });

  it("uses the Brightspace account made with the member's email, and one user for two trainings paid together", async () => {
    const member = await createMember();
    const existing = await createBrightspaceUser({
      orgDefinedId: "legacy-7",
      userName: member.email,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
    });
    if (!existing.ok) throw new Error(existing.message);
    const a = await trainingRegistrationInCart(member.id);
    const b = await trainingRegistrationInCart(member.id);
    const { transaction } = await payLines(member.id, [a.lineItem.id, b.lineItem.id]);
    await afterPayment(transaction.id);
    for (const r of [a.registration, b.registration]) expect((await stateOf(r.id)).brightspaceEnrollment).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).brightspaceId).toBe(existing.user.userId);
  });

  it("records an unknown course's 404 and a user Brightspace does not know", async () => {
    const member = await createMember();
    const { registration } = await payForTraining(member.id, { courseId: "NOPE-1" });
    expect((await stateOf(registration.id)).brightspaceEnrollmentError).toBe(
      "Brightspace could not enrol the user in course NOPE-1 (404): Org unit NOPE-1 not found.",
    );
    const stale = await createMember({ brightspaceId: "424242" });
    const other = await payForTraining(stale.id);
    expect((await stateOf(other.registration.id)).brightspaceEnrollmentError).toMatch(/\(404\): User 424242 not found\.$/);
  });

  it("shows the admin the failure with its tries, then the enrolment", async () => {
    const member = await createMember();
    const { registration } = await trainingPaidEnrolmentFailed(member.id, {
      tries: 3,
      error: "Brightspace did not answer within 5 seconds.",
    });
    expect((await getCourseRegistrationReview(registration.id))?.learningSystem).toEqual({
      kind: "failed",
      message: "Brightspace did not answer within 5 seconds.",
      tries: 3,
      retriesStopped: false,
    });
    await enrolRegistration(registration.id);
    expect((await getCourseRegistrationReview(registration.id))?.learningSystem).toEqual({ kind: "enrolled" });
    const { registration: unpaid } = await trainingRegistrationInCart(member.id);
    expect((await getCourseRegistrationReview(unpaid.id))?.learningSystem).toEqual({ kind: "unpaid" });
  });
});

describe("retryFailedEnrolments (the scheduled retry)", () => {
  it("tries a failed enrolment again once its wait is over, and stops after the last try", async () => {
    const member = await createMember();
    const paidAt = new Date("2026-03-02T15:00:00Z");
    const { registration } = await trainingPaidEnrolmentFailed(member.id, { paidAt });
    const { registration: gaveUp } = await trainingPaidEnrolmentFailed(member.id, { paidAt, tries: MAX_ENROLMENT_TRIES });
    const { registration: stillDown } = await trainingPaidEnrolmentFailed(member.id, { paidAt, courseId: "BS-DOWN-2" });

    expect(await retryFailedEnrolments(new Date("2026-03-02T15:14:00Z"))).toEqual({ tried: 0, enrolled: 0, failed: 0 });
    const at = new Date("2026-03-02T15:15:00Z");
    expect(await retryFailedEnrolments(at)).toEqual({ tried: 2, enrolled: 1, failed: 1 });
    expect(await stateOf(registration.id)).toEqual({
      brightspaceEnrollment: true,
      brightspaceEnrollmentError: null,
      brightspaceEnrollmentTries: 2,
    });
    expect((await stateOf(gaveUp.id)).brightspaceEnrollmentTries).toBe(MAX_ENROLMENT_TRIES);
    expect((await stateOf(stillDown.id)).brightspaceEnrollmentTries).toBe(2);
    // Its next wait is twice as long (30 minutes after the second try); running again early does nothing.
    expect(await retryFailedEnrolments(new Date("2026-03-02T15:44:00Z"))).toEqual({ tried: 0, enrolled: 0, failed: 0 });
    expect(await retryFailedEnrolments(new Date("2026-03-02T15:45:00Z"))).toEqual({ tried: 1, enrolled: 0, failed: 1 });
    expect(await db.auditEvent.count()).toBe(0);
  });
});

describe("a training enrolled already", () => {
  it("is left alone", async () => {
    const member = await createMember();
    const training = await learningSystemTraining();
    const { registration, lineItem } = await trainingRegistrationInCart(member.id, { training });
    await payLines(member.id, [lineItem.id]);
    await db.registration.update({ where: { id: registration.id }, data: { brightspaceEnrollment: true } });
    expect(await enrolRegistration(registration.id)).toEqual({ ok: true, kind: "already" });
    expect((await stateOf(registration.id)).brightspaceEnrollmentTries).toBe(0);
  });
});
