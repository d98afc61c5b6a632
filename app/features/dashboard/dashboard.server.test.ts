import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { statementsRun } from "~/lib/statement-cache.server.ts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  ANNOUNCEMENT_KIND,
  CERTIFICATION_STATUS,
  EVENT_TYPE,
  EXAM_RESULT,
  EXPIRATION_STATUS,
  MEMBERSHIP_REQUEST_STATUS,
  PRODUCT_KIND,
  REGISTRATION_STATUS,
  REVIEW_STATUS,
  TRAINING_CATEGORY_KEY,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  USER_TRAINING_STATUS,
} from "~/domain/constants.ts";
import { createSession } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { resetEnvCache } from "~/lib/env.server.ts";
import { loader as memberLayoutLoader } from "~/routes/_app.tsx";
import { loader as dashboardLoader } from "~/routes/_app._index.tsx";
import { getDashboard, isOutOfOffice } from "./dashboard.server.ts";
import { getProfileSidebar } from "~/features/profile/profile.server.ts";

beforeEach(() => resetDatabase());
afterEach(() => {
  delete process.env.OUT_OF_OFFICE_START;
  delete process.env.OUT_OF_OFFICE_END;
  resetEnvCache();
});

// Saturday 2026-11-21, 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
const DAY = 86_400_000;
const days = (n: number) => new Date(now.getTime() + n * DAY);

let seq = 0;
const member = (over: { createdAt?: Date; profileLastUpdated?: Date | null; profileUpdateModalShown?: Date | null } = {}) =>
  createMember({ firstName: "Dee", lastName: "Member", createdAt: days(-30), profileLastUpdated: days(-5), ...over });

async function afc() {
  return db.certification.create({ data: { key: `afc${++seq}`, name: "Accredited Financial Counselor" } });
}

async function paidTransaction(userId: number) {
  return db.transaction.create({
    data: {
      userId,
      type: TRANSACTION_TYPE.purchase,
      status: TRANSACTION_STATUS.succeeded,
      amountCents: 100,
      idempotencyKey: `k${++seq}`,
      paymentMethodType: "stripe",
    },
  });
}

async function certificationRegistration(
  userId: number,
  data: Partial<{ status: string; expirationStatus: string | null; deadline: Date; codeOfEthicsSignedAt: Date }> = {},
) {
  const cert = await afc();
  return db.registration.create({
    data: {
      userId,
      certificationId: cert.id,
      status: REGISTRATION_STATUS.postRegistration,
      requiredHours: 1000,
      deadline: new Date("2028-07-01T16:00:00Z"),
      ...data,
    },
  });
}

async function fill(userId: number, n: number) {
  const reg = await certificationRegistration(userId);
  const type = await db.fellowshipServiceType.create({ data: { name: `Counseling ${n}`, allowed: 100 } });
  const category = await db.trainingCategory.create({ data: { name: `Category ${n}` } });
  const membership = await db.membershipType.create({ data: { key: `type${n}`, name: "Professional Membership" } });
  for (let i = 0; i < n; i++) {
    await db.experience.create({
      data: {
        registrationId: reg.id,
        fellowshipServiceTypeId: type.id,
        organization: "Org",
        hours: 10,
        supervisorName: "S",
        supervisorEmail: "s@example.org",
        supervisorPhone: "555",
        description: "d",
        startDate: days(-400),
        endDate: days(-100),
        status: REVIEW_STATUS.approved,
      },
    });
    await db.examAttempt.create({ data: { registrationId: reg.id, name: `Exam ${i}` } });
    const training = await db.training.create({ data: { name: `Course ${n}-${i}`, categoryId: category.id } });
    await db.userTraining.create({ data: { userId, trainingId: training.id } });
    await db.registration.create({ data: { userId, trainingId: training.id, status: REGISTRATION_STATUS.postRegistration } });
    await db.userMembership.create({ data: { userId, membershipTypeId: membership.id, start: days(-10 - i), end: days(300 - i) } });
    await db.notification.create({ data: { userId, title: `Alert ${i}`, message: "m" } });
    await db.event.create({ data: { name: `Event ${n}-${i}`, date: days(i + 1), type: EVENT_TYPE.webinar } });
  }
}

