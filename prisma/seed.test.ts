import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgresql, resetDatabase, testDatabaseFile } from "../tests/setup/db.ts";
import {
  APPROVAL_STATUSES,
  CERTIFICATION_STATUS,
  EXAM_RESULT,
  EXPIRATION_STATUS,
  HTML_CARD_KEY,
  MEDIA_KIND,
  MEMBERSHIP_KEY,
  MEMBERSHIP_REQUEST_STATUS,
  MEMBERSHIP_STATUS,
  PATHWAY_KEY,
  PRODUCT_KIND,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REPORTING_PERIOD_STATUS,
  REVIEW_STATUS,
  ROLE,
  TRAINING_CATEGORY_KEY,
} from "../app/domain/constants.ts";
import { certificationArea } from "../app/features/certifications/certification-area.server.ts";
import { requiredDocument } from "../app/features/certifications/registration/rules.ts";
import { getDashboard } from "../app/features/dashboard/dashboard.server.ts";
import { listEvents } from "../app/features/events/list.server.ts";
import { membershipState } from "../app/features/membership/memberships.server.ts";
import { loadTrainerDashboard } from "../app/features/trainings/trainer-dashboard.server.ts";
import { db } from "../app/lib/db.server.ts";
import { verifyPassword } from "../app/lib/password.server.ts";
import { readStoredFile } from "../app/lib/uploads.server.ts";
import { loadRegistrationPracticeExams } from "../app/features/practice-exams/candidate.server.ts";
import { loadRenewal } from "~/features/renewals/renewal.server.ts";
import { loadHistoryTab } from "~/features/member-records/history.server.ts";
import { paths } from "~/lib/paths.ts";
import { yearNY } from "~/lib/dates.ts";
import { loadMergePreview } from "~/features/member-records/merge/preview.server.ts";
import { DEMO_ACCOUNTS, DEMO_EMAIL, DEMO_PASSWORD, fillerEmail, type DemoKey } from "./demo-accounts.ts";
import { FILLER_ROLES, SeedRefusedError, seed } from "./seed.ts";
import { ScaleSeedError, seedScale } from "./seed-scale.ts";

const DAY = 86_400_000;

async function user(email: string) {
  return db.user.findUniqueOrThrow({ where: { email } });
}

function raw() {
  return new Database(testDatabaseFile(), { readonly: true, fileMustExist: true });
}

// The seed makes thousands of rows one statement at a time: a round trip each on PostgreSQL (about
// 45 s on an idle machine).
beforeAll(
  async () => {
    await resetDatabase();
    await seed();
  },
  onPostgresql ? 240_000 : 60_000,
);

afterAll(async () => {
  await db.$disconnect();
});

