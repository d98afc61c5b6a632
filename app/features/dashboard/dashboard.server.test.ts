import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  activeMembership,
  approvedExperience,
  cartLine,
  certificationReference,
  certifiedInGoodStanding,
  courseEnrolment,
  createAddress,
  createMember,
  createMembership,
  createRegistration,
  essentialsCourse,
  expiredMembership,
  expiredWithoutExtension,
  extensionInCart,
  inPostRegistration,
  lapsedCertification,
  membershipInCart,
  payLines,
  pendingMembershipRequest,
  practiceExamBundleUnused,
  practiceExamInCart,
  practiceExamsTaken,
  productLine,
  recordedExamAttempt,
  registrationAtStep,
  rejectedMembershipRequest,
  revokedCertification,
  trainingReference,
  unreadNotification,
  upcomingEvent,
  waitingInFinalApproval,
  type PostRegistrationOptions,
} from "../../../tests/factories/index.ts";
import { onPostgresql, resetDatabase } from "../../../tests/setup/db.ts";
import { statementsRun } from "~/lib/statement-cache.server.ts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  ANNOUNCEMENT_KIND,
  EVENT_TYPE,
  EXAM_RESULT,
  MEMBERSHIP_KEY,
  PRODUCT_KIND,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  USER_TRAINING_STATUS,
} from "~/domain/constants.ts";
import { createSession } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { paths } from "~/lib/paths.ts";
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

const member = (over: { createdAt?: Date; profileLastUpdated?: Date | null; profileUpdateModalShown?: Date | null } = {}) =>
  createMember({ firstName: "Dee", lastName: "Member", createdAt: days(-30), profileLastUpdated: days(-5), ...over });

/** An AFC registration in post-registration (its order paid, the exam paid and not yet taken), due 07/01/2028. */
function enrolled(userId: number, opts: PostRegistrationOptions = {}) {
  return inPostRegistration(userId, { now, deadline: new Date("2028-07-01T16:00:00Z"), ...opts });
}

/** `n` records of every kind the page lists, beside an enrolled registration (returned). */
async function fill(userId: number, n: number) {
  const { registration } = await enrolled(userId);
  for (let i = 0; i < n; i++) {
    await approvedExperience(registration.id, { hours: 10, now });
    await recordedExamAttempt(registration.id, { result: null });
    const course = await essentialsCourse({ name: `Course ${n}-${i}` });
    await courseEnrolment(userId, course.id);
    await createRegistration(userId, { trainingId: course.id, status: REGISTRATION_STATUS.postRegistration });
    await createMembership(userId, { start: days(-10 - i), end: days(300 - i) });
    await unreadNotification(userId, { title: `Alert ${i}`, message: "m" });
    await upcomingEvent({ name: `Event ${n}-${i}`, date: days(i + 1) });
  }
  return registration;
}

/**
 * A member with a row of every kind the page reads: a revoked certificate with a reporting period
 * (so the card also reads the latest registration and its details; or, with `inGoodStanding`, the
 * certificate in good standing, issued yesterday), a registration in progress,
 * a training enrolment and registration, a primary address, a membership, a pending request, a
 * membership and a course in the cart, and the three kinds of announcement with their product.
 */
async function everything(userId: number, opts: { inGoodStanding?: boolean } = {}) {
  const registration = await fill(userId, 2);
  if (opts.inGoodStanding) await certifiedInGoodStanding(userId, { now, graduatedOn: days(-1) });
  else await revokedCertification(userId, { now });
  await db.extension.create({ data: { userId, registrationId: registration.id, completedHours: 20, signature: "Dee Member" } });
  await createAddress(userId, { addressLine1: "1 Home Rd", city: "Norfolk", state: "VA" });
  await pendingMembershipRequest(userId, { now });
  await membershipInCart(userId, { now });
  const mme = await essentialsCourse({ name: "Money Management Essentials" });
  await createRegistration(userId, { trainingId: mme.id, status: REGISTRATION_STATUS.postRegistration });
  const learningSystem = (await certificationReference()).material.learningSystem.product!;
  await cartLine(userId, productLine(learningSystem));
  for (const kind of [ANNOUNCEMENT_KIND.general, ANNOUNCEMENT_KIND.holmesAfc, ANNOUNCEMENT_KIND.mme]) {
    await db.announcement.create({
      data: { kind, title: `About ${kind}`, body: "<p>News</p>", productId: kind === ANNOUNCEMENT_KIND.general ? null : learningSystem.id },
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
    await certifiedInGoodStanding(owner.id, { now });
    await unreadNotification(owner.id, { title: "Mine", message: "Private" });
    const d = await getDashboard(other.id, now);
    expect(d.certification).toEqual({ step: 8, kind: "enroll" });
    expect(d.notifications).toEqual([]);
  });
});