/**
 * A member with a row of every kind the page reads: a revoked certificate with a reporting period
 * (so the card also reads the latest registration and its details), a registration in progress,
 * a training enrolment and registration, a primary address, a membership, a pending request, a
 * membership and a course in the cart, and the three kinds of announcement with their product.
 */
async function everything(userId: number) {
  await fill(userId, 2);
  const cert = await afc();
  const period = await db.reportingPeriod.create({ data: { name: `Period ${++seq}`, start: days(-400), end: days(30) } });
  await db.userCertification.create({
    data: { userId, certificationId: cert.id, status: CERTIFICATION_STATUS.revoked, reportingPeriodId: period.id },
  });
  const reg = await db.registration.findFirstOrThrow({ where: { userId, certificationId: { not: null } } });
  await db.extension.create({ data: { userId, registrationId: reg.id, completedHours: 20, signature: "Dee Member" } });
  const address = await db.address.create({ data: { userId, name: "Home", addressLine1: "1 Home Rd", city: "Norfolk", state: "VA" } });
  await db.user.update({ where: { id: userId }, data: { primaryAddressId: address.id } });
  const type = await db.membershipType.findFirstOrThrow();
  await db.membershipRequest.create({ data: { userId, membershipTypeId: type.id } });
  await db.lineItem.create({ data: { userId, kind: PRODUCT_KIND.membership, name: "Renewal", priceCents: 100, finalPriceCents: 100 } });
  const mme = await db.trainingCategory.create({ data: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials, name: "MME" } });
  const course = await db.training.create({ data: { name: "Money Management Essentials", categoryId: mme.id } });
  await db.registration.create({ data: { userId, trainingId: course.id, status: REGISTRATION_STATUS.postRegistration } });
  const product = await db.product.create({ data: { kind: PRODUCT_KIND.training, name: "Learning System", priceCents: 100 } });
  await db.lineItem.create({
    data: { userId, productId: product.id, kind: PRODUCT_KIND.training, name: "Learning System", priceCents: 100, finalPriceCents: 100 },
  });
  for (const kind of [ANNOUNCEMENT_KIND.general, ANNOUNCEMENT_KIND.holmesAfc, ANNOUNCEMENT_KIND.mme]) {
    await db.announcement.create({
      data: { kind, title: `About ${kind}`, body: "<p>News</p>", productId: kind === ANNOUNCEMENT_KIND.general ? null : product.id },
    });
  }
}

describe("dashboard", () => {
  it("shows a new member as not enrolled and not a member, with no courses, alerts or events", async () => {
    const user = await member();
    const d = await getDashboard(user.id, now);
    expect(d).toMatchObject({
      firstName: "Dee",
      profilePrompt: false,
      certification: { kind: "enroll" },
      membership: { state: "not_member" },
      essentials: { completed: [], inProgress: [], availableCount: 0 },
      notifications: [],
      announcements: [],
      events: [],
    });
  });

  it("shows another member's records to no one but them", async () => {
    const owner = await member();
    const other = await member();
    const cert = await afc();
    await db.userCertification.create({ data: { userId: owner.id, certificationId: cert.id } });
    await db.notification.create({ data: { userId: owner.id, title: "Mine", message: "Private" } });
    const d = await getDashboard(other.id, now);
    expect(d.certification).toEqual({ step: 8, kind: "enroll" });
    expect(d.notifications).toEqual([]);
  });
});

