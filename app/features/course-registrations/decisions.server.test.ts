import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { mockStripe } from "../../../tests/mocks/stripe.ts";
import {
  awaitingApprovalPaid,
  awaitingApprovalWithBalance,
  certificationReference,
  courseAwaitingReview,
  createAdmin,
  createMember,
  createReportingPeriod,
  inPostRegistration,
  pendingModule,
  registrationAtStep,
  waitingInExperienceApproval,
  waitingInFinalApproval,
  waitingInPathwayReview,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PATHWAY_KEY, REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import {
  COURSE_BACK_TO_STUDY,
  REGISTRATION_REVIEW_MESSAGES,
  registrationDecision,
  registrationDecisionModal,
  rejectSteps,
} from "./decisions.server.ts";

const server = setupServer(...handlersFor(["mail", "stripe", "accredible"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase();
  mockStripe.reset();
});

/** Marcus waiting in Pathway Review on the designation pathway, which offers the Learning System and the textbook. */
async function setup() {
  const member = await createMember({ firstName: "Marcus" });
  const admin = await createAdmin();
  const reference = await certificationReference();
  const registration = await waitingInPathwayReview(member.id, { reference });
  const elsewhere = await db.courseMaterial.create({ data: { name: "Other pathway's" } });
  const { textbook, learningSystem: online } = reference.material;
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
    const { actor, member } = await setup();
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
    const notWaiting = await registrationAtStep(member.id, { pathway: PATHWAY_KEY.designation, step: REGISTRATION_STEP.courseMaterials });
    expect(await decide(registrationDecision, "approve", { actor, id: notWaiting.id, selectedMessages: [], message: null })).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.notAwaiting,
    });
  });
});

