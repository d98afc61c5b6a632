/**
 * The test builders: each one's state is what its name says, read where possible through the
 * product's own reads (the dashboard's Certification card, the certification area, the membership
 * state, the cart, receipts, the CEU summary, the member's experience and group CEU lists).
 */
import bcrypt from "bcryptjs";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUS_LABEL,
  EXPIRATION_STATUS,
  MEDIA_KIND,
  MEDIA_KIND_LABEL,
  MEMBERSHIP_STATUS,
  PATHWAY_KEY,
  PRODUCT_KIND,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REJECTION_STATUS,
  REVIEW_STATUS,
  ROLE,
  USER_TRAINING_STATUS,
} from "~/domain/constants.ts";
import { certificationArea } from "~/features/certifications/certification-area.server.ts";
import { loadDocumentationStep } from "~/features/certifications/registration/documentation.server.ts";
import { registrationOrder } from "~/features/certifications/registration/order.server.ts";
import { ceuSummary } from "~/features/ceus/ceu-summary.server.ts";
import { groupCeuListParams, listMemberGroupCeus } from "~/features/ceus/group-list.server.ts";
import { loadCart } from "~/features/commerce/cart.server.ts";
import { getReceipt } from "~/features/commerce/receipts.server.ts";
import { registrationDecision } from "~/features/course-registrations/decisions.server.ts";
import { getDashboard } from "~/features/dashboard/dashboard.server.ts";
import { getEventForMember } from "~/features/events/events.server.ts";
import { memberExperiencePage } from "~/features/experience/experience-form.server.ts";
import { membershipState } from "~/features/membership/memberships.server.ts";
import { owingFeeWhere } from "~/features/renewals/fees.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { readStoredFile } from "~/lib/uploads.server.ts";
import { handlersFor } from "../mocks/node.ts";
import { resetDatabase } from "../setup/db.ts";
import {
  activeMembership,
  approvedExperience,
  approvedGroupCeu,
  approvedIndependentTrainer,
  approvedIndividualCeu,
  approvedMembershipRequest,
  awaitingApprovalPaid,
  awaitingApprovalWithBalance,
  cartLine,
  certificationReference,
  annualFeePaid,
  certifiedInGoodStanding,
  createAdmin,
  createGroupCeu,
  createIndividualCeu,
  createMember,
  createMembership,
  createRegistration,
  expiredMembership,
  deadlinePassedUnrecorded,
  expiredWithoutExtension,
  inPostRegistration,
  memberOnlyEvent,
  onDemandEvent,
  pastEvent,
  upcomingEvent,
  lapsedCertification,
  membershipType,
  moduleAwaitingApproval,
  paidOrder,
  pastMemberships,
  pendingExperience,
  pendingExtension,
  pendingGroupCeu,
  pendingIndividualCeu,
  pendingMembershipRequest,
  pendingTrainerApplication,
  productLine,
  readyForFinalSteps,
  registrationAtStep,
  rejectedExperience,
  rejectedGroupCeu,
  rejectedIndividualCeu,
  revokedCertification,
  SUPPORTING_DOCUMENT_PDF,
  TEST_PASSWORD,
  waitingInExperienceApproval,
  waitingInFinalApproval,
  waitingInPathwayReview,
} from "../factories/index.ts";