describe("cost", () => {
  /** SQL statements the dashboard runs for the member (lib/statement-cache.server.ts counts every one). */
  async function statementsFor(userId: number) {
    const before = statementsRun();
    await getDashboard(userId, now);
    return statementsRun() - before;
  }

  it("runs the same number of queries for a member with 2 records of each kind as for one with 40", async () => {
    const few = await member();
    const many = await member();
    await fill(few.id, 2);
    await fill(many.id, 40);
    await getDashboard(few.id, now); // warm-up: the client connects on first use
    const fewStatements = await statementsFor(few.id);
    const manyStatements = await statementsFor(many.id);
    expect(fewStatements).toBeGreaterThan(5);
    // The cards and the sidebar together, sharing the rows both show.
    expect(fewStatements).toBeLessThanOrEqual(24);
    expect(manyStatements).toBe(fewStatements);
    const d = await getDashboard(many.id, now);
    expect(d.events).toHaveLength(10);
    expect(d.notifications).toHaveLength(4);
    expect(d.essentials.inProgress).toHaveLength(40);
  });

  it("answers the whole page (sign-in check, page frame, cards and sidebar) in at most 33 statements, whatever the member has", async () => {
    // The loaders read the clock: hold it at `now`, when the fixtures' dates make sense.
    vi.useFakeTimers({ now, toFake: ["Date"] });
    onTestFinished(() => void vi.useRealTimers());
    const user = await member();
    await everything(user.id);
    const { setCookie } = await createSession(user.id, { remember: false });
    const cookie = setCookie.split(";")[0] ?? "";
    // The layout and the page loaders run side by side, as Remix runs them.
    const page = () => {
      const args = () =>
        ({ request: new Request("http://localhost/", { headers: { Cookie: cookie } }), params: {}, context: {} }) as LoaderFunctionArgs;
      return Promise.all([memberLayoutLoader(args()), dashboardLoader(args())]);
    };
    await page(); // warm-up: the client connects on first use
    const before = statementsRun();
    const [layout, d] = await page();
    const statements = statementsRun() - before;
    // 43 before the dashboard and the sidebar shared their reads, whatever the member had.
    expect(statements).toBeLessThanOrEqual(33);
    expect(layout.shell).toMatchObject({ user: { firstName: "Dee" }, cartCount: 2 });
    expect(d.certification).toMatchObject({ kind: "progress", experienceHours: 20 });
    expect(d.membership).toMatchObject({ state: "active", renewalInCart: true });
    expect(d.announcements.map((a) => [a.kind, a.cart])).toEqual([
      [ANNOUNCEMENT_KIND.general, null],
      [ANNOUNCEMENT_KIND.holmesAfc, "in_cart"],
      [ANNOUNCEMENT_KIND.mme, "in_cart"],
    ]);
    expect(d.sidebar).toEqual(await getProfileSidebar(user.id));
    expect(d.sidebar.summary.place).toBe("Norfolk, VA, US");
    expect(d.sidebar.myProfile.map((i) => `${i.label}: ${i.badge}`)).toEqual([
      "Professional Membership: In Good Standing",
      "Accredited Financial Counselor: Revoked",
      "Course 2-0: In Progress",
      "Course 2-1: In Progress",
      "Accredited Financial Counselor Registration: In Progress",
    ]);
  });
});

describe("profile sidebar on the dashboard", () => {
  it("is the profile sidebar the edit-profile pages show, read with the cards", async () => {
    const user = await member();
    await everything(user.id);
    const completed = await db.userTraining.findFirstOrThrow({ where: { userId: user.id } });
    await db.userTraining.update({
      where: { id: completed.id },
      data: { status: USER_TRAINING_STATUS.completed, accredibleUrl: "https://www.credential.net/dee" },
    });
    const cert = await afc();
    await db.userCertification.create({
      data: { userId: user.id, certificationId: cert.id, status: CERTIFICATION_STATUS.goodStanding, issuedAt: days(-1) },
    });
    const d = await getDashboard(user.id, now);
    expect(d.sidebar).toEqual(await getProfileSidebar(user.id, now));
    expect(d.sidebar.myProfile.map((i) => `${i.label}: ${i.badge}`)).toEqual([
      "Professional Membership: In Good Standing",
      "Accredited Financial Counselor: In Good Standing",
      "Course 2-0: Completed",
      "Course 2-1: In Progress",
      "Accredited Financial Counselor Registration: In Progress",
    ]);
    // The card shows the certificate held in good standing, not the registration.
    expect(d.certification).toMatchObject({ kind: "certificate", statusLabel: "In Good Standing" });
  });
});