describe("seed: reference data", () => {
  it("creates the roles, the AFC certification, every pathway and the membership prices", async () => {
    expect((await db.role.findMany({ orderBy: { key: "asc" } })).map((r) => r.key)).toEqual([ROLE.admin, ROLE.member]);
    const afc = await db.certification.findUniqueOrThrow({ where: { key: "afc" } });
    expect(afc).toMatchObject({ name: "Accredited Financial Counselor", reportable: true });
    expect(await db.certification.count()).toBeGreaterThanOrEqual(2);

    const pathways = await db.pathwayType.findMany({ include: { registrationFees: true } });
    expect(pathways.map((p) => p.key).sort()).toEqual(Object.values(PATHWAY_KEY).sort());
    for (const p of pathways) {
      expect(p.deadlineMonths).toBeGreaterThan(0);
      expect(p.registrationFees.length).toBeGreaterThan(0);
      expect(p.registrationFees.every((f) => f.kind === PRODUCT_KIND.registrationFee)).toBe(true);
    }

    const memberships = await db.membershipType.findMany({ include: { product: true } });
    const price = Object.fromEntries(memberships.map((m) => [m.key, m.product?.priceCents]));
    expect(price).toEqual({ [MEMBERSHIP_KEY.professional]: 15000, [MEMBERSHIP_KEY.student]: 6000, [MEMBERSHIP_KEY.emeritus]: 5000 });
  });

  it("has the reporting periods, the symposium scholarship category 6 and the login side panels", async () => {
    const periods = await db.reportingPeriod.findMany({ orderBy: { start: "asc" } });
    expect(periods.map((p) => p.name)).toEqual(["2018", "2019-2020", "2021-2022", "2023-2024", "2025-2026", "2027-2028"]);
    expect(periods.find((p) => p.status === REPORTING_PERIOD_STATUS.current)?.name).toBe("2025-2026");
    expect(periods.find((p) => p.status === REPORTING_PERIOD_STATUS.upcoming)?.name).toBe("2027-2028");

    const scholarship = await db.donationOption.findFirstOrThrow({ where: { name: "Symposium scholarship" } });
    expect(scholarship.categoryId).toBe(6);
    expect(scholarship.amountsCents).toEqual([2500, 5000, 10000, 25000, 50000, 37500, 72500]);

    const membership = await db.referrerContext.findUniqueOrThrow({ where: { referrer: "/membership" } });
    expect(membership).toMatchObject({ heading: "Join the association", videoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" });
    expect(await db.referrerContext.count({ where: { referrer: { in: ["/events", "/certifications-and-training"] } } })).toBe(2);

    expect(await db.discount.findUnique({ where: { code: "WELCOME10" } })).toMatchObject({ percentage: true, amount: 10 });
    expect(await db.htmlCard.count()).toBe(5);
    expect(await db.htmlCard.findUnique({ where: { key: HTML_CARD_KEY.codeOfEthics } })).not.toBeNull();
    expect(await db.workAreaCategory.count({ where: { name: { contains: "Military" } } })).toBeGreaterThan(0);
    expect(await db.trainingCategory.count({ where: { key: { in: Object.values(TRAINING_CATEGORY_KEY) } } })).toBe(2);
  });
});

describe("seed: demo accounts", () => {
  it("creates every demo account with the demo password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const u = await user(account.email);
      expect(await verifyPassword(DEMO_PASSWORD, u.passwordHash), account.email).toBe(true);
    }
    expect((await user(DEMO_EMAIL.admin)).role).toBe(ROLE.admin);
    expect((await user(DEMO_EMAIL.certified)).role).toBe(ROLE.member);
  });

  it("new user has nothing yet", async () => {
    const u = await db.user.findUniqueOrThrow({
      where: { email: DEMO_EMAIL.newUser },
      include: { registrations: true, userMemberships: true, userCertifications: true, lineItems: true, membershipRequests: true },
    });
    expect([u.registrations, u.userMemberships, u.userCertifications, u.lineItems, u.membershipRequests].every((l) => l.length === 0)).toBe(
      true,
    );
  });

  it("every README account shows its state on the member's own pages (dashboard card, certification area, membership)", async () => {
    const read = async (key: DemoKey) => {
      const u = await user(DEMO_EMAIL[key]);
      const [dashboard, area, membership] = await Promise.all([
        getDashboard(u.id, new Date(), { mayPrompt: false }),
        certificationArea(u.id),
        membershipState(u.id),
      ]);
      return { card: dashboard.certification, area, membership };
    };
    const inWizard = { area: { view: "not_certified", options: [{ state: "continue" }] } };
    const expected: Record<DemoKey, object> = {
      admin: { card: { kind: "enroll" } },
      newUser: { card: { kind: "enroll" }, area: { view: "not_certified", options: [{ state: "enroll" }] } },
      wizard: inWizard,
      university: inWizard,
      designation: { card: { kind: "under_review", finalApplication: false } },
      trainee: inWizard,
      approval: { card: { kind: "under_review", finalApplication: false } },
      finalist: { card: { kind: "under_review", finalApplication: true }, area: { view: "candidate", progress: { finalApproval: true } } },
      ready: { card: { kind: "progress", exam: "passed", ethicsSigned: true }, area: { view: "candidate", progress: { canFinish: true } } },
      expired: { card: { kind: "expired", canRequestExtension: true } },
      candidate: {
        card: { kind: "progress", exam: "paid", ethicsSigned: true },
        area: { view: "candidate", progress: { canFinish: false, examLabel: "Paid" } },
        membership: { state: MEMBERSHIP_STATUS.active, name: "Professional Membership" },
      },
      certified: {
        card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding },
        membership: { state: MEMBERSHIP_STATUS.active },
      },
      lapsed: {
        card: { kind: "certificate", status: CERTIFICATION_STATUS.lapsedCeus },
        membership: { state: MEMBERSHIP_STATUS.notMember },
      },
      revoked: { card: { kind: "certificate", step: 7, status: CERTIFICATION_STATUS.revoked } },
      trainer: { card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding } },
      student: { membership: { state: MEMBERSHIP_STATUS.active, name: "Student Membership" } },
      emeritus: { membership: { state: MEMBERSHIP_STATUS.pendingReview, emeritus: true } },
      essentials: { card: { kind: "enroll" } },
      trainerEligible: { card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding } },
      trainerNotYet: { card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding } },
      trainerReview: { card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding } },
      trainerExpiring: { card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding } },
      practice: { card: { kind: "progress", exam: "paid" }, area: { view: "candidate" } },
      practiceDone: { card: { kind: "progress", exam: "paid" }, area: { view: "candidate" } },
      renewal: { card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding } },
      lateFee: { card: { kind: "certificate", status: CERTIFICATION_STATUS.lapsedPayment } },
      revoking: { card: { kind: "certificate", status: CERTIFICATION_STATUS.lapsedPayment } },
      orderFailed: { card: { kind: "under_review", finalApplication: false } },
      duplicate: {
        card: { kind: "certificate", status: CERTIFICATION_STATUS.goodStanding },
        membership: { state: MEMBERSHIP_STATUS.active },
      },
      duplicateSecond: { membership: { state: MEMBERSHIP_STATUS.notMember } },
    };
    for (const key of Object.keys(DEMO_EMAIL) as DemoKey[]) expect(await read(key), key).toMatchObject(expected[key]);
  });

  it("the order-failed account: a paid course materials order waiting for its retry, with Holmes' answer", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL.orderFailed }, select: { id: true } });
    const call = await db.outsideCall.findFirstOrThrow({ where: { userId: user.id } });
    expect(call).toMatchObject({
      action: "holmes.order",
      state: "pending",
      tries: 1,
      lastError: "Holmes did not answer within 10 seconds.",
    });
    expect(await db.registration.findUniqueOrThrow({ where: { id: call.registrationId! }, select: { holmesOrderId: true } })).toEqual({
      holmesOrderId: null,
    });
  });

  it("the duplicate accounts: one person's two accounts, ready to merge with nothing blocking", async () => {
    const first = await user(DEMO_EMAIL.duplicate);
    const second = await user(DEMO_EMAIL.duplicateSecond);
    const preview = await loadMergePreview(first.id, second.id);
    expect(preview?.blockers).toEqual([]);
    expect(await db.auditEvent.count({ where: { action: "user.note.add", subjectUserId: second.id } })).toBe(1);
    expect(preview?.counts.filter((c) => c.count > 0).map((c) => c.kind)).toEqual(
      expect.arrayContaining(["ceus", "orders", "cart", "flags"]),
    );
  });

  it("the renewal accounts: next year's renewal with ethics credits missing; late fees owed; revoked after December 31", async () => {
    const renewal = async (key: DemoKey) => {
      const u = await user(DEMO_EMAIL[key]);
      const uc = await db.userCertification.findFirstOrThrow({ where: { userId: u.id } });
      return loadRenewal(u.id, uc.certificationId);
    };
    const year = yearNY(new Date());
    const open = await renewal("renewal");
    expect(open).toMatchObject({ state: "owed", year: year + 1, canRenew: true, late: null, ceus: { upToDate: false } });
    expect(open?.ceus?.byType).toEqual([expect.objectContaining({ name: "Ethics", met: false })]);
    const late = await renewal("lateFee");
    expect(late).toMatchObject({ state: "owed", year, canRenew: true, late: { revokedAfter: `December 31, ${year}` } });
    expect(late?.late?.count).toBeGreaterThan(0);
    const revoking = await renewal("revoking");
    expect(revoking?.late).not.toBeNull();
    const uc = await db.userCertification.findFirstOrThrow({ where: { user: { email: DEMO_EMAIL.revoking } } });
    expect(uc.ceuLapsePeriodId).not.toBeNull();
  });

  it("the practice exam accounts: the bundle unused, Exam #1 taken, both taken", async () => {
    const exams = async (key: DemoKey) => {
      const u = await user(DEMO_EMAIL[key]);
      const registration = await db.registration.findFirstOrThrow({ where: { userId: u.id, certificationId: { not: null } } });
      const page = await loadRegistrationPracticeExams(u.id, registration.id);
      return page?.bundles.map((b) => [b.state, ...b.exams.map((e) => e.statusLabel)]);
    };
    expect(await exams("practice")).toEqual([["purchased", "Not started", "Opens after Exam #1"]]);
    expect(await exams("candidate")).toEqual([["purchased", "Results available", "Not started"]]);
    expect(await exams("practiceDone")).toEqual([["purchased", "Results available", "Results available"]]);
  });

  it("university, designation and trainee start the other three pathways", async () => {
    const start = async (email: string) => db.registration.findFirstOrThrow({ where: { user: { email } }, include: { pathwayType: true } });
    expect(await start(DEMO_EMAIL.university)).toMatchObject({
      status: REGISTRATION_STATUS.preRegistration,
      step: REGISTRATION_STEP.programInformation,
      pathwayType: { key: PATHWAY_KEY.university },
    });
    expect(await start(DEMO_EMAIL.designation)).toMatchObject({
      status: REGISTRATION_STATUS.registrationApproval,
      step: REGISTRATION_STEP.pathwayApproval,
      pathwayType: { key: PATHWAY_KEY.designation },
    });
    expect(await start(DEMO_EMAIL.trainee)).toMatchObject({
      status: REGISTRATION_STATUS.preRegistration,
      step: REGISTRATION_STEP.documentation,
      pathwayType: { key: PATHWAY_KEY.independentTrainer },
    });
  });

  it("essentials has Money Management Essentials completed with its credential and another Essentials course in progress", async () => {
    const u = await user(DEMO_EMAIL.essentials);
    const { essentials } = await getDashboard(u.id, new Date(), { mayPrompt: false });
    expect(essentials.completed).toMatchObject([
      { name: "Money Management Essentials", credentialUrl: "https://www.credential.net/demo-rosa-delgado-mme" },
    ]);
    expect(essentials.inProgress.map((t) => [t.name, t.pending])).toEqual([["Essentials: Talking to Clients About Credit", false]]);
  });

  it("wizard is in pre-registration on the course materials step with a future deadline", async () => {
    const u = await user(DEMO_EMAIL.wizard);
    const reg = await db.registration.findFirstOrThrow({ where: { userId: u.id }, include: { pathwayType: true, certification: true } });
    expect(reg).toMatchObject({ status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.courseMaterials });
    expect(reg.certification?.key).toBe("afc");
    expect(reg.pathwayType).not.toBeNull();
    expect(reg.deadline!.getTime()).toBeGreaterThan(Date.now());
  });

  it("every certification registration past Supporting Documentation has its pathway's file stored; the trainee at the step has none yet", async () => {
    const registrations = await db.registration.findMany({
      where: { certificationId: { not: null } },
      include: { pathwayType: true, media: true, user: { select: { email: true } } },
    });
    const before: string[] = [REGISTRATION_STEP.pathway, REGISTRATION_STEP.programInformation, REGISTRATION_STEP.documentation];
    const past = registrations.filter((r) => !before.includes(r.step));
    expect(past.map((r) => r.user.email)).toContain(DEMO_EMAIL.wizard);
    for (const r of past) {
      const kind = requiredDocument(r.pathwayType?.key) === "designation" ? MEDIA_KIND.designation : MEDIA_KIND.coursework;
      expect(
        r.media.map((m) => m.kind),
        r.user.email,
      ).toEqual([kind]);
      expect(await readStoredFile(r.media[0].storedPath), r.user.email).not.toBeNull();
    }
    const trainee = registrations.find((r) => r.user.email === DEMO_EMAIL.trainee);
    expect(trainee?.media).toEqual([]);
  });

  it("approval waits in registration approval with an unpaid balance and a saved card; final waits in final approval with a passed exam", async () => {
    const a = await user(DEMO_EMAIL.approval);
    expect(a.stripePaymentMethodId).toBe("pm_card_visa");
    const aReg = await db.registration.findFirstOrThrow({ where: { userId: a.id }, include: { lineItems: true } });
    expect(aReg.status).toBe(REGISTRATION_STATUS.registrationApproval);
    expect(aReg.step).not.toBe(REGISTRATION_STEP.pathwayApproval);
    expect(aReg.lineItems.length).toBeGreaterThan(0);
    expect(aReg.lineItems.every((l) => l.transactionId === null)).toBe(true);
    const f = await user(DEMO_EMAIL.finalist);
    const fReg = await db.registration.findFirstOrThrow({ where: { userId: f.id }, include: { examAttempts: true, certification: true } });
    expect(fReg.status).toBe(REGISTRATION_STATUS.finalApproval);
    expect(fReg.examAttempts.map((e) => e.result)).toEqual(["P"]);
    expect(fReg.certification?.accredibleGroupId).toBeTruthy();
  });

  it("ready has every requirement met: approved hours, ethics signed, a passed exam", async () => {
    const u = await user(DEMO_EMAIL.ready);
    const reg = await db.registration.findFirstOrThrow({ where: { userId: u.id }, include: { experiences: true, examAttempts: true } });
    expect(reg.status).toBe(REGISTRATION_STATUS.postRegistration);
    expect(reg.experiences.filter((e) => e.status === REVIEW_STATUS.approved).reduce((n, e) => n + e.hours, 0)).toBeGreaterThanOrEqual(
      reg.requiredHours,
    );
    expect(reg.examAttempts.map((e) => e.result)).toEqual([EXAM_RESULT.pass]);
    expect(reg.codeOfEthicsSignedAt).toBeInstanceOf(Date);
  });

  it("expired has a registration expired without extension, inside the 6-month request window", async () => {
    const u = await user(DEMO_EMAIL.expired);
    const reg = await db.registration.findFirstOrThrow({ where: { userId: u.id }, include: { extensions: true, experiences: true } });
    expect(reg.expirationStatus).toBe(EXPIRATION_STATUS.expiredWithoutExtension);
    expect(reg.extensions).toEqual([]);
    expect(reg.deadline!.getTime()).toBeLessThan(Date.now());
    expect(reg.deadline!.getTime()).toBeGreaterThan(Date.now() - 150 * 24 * 3600 * 1000);
    expect(new Set(reg.experiences.map((e) => e.status))).toEqual(new Set([REVIEW_STATUS.approved, REVIEW_STATUS.pending]));
    expect(u.pmLastFour).toBe("4242");
  });

  it("candidate is in post-registration with mixed experiences, a paid untaken exam and ethics signed", async () => {
    const u = await user(DEMO_EMAIL.candidate);
    const reg = await db.registration.findFirstOrThrow({ where: { userId: u.id }, include: { experiences: true, examAttempts: true } });
    expect(reg.status).toBe(REGISTRATION_STATUS.postRegistration);
    expect(reg.codeOfEthicsSignature).toBeTruthy();
    expect(reg.codeOfEthicsSignedAt).toBeInstanceOf(Date);
    const statuses = new Set(reg.experiences.map((e) => e.status));
    expect(statuses).toEqual(new Set([REVIEW_STATUS.approved, REVIEW_STATUS.pending]));
    expect(reg.examAttempts).toHaveLength(1);
    expect(reg.examAttempts[0].transactionId).not.toBeNull();
    expect(reg.examAttempts[0].result).toBeNull();
    expect(reg.examAttempts[0].takenAt).toBeNull();
  });

  it("certified is in good standing with CEUs, an active membership, a renewal and a paid transaction", async () => {
    const u = await user(DEMO_EMAIL.certified);
    const uc = await db.userCertification.findFirstOrThrow({ where: { userId: u.id }, include: { reportingPeriod: true, renewals: true } });
    expect(uc.status).toBe(CERTIFICATION_STATUS.goodStanding);
    expect(uc.reportingPeriod?.status).toBe(REPORTING_PERIOD_STATUS.current);
    expect(uc.renewals.length).toBeGreaterThan(0);

    const ceus = await db.individualCeu.findMany({
      where: { userId: u.id, status: REVIEW_STATUS.approved },
      include: { creditType: true },
    });
    expect(ceus.length).toBeGreaterThanOrEqual(3);
    expect(ceus.some((c) => c.creditType.ethics)).toBe(true);
    expect(ceus.every((c) => c.approved === true)).toBe(true);

    const m = await db.userMembership.findFirstOrThrow({ where: { userId: u.id }, include: { membershipType: true } });
    expect(m.membershipType.key).toBe(MEMBERSHIP_KEY.professional);
    const ageDays = (Date.now() - m.start.getTime()) / DAY;
    expect(ageDays).toBeGreaterThan(99);
    expect(ageDays).toBeLessThan(101);
    expect(m.end.getTime() - m.start.getTime()).toBe(364 * DAY);

    const paid = await db.transaction.findFirst({
      where: { userId: u.id, lineItems: { some: { kind: PRODUCT_KIND.renewal } } },
      include: { lineItems: true },
    });
    expect(paid?.lineItems.length).toBeGreaterThan(0);
    expect(paid?.amountCents).toBe(paid?.lineItems.reduce((s, li) => s + li.finalPriceCents * li.quantity, 0));
    expect(await db.notification.count({ where: { userId: u.id } })).toBeGreaterThanOrEqual(2);
  });

  it("lapsed, revoked: certification status and (lapsed) an expired membership", async () => {
    const lapsed = await user(DEMO_EMAIL.lapsed);
    const lapsedUc = await db.userCertification.findFirstOrThrow({ where: { userId: lapsed.id } });
    expect([CERTIFICATION_STATUS.lapsedCeus, CERTIFICATION_STATUS.lapsedPayment]).toContain(lapsedUc.status);
    const memberships = await db.userMembership.findMany({ where: { userId: lapsed.id } });
    expect(memberships.length).toBeGreaterThan(0);
    expect(memberships.every((m) => m.end.getTime() < Date.now())).toBe(true);

    const revoked = await user(DEMO_EMAIL.revoked);
    expect((await db.userCertification.findFirstOrThrow({ where: { userId: revoked.id } })).status).toBe(CERTIFICATION_STATUS.revoked);
  });

  it("trainer: good-standing AFC, exam passed over 729 days ago, approved independent trainer", async () => {
    const u = await user(DEMO_EMAIL.trainer);
    expect(u.isIndependentTrainer).toBe(true);
    expect((await db.userCertification.findFirstOrThrow({ where: { userId: u.id } })).status).toBe(CERTIFICATION_STATUS.goodStanding);
    const passed = await db.examAttempt.findFirstOrThrow({ where: { registration: { userId: u.id }, result: EXAM_RESULT.pass } });
    expect((Date.now() - passed.takenAt!.getTime()) / DAY).toBeGreaterThan(729);

    const it_ = await db.independentTrainer.findUniqueOrThrow({
      where: { userId: u.id },
      include: { registration: { include: { training: { include: { category: true } }, trainerDiscount: true } } },
    });
    expect(it_.registration?.status).toBe(REGISTRATION_STATUS.complete);
    expect(it_.registration?.training?.category.key).toBe(TRAINING_CATEGORY_KEY.independentTrainer);
    expect(it_.registration?.trainerDiscount?.kind).toBe("trainer_license");
    const untilDeadline = (it_.registration!.deadline!.getTime() - Date.now()) / DAY;
    expect(untilDeadline).toBeGreaterThan(300);
    expect(untilDeadline).toBeLessThan(400);
    expect(it_.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await db.userTraining.count({ where: { userId: u.id, registrationId: it_.registrationId } })).toBe(1);
  });

  it("the Independent Trainer accounts show each state on the trainer dashboard", async () => {
    const dashboard = async (email: string) => loadTrainerDashboard((await user(email)).id);
    expect((await dashboard(DEMO_EMAIL.trainerEligible)).status).toEqual({ state: "eligible" });
    expect((await dashboard(DEMO_EMAIL.trainerNotYet)).status).toMatchObject({ state: "not_eligible", reason: "too_soon" });
    expect((await dashboard(DEMO_EMAIL.trainerReview)).status).toEqual({ state: "in_review", moduleApproval: false });
    const expiring = await dashboard(DEMO_EMAIL.trainerExpiring);
    expect(expiring.status).toMatchObject({ state: "expiring_soon", mayRenew: true });
    expect(expiring.banner?.message).toMatch(/^Your Independent Trainer status is going to expire on \d\d\/\d\d\/\d{4}$/);
    const active = await dashboard(DEMO_EMAIL.trainer);
    expect(active.status.state).toBe("active");
    expect(active.trainer?.licenses).toMatchObject({ code: "OKAFOR-LICENSE", usage: 3, usageLimit: 10, price: "$99.00" });
  });

  it("student has an active student membership; emeritus a pending request at 67 with ten years", async () => {
    const student = await user(DEMO_EMAIL.student);
    expect(student.isEligibleForStudentMembership).toBe(true);
    const sm = await db.userMembership.findFirstOrThrow({ where: { userId: student.id }, include: { membershipType: true } });
    expect(sm.membershipType.key).toBe(MEMBERSHIP_KEY.student);
    expect(sm.approved).toBe(true);
    expect(sm.end.getTime()).toBeGreaterThan(Date.now());

    const emeritus = await user(DEMO_EMAIL.emeritus);
    const dob = emeritus.dateOfBirth!;
    const today = new Date();
    const hadBirthday =
      today.getUTCMonth() > dob.getUTCMonth() || (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() >= dob.getUTCDate());
    expect(today.getUTCFullYear() - dob.getUTCFullYear() - (hadBirthday ? 0 : 1)).toBe(67);
    const req = await db.membershipRequest.findFirstOrThrow({ where: { userId: emeritus.id }, include: { membershipType: true } });
    expect(req).toMatchObject({ status: MEMBERSHIP_REQUEST_STATUS.pending, memberForTenYears: true });
    expect(req.membershipType.key).toBe(MEMBERSHIP_KEY.emeritus);
  });
});

