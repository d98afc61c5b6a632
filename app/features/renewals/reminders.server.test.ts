import { DateTime } from "luxon";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  approvedIndependentTrainer,
  approvedIndividualCeu,
  annualFeePaid,
  certifiedInGoodStanding,
  createMember,
  createMembership,
  createReportingPeriod,
  creditType,
  expiringIndependentTrainer,
  payLines,
  pendingIndividualCeu,
  revokedCertification,
  trainerRenewalInCart,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { EMAIL_STATUS, REMINDER_RULE, REMINDER_TEXT, type ReminderRule } from "~/domain/constants.ts";
import { sendText } from "~/integrations/sms.server.ts";
import { endOfDayNY, startOfDateNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { resetEnvCache } from "~/lib/env.server.ts";
import { paths } from "~/lib/paths.ts";
import { withQueryCount } from "~/lib/query-count.server.ts";
import { jobNamed } from "~/features/scheduled-jobs/jobs.server.ts";
import { asOfDay } from "~/features/scheduled-jobs/periods.ts";
import { runJob } from "~/features/scheduled-jobs/runner.server.ts";
import { planReminders, sendReminders } from "./reminders.server.ts";

// Every statement is counted while a `withQueryCount` runs (the CEU rule's reads must not grow per member).
process.env.QUERY_COUNT = "true";
resetEnvCache();

const server = setupServer(...handlersFor(["mail", "sms"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  delete process.env.QUERY_COUNT;
  resetEnvCache();
});
beforeEach(() => resetDatabase());

/** Noon in New York on that day (what `npm run jobs -- --as-of` runs at). */
const noon = (iso: string) => asOfDay(iso)!;
/** Noon in New York `n` days before the day `iso` (after it when negative). */
const daysBefore = (iso: string, n: number) => noon(DateTime.fromISO(iso).minus({ days: n }).toISODate()!);

/** The leads (90, 60, 30, 7) of the reminders sent about one subject, in the order sent. */
async function leads(rule: ReminderRule, subjectId: number): Promise<number[]> {
  const rows = await db.reminder.findMany({ where: { key: { startsWith: `${rule}:${subjectId}:` } }, orderBy: { id: "asc" } });
  return rows.map((r) => r.days);
}

/**
 * Runs the reminders 91, 90, 61, 60, 30, 7 and 0 days before the date and the day after, and checks
 * what the subject has after each run.
 */
async function expectBoundaries(rule: ReminderRule, subjectId: number, dueIso: string) {
  const seen: Array<[number, number[]]> = [];
  for (const n of [91, 90, 61, 60, 30, 7, 0, -1]) {
    await sendReminders(daysBefore(dueIso, n));
    seen.push([n, await leads(rule, subjectId)]);
  }
  expect(seen).toEqual([
    [91, []],
    [90, [90]],
    [61, [90]],
    [60, [90, 60]],
    [30, [90, 60, 30]],
    [7, [90, 60, 30, 7]],
    [0, [90, 60, 30, 7]],
    [-1, [90, 60, 30, 7]],
  ]);
}

/** A member certified in good standing since early 2025 (owing the 2027 fee), in a 2027 reporting period. */
async function certifiedMember(over: Parameters<typeof createMember>[0] = {}) {
  const member = await createMember(over);
  const { userCertification } = await certifiedInGoodStanding(member.id, { now: noon("2027-01-15") });
  return { member, userCertification };
}

const FEE_DUE = "2027-06-30";

describe("the annual certification fee (due June 30)", () => {
  it("is reminded 90, 60, 30 and 7 days before, each once, nothing before or after", async () => {
    const { userCertification } = await certifiedMember();
    await expectBoundaries(REMINDER_RULE.certificationFee, userCertification.id, FEE_DUE);
  });

  it("a date first seen on its day gets the 7-day reminder; a missed run catches up with one reminder, not each missed one", async () => {
    const { userCertification: onTheDay } = await certifiedMember();
    await sendReminders(daysBefore(FEE_DUE, 0));
    expect(await leads(REMINDER_RULE.certificationFee, onTheDay.id)).toEqual([7]);

    await resetDatabase();
    const { userCertification: missed } = await certifiedMember();
    await sendReminders(daysBefore(FEE_DUE, 90));
    // The server was down from day 89 to day 21.
    expect(await sendReminders(daysBefore(FEE_DUE, 20))).toMatchObject({ changed: 1 });
    expect(await leads(REMINDER_RULE.certificationFee, missed.id)).toEqual([90, 30]);
    expect(await db.notification.count()).toBe(2);
  });

  it("counts New York days: at 03:59Z on June 30 it is still June 29 in New York", async () => {
    const { userCertification: first } = await certifiedMember();
    expect(await sendReminders(new Date("2027-04-01T03:59:00Z"))).toMatchObject({ changed: 0 });
    expect(await sendReminders(new Date("2027-04-01T04:00:00Z"))).toMatchObject({ changed: 1 });
    expect(await leads(REMINDER_RULE.certificationFee, first.id)).toEqual([90]);

    await sendReminders(new Date("2027-06-30T03:59:00Z"));
    const tomorrow = await db.notification.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(tomorrow.title).toBe("Your annual certification fee is due tomorrow, June 30, 2027");

    const { member: late, userCertification: second } = await certifiedMember();
    await sendReminders(new Date("2027-07-01T03:59:00Z")); // June 30, 11:59 PM in New York
    expect(await leads(REMINDER_RULE.certificationFee, second.id)).toEqual([7]);
    const today = await db.notification.findFirstOrThrow({ where: { userId: late.id } });
    expect(today.title).toBe("Your annual certification fee is due today, June 30, 2027");
    expect(await sendReminders(new Date("2027-07-01T04:00:00Z"))).toMatchObject({ changed: 0 });
  });

  it("is not reminded once the year's fee is paid, nor for a revoked certification", async () => {
    const { member, userCertification } = await certifiedMember();
    await annualFeePaid(member.id, userCertification.id, 2027, { at: noon("2027-03-01") });
    const revoked = await createMember();
    await revokedCertification(revoked.id, { now: noon("2027-01-15") });
    expect(await sendReminders(daysBefore(FEE_DUE, 30))).toMatchObject({ changed: 0 });
    expect(await db.reminder.count()).toBe(0);
  });

  it("tells the member by a notification and an email linking to the renewal, with the association's words", async () => {
    const { member, userCertification } = await certifiedMember({ firstName: "Robin" });
    await sendReminders(daysBefore(FEE_DUE, 90));
    const path = paths.certifications.renewal(userCertification.certificationId);
    const reminder = await db.reminder.findFirstOrThrow();
    expect(reminder).toMatchObject({
      key: `certification_fee:${userCertification.id}:2027-06-30:90`,
      userId: member.id,
      rule: REMINDER_RULE.certificationFee,
      days: 90,
      text: REMINDER_TEXT.notOptedIn,
      textMessageId: null,
    });
    expect(await db.notification.findUniqueOrThrow({ where: { id: reminder.notificationId! } })).toMatchObject({
      userId: member.id,
      title: "Your annual certification fee is due June 30, 2027",
      message: "Renew your AFC® certification by June 30, 2027 to stay in good standing.",
      url: path,
    });
    const email = await db.emailMessage.findUniqueOrThrow({ where: { id: reminder.emailId! } });
    expect(email).toMatchObject({
      to: member.email,
      userId: member.id,
      template: "reminder-certification_fee",
      subject: "Your annual certification fee is due June 30, 2027",
      status: EMAIL_STATUS.sent,
    });
    expect(email.text).toBe(
      `Hello Robin,\n\nRenew your AFC® certification by June 30, 2027 to stay in good standing.\n\nhttp://localhost:3000${path}\n`,
    );
  });
});

describe("the CEUs of a reporting period", () => {
  /** A member certified in the 2026-2027 period (ends December 31, 2027), with `credits` approved General credits in it. */
  async function inPeriod(credits: number) {
    const period =
      (await db.reportingPeriod.findUnique({ where: { name: "2026-2027" } })) ??
      (await createReportingPeriod({ name: "2026-2027", start: startOfDateNY(2026, 1, 1), end: endOfDayNY(startOfDateNY(2027, 12, 31)) }));
    const member = await createMember();
    const { userCertification } = await certifiedInGoodStanding(member.id, { now: noon("2026-03-01"), reportingPeriodId: period.id });
    const general = await creditType("General");
    if (credits > 0) await approvedIndividualCeu(member.id, { reportingPeriodId: period.id, creditTypeId: general.id, credits });
    return { member, userCertification, period };
  }

  it("is reminded 90, 60, 30 and 7 days before the period ends while credits are short", async () => {
    const { userCertification } = await inPeriod(10);
    await expectBoundaries(REMINDER_RULE.ceus, userCertification.id, "2027-12-31");
  });

  it("counts only approved credits of the period, and the per-type minimums; says what is missing", async () => {
    await creditType("Ethics", { minimumCredits: 2 });
    const { member: short, userCertification: shortCert, period } = await inPeriod(28);
    await pendingIndividualCeu(short.id, { reportingPeriodId: period.id, creditTypeId: (await creditType("Ethics")).id, credits: 2 });
    const { member: met } = await inPeriod(28);
    await approvedIndividualCeu(met.id, { reportingPeriodId: period.id, creditTypeId: (await creditType("Ethics")).id, credits: 2 });
    const { member: elsewhere } = await inPeriod(0);
    const other = await createReportingPeriod({ name: "2024-2025" });
    await approvedIndividualCeu(elsewhere.id, { reportingPeriodId: other.id, creditTypeId: (await creditType("General")).id, credits: 40 });

    await sendReminders(daysBefore("2027-12-31", 30));
    const reminded = await db.reminder.findMany({ orderBy: { userId: "asc" }, select: { userId: true, rule: true } });
    expect(reminded).toEqual([
      { userId: short.id, rule: REMINDER_RULE.ceus },
      { userId: elsewhere.id, rule: REMINDER_RULE.ceus },
    ]);
    expect(await db.notification.findFirstOrThrow({ where: { userId: short.id } })).toMatchObject({
      title: "Your CEUs for the 2026-2027 reporting period are due December 31, 2027",
      message:
        "You still need 2 CEU credits, including 2 Ethics, for the 2026-2027 reporting period. " +
        "Report your CEUs by December 31, 2027 to keep your AFC® certification in good standing.",
      url: paths.ceus.root(),
    });
    expect(await leads(REMINDER_RULE.ceus, shortCert.id)).toEqual([30]);
  });

  it("reads the credits of every candidate in a few queries, not one per member", async () => {
    const queriesFor = async () => {
      let work: Promise<unknown> = Promise.resolve();
      const counter = withQueryCount(() => {
        work = planReminders(daysBefore("2027-12-31", 30));
      });
      await work;
      return counter.read();
    };
    await inPeriod(5);
    await inPeriod(12);
    const two = await queriesFor();
    expect(two).toBeGreaterThan(3);
    for (const credits of [0, 3, 8, 20]) await inPeriod(credits);
    expect(await planReminders(daysBefore("2027-12-31", 30))).toMatchObject({ changed: 6 });
    expect(await queriesFor()).toBe(two);
  });
});

describe("the membership", () => {
  const END = "2027-09-15";
  const membership = async (userId: number, start: string, end: string, approved = true) =>
    createMembership(userId, { start: new Date(`${start}T20:00:00Z`), end: new Date(`${end}T20:00:00Z`), approved });

  it("is reminded 90, 60, 30 and 7 days before it ends", async () => {
    const member = await createMember();
    const m = await membership(member.id, "2026-09-16", END);
    await expectBoundaries(REMINDER_RULE.membership, m.id, END);
    const reminder = await db.notification.findFirstOrThrow();
    expect(reminder).toMatchObject({
      title: "Your Professional Membership ends September 15, 2027",
      message: "Renew your membership by September 15, 2027 to keep your member benefits.",
      url: paths.membership.get(),
    });
  });

  it("is not reminded once a later membership is approved; a request waiting for review does not count", async () => {
    const renewed = await createMember();
    await membership(renewed.id, "2026-09-16", END);
    await membership(renewed.id, "2027-09-16", "2028-09-14");
    const waiting = await createMember();
    const current = await membership(waiting.id, "2026-09-16", END);
    await membership(waiting.id, "2027-09-16", "2028-09-14", false);
    await sendReminders(daysBefore(END, 60));
    expect(await db.reminder.findMany({ select: { key: true } })).toEqual([{ key: `membership:${current.id}:${END}:60` }]);
  });
});

describe("the Independent Trainer status", () => {
  it("is reminded 90, 60, 30 and 7 days before the trainer's year ends", async () => {
    const member = await createMember();
    const { independentTrainer } = await approvedIndependentTrainer(member.id, { approvedAt: new Date("2026-09-15T20:00:00Z") });
    await expectBoundaries(REMINDER_RULE.trainer, independentTrainer.id, "2027-09-15");
    expect(await db.notification.findFirstOrThrow()).toMatchObject({
      title: "Your Independent Trainer status ends September 15, 2027",
      url: paths.trainings.independent.root(),
    });
  });

  it("is not reminded once renewed (the expiry a year on), nor when the status has ended", async () => {
    const asOf = noon("2027-06-01");
    const renewed = await createMember();
    await expiringIndependentTrainer(renewed.id, { expiresInDays: 30, now: asOf });
    const renewal = await trainerRenewalInCart(renewed.id, { at: asOf });
    await payLines(renewed.id, [renewal.id], { at: asOf });
    const ended = await createMember();
    await expiringIndependentTrainer(ended.id, { expiresInDays: 30, now: asOf });
    await db.user.update({ where: { id: ended.id }, data: { isIndependentTrainer: false } });
    expect(await sendReminders(asOf)).toMatchObject({ changed: 0 });
  });
});

describe("texts", () => {
  const optedIn = { willText: true, agreeTos: true, cellPhone: "555-123-4567" };

  it("texts a member who opted in, in one segment ending with the portal's link", async () => {
    const { member, userCertification } = await certifiedMember(optedIn);
    await sendReminders(daysBefore(FEE_DUE, 7));
    const reminder = await db.reminder.findFirstOrThrow();
    expect(reminder.text).toBe(REMINDER_TEXT.sent);
    const text = await db.textMessage.findUniqueOrThrow({ where: { id: reminder.textMessageId! } });
    const link = `http://localhost:3000${paths.certifications.renewal(userCertification.certificationId)}`;
    expect(text).toMatchObject({ userId: member.id, to: "+15551234567", status: EMAIL_STATUS.sent });
    expect(text.body).toBe(`AFCPE: your AFC certification fee is due June 30, 2027. Renew: ${link}`);
    expect(text.body.length).toBeLessThan(160);
  });

  it("does not text a member who did not opt in or has no cell phone", async () => {
    await certifiedMember({ willText: false, cellPhone: "5551234567" });
    await certifiedMember({ willText: true, cellPhone: null });
    await sendReminders(daysBefore(FEE_DUE, 30));
    expect((await db.reminder.findMany()).map((r) => r.text)).toEqual([REMINDER_TEXT.notOptedIn, REMINDER_TEXT.notOptedIn]);
    expect(await db.textMessage.count()).toBe(0);
  });

  it("sends the 4th text of a month; the 5th is over the limit, while the notification and the email still go", async () => {
    const { member: third } = await certifiedMember(optedIn);
    const { member: fourth } = await certifiedMember({ ...optedIn, cellPhone: "555-123-9999" });
    for (let i = 0; i < 3; i++) await sendText({ to: "5551234567", body: `earlier ${i}`, userId: third.id });
    for (let i = 0; i < 4; i++) await sendText({ to: "5551239999", body: `earlier ${i}`, userId: fourth.id });
    await sendReminders(daysBefore(FEE_DUE, 60));
    const byUser = async (userId: number) => db.reminder.findFirstOrThrow({ where: { userId } });
    expect(await byUser(third.id)).toMatchObject({ text: REMINDER_TEXT.sent, textMessageId: expect.any(Number) });
    const over = await byUser(fourth.id);
    expect(over).toMatchObject({ text: REMINDER_TEXT.overLimit, textMessageId: null });
    expect(over.notificationId).not.toBeNull();
    expect(await db.emailMessage.findUniqueOrThrow({ where: { id: over.emailId! } })).toMatchObject({ status: EMAIL_STATUS.sent });
    expect([
      await db.textMessage.count({ where: { userId: third.id } }),
      await db.textMessage.count({ where: { userId: fourth.id } }),
    ]).toEqual([4, 4]);
  });

  it("records a text Twilio refuses as failed and goes on with the other members", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const { member: unsubscribed } = await certifiedMember({ ...optedIn, cellPhone: "555-123-0000" });
    const { member: next } = await certifiedMember(optedIn);
    const summary = await sendReminders(daysBefore(FEE_DUE, 30));
    expect(summary.changed).toBe(2);
    expect(summary.notes).toContain("texts: 1 sent, 1 failed, 0 over the monthly limit, 0 not opted in");
    const failed = await db.reminder.findFirstOrThrow({ where: { userId: unsubscribed.id } });
    expect(failed.text).toBe(REMINDER_TEXT.failed);
    expect(await db.textMessage.findUniqueOrThrow({ where: { id: failed.textMessageId! } })).toMatchObject({
      status: EMAIL_STATUS.failed,
      error: "21610: Attempt to send to unsubscribed recipient",
    });
    expect(await db.reminder.findFirstOrThrow({ where: { userId: next.id } })).toMatchObject({ text: REMINDER_TEXT.sent });
  });
});

describe("once", () => {
  it("a second run the same day sends nothing more", async () => {
    await certifiedMember(optedInMember);
    const asOf = daysBefore(FEE_DUE, 30);
    expect(await sendReminders(asOf)).toMatchObject({ changed: 1 });
    expect(await sendReminders(asOf)).toMatchObject({ changed: 0 });
    expect(await counts()).toEqual({ reminders: 1, notifications: 1, emails: 1, texts: 1 });
  });

  it("two runs at once send once", async () => {
    await certifiedMember(optedInMember);
    const asOf = daysBefore(FEE_DUE, 30);
    const [a, b] = await Promise.all([sendReminders(asOf), sendReminders(asOf)]);
    expect(a.changed + b.changed).toBe(1);
    expect(await counts()).toEqual({ reminders: 1, notifications: 1, emails: 1, texts: 1 });
  });

  it("the scheduled job: its dry run writes nothing, its run sends, a second run of the day is skipped", async () => {
    await certifiedMember();
    const job = jobNamed("send-reminders")!;
    const asOf = daysBefore(FEE_DUE, 60);
    expect(await runJob(job, asOf, { dryRun: true })).toMatchObject({
      kind: "planned",
      summary: { changed: 1, notes: expect.arrayContaining(["Annual certification fee: 1 reminder would be sent"]) },
    });
    expect(await db.reminder.count()).toBe(0);
    expect(await runJob(job, asOf)).toMatchObject({ kind: "ran", summary: { changed: 1 } });
    expect(await runJob(job, asOf)).toMatchObject({ kind: "skipped", reason: "done" });
    expect(await counts()).toMatchObject({ reminders: 1, notifications: 1 });
  });
});

const optedInMember = { willText: true, agreeTos: true, cellPhone: "5551234567" };

async function counts() {
  const [reminders, notifications, emails, texts] = await Promise.all([
    db.reminder.count(),
    db.notification.count(),
    db.emailMessage.count(),
    db.textMessage.count(),
  ]);
  return { reminders, notifications, emails, texts };
}