describe("certification card", () => {
  it("shows the certificate with its status badge and reporting period end, and the 90-day expiry banner", async () => {
    const user = await member();
    const cert = await afc();
    const period = await db.reportingPeriod.create({
      data: { name: "2025-2026", start: new Date("2025-01-01T05:00:00Z"), end: new Date("2027-01-01T04:59:59.999Z") },
    });
    await db.userCertification.create({
      data: {
        userId: user.id,
        certificationId: cert.id,
        status: CERTIFICATION_STATUS.lapsedCeus,
        reportingPeriodId: period.id,
        expiresAt: period.end,
      },
    });
    const d = await getDashboard(user.id, now);
    expect(d.certification).toMatchObject({
      kind: "certificate",
      name: "Accredited Financial Counselor",
      statusLabel: "Lapsed for CEUs",
      tone: "warning",
      reportingPeriodEnd: "12/31/2026",
      expiresSoonOn: "12/31/2026",
    });
  });

  it("prompts checkout while the latest registration has unpaid items in the cart, and not once they are paid", async () => {
    const user = await member();
    const reg = await certificationRegistration(user.id, { status: REGISTRATION_STATUS.preRegistration });
    const item = await db.lineItem.create({
      data: {
        userId: user.id,
        registrationId: reg.id,
        kind: PRODUCT_KIND.registrationFee,
        name: "Fee",
        priceCents: 15000,
        finalPriceCents: 15000,
      },
    });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "in_cart", name: "Accredited Financial Counselor" });
    const tx = await paidTransaction(user.id);
    await db.lineItem.update({ where: { id: item.id }, data: { transactionId: tx.id } });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "enroll" });
  });

  it("shows progress from the approved experience hours, the latest exam, the ethics signature and the deadline", async () => {
    const user = await member();
    const reg = await certificationRegistration(user.id, { codeOfEthicsSignedAt: days(-10) });
    const type = await db.fellowshipServiceType.create({ data: { name: "Counseling", allowed: 100 } });
    const experience = (hours: number, status: string) => ({
      registrationId: reg.id,
      fellowshipServiceTypeId: type.id,
      organization: "Org",
      hours,
      supervisorName: "S",
      supervisorEmail: "s@example.org",
      supervisorPhone: "555",
      description: "d",
      startDate: days(-400),
      endDate: days(-100),
      status,
    });
    await db.experience.createMany({
      data: [
        experience(420, REVIEW_STATUS.approved),
        experience(160.5, REVIEW_STATUS.approved),
        experience(90, REVIEW_STATUS.pending),
        experience(80, REVIEW_STATUS.rejected),
      ],
    });
    const tx = await paidTransaction(user.id);
    await db.examAttempt.create({ data: { registrationId: reg.id, name: "AFC Exam", transactionId: tx.id, createdAt: days(-50) } });
    const d = await getDashboard(user.id, now);
    expect(d.certification).toEqual({
      step: 6,
      kind: "progress",
      name: "Accredited Financial Counselor",
      experienceHours: 580.5,
      requiredHours: 1000,
      exam: "paid",
      examLabel: "Paid",
      ethicsSigned: true,
      deadline: "07/01/2028",
      deadlineSoon: false,
      extensionApproved: false,
    });

    // A failed sitting needs a retake (payment); a later pass shows Passed.
    await db.examAttempt.updateMany({ where: { registrationId: reg.id }, data: { result: EXAM_RESULT.fail } });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ exam: "waiting_on_payment" });
    await db.examAttempt.create({
      data: { registrationId: reg.id, name: "AFC Exam retake", transactionId: tx.id, result: EXAM_RESULT.pass, createdAt: days(-5) },
    });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ exam: "passed", examLabel: "Passed" });
  });

  it("uses the member's latest certification registration", async () => {
    const user = await member();
    await certificationRegistration(user.id, { status: REGISTRATION_STATUS.complete });
    await certificationRegistration(user.id, { status: REGISTRATION_STATUS.finalApproval });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "under_review", finalApplication: true });
  });

  it("shows an expired registration's extension in the cart, then under review once paid", async () => {
    const user = await member();
    const reg = await certificationRegistration(user.id, { expirationStatus: EXPIRATION_STATUS.expiredWithExtension, deadline: days(-30) });
    const ext = await db.extension.create({
      data: { userId: user.id, registrationId: reg.id, completedHours: 500, signature: "Dee Member", deadline: days(150) },
    });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "extension", extension: "in_cart" });
    await db.extension.update({ where: { id: ext.id }, data: { submittedAt: days(-1) } });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({
      kind: "extension",
      extension: "pending",
      newDeadline: "04/20/2027",
    });
  });

  it("offers an extension request for a registration expired without extension", async () => {
    const user = await member();
    await certificationRegistration(user.id, {
      expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension,
      deadline: new Date("2026-10-01T16:00:00Z"),
    });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({
      kind: "expired",
      deadline: "10/01/2026",
      canRequestExtension: true,
      requestBy: "04/01/2027",
    });
  });

  it("falls back to the revoked certificate", async () => {
    const user = await member();
    const cert = await afc();
    await db.userCertification.create({ data: { userId: user.id, certificationId: cert.id, status: CERTIFICATION_STATUS.revoked } });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({
      step: 7,
      kind: "certificate",
      statusLabel: "Revoked",
      tone: "danger",
    });
  });
});