// Counted by SQLite's statement cache; Prisma sends PostgreSQL the same statements.
describe.skipIf(onPostgresql)("cost", () => {
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
    // The cards and the sidebar together, sharing the rows both show (25: the progress card's practice
    // exam line, one statement, issue 34; 26: its education link, one statement).
    expect(fewStatements).toBeLessThanOrEqual(26);
    expect(manyStatements).toBe(fewStatements);
    const d = await getDashboard(many.id, now);
    expect(d.events).toHaveLength(10);
    expect(d.notifications).toHaveLength(4);
    expect(d.essentials.inProgress).toHaveLength(40);
  });

  it("answers the whole page (sign-in check, page frame, cards and sidebar) in at most 34 statements, whatever the member has", async () => {
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
    expect(statements).toBeLessThanOrEqual(34);
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
      // Enrolled by its registration alone: the sidebar groups trainings as the card does (decision 46).
      "Money Management Essentials: In Progress",
      "Accredited Financial Counselor Registration: In Progress",
    ]);
  });
});

describe("profile sidebar on the dashboard", () => {
  it("is the profile sidebar the edit-profile pages show, read with the cards", async () => {
    const user = await member();
    await everything(user.id, { inGoodStanding: true });
    const completed = await db.userTraining.findFirstOrThrow({ where: { userId: user.id } });
    await db.userTraining.update({
      where: { id: completed.id },
      data: { status: USER_TRAINING_STATUS.completed, accredibleUrl: "https://www.credential.net/dee" },
    });
    const d = await getDashboard(user.id, now);
    expect(d.sidebar).toEqual(await getProfileSidebar(user.id, now));
    expect(d.sidebar.myProfile.map((i) => `${i.label}: ${i.badge}`)).toEqual([
      "Professional Membership: In Good Standing",
      "Accredited Financial Counselor: In Good Standing",
      "Course 2-0: Completed",
      "Course 2-1: In Progress",
      "Money Management Essentials: In Progress",
      "Accredited Financial Counselor Registration: In Progress",
    ]);
    // The card shows the certificate held in good standing, not the registration.
    expect(d.certification).toMatchObject({ kind: "certificate", statusLabel: "In Good Standing" });
  });
});

