/**
 * The Independent Trainer approval mode and the rejection of an application (admin spec 4): approve
 * makes the member an active trainer for a year (their trainer row, the flag, the training's badge,
 * a license discount code, once); reject offers the application's steps and sends it back to one,
 * with the message in the wizard's sidebar.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../../tests/mocks/node.ts";
import {
  approvedIndependentTrainer,
  createAdmin,
  createMember,
  eligibleToTrainCertified,
  pendingTrainerApplication,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { openStep } from "../../../../tests/setup/wizard.ts";
import { DISCOUNT_KIND, REGISTRATION_STATUS, REGISTRATION_STEP, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { addYears, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { REGISTRATION_REVIEW_MESSAGES, registrationDecision, registrationDecisionModal } from "../decisions.server.ts";
import { getCourseRegistrationReview } from "../review.server.ts";
import { approvalMode } from "./registry.server.ts";

const server = setupServer(...handlersFor(["mail", "accredible"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const now = new Date("2026-11-20T15:00:00Z");

async function waiting(firstName = "Ava") {
  const member = await createMember({ firstName, lastName: "Applicant" });
  await eligibleToTrainCertified(member.id);
  const { registration } = await pendingTrainerApplication(member.id);
  const admin = await createAdmin();
  const base = { actor: adminActor(admin.id), id: registration.id, selectedMessages: [], message: "" };
  return { member, registration, base };
}

const counts = async (userId: number) => ({
  trainers: await db.independentTrainer.count({ where: { userId } }),
  discounts: await db.discount.count({ where: { ownerUserId: userId } }),
  trainings: await db.userTraining.count({ where: { userId } }),
});

describe("approving an Independent Trainer application", () => {
  it("is its own approval mode", async () => {
    const { registration } = await waiting();
    const r = await db.registration.findUniqueOrThrow({
      where: { id: registration.id },
      select: { status: true, step: true, training: { select: { category: { select: { key: true } } } } },
    });
    expect(approvalMode(r)).toBe("trainer");
    expect(approvalMode({ ...r, training: null })).toBe("general");
    expect((await registrationDecisionModal(registration.id, "approve", now))?.approveQuestion).toMatch(
      /^Approve Ava's Independent Trainer application\? They are an Independent Trainer for one year/,
    );
  });

  it("makes the member an active trainer for one year with the training's badge and a license code; twice is once", async () => {
    const { member, registration, base } = await waiting();
    expect(await decide(registrationDecision, "approve", base, now)).toEqual({ ok: true });
    const trainer = await db.independentTrainer.findUniqueOrThrow({ where: { userId: member.id } });
    expect(trainer).toMatchObject({ registrationId: registration.id, approvedAt: now, expiresAt: addYears(now, 1) });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).isIndependentTrainer).toBe(true);
    const application = await db.registration.findUniqueOrThrow({ where: { id: registration.id }, include: { trainerDiscount: true } });
    expect(application).toMatchObject({ status: REGISTRATION_STATUS.complete, step: REGISTRATION_STEP.summary });
    expect(application.trainerDiscount).toMatchObject({
      kind: DISCOUNT_KIND.trainerLicense,
      ownerUserId: member.id,
      usageLimit: 0,
      usage: 0,
      code: expect.stringMatching(/^IT-[A-Z2-9]{8}$/),
    });
    const [training] = await db.userTraining.findMany({ where: { userId: member.id } });
    expect(training).toMatchObject({
      trainingId: registration.trainingId,
      registrationId: registration.id,
      status: USER_TRAINING_STATUS.completed,
      completedAt: now,
      accredibleUrl: expect.stringMatching(/^https:\/\/www\.credential\.net\/mock-acc-it-2026-\d+$/),
    });
    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id } });
    expect(note).toMatchObject({ title: "Your Independent Trainer application was approved", url: paths.trainings.independent.root() });

    expect(await decide(registrationDecision, "approve", base, now)).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.notAwaiting,
    });
    expect(await counts(member.id)).toEqual({ trainers: 1, discounts: 1, trainings: 1 });
  });

  it("a trainer applying again keeps their trainer row, license code and badge; the year starts again", async () => {
    const member = await createMember({ firstName: "Rene" });
    await eligibleToTrainCertified(member.id);
    const before = await approvedIndependentTrainer(member.id, {
      approvedAt: daysAgo(400, now),
      licenseCode: { code: "RENE-1", usage: 3 },
    });
    const { registration } = await pendingTrainerApplication(member.id, { now });
    const admin = await createAdmin();
    const input = { actor: adminActor(admin.id), id: registration.id, selectedMessages: [], message: "" };
    expect(await decide(registrationDecision, "approve", input, now)).toEqual({ ok: true });
    expect(await db.independentTrainer.findUniqueOrThrow({ where: { userId: member.id } })).toMatchObject({
      id: before.independentTrainer.id,
      registrationId: registration.id,
      expiresAt: addYears(now, 1),
    });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).trainerDiscountId).toBe(before.discount!.id);
    expect(await db.userTraining.findUniqueOrThrow({ where: { id: before.userTraining.id } })).toMatchObject({
      registrationId: registration.id,
      accredibleUrl: before.userTraining.accredibleUrl,
    });
    expect(await counts(member.id)).toEqual({ trainers: 1, discounts: 1, trainings: 1 });
  });
});

describe("re-approving after an offering switch", () => {
  it("makes the new application the current one and keeps the approved period", async () => {
    const member = await createMember({ firstName: "Sol" });
    await eligibleToTrainCertified(member.id);
    const before = await approvedIndependentTrainer(member.id, { approvedAt: daysAgo(100, now), licenseCode: { code: "SOL-1" } });
    const { registration } = await pendingTrainerApplication(member.id, {
      now,
      data: { trainerOfferingLearningSystem: true, extra: { reapprovalOf: before.registration.id } },
    });
    const admin = await createAdmin();
    const input = { actor: adminActor(admin.id), id: registration.id, selectedMessages: [], message: "" };
    expect(await decide(registrationDecision, "approve", input, now)).toEqual({ ok: true });
    expect(await db.independentTrainer.findUniqueOrThrow({ where: { userId: member.id } })).toMatchObject({
      registrationId: registration.id,
      approvedAt: before.independentTrainer.approvedAt,
      expiresAt: before.independentTrainer.expiresAt,
    });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: REGISTRATION_STATUS.complete,
      deadline: before.independentTrainer.expiresAt,
      trainerDiscountId: before.discount!.id,
    });
  });
});

describe("rejecting an Independent Trainer application", () => {
  it("offers the application's steps; an other step is refused", async () => {
    const { registration, base } = await waiting();
    const modal = await registrationDecisionModal(registration.id, "reject", now);
    expect(modal?.steps).toEqual([
      { value: "trainer_bio", label: "Bio" },
      { value: "trainer_contact", label: "Program Contact Information" },
      { value: "trainer_format", label: "Program Format Details" },
      { value: "trainer_audience", label: "Program Audience" },
      { value: "trainer_language", label: "Languages Offered" },
      { value: "trainer_agreement", label: "Independent Trainer Terms and Conditions" },
      { value: "summary", label: "Pay & Review" },
    ]);
    expect(await decide(registrationDecision, "reject", { ...base, status: "shipping" }, now)).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.stepRequired,
    });
  });

  it("sends it back to Program Format Details with the message in the wizard's sidebar", async () => {
    const { member, registration, base } = await waiting();
    const message = "Please add the states you travel to.";
    expect(await decide(registrationDecision, "reject", { ...base, message, status: REGISTRATION_STEP.trainerFormat }, now)).toEqual({
      ok: true,
    });
    const after = await db.registration.findUniqueOrThrow({ where: { id: registration.id }, include: { reviews: true, training: true } });
    expect(after).toMatchObject({ status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.trainerFormat });
    expect(after.reviews).toEqual([
      expect.objectContaining({
        approved: false,
        previousStep: "summary",
        newStep: "trainer_format",
        registrationStatus: "registration_approval",
      }),
    ]);
    const stepUrl = paths.trainings.registerStep(after.training!.categoryId, REGISTRATION_STEP.trainerFormat);
    expect(await db.notification.findFirstOrThrow({ where: { userId: member.id } })).toMatchObject({ url: stepUrl });
    const page = await openStep(
      trainerWizard,
      member.id,
      { categoryId: String(after.training!.categoryId) },
      REGISTRATION_STEP.trainerFormat,
    );
    expect(page).toMatchObject({ kind: "ok", page: { frame: { review: { approved: false, html: expect.stringContaining(message) } } } });
  });
});

describe("the review page", () => {
  it("lists the independent trainer details in the summary", async () => {
    const member = await createMember({ firstName: "Dee" });
    const { registration } = await pendingTrainerApplication(member.id, {
      data: {
        trainerOfferingLearningSystem: true,
        trainerProgramFormat: ["in_person", "virtual"],
        trainerInPersonLocation: ["designated_location", "traveling"],
        trainerDesignatedAddress: "12 Oak St, Richmond, VA",
        trainerTravelingStates: ["VA", "MD"],
        trainerAudience: ["individual", "group"],
        trainerGroupSize: "10 - 20",
        trainerLanguages: ["english", "other"],
        trainerLanguageOther: "Tagalog",
        trainerPhone: "555-0100",
      },
    });
    const review = await getCourseRegistrationReview(registration.id);
    const rows = Object.fromEntries(review!.summary.map((r) => [r.step, r.selection]));
    expect(rows).toMatchObject({
      Education: "B.S. Family and Consumer Sciences",
      Licenses: "AFC®",
      Bio: expect.stringContaining("runs financial education workshops"),
      Email: member.email,
      Phone: "555-0100",
      Offering: "AFC Learning System",
      "Program Formats": "In-Person, Virtual",
      "In-Person Locations": "Designated Location, Traveling",
      "Traveling States": "VA, MD",
      "Designated Location Address": "12 Oak St, Richmond, VA",
      Audience: "Individual, Group",
      "Group Size": "10 - 20",
      Languages: "English, Other (Tagalog)",
    });
    expect(review!.summary.find((r) => r.step === "Education")?.price).toBe("$350.00 (Paid)");
    expect(review!.decision).toBe("trainer");
  });
});