describe("membership card", () => {
  async function membershipType(key: string, name: string) {
    return db.membershipType.create({ data: { key, name } });
  }

  it("shows an active membership with its end date, valid through the whole last day", async () => {
    const user = await member();
    const type = await membershipType("professional", "Professional Membership");
    await db.userMembership.create({
      data: { userId: user.id, membershipTypeId: type.id, start: new Date("2026-08-13T16:00:00Z"), end: new Date("2027-08-12T16:00:00Z") },
    });
    expect((await getDashboard(user.id, now)).membership).toEqual({
      state: "active",
      name: "Professional Membership",
      validThrough: "08/12/2027",
      expiringSoon: false,
      renewalInCart: false,
    });
    // Ends at noon on 11/21: still valid that evening.
    await db.userMembership.updateMany({ data: { end: new Date("2026-11-21T12:00:00Z") } });
    expect((await getDashboard(user.id, new Date("2026-11-22T03:00:00Z"))).membership).toMatchObject({
      state: "active",
      validThrough: "11/21/2026",
    });
  });

  it("warns 60 days before the end and offers the renewal, or the cart when it is there", async () => {
    const user = await member();
    const type = await membershipType("professional", "Professional Membership");
    const m = await db.userMembership.create({ data: { userId: user.id, membershipTypeId: type.id, start: days(-304), end: days(60) } });
    expect((await getDashboard(user.id, now)).membership).toMatchObject({ state: "active", expiringSoon: true, renewalInCart: false });
    await db.lineItem.create({
      data: { userId: user.id, kind: PRODUCT_KIND.membership, name: "Professional Membership", priceCents: 15000, finalPriceCents: 15000 },
    });
    expect((await getDashboard(user.id, now)).membership).toMatchObject({ state: "active", expiringSoon: true, renewalInCart: true });
    await db.userMembership.update({ where: { id: m.id }, data: { end: days(61) } });
    expect((await getDashboard(user.id, now)).membership).toMatchObject({ expiringSoon: false });
  });

  it("does not count an expired or unapproved membership", async () => {
    const user = await member();
    const type = await membershipType("professional", "Professional Membership");
    await db.userMembership.create({
      data: { userId: user.id, membershipTypeId: type.id, start: new Date("2024-01-01"), end: new Date("2024-12-30") },
    });
    await db.userMembership.create({
      data: { userId: user.id, membershipTypeId: type.id, start: days(-1), end: days(363), approved: false },
    });
    expect((await getDashboard(user.id, now)).membership).toEqual({ state: "not_member" });
  });

  it("shows a membership waiting in the cart", async () => {
    const user = await member();
    await db.lineItem.create({
      data: { userId: user.id, kind: PRODUCT_KIND.membership, name: "Student Membership", priceCents: 6000, finalPriceCents: 6000 },
    });
    expect((await getDashboard(user.id, now)).membership).toEqual({ state: "in_cart", name: "Student Membership" });
  });

  it("shows a pending emeritus request or a student transcript under review", async () => {
    const emeritusUser = await member();
    const studentUser = await member();
    const emeritus = await membershipType("emeritus", "Emeritus Membership");
    const student = await membershipType("student", "Student Membership");
    await db.membershipRequest.create({ data: { userId: emeritusUser.id, membershipTypeId: emeritus.id } });
    await db.membershipRequest.create({ data: { userId: studentUser.id, membershipTypeId: student.id } });
    await db.membershipRequest.create({
      data: { userId: studentUser.id, membershipTypeId: emeritus.id, status: MEMBERSHIP_REQUEST_STATUS.rejected, createdAt: days(1) },
    });
    expect((await getDashboard(emeritusUser.id, now)).membership).toEqual({
      state: "pending_review",
      name: "Emeritus Membership",
      emeritus: true,
    });
    expect((await getDashboard(studentUser.id, now)).membership).toEqual({
      state: "pending_review",
      name: "Student Membership",
      emeritus: false,
    });
  });
});