describe("certification card", () => {
  it("shows the certificate with its status badge and reporting period end, and the 90-day expiry banner", async () => {
    const user = await member();
    // Expiring with the reporting period running now (the 2026 calendar year).
    await lapsedCertification(user.id, { now });
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
    // The printed textbook chosen and in the cart (paying it alone does not enrol).
    const registration = await registrationAtStep(user.id, { step: REGISTRATION_STEP.summary, materials: ["textbook"] });
    const { material } = await certificationReference();
    const textbook = await cartLine(user.id, productLine(material.textbook.product!, { registrationId: registration.id }));
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "in_cart", name: "Accredited Financial Counselor" });
    await payLines(user.id, [textbook.id], { at: now });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "enroll" });
  });

  it("shows progress from the approved experience hours, the latest exam, the ethics signature and the deadline", async () => {
    const user = await member();
    const { registration: reg } = await enrolled(user.id, {
      ethics: { signature: "Dee Member", signedAt: days(-10) },
      experience: [
        { status: "approved", hours: 420 },
        { status: "approved", hours: 160.5 },
        { status: "pending", hours: 90 },
        { status: "rejected", hours: 80 },
      ],
    });
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
      // The AFC sells a practice exam bundle: not bought, a link to where it is bought.
      practiceExam: { state: "not_purchased", href: paths.practiceExams.root(reg.id), exams: [] },
      // No course material with its course: the education link is the learning system.
      educationUrl: getEnv().BRIGHTSPACE_URL,
    });

    // A failed sitting needs a retake (payment); a later pass shows Passed.
    await db.examAttempt.updateMany({ where: { registrationId: reg.id }, data: { result: EXAM_RESULT.fail } });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ exam: "waiting_on_payment" });
    await recordedExamAttempt(reg.id, { result: EXAM_RESULT.pass, retake: true, createdAt: days(-5) });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ exam: "passed", examLabel: "Passed" });
  });

  it("links the education to the course-materials supplier's sign-on once a paid material has its course", async () => {
    const user = await member();
    const reference = await certificationReference();
    await enrolled(user.id, { reference, materials: ["learningSystem"] });
    const d = await getDashboard(user.id, now);
    const course = reference.material.learningSystem.hcCourseId;
    expect(d.certification).toMatchObject({
      kind: "progress",
      educationUrl: expect.stringMatching(new RegExp(`/sso/course\\?course=${course}$`)),
    });
  });

  it("shows the practice exam on the progress: View in Cart while in the cart, then each exam number's status", async () => {
    // In the cart after enrolment: still progress (not "registration in your cart"), with View in Cart.
    const shopper = await member();
    await practiceExamInCart(shopper.id, { now, deadline: new Date("2028-07-01T16:00:00Z") });
    expect((await getDashboard(shopper.id, now)).certification).toMatchObject({
      kind: "progress",
      practiceExam: { state: "in_cart", href: paths.cart(), exams: [] },
    });

    const buyer = await member();
    const unused = await practiceExamBundleUnused(buyer.id, { now, deadline: new Date("2028-07-01T16:00:00Z") });
    expect((await getDashboard(buyer.id, now)).certification).toMatchObject({
      kind: "progress",
      practiceExam: {
        state: "purchased",
        href: paths.practiceExams.exam(unused.ids.registrationId, unused.ids.practiceExamId),
        exams: [
          { name: "Exam #1", status: "Not started" },
          { name: "Exam #2", status: "Opens after Exam #1" },
        ],
      },
    });

    const taker = await member();
    await practiceExamsTaken(taker.id, { now, deadline: new Date("2028-07-01T16:00:00Z") });
    expect((await getDashboard(taker.id, now)).certification).toMatchObject({
      practiceExam: {
        state: "purchased",
        exams: [
          { name: "Exam #1", status: "Results available" },
          { name: "Exam #2", status: "Not started" },
        ],
      },
    });
  });

  it("uses the member's latest certification registration", async () => {
    const user = await member();
    const { certification } = await certificationReference();
    await createRegistration(user.id, { certificationId: certification.id, status: REGISTRATION_STATUS.complete, createdAt: days(-800) });
    await waitingInFinalApproval(user.id, { now });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "under_review", finalApplication: true });
  });

  it("shows an expired registration's extension in the cart, then under review once paid", async () => {
    const user = await member();
    // Due 10/20/2026: the extension moves the deadline 6 months, to 04/20/2027.
    const { extension } = await extensionInCart(user.id, { now, deadline: days(-32), completedHours: 500 });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({ kind: "extension", extension: "in_cart" });
    await payLines(user.id, [extension.lineItemId!], { at: days(-1) });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({
      kind: "extension",
      extension: "pending",
      newDeadline: "04/20/2027",
    });
  });

  it("offers an extension request for a registration expired without extension", async () => {
    const user = await member();
    await expiredWithoutExtension(user.id, { now, deadline: new Date("2026-10-01T16:00:00Z") });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({
      kind: "expired",
      deadline: "10/01/2026",
      canRequestExtension: true,
      requestBy: "04/01/2027",
    });
  });

  it("falls back to the revoked certificate", async () => {
    const user = await member();
    await revokedCertification(user.id, { now });
    expect((await getDashboard(user.id, now)).certification).toMatchObject({
      step: 7,
      kind: "certificate",
      statusLabel: "Revoked",
      tone: "danger",
    });
  });
});

