/**
 * What must happen once still happens once when several server processes share the database
 * (issue 21, node:cluster): each case starts racing processes (tests/cross-process/racer.ts, the
 * real services on this test's database: its SQLite file, or its PostgreSQL database in the
 * TEST_DATABASE=postgresql pass, issue 38), releases them together and counts the winners.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import {
  cartLine,
  certifiedAndPaidUp,
  certifiedWithFeeDue,
  certifiedInGoodStanding,
  createAdmin,
  createIndividualCeu,
  createMember,
  duplicateAccounts,
  expiredWithoutExtension,
  expiringIndependentTrainer,
} from "../factories/index.ts";
import { resetDatabase } from "../setup/db.ts";
import { CERTIFICATION_STATUS, PRODUCT_KIND } from "~/domain/constants.ts";
import { asOfDay } from "~/features/scheduled-jobs/periods.ts";
import { db } from "~/lib/db.server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

beforeEach(() => resetDatabase());

type Racer = { ready: Promise<void>; result: Promise<unknown[]>; go: () => void };

function racer(args: string[], times = 1): Racer {
  const child = spawn(tsx, [path.join(root, "tests/cross-process/racer.ts"), ...args], {
    cwd: root,
    // Mail goes nowhere quickly (a closed port): only the database matters here.
    env: {
      ...process.env,
      RACE_TIMES: String(times),
      LOG_LEVEL: "silent",
      MAIL_API_URL: "http://127.0.0.1:9/",
      TWILIO_URL: "http://127.0.0.1:9/",
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  let markReady: () => void;
  const ready = new Promise<void>((r) => (markReady = r));
  const result = new Promise<unknown[]>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith("ready\n")) markReady();
    });
    child.on("exit", (code) => {
      const line = out.split("\n").filter(Boolean).at(-1) ?? "";
      if (code !== 0) reject(new Error(`racer exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as unknown[]);
    });
  });
  return { ready, result, go: () => child.stdin.end("go\n") };
}

/** Starts `n` racers with the same command, releases them together, and returns every result. */
async function race(n: number, args: string[], times = 1): Promise<unknown[]> {
  const racers = Array.from({ length: n }, () => racer(args, times));
  await Promise.all(racers.map((r) => r.ready));
  for (const r of racers) r.go();
  return (await Promise.all(racers.map((r) => r.result))).flat();
}

const wins = (results: unknown[]) => results.filter((r) => r === true).length;