describe("essentials courses card", () => {
  it("groups the member's trainings into completed and in progress and counts the available ones", async () => {
    const user = await member();
    const mme = await db.trainingCategory.create({
      data: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials, name: "Money Management Essentials" },
    });
    const trainer = await db.trainingCategory.create({
      data: { key: TRAINING_CATEGORY_KEY.independentTrainer, name: "Independent Trainer" },
    });
    const deletedProduct = await db.product.create({
      data: { kind: PRODUCT_KIND.training, name: "Gone", priceCents: 100, deletedAt: days(-1) },
    });
    const course = (name: string, extra: object = {}) => db.training.create({ data: { name, categoryId: mme.id, ...extra } });
    const done = await course("Budgeting Basics");
    const pending = await course("Credit Basics");
    const paid = await course("Banking Basics");
    const waiting = await course("Debt Basics");
    const expired = await course("Saving Basics");
    await course("Open Course");
    await course("Unavailable", { available: false });
    await course("Hidden", { show: false });
    await course("Deleted product", { productId: deletedProduct.id });
    const trainerProgram = await db.training.create({ data: { name: "Independent Trainer Program", categoryId: trainer.id } });

    await db.userTraining.create({
      data: { userId: user.id, trainingId: done.id, status: USER_TRAINING_STATUS.completed, accredibleUrl: "https://credential.example/1" },
    });
    await db.userTraining.create({ data: { userId: user.id, trainingId: pending.id, status: USER_TRAINING_STATUS.pending } });
    await db.registration.create({
      data: { userId: user.id, trainingId: paid.id, status: REGISTRATION_STATUS.postRegistration, deadline: days(100) },
    });
    await db.registration.create({
      data: { userId: user.id, trainingId: waiting.id, status: REGISTRATION_STATUS.registrationApproval, deadline: days(100) },
    });
    const old = await db.registration.create({
      data: { userId: user.id, trainingId: expired.id, status: REGISTRATION_STATUS.postRegistration, deadline: days(-3) },
    });
    await db.userTraining.create({
      data: { userId: user.id, trainingId: expired.id, registrationId: old.id, status: USER_TRAINING_STATUS.enrolled },
    });
    // The independent trainer application in pre-registration counts as enrolled.
    await db.registration.create({ data: { userId: user.id, trainingId: trainerProgram.id, status: REGISTRATION_STATUS.preRegistration } });

    const { essentials } = await getDashboard(user.id, now);
    expect(essentials.completed).toEqual([
      { trainingId: done.id, name: "Budgeting Basics", credentialUrl: "https://credential.example/1", pending: false },
    ]);
    expect(essentials.inProgress.map((t) => [t.name, t.pending])).toEqual([
      ["Credit Basics", true],
      ["Banking Basics", false],
      ["Independent Trainer Program", false],
    ]);
    // Debt Basics (awaiting approval), Saving Basics (past its deadline) and Open Course.
    expect(essentials.availableCount).toBe(3);
  });
});