describe("membership card", () => {
  it("shows an active membership with its end date, valid through the whole last day", async () => {
    const user = await member();
    await activeMembership(user.id, { start: new Date("2026-08-13T16:00:00Z"), now });
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
    const { membership } = await activeMembership(user.id, { start: days(-304), now });
    expect((await getDashboard(user.id, now)).membership).toMatchObject({ state: "active", expiringSoon: true, renewalInCart: false });
    await membershipInCart(user.id, { now });
    expect((await getDashboard(user.id, now)).membership).toMatchObject({ state: "active", expiringSoon: true, renewalInCart: true });
    await db.userMembership.update({ where: { id: membership.id }, data: { end: days(61) } });
    expect((await getDashboard(user.id, now)).membership).toMatchObject({ expiringSoon: false });
  });

  it("does not count an expired or unapproved membership", async () => {
    const user = await member();
    await expiredMembership(user.id, { start: new Date("2024-01-01"), now });
    await createMembership(user.id, { start: days(-1), end: days(363), approved: false });
    expect((await getDashboard(user.id, now)).membership).toEqual({ state: "not_member" });
  });

  it("shows a membership waiting in the cart", async () => {
    const user = await member();
    await membershipInCart(user.id, { typeKey: MEMBERSHIP_KEY.student, now });
    expect((await getDashboard(user.id, now)).membership).toEqual({ state: "in_cart", name: "Student Membership" });
  });

  it("shows a pending emeritus request or a student transcript under review", async () => {
    const emeritusUser = await member();
    const studentUser = await member();
    await pendingMembershipRequest(emeritusUser.id, { typeKey: MEMBERSHIP_KEY.emeritus, now });
    await pendingMembershipRequest(studentUser.id, { typeKey: MEMBERSHIP_KEY.student, now });
    await rejectedMembershipRequest(studentUser.id, { typeKey: MEMBERSHIP_KEY.emeritus, createdAt: days(1), now });
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
    // The catalogue: the independent trainer program and the Money Management Essentials course (nobody takes it), and more.
    const { trainerProgram } = await trainingReference();
    const deletedProduct = await db.product.create({
      data: { kind: PRODUCT_KIND.training, name: "Gone", priceCents: 100, deletedAt: days(-1) },
    });
    const done = await essentialsCourse({ name: "Budgeting Basics" });
    const pending = await essentialsCourse({ name: "Credit Basics" });
    const paid = await essentialsCourse({ name: "Banking Basics" });
    const waiting = await essentialsCourse({ name: "Debt Basics" });
    const expired = await essentialsCourse({ name: "Saving Basics" });
    await essentialsCourse({ name: "Unavailable", available: false });
    await essentialsCourse({ name: "Hidden", show: false });
    await essentialsCourse({ name: "Deleted product", productId: deletedProduct.id });

    await courseEnrolment(user.id, done.id, { status: USER_TRAINING_STATUS.completed, accredibleUrl: "https://credential.example/1" });
    await courseEnrolment(user.id, pending.id, { status: USER_TRAINING_STATUS.pending });
    await createRegistration(user.id, { trainingId: paid.id, status: REGISTRATION_STATUS.postRegistration, deadline: days(100) });
    await createRegistration(user.id, { trainingId: waiting.id, status: REGISTRATION_STATUS.registrationApproval, deadline: days(100) });
    const old = await createRegistration(user.id, {
      trainingId: expired.id,
      status: REGISTRATION_STATUS.postRegistration,
      deadline: days(-3),
    });
    await courseEnrolment(user.id, expired.id, { registrationId: old.id });
    // The independent trainer application in pre-registration counts as enrolled.
    await createRegistration(user.id, { trainingId: trainerProgram.id, status: REGISTRATION_STATUS.preRegistration });

    const { essentials } = await getDashboard(user.id, now);
    expect(essentials.completed).toEqual([
      { trainingId: done.id, name: "Budgeting Basics", credentialUrl: "https://credential.example/1", pending: false },
    ]);
    expect(essentials.inProgress.map((t) => [t.name, t.pending])).toEqual([
      ["Credit Basics", true],
      ["Banking Basics", false],
      ["Independent Trainer Program", false],
    ]);
    // Debt Basics (awaiting approval), Saving Basics (past its deadline) and Money Management Essentials.
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