describe("seed: admin queues and fillers", () => {
  it("creates the forty filler members", async () => {
    expect(await db.user.count({ where: { email: { in: Array.from({ length: 40 }, (_, i) => fillerEmail(i + 1)) } } })).toBe(40);
  });

  it("fills every admin review queue", async () => {
    expect(await db.individualCeu.count({ where: { status: REVIEW_STATUS.pending } })).toBeGreaterThanOrEqual(
      FILLER_ROLES.pendingCeu.length,
    );
    expect(await db.groupCeu.count({ where: { status: REVIEW_STATUS.pending } })).toBeGreaterThanOrEqual(
      FILLER_ROLES.pendingGroupCeu.length,
    );
    expect(await db.experience.count({ where: { status: REVIEW_STATUS.pending } })).toBeGreaterThanOrEqual(
      FILLER_ROLES.pendingExperience.length,
    );
    expect(await db.extension.count({ where: { approved: null, submittedAt: { not: null } } })).toBeGreaterThanOrEqual(
      FILLER_ROLES.pendingExtension.length,
    );
    expect(await db.membershipRequest.count({ where: { status: MEMBERSHIP_REQUEST_STATUS.pending } })).toBeGreaterThanOrEqual(
      FILLER_ROLES.pendingMembershipRequest.length,
    );
    for (const status of APPROVAL_STATUSES) {
      expect(await db.registration.count({ where: { status } }), status).toBeGreaterThan(0);
    }
    expect(await db.registration.count({ where: { status: { in: [...APPROVAL_STATUSES] }, militarySpouse: true } })).toBeGreaterThanOrEqual(
      2,
    );
    expect(await db.userFlag.count({ where: { active: true } })).toBe(3); // two fillers and the duplicate account's "Second account"
    expect(await db.note.count()).toBeGreaterThan(0);
    expect(await db.userGroup.count()).toBeGreaterThan(0);
    expect(await db.lineItem.count({ where: { transactionId: null, showInCart: true } })).toBeGreaterThan(0);
  });

  it("keeps the flags, paid items and line items consistent", async () => {
    const txs = await db.transaction.findMany({ include: { lineItems: true } });
    for (const tx of txs) expect(tx.amountCents).toBe(tx.lineItems.reduce((s, li) => s + li.finalPriceCents * li.quantity, 0));
    const mirrors = await db.individualCeu.findMany({ select: { status: true, approved: true } });
    for (const c of mirrors)
      expect(c.approved).toBe(c.status === REVIEW_STATUS.approved ? true : c.status === REVIEW_STATUS.rejected ? false : null);
  });

  it("stores every money column as an integer", async () => {
    // DonationOption.amountsCents is a JSON list of whole cents
    for (const option of await db.donationOption.findMany({ select: { amountsCents: true } })) {
      expect((option.amountsCents as number[]).every(Number.isInteger)).toBe(true);
    }
    if (onPostgresql) {
      // Typed columns: a Cents column holds whole numbers or nothing.
      const columns = await db.$queryRawUnsafe<{ table: string; column: string; type: string }[]>(
        `SELECT table_name AS "table", column_name AS "column", data_type AS "type" FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name LIKE '%Cents'`,
      );
      expect(columns.length).toBeGreaterThan(10);
      for (const c of columns) expect(c.type, `${c.table}.${c.column}`).toBe(c.table === "DonationOption" ? "json" : "integer");
      return;
    }
    // SQLite keeps any value in any column: check what each row holds, and the foreign keys it does not enforce while seeding.
    const sql = raw();
    try {
      const tables = sql
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`)
        .pluck()
        .all() as string[];
      let checked = 0;
      for (const table of tables) {
        const cols = (sql.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).filter((c) => c.name.endsWith("Cents"));
        for (const { name } of cols) {
          checked++;
          const bad = sql
            .prepare(`SELECT count(*) FROM "${table}" WHERE "${name}" IS NOT NULL AND typeof("${name}") NOT IN ('integer', 'text')`)
            .pluck()
            .get();
          expect(bad, `${table}.${name}`).toBe(0);
          const nonInt = sql
            .prepare(`SELECT count(*) FROM "${table}" WHERE "${name}" IS NOT NULL AND typeof("${name}") <> 'integer'`)
            .pluck()
            .get();
          if (table !== "DonationOption") expect(nonInt, `${table}.${name}`).toBe(0);
        }
      }
      expect(checked).toBeGreaterThan(10);
      expect(sql.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    } finally {
      sql.close();
    }
  });

  it("refuses to seed twice unless forced", async () => {
    await expect(seed()).rejects.toBeInstanceOf(SeedRefusedError);
    const before = await db.user.count();
    const summary = await seed({ force: true });
    expect(summary.users).toBe(before);
    expect((await db.role.findFirstOrThrow({ where: { key: ROLE.admin } })).id).toBe(1);
  }, 60_000);
});

// The scale seed writes the SQLite file directly with better-sqlite3 (prisma/seed-scale.ts).
describe.skipIf(onPostgresql)("seedScale", () => {
  it("adds members, registrations and CEUs that Prisma reads back", async () => {
    const before = {
      users: await db.user.count(),
      registrations: await db.registration.count(),
      ceus: await db.individualCeu.count(),
      maxUserId: (await db.user.aggregate({ _max: { id: true } }))._max.id ?? 0,
      events: await db.event.count(),
    };
    const lines: string[] = [];
    const summary = await seedScale({ users: 200, ceus: 2000, registrations: 400, events: 300, log: (l) => lines.push(l) });
    expect(lines.some((l) => l.includes("individual CEUs"))).toBe(true);
    expect(summary.users).toBe(200);

    expect(await db.user.count()).toBe(before.users + 200);
    expect(await db.registration.count()).toBe(before.registrations + 400);
    expect(await db.individualCeu.count()).toBe(before.ceus + 2000);
    const pending = await db.individualCeu.count({ where: { status: REVIEW_STATUS.pending, id: { gt: before.ceus } } });
    expect(pending / 2000).toBeGreaterThan(0.02);
    expect(pending / 2000).toBeLessThan(0.1);

    const scaleUser = await db.user.findFirstOrThrow({
      where: { id: { gt: before.maxUserId }, registrations: { some: { status: REGISTRATION_STATUS.complete } } },
      include: {
        primaryAddress: true,
        registrations: { include: { examAttempts: true, experiences: true, lineItems: { include: { transaction: true } } } },
        userCertifications: { include: { reportingPeriod: true } },
        individualCeus: { include: { creditType: true, reportingPeriod: true } },
      },
    });
    expect(await verifyPassword(DEMO_PASSWORD, scaleUser.passwordHash)).toBe(true);
    expect(scaleUser.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(scaleUser.createdAt.getTime())).toBe(false);
    expect(scaleUser.dateOfBirth).toBeInstanceOf(Date);
    expect(typeof scaleUser.willText).toBe("boolean");
    expect(typeof scaleUser.agreeTos).toBe("boolean");
    expect(scaleUser.primaryAddress?.userId).toBe(scaleUser.id);
    const reg = scaleUser.registrations.find((r) => r.status === REGISTRATION_STATUS.complete)!;
    expect(reg.deadline).toBeInstanceOf(Date);
    expect(typeof reg.militarySpouse).toBe("boolean");
    expect(reg.examAttempts.some((a) => a.result === EXAM_RESULT.pass && a.takenAt instanceof Date)).toBe(true);
    expect(reg.experiences.every((e) => e.startDate instanceof Date && typeof e.verified === "boolean")).toBe(true);
    expect(reg.lineItems.every((li) => Number.isInteger(li.finalPriceCents) && li.transaction !== null)).toBe(true);
    expect(scaleUser.userCertifications[0].reportingPeriod?.status).toBe(REPORTING_PERIOD_STATUS.current);
    for (const c of scaleUser.individualCeus) {
      expect(c.completionDate).toBeInstanceOf(Date);
      expect(c.completionDate.getTime()).toBeGreaterThanOrEqual(c.reportingPeriod.start.getTime());
      expect(c.completionDate.getTime()).toBeLessThanOrEqual(c.reportingPeriod.end.getTime());
      expect(typeof c.credits).toBe("number");
      expect([true, false, null]).toContain(c.approved);
    }

    // Events with their products, past and upcoming, as the events lists read them.
    expect(await db.event.count()).toBe(before.events + 300);
    const scaleEvents = await listEvents(scaleUser.id, "all", {
      name: "",
      type: null,
      approvedForEthics: null,
      sort: [],
      page: 1,
      pageSize: 100,
    });
    expect(scaleEvents.total).toBe(before.events + 300);
    expect(scaleEvents.rows.every((e) => e.date instanceof Date && typeof e.approvedForEthics === "boolean")).toBe(true);
    const upcoming = await listEvents(scaleUser.id, "upcoming", {
      name: "",
      type: null,
      approvedForEthics: null,
      sort: [],
      page: 1,
      pageSize: 10,
    });
    expect(upcoming.total).toBeGreaterThan(10);
    expect(upcoming.total).toBeLessThan(100);
    expect(await db.event.count({ where: { id: { gt: before.events }, product: { is: null } } })).toBe(0);

    // Each decided CEU has the admin's audit event, on the member's History tab.
    const decided = scaleUser.individualCeus.filter((c) => c.approved !== null).length;
    const history = (await loadHistoryTab(new Request(`http://portal.test${paths.admin.users.history(scaleUser.id)}`), [scaleUser.id]))!;
    expect(history.total).toBe(decided);
    if (decided > 0) expect(history.rows[0]!.what).toMatch(/^Individual CEU (approved|rejected)$/);

    // Prisma can filter and sort on the written dates (same text format as its own)
    const recent = await db.individualCeu.findMany({
      where: { submittedAt: { gte: new Date(Date.now() - 30 * DAY) } },
      orderBy: { submittedAt: "desc" },
      take: 5,
    });
    for (const c of recent) expect(c.submittedAt.getTime()).toBeGreaterThanOrEqual(Date.now() - 30 * DAY);

    const sql = raw();
    try {
      expect(sql.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
      const ownFormat = sql.prepare(`SELECT createdAt FROM "User" WHERE email = ?`).pluck().get(DEMO_EMAIL.admin) as string;
      const scaleFormat = sql.prepare(`SELECT createdAt FROM "User" WHERE id = ?`).pluck().get(scaleUser.id) as string;
      expect(scaleFormat).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
      expect(ownFormat.length).toBe(scaleFormat.length);
    } finally {
      sql.close();
    }
  }, 60_000);

  it("refuses without the demo seed's reference data", async () => {
    await resetDatabase();
    await expect(seedScale({ users: 1, ceus: 1, registrations: 1, log: () => {} })).rejects.toBeInstanceOf(ScaleSeedError);
  });
});
