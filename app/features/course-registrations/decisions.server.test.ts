import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { mockStripe } from "../../../tests/mocks/stripe.ts";
import { createAdmin, createCertification, createMember, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { REGISTRATION_REVIEW_MESSAGES, registrationDecision, rejectSteps } from "./decisions.server.ts";

const server = setupServer(...handlersFor(["mail", "stripe", "accredible"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase();
  mockStripe.reset();
});

async function setup() {
  const member = await createMember({ firstName: "Marcus" });
  const admin = await createAdmin();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key: "designation", name: "Designation Pathway", deadlineMonths: 24, certificationId: afc.id, requiresPreapproval: true },
  });
  const textbook = await db.courseMaterial.create({ data: { name: "Textbook", pathways: { create: { pathwayTypeId: pathway.id } } } });
  const online = await db.courseMaterial.create({ data: { name: "Online", pathways: { create: { pathwayTypeId: pathway.id } } } });
  const elsewhere = await db.courseMaterial.create({ data: { name: "Other pathway's" } });
  const registration = await createRegistration(member.id, {
    certificationId: afc.id,
    pathwayTypeId: pathway.id,
    status: "registration_approval",
    step: "pathway_approval",
  });
  return { member, actor: adminActor(admin.id), registration, textbook, online, elsewhere };
}

const state = (id: number) => db.registration.findUniqueOrThrow({ where: { id }, include: { courseMaterials: true, reviews: true } });

describe("course registration decisions", () => {
  it("approving a pathway review picks the course materials and lets the candidate continue at Course Materials, once", async () => {
    const { member, actor, registration, textbook, elsewhere } = await setup();
    const input = { actor, id: registration.id, selectedMessages: [], message: "Welcome aboard", choices: [textbook.id, elsewhere.id] };
    expect(await decide(registrationDecision, "approve", input)).toEqual({ ok: true });
    const after = await state(registration.id);
    expect(after).toMatchObject({ status: "pre_registration", step: "course_materials" });
    expect(after.courseMaterials.map((m) => m.courseMaterialId)).toEqual([textbook.id]);
    expect(after.reviews).toEqual([
      expect.objectContaining({
        approved: true,
        previousStep: "pathway_approval",
        newStep: "course_materials",
        registrationStatus: "registration_approval",
      }),
    ]);
    expect(await db.notification.count({ where: { userId: member.id } })).toBe(1);
    // A second tab deciding again decides nothing.
    expect(await decide(registrationDecision, "approve", input)).toEqual({ ok: false, message: REGISTRATION_REVIEW_MESSAGES.notAwaiting });
    expect((await state(registration.id)).reviews).toHaveLength(1);
  });

  it("rejecting sends the registration back to the chosen step with the message; a step is required", async () => {
    const { actor, registration } = await setup();
    const base = { actor, id: registration.id, selectedMessages: [], message: "<p>Upload the certificate</p>" };
    expect(await decide(registrationDecision, "reject", { ...base, status: null })).toEqual({
      ok: false,
      message: "You must select a step",
    });
    expect(await decide(registrationDecision, "reject", { ...base, status: "documentation" })).toEqual({ ok: true });
    const after = await state(registration.id);
    expect(after).toMatchObject({ status: "pre_registration", step: "documentation" });
    expect(after.reviews[0]).toMatchObject({ approved: false, previousStep: "pathway_approval", newStep: "documentation" });
  });

  it("offers the pathway's steps but Pathway Review, and refuses a registration not waiting for approval", async () => {
    const { actor, registration } = await setup();
    expect(rejectSteps({ key: "designation", requiresPreapproval: true }).map((s) => s.value)).toEqual([
      "pathway",
      "documentation",
      "course_materials",
      "practice_exam_bundle",
      "shipping",
      "membership",
      "exam_fees",
      "summary",
    ]);
    await db.registration.update({ where: { id: registration.id }, data: { status: "pre_registration" } });
    expect(await decide(registrationDecision, "approve", { actor, id: registration.id, selectedMessages: [], message: null })).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.notAwaiting,
    });
  });
});