describe("approval by status", () => {
  const NOW = new Date("2026-11-25T15:00:00Z");

  /** Dana and an admin; Dana's card when given. */
  async function people(card?: string) {
    const member = await createMember({ firstName: "Dana", lastName: "Diaz", ...(card ? { card: { id: card } } : {}) });
    const admin = await createAdmin();
    return { member, actor: adminActor(admin.id) };
  }
  /** Dana waiting in final approval; the AFC's credential group is `accredibleGroupId` when given. */
  async function finalist(accredibleGroupId?: string | null) {
    const { member, actor } = await people();
    const { registration } = await waitingInFinalApproval(member.id, { now: NOW });
    const afc = { id: registration.certificationId! };
    if (accredibleGroupId !== undefined) await db.certification.update({ where: { id: afc.id }, data: { accredibleGroupId } });
    return { member, afc, registration, actor };
  }
  const approve = (actor: ReturnType<typeof adminActor>, id: number) =>
    decide(registrationDecision, "approve", { actor, id, selectedMessages: [], message: null }, NOW);

  it("general registration approval charges the unpaid balance to the saved card once and enrols", async () => {
    // the order's balance: the registration fee ($150) and the exam fee ($350)
    const { member, actor } = await people("pm_card_visa");
    const { registration } = await awaitingApprovalWithBalance(member.id, { now: NOW, savedCard: false });
    const results = await Promise.all([approve(actor, registration.id), approve(actor, registration.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(mockStripe.succeededCharges()).toHaveLength(1);
    expect(mockStripe.succeededCharges()[0]).toMatchObject({ amount: 50_000 });
    const after = await db.registration.findUniqueOrThrow({
      where: { id: registration.id },
      include: { lineItems: true, examAttempts: true },
    });
    expect(after).toMatchObject({ status: "post_registration", step: "exam", enrolledOn: NOW });
    expect(after.deadline?.toISOString()).toBe("2029-11-25T15:00:00.000Z");
    expect(after.lineItems.every((l) => l.transactionId !== null)).toBe(true);
    expect(after.examAttempts).toHaveLength(1);
    const paid = await db.transaction.findMany({ where: { userId: member.id, status: "succeeded" } });
    expect(paid).toEqual([expect.objectContaining({ amountCents: 50_000, lockKey: null })]);
    // A third click later finds it decided and charges nothing more.
    expect(await approve(actor, registration.id)).toEqual({ ok: false, message: REGISTRATION_REVIEW_MESSAGES.notAwaiting });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("a declined card leaves the registration as it was and says why; nothing is paid", async () => {
    const { member, actor } = await people("pm_card_chargeDeclined");
    const { registration } = await awaitingApprovalWithBalance(member.id, { now: NOW, savedCard: false });
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
    const withBalance = await people();
    const { registration: unpaid } = await awaitingApprovalWithBalance(withBalance.member.id, { now: NOW, savedCard: false });
    expect(await approve(withBalance.actor, unpaid.id)).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.noSavedCard,
    });
    const paidUp = await people();
    const { registration: paid } = await awaitingApprovalPaid(paidUp.member.id, { now: NOW });
    expect(await approve(paidUp.actor, paid.id)).toEqual({ ok: true });
    expect(await db.registration.findUniqueOrThrow({ where: { id: paid.id } })).toMatchObject({
      status: "post_registration",
    });
    expect(mockStripe.succeededCharges()).toHaveLength(0);
  });

  it("the Approve modal asks what approving does in the registration's mode", async () => {
    const withCard = await people();
    const { registration: balance } = await awaitingApprovalWithBalance(withCard.member.id, { now: NOW });
    expect((await registrationDecisionModal(balance.id, "approve", NOW))?.approveQuestion).toBe(
      "Approve Dana's registration? The unpaid balance of $500.00 is charged to their saved card ending in 4242, and they are enrolled.",
    );
    const paidUp = await people();
    const { registration: paid } = await awaitingApprovalPaid(paidUp.member.id, { now: NOW });
    expect((await registrationDecisionModal(paid.id, "approve", NOW))?.approveQuestion).toBe(
      "Approve Dana's registration? Nothing is left to pay; they are enrolled.",
    );
    const reviewed = await people();
    const pathway = await waitingInPathwayReview(reviewed.member.id, { now: NOW });
    expect((await registrationDecisionModal(pathway.id, "approve", NOW))?.approveQuestion).toMatch(
      /^Approve Dana's pathway\? They continue/,
    );
    const { registration: final } = await finalist();
    expect((await registrationDecisionModal(final.id, "approve", NOW))?.approveQuestion).toMatch(
      /^Approve Dana's final steps\? The .+ certification is issued in good standing/,
    );
  });

  it("final approval issues the certification in good standing with its first reporting period; the certificate follows the commit", async () => {
    const period = await createReportingPeriod({
      name: "2026-2027",
      start: new Date("2026-07-01T04:00:00Z"),
      end: new Date("2027-06-30T04:00:00Z"),
      status: "current",
    });
    const { member, afc, registration, actor } = await finalist();
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
    expect(uc.credentialId).toMatch(/^\d+$/);
    // The issue was recorded with the decision and made once, after the commit (decision 53).
    expect(
      await db.outsideCall.findMany({ select: { action: true, key: true, state: true, tries: true, userCertificationId: true } }),
    ).toEqual([
      {
        action: "accredible.issue",
        key: `accredible.issue:certificate:registration-${registration.id}`,
        state: "done",
        tries: 1,
        userCertificationId: uc.id,
      },
    ]);
    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id } });
    expect(note.message).toContain("Your certificate is on its way");
  });

  it("final approval is refused while the certification has no credential group; a refused certificate waits for its retry", async () => {
    const noGroup = await finalist(null);
    expect(await approve(noGroup.actor, noGroup.registration.id)).toEqual({
      ok: false,
      message: REGISTRATION_REVIEW_MESSAGES.noCredentialGroup,
    });
    expect(await db.userCertification.count()).toBe(0);
    const refused = await finalist("ACC-REFUSE");
    expect(await approve(refused.actor, refused.registration.id)).toEqual({ ok: true });
    expect(await db.registration.findUniqueOrThrow({ where: { id: refused.registration.id } })).toMatchObject({ status: "complete" });
    expect(await db.userCertification.findFirstOrThrow()).toMatchObject({ status: "good_standing", accredibleUrl: null });
    expect(await db.outsideCall.findFirstOrThrow()).toMatchObject({
      state: "pending",
      tries: 1,
      lastError: "Group not found",
      nextTryAt: new Date(NOW.getTime() + 15 * 60 * 1000),
    });
  });

  it("module approval completes the modules with their badges; experience approval approves the pending hours", async () => {
    // enrolled (at the exam step) and in module approval with a module waiting
    const modPeople = await people();
    const inModules = { status: REGISTRATION_STATUS.moduleApproval };
    const mod = { ...modPeople, ...(await inPostRegistration(modPeople.member.id, { now: NOW, data: inModules })) };
    const { userTraining: ut } = await pendingModule(mod.registration, { accredibleGroupId: "ACC-M1" });
    expect(await approve(mod.actor, mod.registration.id)).toEqual({ ok: true });
    const done = await db.userTraining.findUniqueOrThrow({ where: { id: ut.id } });
    expect(done).toMatchObject({ status: "completed", completedAt: NOW });
    expect(done.accredibleUrl).toMatch(/mock-acc-m1-/);
    expect(await db.registration.findUniqueOrThrow({ where: { id: mod.registration.id } })).toMatchObject({
      status: "post_registration",
      step: "exam",
    });

    const expPeople = await people();
    const waiting = await waitingInExperienceApproval(expPeople.member.id, {
      now: NOW,
      experience: [
        { status: "pending", hours: 12.345 },
        { status: "rejected", hours: 5 },
      ],
    });
    const exp = { ...expPeople, registration: waiting.registration };
    const [pending, rejected] = waiting.experiences;
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

  it("a finished course's approval completes it with its badge; its rejection sends the member back to studying", async () => {
    const approved = await people();
    const course = await courseAwaitingReview(approved.member.id, { now: NOW });
    await db.training.update({ where: { id: course.registration.trainingId! }, data: { accredibleGroupId: "ACC-ESS" } });
    expect(await approve(approved.actor, course.registration.id)).toEqual({ ok: true });
    expect(await db.registration.findUniqueOrThrow({ where: { id: course.registration.id } })).toMatchObject({ status: "complete" });
    const done = await db.userTraining.findUniqueOrThrow({ where: { id: course.userTraining.id } });
    expect(done).toMatchObject({ status: "completed", completedAt: NOW });
    expect(done.accredibleUrl).toMatch(/mock-acc-ess-/);

    const sentBack = await people();
    const other = await courseAwaitingReview(sentBack.member.id, { now: NOW });
    const reg = await db.registration.findUniqueOrThrow({
      where: { id: other.registration.id },
      include: { training: { include: { category: true } } },
    });
    expect(rejectSteps(null, reg.status, reg)).toEqual([{ value: "summary", label: COURSE_BACK_TO_STUDY }]);
    const base = { actor: sentBack.actor, id: reg.id, selectedMessages: [], message: "<p>Module 3 is not done yet.</p>" };
    expect(await decide(registrationDecision, "reject", { ...base, status: "certificate_name" }, NOW)).toMatchObject({ ok: false });
    expect(await decide(registrationDecision, "reject", { ...base, status: "summary" }, NOW)).toEqual({ ok: true });
    expect(await db.registration.findUniqueOrThrow({ where: { id: reg.id } })).toMatchObject({ status: "post_registration" });
    const notice = await db.notification.findFirstOrThrow({ where: { userId: sentBack.member.id }, orderBy: { id: "desc" } });
    expect(notice).toMatchObject({
      title: "Your course needs more work",
      url: "/certifications-and-training/trainings?tab=in-progress",
    });
  });

  it("rejecting at final approval sends the candidate back to a final step", async () => {
    const { registration, actor } = await finalist();
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