describe("events", () => {
  it("lists 10 events by date: upcoming ones and OnDemand ones not past their expiration day", async () => {
    const user = await member();
    const event = (name: string, date: Date, type: string = EVENT_TYPE.webinar, expirationDate: Date | null = null) =>
      db.event.create({ data: { name, date, type, expirationDate, imageUrl: name === "Webinar 1" ? "/img/w1.png" : null } });
    await event("Past webinar", days(-1));
    await event("OnDemand expired yesterday", days(-90), EVENT_TYPE.onDemand, new Date("2026-11-20T17:00:00Z"));
    await event("OnDemand ends today", days(-60), EVENT_TYPE.onDemand, new Date("2026-11-21T06:00:00Z"));
    for (let i = 12; i >= 1; i--) await event(`Webinar ${i}`, days(i));
    const { events } = await getDashboard(user.id, now);
    expect(events.map((e) => e.name)).toEqual(["OnDemand ends today", ...Array.from({ length: 9 }, (_, i) => `Webinar ${i + 1}`)]);
    expect(events[0]).toMatchObject({ typeLabel: "OnDemand", date: "09/22/2026", imageUrl: null });
    expect(events[1]).toMatchObject({ typeLabel: "Webinar", date: "11/22/2026", imageUrl: "/img/w1.png" });
  });
});

describe("alerts", () => {
  it("shows the latest 4 notifications, newest first, with the date formatted and unread marked", async () => {
    const user = await member();
    for (let i = 1; i <= 6; i++) {
      await db.notification.create({
        data: { userId: user.id, title: `Alert ${i}`, message: "m", createdAt: days(-10 + i), readAt: i === 5 ? days(-1) : null },
      });
    }
    const { notifications } = await getDashboard(user.id, now);
    expect(notifications.map((n) => [n.title, n.createdAt, n.unread])).toEqual([
      ["Alert 6", "11/17/2026", true],
      ["Alert 5", "11/16/2026", false],
      ["Alert 4", "11/15/2026", true],
      ["Alert 3", "11/14/2026", true],
    ]);
  });
});

describe("profile-update prompt", () => {
  it("shows once when the profile and the prompt are older than 3 months, recording it as shown", async () => {
    const user = await member({ createdAt: days(-400), profileLastUpdated: null, profileUpdateModalShown: days(-100) });
    expect((await getDashboard(user.id, now)).profilePrompt).toBe(true);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.profileUpdateModalShown).toEqual(now);
    expect((await getDashboard(user.id, days(1))).profilePrompt).toBe(false);
    // Three months later it is due again.
    expect((await getDashboard(user.id, days(93))).profilePrompt).toBe(true);
  });

  it("waits 3 months after a profile update or after sign-up", async () => {
    const updated = await member({ createdAt: days(-400), profileLastUpdated: days(-80), profileUpdateModalShown: null });
    const fresh = await member({ createdAt: days(-10), profileLastUpdated: null, profileUpdateModalShown: null });
    expect((await getDashboard(updated.id, now)).profilePrompt).toBe(false);
    expect((await getDashboard(fresh.id, now)).profilePrompt).toBe(false);
  });

  it("is neither shown nor recorded while an admin views as the member", async () => {
    const user = await member({ createdAt: days(-400), profileLastUpdated: null, profileUpdateModalShown: null });
    expect((await getDashboard(user.id, now, { mayPrompt: false })).profilePrompt).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profileUpdateModalShown).toBeNull();
  });
});

describe("out-of-office banner", () => {
  it("shows while the configured dates enclose the present, through the end of the last New York day", () => {
    process.env.OUT_OF_OFFICE_START = "2026-12-24";
    process.env.OUT_OF_OFFICE_END = "2026-12-26";
    resetEnvCache();
    expect(isOutOfOffice(new Date("2026-12-23T12:00:00Z"))).toBe(false);
    expect(isOutOfOffice(new Date("2026-12-24T12:00:00Z"))).toBe(true);
    expect(isOutOfOffice(new Date("2026-12-27T04:30:00Z"))).toBe(true); // 11:30 pm on the 26th in New York
    expect(isOutOfOffice(new Date("2026-12-27T05:30:00Z"))).toBe(false);
  });

  it("is off when the dates are not set", () => {
    expect(isOutOfOffice(new Date())).toBe(false);
  });

  it("reaches the dashboard", async () => {
    process.env.OUT_OF_OFFICE_START = "2026-11-20";
    process.env.OUT_OF_OFFICE_END = "2026-11-23";
    resetEnvCache();
    const user = await member();
    expect((await getDashboard(user.id, now)).outOfOffice).toBe(true);
  });
});