// Each case starts 3 to 5 tsx processes; on a loaded machine starting them alone can take tens of seconds.
describe("once across processes", { timeout: 120_000 }, () => {
  it("deciding a review twice from two processes decides once", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    const ceu = await createIndividualCeu(member.id);
    const results = await race(3, ["approve-ceu", String(ceu.id), String(admin.id)]);
    expect(wins(results)).toBe(1);
    expect(await db.ceuReview.count({ where: { individualCeuId: ceu.id } })).toBe(1);
  });

  it("a password reset token works once", async () => {
    const member = await createMember();
    const token = "race-token-0123456789abcdefghijklmnop";
    await db.passwordResetToken.create({
      data: { userId: member.id, tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const results = await race(3, ["reset-password", token, member.email]);
    expect(wins(results)).toBe(1);
  });

  it("an extension request goes to the cart once", async () => {
    const member = await createMember();
    await expiredWithoutExtension(member.id, { deadline: new Date(Date.now() - 30 * 86_400_000) });
    const results = await race(3, ["extension", String(member.id)]);
    expect(wins(results)).toBe(1);
    expect(await db.lineItem.count({ where: { userId: member.id, kind: PRODUCT_KIND.extension } })).toBe(1);
  });

  it("a scheduled job started by three processes at once runs once for its period", async () => {
    const old = new Date("2026-06-20T12:00:00Z");
    await db.throttleHit.createMany({ data: [1, 2, 3].map((n) => ({ key: `race-${n}`, createdAt: old })) });
    const results = await race(3, ["job", "prune-sign-in-limits", "2026-07-01"]);
    expect(wins(results)).toBe(1);
    expect(await db.jobRun.findMany({ select: { job: true, period: true, status: true } })).toEqual([
      { job: "prune-sign-in-limits", period: "2026-07-01", status: "done" },
    ]);
    expect(await db.throttleHit.count({ where: { key: { startsWith: "race-" } } })).toBe(0);
  });

  it("the fee jobs raced by processes for the same day post each fee and late fee once and lapse once", async () => {
    const now = asOfDay("2027-04-15")!;
    const owing: number[] = [];
    for (let i = 0; i < 3; i++) owing.push((await certifiedWithFeeDue((await createMember()).id, { now })).userCertification.id);
    const paid = (await certifiedAndPaidUp((await createMember()).id, { now })).userCertification.id;
    const unpaid = (kind: string) => db.lineItem.findMany({ where: { kind, transactionId: null }, select: { chargeKey: true } });

    // Run as scheduled: the period's claim lets one process run each job.
    expect(wins(await race(2, ["job", "post-annual-fees", "2027-08-01"]))).toBe(1);
    expect(wins(await race(2, ["job", "charge-late-fees", "2027-08-01"]))).toBe(1);
    expect((await unpaid(PRODUCT_KIND.renewal)).length).toBe(3);
    expect((await unpaid(PRODUCT_KIND.lateFee)).length).toBe(6);

    // Run by hand in several processes at once, past the claim: the effects' keys keep each once.
    const changed = async (job: string, day: string) => ((await race(3, ["job-effect", job, day])) as number[]).reduce((a, b) => a + b, 0);
    // September 1: a third late fee each, posted once whoever runs it.
    expect(await changed("charge-late-fees", "2027-09-01")).toBe(3);
    const keys = (await unpaid(PRODUCT_KIND.lateFee)).map((l) => l.chargeKey!).sort();
    expect(keys).toEqual(owing.flatMap((id) => [1, 2, 3].map((n) => `late-fee:${id}:2027:${n}`)).sort());
    expect(await db.userCertification.count({ where: { id: { in: owing }, status: CERTIFICATION_STATUS.lapsedPayment } })).toBe(3);
    expect(await db.userCertification.findUniqueOrThrow({ where: { id: paid } })).toMatchObject({
      status: CERTIFICATION_STATUS.goodStanding,
    });
  });

  it("the late-fee job's effect raced on the first late day lapses each certification once", async () => {
    const now = asOfDay("2027-04-15")!;
    const owing: number[] = [];
    for (let i = 0; i < 3; i++) owing.push((await certifiedWithFeeDue((await createMember()).id, { now })).userCertification.id);
    const results = (await race(3, ["job-effect", "charge-late-fees", "2027-07-01"])) as number[];
    // Three late fees and three lapses in all, however the processes shared them.
    expect(results.reduce((a, b) => a + b, 0)).toBe(6);
    expect(await db.lineItem.count({ where: { kind: PRODUCT_KIND.lateFee } })).toBe(3);
    expect(await db.userCertification.count({ where: { status: CERTIFICATION_STATUS.lapsedPayment } })).toBe(3);
  });

  it("a reminder started by three processes at once is sent once (its key is claimed first)", async () => {
    const member = await createMember({ willText: true, agreeTos: true, cellPhone: "5551234567" });
    await certifiedInGoodStanding(member.id, { now: new Date("2027-01-15T17:00:00Z") });
    const results = await race(3, ["reminders", "2027-05-31"]);
    expect(results.reduce((sum: number, n) => sum + Number(n), 0)).toBe(1);
    const [reminders, notifications, emails, texts] = await Promise.all([
      db.reminder.count(),
      db.notification.count({ where: { userId: member.id } }),
      db.emailMessage.count({ where: { userId: member.id } }),
      db.textMessage.count({ where: { userId: member.id } }),
    ]);
    expect({ reminders, notifications, emails, texts }).toEqual({ reminders: 1, notifications: 1, emails: 1, texts: 1 });
  });

  it("a trainer's renewal goes to the cart once", async () => {
    const member = await createMember();
    await expiringIndependentTrainer(member.id, { expiresInDays: 20 });
    const results = await race(3, ["trainer-renewal", String(member.id)]);
    // Twice is once: every post is answered "in the cart", and one line is there.
    expect(wins(results)).toBe(3);
    expect(await db.lineItem.count({ where: { userId: member.id, kind: PRODUCT_KIND.independentTrainer, transactionId: null } })).toBe(1);
  });

  it("a cart is charged once when two processes check it out, with the same form or two", async () => {
    for (const keys of [
      ["same-form-0123456789ab", "same-form-0123456789ab", "same-form-0123456789ab"],
      ["tab-one-0123456789abcd", "tab-two-0123456789abcd"],
    ]) {
      await resetDatabase();
      const member = await createMember({ card: { id: "pm_card_visa", last4: "4242" } });
      for (const priceCents of [9900, 4500]) await cartLine(member.id, { kind: PRODUCT_KIND.event, name: "Item", priceCents });
      const racers = keys.map((key) => racer(["checkout", String(member.id), key]));
      await Promise.all(racers.map((r) => r.ready));
      for (const r of racers) r.go();
      const results = (await Promise.all(racers.map((r) => r.result))).flat() as Array<{ paid: boolean; cents: number }>;
      // Each process has its own Stripe stand-in: together they saw one charge of the cart's total.
      expect(results.reduce((sum, r) => sum + r.cents, 0)).toBe(14_400);
      expect(results.filter((r) => r.paid).length).toBeGreaterThanOrEqual(1);
      expect(await db.transaction.count({ where: { userId: member.id, status: "succeeded" } })).toBe(1);
      expect(await db.lineItem.count({ where: { userId: member.id, transactionId: null } })).toBe(0);
    }
  });

  it("an account merged into two survivors at once by two admins is merged once", async () => {
    const { survivor, duplicate, duplicateCeu } = await duplicateAccounts();
    const other = await createMember({ firstName: survivor.firstName, lastName: survivor.lastName });
    const admin = await createAdmin();
    const racers = [survivor.id, other.id].map((target) => racer(["merge", String(target), String(duplicate.id), String(admin.id)]));
    await Promise.all(racers.map((r) => r.ready));
    for (const r of racers) r.go();
    const results = (await Promise.all(racers.map((r) => r.result))).flat();
    expect(results.filter((r) => r === "merged")).toHaveLength(1);
    const retired = await db.user.findUniqueOrThrow({ where: { id: duplicate.id } });
    expect(await db.userMerge.findMany({ select: { sourceId: true, targetId: true } })).toEqual([
      { sourceId: duplicate.id, targetId: retired.mergedIntoId },
    ]);
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: duplicateCeu.id } })).userId).toBe(retired.mergedIntoId);
  });

  it("a merge and a checkout of the merged account racing: the money lands on the survivor or the merge waits, never lost", async () => {
    for (let round = 0; round < 2; round++) {
      await resetDatabase();
      const { survivor, duplicate } = await duplicateAccounts();
      await db.user.update({ where: { id: duplicate.id }, data: { stripePaymentMethodId: "pm_card_visa", pmLastFour: "4242" } });
      const admin = await createAdmin();
      const racers = [
        racer(["checkout", String(duplicate.id), `merge-race-${round}-0123456789`]),
        racer(["merge", String(survivor.id), String(duplicate.id), String(admin.id)]),
      ];
      await Promise.all(racers.map((r) => r.ready));
      for (const r of racers) r.go();
      const [[paid], [merged]] = (await Promise.all(racers.map((r) => r.result))) as [[{ paid: boolean; cents: number }], [string]];
      const succeeded = await db.transaction.findMany({
        where: { status: "succeeded", type: "purchase" },
        select: { userId: true, amountCents: true },
      });
      const charged = succeeded.filter((t) => t.amountCents === paid.cents);
      // what Stripe charged is recorded once as a paid order: the survivor's once merged, else still the member's
      if (paid.paid) expect(charged.map((t) => t.userId)).toEqual([merged === "merged" ? survivor.id : duplicate.id]);
      else expect(paid.cents).toBe(0);
      if (merged === "merged") {
        // nothing is left on (or written to) the retired account
        expect(await db.transaction.count({ where: { userId: duplicate.id } })).toBe(0);
        expect(await db.lineItem.count({ where: { userId: duplicate.id } })).toBe(0);
      } else {
        expect(["blocked", "stale"]).toContain(merged);
        expect((await db.user.findUniqueOrThrow({ where: { id: duplicate.id } })).mergedIntoId).toBeNull();
      }
      expect(await db.transaction.count({ where: { status: "pending" } })).toBe(0);
    }
  });

  it("a throttle shared through the database allows exactly its limit across processes", async () => {
    const results = await race(3, ["throttle", "race:login:203.0.113.9", "5"], 4);
    expect(results).toHaveLength(12);
    expect(wins(results)).toBe(5);
  });
});