describe("approval by status", () => {
  const NOW = new Date("2026-11-25T15:00:00Z");

  async function candidate(status: string, over: { card?: string; step?: string; accredibleGroupId?: string | null } = {}) {
    const member = await createMember({ firstName: "Dana", lastName: "Diaz", ...(over.card ? { card: { id: over.card } } : {}) });
    const admin = await createAdmin();
    const afc = await createCertification({
      reportable: true,
      accredibleGroupId: over.accredibleGroupId === undefined ? "ACC-AFC" : over.accredibleGroupId,
    });
    const pathway = await db.pathwayType.create({
      data: { key: `education-${member.id}`, name: "Education Pathway", deadlineMonths: 36, certificationId: afc.id },
    });
    const registration = await createRegistration(member.id, {
      certificationId: afc.id,
      pathwayTypeId: pathway.id,
      status,
      step: over.step ?? "summary",
    });
    return { member, afc, registration, actor: adminActor(admin.id) };
  }
  const line = (userId: number, registrationId: number, kind: string, cents: number) =>
    db.lineItem.create({ data: { userId, registrationId, kind, name: kind, priceCents: cents, finalPriceCents: cents } });
  const approve = (actor: ReturnType<typeof adminActor>, id: number) =>
    decide(registrationDecision, "approve", { actor, id, selectedMessages: [], message: null }, NOW);

  it("general registration approval charges the unpaid balance to the saved card once and enrols", async () => {
    const { member, registration, actor } = await candidate("registration_approval", { card: "pm_card_visa" });
    await line(member.id, registration.id, "registration_fee", 45000);
    await line(member.id, registration.id, "exam", 30000);
    const results = await Promise.all([approve(actor, registration.id), approve(actor, registration.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(mockStripe.succeededCharges()).toHaveLength(1);
    expect(mockStripe.succeededCharges()[0]).toMatchObject({ amount: 75000 });
    const after = await db.registration.findUniqueOrThrow({
      where: { id: registration.id },
      include: { lineItems: true, examAttempts: true },
    });
    expect(after).toMatchObject({ status: "post_registration", step: "exam", enrolledOn: NOW });
    expect(after.deadline?.toISOString()).toBe("2029-11-25T15:00:00.000Z");
    expect(after.lineItems.every((l) => l.transactionId !== null)).toBe(true);
    expect(after.examAttempts).toHaveLength(1);
    const paid = await db.transaction.findMany({ where: { userId: member.id, status: "succeeded" } });
    expect(paid).toEqual([expect.objectContaining({ amountCents: 75000, lockKey: null })]);
    // A third click later finds it decided and charges nothing more.
    expect(await approve(actor, registration.id)).toEqual({ ok: false, message: REGISTRATION_REVIEW_MESSAGES.notAwaiting });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("a declined card leaves the registration as it was and says why; nothing is paid", async () => {
    const { member, registration, actor } = await candidate("registration_approval", { card: "pm_card_chargeDeclined" });
    await line(member.id, registration.id, "registration_fee", 45000);
    expect(await approve(actor, registration.id)).toEqual({
      ok: false,
      message: "There was a problem approving the registration: Your card was declined.",
    });
    const after = await db.registration.findUniqueOrThrow({ where: { id: registration.id }, include: { lineItems: true, reviews: true } });
    expect(after).toMatchObject({ status: "registration_approval", step: "summary", enrolledOn: null });
    expect(after.lineItems[0].transactionId).toBeNull();
    expect(after.reviews).toHaveLength(0);
    expect(await db.transaction.findMany({ where: { userId: member.id } })).toEqual([
      expect.objectContaining({ status: "failed", lockKey: null }),
    ]);
  });

  it("general approval without a saved card refuses when there is a balance, and charges nothing when there is none", async () => {
    const withBalance = await candidate("registration_approval");
    await line(withBalance.member.id, withBalance.registration.id, "registration_fee", 45000);
    expect(await approve(withBalance.actor, withBalance.registration.id)).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.noSavedCard,
    });
    const paidUp = await candidate("registration_approval");
    expect(await approve(paidUp.actor, paidUp.registration.id)).toEqual({ ok: true });
    expect(await db.registration.findUniqueOrThrow({ where: { id: paidUp.registration.id } })).toMatchObject({
      status: "post_registration",
    });
    expect(mockStripe.succeededCharges()).toHaveLength(0);
  });

  it("final approval issues the certification in good standing with its first reporting period and the credential's URL", async () => {
    const period = await db.reportingPeriod.create({
      data: { name: "2026-2027", start: new Date("2026-07-01T04:00:00Z"), end: new Date("2027-06-30T04:00:00Z"), status: "current" },
    });
    const { member, afc, registration, actor } = await candidate("final_approval", { step: "final_summary" });
    expect(await approve(actor, registration.id)).toEqual({ ok: true });
    const uc = await db.userCertification.findUniqueOrThrow({
      where: { userId_certificationId: { userId: member.id, certificationId: afc.id } },
    });
    expect(uc).toMatchObject({ status: "good_standing", registrationId: registration.id, reportingPeriodId: period.id, issuedAt: NOW });
    expect(uc.accredibleUrl).toMatch(/^https:\/\/www\.credential\.net\/mock-acc-afc-\d+$/);
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: "complete",
      graduatedOn: NOW,
    });
    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id } });
    expect(note.message).toContain(uc.accredibleUrl!);
  });

  it("final approval is refused while the certification has no credential group, and when the credential service refuses", async () => {
    const noGroup = await candidate("final_approval", { step: "final_summary", accredibleGroupId: null });
    expect(await approve(noGroup.actor, noGroup.registration.id)).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.noCredentialGroup,
    });
    const refused = await candidate("final_approval", { step: "final_summary", accredibleGroupId: "ACC-REFUSE" });
    expect(await approve(refused.actor, refused.registration.id)).toEqual({
      ok: false,
      message: "There was a problem approving the registration: Group not found",
    });
    expect(await db.userCertification.count()).toBe(0);
    expect(await db.registration.findUniqueOrThrow({ where: { id: refused.registration.id } })).toMatchObject({ status: "final_approval" });
  });

  it("module approval completes the modules with their badges; experience approval approves the pending hours", async () => {
    const mod = await candidate("module_approval", { step: "exam" });
    const category = await db.trainingCategory.create({ data: { key: "modules", name: "Modules" } });
    const training = await db.training.create({ data: { name: "Module 1", categoryId: category.id, accredibleGroupId: "ACC-M1" } });
    const ut = await db.userTraining.create({
      data: { userId: mod.member.id, trainingId: training.id, registrationId: mod.registration.id, status: "pending" },
    });
    expect(await approve(mod.actor, mod.registration.id)).toEqual({ ok: true });
    const done = await db.userTraining.findUniqueOrThrow({ where: { id: ut.id } });
    expect(done).toMatchObject({ status: "completed", completedAt: NOW });
    expect(done.accredibleUrl).toMatch(/mock-acc-m1-/);
    expect(await db.registration.findUniqueOrThrow({ where: { id: mod.registration.id } })).toMatchObject({
      status: "post_registration",
      step: "exam",
    });

    const exp = await candidate("experience_approval", { step: "exam" });
    const type = await db.fellowshipServiceType.create({ data: { name: "Counseling", allowed: 500 } });
    const base = {
      registrationId: exp.registration.id,
      fellowshipServiceTypeId: type.id,
      organization: "Org",
      supervisorName: "Sam",
      supervisorEmail: "sam@example.org",
      supervisorPhone: "555",
      description: "Work",
      startDate: NOW,
      endDate: NOW,
    };
    const pending = await db.experience.create({ data: { ...base, hours: 12.345 } });
    const rejected = await db.experience.create({ data: { ...base, hours: 5, status: "rejected", approved: false } });
    expect(await approve(exp.actor, exp.registration.id)).toEqual({ ok: true });
    expect(await db.experience.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: "approved",
      approved: true,
      hours: 12.35,
    });
    expect(await db.experience.findUniqueOrThrow({ where: { id: rejected.id } })).toMatchObject({ status: "rejected" });
    expect(await db.experienceReview.count({ where: { experienceId: pending.id, approved: true } })).toBe(1);
    expect(await db.registration.findUniqueOrThrow({ where: { id: exp.registration.id } })).toMatchObject({ status: "post_registration" });
  });

  it("rejecting at final approval sends the candidate back to a final step", async () => {
    const { registration, actor } = await candidate("final_approval", { step: "final_summary" });
    expect(rejectSteps({ key: "education", requiresPreapproval: false }, "final_approval").map((s) => s.value)).toEqual([
      "certificate_name",
      "professional_info",
      "preferences",
      "final_summary",
    ]);
    const base = { actor, id: registration.id, selectedMessages: [], message: "Fix the name" };
    expect(await decide(registrationDecision, "reject", { ...base, status: "shipping" }, NOW)).toEqual({
      ok: false,
      message: "You must select a step",
    });
    expect(await decide(registrationDecision, "reject", { ...base, status: "certificate_name" }, NOW)).toEqual({ ok: true });
    const after = await db.registration.findUniqueOrThrow({ where: { id: registration.id }, include: { reviews: true } });
    expect(after).toMatchObject({ status: "post_registration", step: "certificate_name" });
    expect(after.reviews[0]).toMatchObject({
      registrationStatus: "final_approval",
      previousStep: "final_summary",
      newStep: "certificate_name",
      approved: false,
    });
  });
});