vi.setConfig({ testTimeout: 30_000 });
const server = setupServer(...handlersFor(["accredible", "mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const card = async (userId: number) => (await getDashboard(userId)).certification;
const area = (userId: number) => certificationArea(userId);

async function candidateProgress(userId: number) {
  const view = await area(userId);
  if (view.view !== "candidate") throw new Error(`expected the candidate view, got ${view.view}`);
  return view.progress;
}

async function heldCertificate(userId: number) {
  const view = await area(userId);
  if (view.view !== "certified") throw new Error(`expected the certified view, got ${view.view}`);
  return view.certificates[0];
}

describe("people", () => {
  it("make distinct members, an admin, and a member who can sign in with the test password", async () => {
    const a = await createMember();
    const b = await createMember({ firstName: "Dee", card: { id: "pm_card_visa" } });
    const admin = await createAdmin();
    const signer = await createMember({ password: true });
    expect(a.email).not.toBe(b.email);
    expect(b).toMatchObject({ firstName: "Dee", role: ROLE.member, stripePaymentMethodId: "pm_card_visa", pmLastFour: "4242" });
    expect(admin.role).toBe(ROLE.admin);
    expect(bcrypt.compareSync(TEST_PASSWORD, signer.passwordHash ?? "")).toBe(true);
  });

  it("make pending CEUs and a pre-registration with what the schema requires (the raw factories)", async () => {
    const user = await createMember();
    const ceu = await createIndividualCeu(user.id);
    const group = await createGroupCeu(user.id, { programTitle: "Summit" });
    const registration = await createRegistration(user.id);
    expect(ceu.status).toBe("pending");
    expect(group).toMatchObject({ status: "pending", programTitle: "Summit" });
    expect(group.submittedAt).not.toBeNull();
    expect(registration).toMatchObject({ status: "pre_registration", step: "pathway" });
    expect(await db.user.count()).toBe(1);
  });
});

describe("memberships", () => {
  it("reuse one membership type per key, at the demo's price", async () => {
    const user = await createMember();
    const first = await createMembership(user.id);
    const second = await createMembership(user.id, { approved: false });
    expect(first.membershipTypeId).toBe(second.membershipTypeId);
    expect((await membershipType()).product?.priceCents).toBe(15_000);
    expect((await membershipType("student")).product?.priceCents).toBe(6_000);
  });

  it("activeMembership: bought and running today, the summary active", async () => {
    const user = await createMember();
    const { membership, transaction } = await activeMembership(user.id, { start: daysAgo(100) });
    expect(await membershipState(user.id)).toMatchObject({ state: MEMBERSHIP_STATUS.active, name: "Professional Membership" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.active);
    expect((await getReceipt({ userId: user.id, admin: false }, transaction.id))?.lineItems[0].membership).not.toBeNull();
    expect((Date.now() - membership.start.getTime()) / 86_400_000).toBeCloseTo(100, 0);
  });

  it("expiredMembership and pastMemberships: not a member now", async () => {
    const lapsed = await createMember();
    await expiredMembership(lapsed.id);
    expect(await membershipState(lapsed.id)).toEqual({ state: MEMBERSHIP_STATUS.notMember });
    const veteran = await createMember();
    const years = await pastMemberships(veteran.id, { years: 10 });
    expect(years).toHaveLength(10);
    for (let i = 1; i < years.length; i++) expect(years[i].start.getTime()).toBeGreaterThan(years[i - 1].end.getTime());
    expect(await membershipState(veteran.id)).toEqual({ state: MEMBERSHIP_STATUS.notMember });
  });

  it("pendingMembershipRequest: pending review (emeritus with ten years), the summary pending review", async () => {
    const user = await createMember();
    await pendingMembershipRequest(user.id, { typeKey: "emeritus" });
    expect(await membershipState(user.id)).toMatchObject({ state: MEMBERSHIP_STATUS.pendingReview, emeritus: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.pendingReview);
    expect(await db.membershipRequest.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ memberForTenYears: true });
  });

  it("approvedMembershipRequest: an active student membership linked to its approved request", async () => {
    const user = await createMember();
    const { membership, request } = await approvedMembershipRequest(user.id);
    expect(await membershipState(user.id)).toMatchObject({ state: MEMBERSHIP_STATUS.active, name: "Student Membership" });
    expect(request).toMatchObject({ status: "approved", userMembershipId: membership.id });
  });
});

describe("orders", () => {
  it("paidOrder: a succeeded transaction priced by the cart's rules, each item fulfilled", async () => {
    const user = await createMember();
    const ref = await certificationReference();
    const { transaction } = await paidOrder(user.id, [
      productLine(ref.practiceExam.product!),
      productLine(ref.renewalProduct, { year: 2026 }),
    ]);
    const receipt = await getReceipt({ userId: user.id, admin: false }, transaction.id);
    expect(receipt).toMatchObject({ amountCents: 9900 + 9500, status: "succeeded" });
    expect(receipt?.lineItems.map((l) => l.name)).toEqual(["AFC Practice Exam Bundle", "AFC Annual Certification Fee"]);
  });

  it("cartLine: an unpaid item in the cart", async () => {
    const user = await createMember();
    const ref = await certificationReference();
    await cartLine(user.id, productLine(ref.practiceExam.product!, { finalPriceCents: 7900 }));
    const cart = await loadCart(user.id);
    expect(cart.lines.map((l) => l.name)).toEqual(["AFC Practice Exam Bundle"]);
    expect(cart.pricing.totalCents).toBe(7900);
  });
});

describe("events", () => {
  it("upcomingEvent, pastEvent, memberOnlyEvent and onDemandEvent: on sale, closed, members only, on the dashboard", async () => {
    const user = await createMember();
    const upcoming = await upcomingEvent();
    const past = await pastEvent();
    const fpa = await memberOnlyEvent();
    const onDemand = await onDemandEvent();
    expect(await getEventForMember(user.id, upcoming.event.id)).toMatchObject({ kind: "event", canAddToCart: true, priceCents: 10_000 });
    expect(await getEventForMember(user.id, past.event.id)).toMatchObject({ kind: "event", canAddToCart: false });
    expect(await getEventForMember(user.id, fpa.event.id)).toEqual({ kind: "members_only" });
    expect(await getEventForMember(user.id, onDemand.event.id)).toMatchObject({ kind: "event", typeLabel: "OnDemand", canAddToCart: true });
    expect((await getDashboard(user.id)).events.map((e) => e.name)).toEqual([
      "OnDemand: Ethics Refresher",
      "Money Coaching Webinar",
      "FPA Roundtable",
    ]);
  });
});

describe("registrations before enrolment", () => {
  it("certificationReference: one AFC with four pathways, found the second time", async () => {
    const a = await certificationReference();
    const b = await certificationReference();
    expect(b.certification.id).toBe(a.certification.id);
    expect(Object.keys(a.pathway).sort()).toEqual(Object.values(PATHWAY_KEY).sort());
    expect(a.pathway.designation).toMatchObject({ requiresPreapproval: true, fee: { priceCents: 20000 } });
    expect(await db.product.count({ where: { kind: PRODUCT_KIND.registrationFee } })).toBe(4);
  });

  it("registrationAtStep: in the wizard at that step (the area offers Continue); not at Pathway Review", async () => {
    const user = await createMember();
    const r = await registrationAtStep(user.id, { step: REGISTRATION_STEP.courseMaterials });
    expect(r).toMatchObject({ status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.courseMaterials });
    expect(await area(user.id)).toMatchObject({ view: "not_certified", options: [{ state: "continue" }] });
    await expect(registrationAtStep(user.id, { step: REGISTRATION_STEP.pathwayApproval })).rejects.toThrow();
  });

  it("past Supporting Documentation a registration carries its pathway's file, stored as the step stores it (decision 33)", async () => {
    const user = await createMember();
    const at = await registrationAtStep(user.id, { step: REGISTRATION_STEP.documentation });
    expect((await loadDocumentationStep(at.id)).files).toEqual([]);
    const past = await registrationAtStep(user.id, { step: REGISTRATION_STEP.courseMaterials });
    const designation = await waitingInPathwayReview(user.id);
    const { registration: enrolled } = await inPostRegistration(user.id, { pathway: PATHWAY_KEY.independentTrainer });
    for (const [r, kind] of [
      [past, MEDIA_KIND.coursework],
      [designation, MEDIA_KIND.designation],
      [enrolled, MEDIA_KIND.coursework],
    ] as const) {
      expect((await loadDocumentationStep(r.id)).files).toEqual([expect.objectContaining({ kindLabel: MEDIA_KIND_LABEL[kind] })]);
      const [media] = await db.media.findMany({ where: { registrationId: r.id } });
      expect(media).toMatchObject({ kind, ownerUserId: user.id, uploadedById: null, mimeType: "application/pdf" });
      expect(await readStoredFile(media.storedPath)).toEqual(Buffer.from(SUPPORTING_DOCUMENT_PDF));
    }
  });

  it("waitingInPathwayReview: the designation pathway under review", async () => {
    const user = await createMember();
    const r = await waitingInPathwayReview(user.id);
    expect(r).toMatchObject({ status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.pathwayApproval });
    expect(await area(user.id)).toMatchObject({ view: "not_certified", options: [{ state: "under_review" }] });
    expect(await card(user.id)).toMatchObject({ kind: "under_review", finalApplication: false });
  });

  it("awaitingApprovalWithBalance: the order's balance unpaid and off the cart, a saved card", async () => {
    const user = await createMember();
    const { registration, lineItemIds } = await awaitingApprovalWithBalance(user.id);
    const order = await registrationOrder(db, registration.id, false);
    expect(order.lines.map((l) => [l.kind, l.cents])).toEqual([
      [PRODUCT_KIND.registrationFee, 15000],
      [PRODUCT_KIND.exam, 35000],
    ]);
    expect(lineItemIds).toHaveLength(2);
    expect((await loadCart(user.id)).lines).toEqual([]);
    expect(await card(user.id)).toMatchObject({ kind: "under_review" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).pmLastFour).toBe("4242");
    expect(await db.lineItem.count({ where: { registrationId: registration.id, transactionId: null, showInCart: false } })).toBe(2);
  });

  it("awaitingApprovalPaid: under review with the order paid (an exam attempt waiting)", async () => {
    const user = await createMember();
    const { registration, transaction } = await awaitingApprovalPaid(user.id, { materials: ["textbook"] });
    expect(transaction.amountCents).toBe(15000 + 19500 + 2500 + 35000);
    expect((await registrationOrder(db, registration.id, false)).dueCents).toBe(0);
    expect(await card(user.id)).toMatchObject({ kind: "under_review" });
    expect(await db.examAttempt.count({ where: { registrationId: registration.id, transactionId: transaction.id } })).toBe(1);
  });
});

describe("registrations after enrolment", () => {
  it("inPostRegistration: enrolled by paying the order (membership and materials with it), the exam paid", async () => {
    const user = await createMember();
    const enrolledOn = daysAgo(200);
    const { registration, transaction } = await inPostRegistration(user.id, {
      enrolledOn,
      materials: ["learningSystem"],
      practiceExam: true,
      membership: "professional",
    });
    expect(registration).toMatchObject({ status: REGISTRATION_STATUS.postRegistration, step: REGISTRATION_STEP.exam, enrolledOn });
    // the member discount on the exam, for the membership bought with it
    expect(transaction.amountCents).toBe(15000 + 79500 + 9900 + 15000 + 25000);
    expect(await candidateProgress(user.id)).toMatchObject({ examLabel: "Paid", canFinish: false, ethicsSignedOn: null });
    expect(await membershipState(user.id)).toMatchObject({ state: MEMBERSHIP_STATUS.active });
    expect(await db.registrationPracticeExam.count({ where: { registrationId: registration.id } })).toBe(1);
    expect(await db.registrationCourseMaterial.count({ where: { registrationId: registration.id, transactionId: transaction.id } })).toBe(
      1,
    );
  });

  it("inPostRegistration with hours, ethics and a failed exam, as asked", async () => {
    const user = await createMember();
    await inPostRegistration(user.id, {
      ethics: { signature: "Pat Member" },
      exam: { result: "F", score: 60 },
      experience: [
        { status: "approved", hours: 300 },
        { status: "pending", hours: 50 },
      ],
    });
    expect(await candidateProgress(user.id)).toMatchObject({
      experienceHours: 300,
      examLabel: "Waiting on payment",
      examAttemptsLeft: 4,
      canFinish: false,
    });
  });

  it("readyForFinalSteps: every requirement met, Finish offered", async () => {
    const user = await createMember();
    await readyForFinalSteps(user.id);
    expect(await candidateProgress(user.id)).toMatchObject({ score: 4, canFinish: true, examLabel: "Passed", experiencePercent: 100 });
  });

  it("waitingInFinalApproval: under review as the final application; approving it certifies", async () => {
    const user = await createMember({ firstName: "Fern", lastName: "Final" });
    const admin = await createAdmin();
    const { registration } = await waitingInFinalApproval(user.id);
    expect(registration).toMatchObject({ status: REGISTRATION_STATUS.finalApproval, certificateName: "Fern Final, AFC®" });
    expect(await card(user.id)).toMatchObject({ kind: "under_review", finalApplication: true });
    expect(await candidateProgress(user.id)).toMatchObject({ finalApproval: true, canFinish: false });
    const decided = await decide(registrationDecision, "approve", {
      actor: adminActor(admin.id),
      id: registration.id,
      selectedMessages: [],
      message: null,
    });
    expect(decided.ok).toBe(true);
    expect(await heldCertificate(user.id)).toMatchObject({ statusLabel: CERTIFICATION_STATUS_LABEL.good_standing, revoked: false });
  });

  it("waitingInExperienceApproval: under review with hours pending; approving approves them", async () => {
    const user = await createMember();
    const admin = await createAdmin();
    const { registration } = await waitingInExperienceApproval(user.id);
    expect(await card(user.id)).toMatchObject({ kind: "under_review", finalApplication: false });
    const decided = await decide(registrationDecision, "approve", {
      actor: adminActor(admin.id),
      id: registration.id,
      selectedMessages: [],
      message: null,
    });
    expect(decided.ok).toBe(true);
    expect(await db.experience.count({ where: { registrationId: registration.id, status: REVIEW_STATUS.pending } })).toBe(0);
  });

  it("expiredWithoutExtension and deadlinePassedUnrecorded: the card offers an extension; pendingExtension: paid and under review", async () => {
    const expired = await createMember();
    const { registration } = await expiredWithoutExtension(expired.id);
    expect(registration.expirationStatus).toBe(EXPIRATION_STATUS.expiredWithoutExtension);
    expect(await card(expired.id)).toMatchObject({ kind: "expired", canRequestExtension: true });

    const unrecorded = await createMember();
    const passed = (await deadlinePassedUnrecorded(unrecorded.id)).registration;
    expect(passed).toMatchObject({ status: REGISTRATION_STATUS.postRegistration, expirationStatus: null });
    expect(passed.deadline!.getTime()).toBeLessThan(Date.now());
    expect(await card(unrecorded.id)).toMatchObject({ kind: "expired", canRequestExtension: true });

    const asked = await createMember();
    const { extension, transaction } = await pendingExtension(asked.id, { completedHours: 640 });
    expect(extension).toMatchObject({ approved: null, completedHours: 640 });
    expect(extension.submittedAt).not.toBeNull();
    expect(transaction.amountCents).toBe(20000);
    expect(await card(asked.id)).toMatchObject({ kind: "extension", extension: "pending" });
  });
});

describe("certificates", () => {
  it("certifiedInGoodStanding: the certified view in good standing, in the running period", async () => {
    const user = await createMember();
    const { userCertification, registration } = await certifiedInGoodStanding(user.id);
    expect(registration).toMatchObject({ status: REGISTRATION_STATUS.complete });
    expect(await heldCertificate(user.id)).toMatchObject({ statusLabel: CERTIFICATION_STATUS_LABEL.good_standing, revoked: false });
    expect(await card(user.id)).toMatchObject({ kind: "certificate", status: CERTIFICATION_STATUS.goodStanding });
    const period = await db.reportingPeriod.findUniqueOrThrow({ where: { id: userCertification.reportingPeriodId! } });
    expect(period.start.getTime()).toBeLessThanOrEqual(Date.now());
    expect(period.end.getTime()).toBeGreaterThanOrEqual(Date.now());
  });

  it("lapsedCertification and revokedCertification", async () => {
    const lapsed = await createMember();
    await lapsedCertification(lapsed.id);
    expect(await heldCertificate(lapsed.id)).toMatchObject({ statusLabel: CERTIFICATION_STATUS_LABEL.lapsed_ceus });
    const unpaid = await createMember();
    await lapsedCertification(unpaid.id, { status: CERTIFICATION_STATUS.lapsedPayment });
    expect(await heldCertificate(unpaid.id)).toMatchObject({ statusLabel: CERTIFICATION_STATUS_LABEL.lapsed_payment });
    const revoked = await createMember();
    await revokedCertification(revoked.id);
    expect(await heldCertificate(revoked.id)).toMatchObject({ revoked: true });
    expect(await card(revoked.id)).toMatchObject({ kind: "certificate", step: 7, status: CERTIFICATION_STATUS.revoked });
  });

  it("annualFeePaid: the certification no longer owes that year's annual fee, and still owes the next", async () => {
    const user = await createMember();
    const { userCertification } = await certifiedInGoodStanding(user.id);
    const year = new Date().getFullYear() + 1;
    const owes = (y: number) => db.userCertification.count({ where: { AND: [{ id: userCertification.id }, owingFeeWhere(y)] } });
    expect(await owes(year)).toBe(1);
    await annualFeePaid(user.id, userCertification.id, year);
    expect([await owes(year), await owes(year + 1)]).toEqual([0, 1]);
  });
});

describe("CEUs", () => {
  it("individual CEUs pending, approved and rejected, as the member's summary reads them", async () => {
    const user = await createMember();
    const admin = await createAdmin();
    await certifiedInGoodStanding(user.id);
    await pendingIndividualCeu(user.id, { credits: 2 });
    const { review } = await approvedIndividualCeu(user.id, { credits: 5, reviewerId: admin.id });
    await rejectedIndividualCeu(user.id, { credits: 8, reviewerId: admin.id });
    const summary = await ceuSummary(user.id);
    expect(summary.credits.map((c) => [c.credits, c.status]).sort()).toEqual([
      ["2", REVIEW_STATUS.pending],
      ["5", REVIEW_STATUS.approved],
      ["8", REVIEW_STATUS.rejected],
    ]);
    expect(summary.totals.earned).toBe(5);
    expect(review).toMatchObject({ approved: true, status: REVIEW_STATUS.approved, reviewerId: admin.id });
    expect(await db.ceuReview.findFirst({ where: { status: REJECTION_STATUS.notRelevant } })).not.toBeNull();
  });

  it("group CEUs: the fees named and priced by the group fee rules and paid, which submits them; approved with a code", async () => {
    const member = await createMember();
    await activeMembership(member.id);
    const { groupCeu, transaction } = await pendingGroupCeu(member.id, { programTitle: "Money Week", listProgram: true });
    expect(groupCeu.submittedAt).not.toBeNull();
    const receipt = await getReceipt({ userId: member.id, admin: false }, transaction.id);
    expect(receipt?.lineItems.map((l) => [l.name, l.unitCents])).toEqual([
      ["CEU Pre-Approval Review: Money Week", 2500],
      ["CEU Library Listing: Money Week", 5000],
    ]);
    const { groupCeu: approved } = await approvedGroupCeu(member.id, { programTitle: "Credit Day" });
    expect(approved.completionCode).toMatch(/\S/);
    await rejectedGroupCeu(member.id, { programTitle: "Sales Pitch" });
    const rows = (await listMemberGroupCeus(member.id, groupCeuListParams(new URL("http://x/ceus/group")))).rows;
    expect(Object.fromEntries(rows.map((r) => [r.programTitle, r.tone]))).toEqual({
      "Money Week": "warning",
      "Credit Day": "success",
      "Sales Pitch": "danger",
    });
  });
});

describe("experience hours", () => {
  it("pending, approved and rejected hours on the member's experience page; only approved ones count", async () => {
    const user = await createMember();
    const admin = await createAdmin();
    const { registration } = await inPostRegistration(user.id);
    await pendingExperience(registration.id, { hours: 40 });
    const { review } = await approvedExperience(registration.id, { hours: 120, reviewerId: admin.id });
    await rejectedExperience(registration.id, { hours: 80, reviewerId: admin.id });
    const page = await memberExperiencePage(user.id);
    expect(page.rows.map((r) => r.tone).sort()).toEqual(["danger", "success", "warning"]);
    expect(page.approvedHours).toBe("120");
    expect(review).toMatchObject({ approved: true, status: REVIEW_STATUS.approved });
  });
});

describe("trainings", () => {
  it("an approved independent trainer, a pending trainer application and an Essentials module waiting for approval", async () => {
    const trainer = await createMember();
    const { independentTrainer, userTraining } = await approvedIndependentTrainer(trainer.id, { licenseCode: { code: "LICENSE-1" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: trainer.id } })).isIndependentTrainer).toBe(true);
    expect(independentTrainer.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(userTraining.status).toBe(USER_TRAINING_STATUS.completed);

    const applicant = await createMember();
    const { registration } = await pendingTrainerApplication(applicant.id);
    expect(registration.status).toBe(REGISTRATION_STATUS.registrationApproval);

    // A registration awaiting a decision is not "in progress"; approving it completes the module with its badge.
    const learner = await createMember();
    const admin = await createAdmin();
    const mme = await moduleAwaitingApproval(learner.id);
    expect((await getDashboard(learner.id)).essentials).toMatchObject({ inProgress: [], completed: [] });
    const decided = await decide(registrationDecision, "approve", {
      actor: adminActor(admin.id),
      id: mme.registration.id,
      selectedMessages: [],
      message: null,
    });
    expect(decided.ok).toBe(true);
    expect((await getDashboard(learner.id)).essentials.completed.map((t) => t.name)).toEqual(["Money Management Essentials"]);
  });
});
