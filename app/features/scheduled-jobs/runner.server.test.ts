import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createMember,
  expiredIndependentTrainer,
  expiringIndependentTrainer,
  expiredWithoutExtension,
  inPostRegistration,
  registrationAtStep,
  waitingInFinalApproval,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { FORM_ONCE_KEEP_MS, jobNamed, type JobDefinition } from "./jobs.server.ts";
import { asOfDay } from "./periods.ts";
import { runDueJobs, runJob, STALE_RUN_MS } from "./runner.server.ts";
import { startScheduler } from "./scheduler.server.ts";

beforeEach(() => resetDatabase());

const july1 = asOfDay("2026-07-01")!;
const prune = jobNamed("prune-sign-in-limits")!;

/** A job that counts its runs (and fails when told). */
function countingJob(over: Partial<JobDefinition> = {}) {
  const calls: Date[] = [];
  const job: JobDefinition = {
    key: "count",
    title: "Counts",
    cadence: "daily",
    cron: "0 1 * * *",
    schedule: "Daily at 1:00 AM",
    plan: async () => ({ changed: 7, notes: ["would count"] }),
    run: async (asOf) => {
      calls.push(asOf);
      return { changed: 1, notes: [`run ${calls.length}`] };
    },
    ...over,
  };
  return { job, calls };
}

describe("running a scheduled job once per period", () => {
  it("runs once for its period: again the same day is skipped, the next day runs", async () => {
    const { job, calls } = countingJob();
    expect(await runJob(job, july1)).toEqual({
      kind: "ran",
      job: "count",
      period: "2026-07-01",
      summary: { changed: 1, notes: ["run 1"] },
    });
    expect(await runJob(job, new Date("2026-07-02T03:00:00Z"))).toMatchObject({ kind: "skipped", reason: "done", period: "2026-07-01" });
    expect(await runJob(job, asOfDay("2026-07-02")!)).toMatchObject({ kind: "ran", period: "2026-07-02" });
    expect(calls).toHaveLength(2);
    const rows = await db.jobRun.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.period, r.status, r.summary])).toEqual([
      ["2026-07-01", "done", { changed: 1, notes: ["run 1"] }],
      ["2026-07-02", "done", { changed: 1, notes: ["run 2"] }],
    ]);
  });

  it("started several times at once in one process, runs once", async () => {
    const { job, calls } = countingJob();
    const outcomes = await Promise.all([runJob(job, july1), runJob(job, july1), runJob(job, july1)]);
    expect(outcomes.filter((o) => o.kind === "ran")).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("a run in progress elsewhere is left alone; one left running by a dead process is taken over", async () => {
    const { job, calls } = countingJob();
    const startedAt = new Date("2026-07-01T15:00:00Z");
    await db.jobRun.create({ data: { job: "count", period: "2026-07-01", asOf: july1, status: "running", startedAt } });
    expect(await runJob(job, july1, { now: new Date(startedAt.getTime() + 60_000) })).toMatchObject({ kind: "skipped", reason: "running" });
    expect(calls).toHaveLength(0);
    expect(await runJob(job, july1, { now: new Date(startedAt.getTime() + STALE_RUN_MS + 1) })).toMatchObject({ kind: "ran" });
    expect(calls).toHaveLength(1);
  });

  it("a failed run is recorded with its error and runs again on the next try", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    let fail = true;
    const { job } = countingJob({
      run: async () => {
        if (fail) throw new Error("the disk is full");
        return { changed: 2, notes: [] };
      },
    });
    expect(await runJob(job, july1)).toMatchObject({ kind: "failed", error: "the disk is full" });
    expect(await db.jobRun.findFirstOrThrow()).toMatchObject({ status: "failed", error: "the disk is full" });
    fail = false;
    expect(await runJob(job, july1)).toMatchObject({ kind: "ran", summary: { changed: 2 } });
    expect(await db.jobRun.findFirstOrThrow()).toMatchObject({ status: "done", error: null });
    vi.restoreAllMocks();
  });

  it("a dry run says what the job would change and records and changes nothing", async () => {
    const { job, calls } = countingJob();
    expect(await runJob(job, july1, { dryRun: true })).toEqual({
      kind: "planned",
      job: "count",
      period: "2026-07-01",
      summary: { changed: 7, notes: ["would count"] },
    });
    expect(calls).toHaveLength(0);
    expect(await db.jobRun.count()).toBe(0);
  });

  it("catching up after a server was down runs each job whose period has no finished run", async () => {
    const a = countingJob({ key: "a" });
    const b = countingJob({ key: "b" });
    await runJob(a.job, july1);
    const outcomes = await runDueJobs(july1, [a.job, b.job]);
    expect(outcomes.map((o) => [o.job, o.kind])).toEqual([
      ["a", "skipped"],
      ["b", "ran"],
    ]);
    expect([a.calls.length, b.calls.length]).toEqual([1, 1]);
  });
});

describe("the scheduler", () => {
  it("catches up on start: a job due this period runs without waiting for its time", async () => {
    const { job, calls } = countingJob({ cron: "0 4 1 1 *" });
    const scheduler = startScheduler([job]);
    try {
      await expect.poll(() => db.jobRun.count({ where: { job: "count", status: "done" } })).toBe(1);
      expect(calls).toHaveLength(1);
    } finally {
      scheduler.stop();
    }
  });
});

describe("the housekeeping job", () => {
  it("forgets sign-in limit rows older than two days and form keys older than 30 days, nothing newer", async () => {
    const hoursAgo = (h: number) => new Date(july1.getTime() - h * 3_600_000);
    await db.throttleHit.createMany({
      data: [
        { key: "old", createdAt: hoursAgo(49) },
        { key: "recent", createdAt: hoursAgo(47) },
      ],
    });
    await db.formSubmission.createMany({
      data: [
        { key: "old-form", recordId: 1, createdAt: new Date(july1.getTime() - FORM_ONCE_KEEP_MS - 1000) },
        { key: "recent-form", recordId: 2, createdAt: hoursAgo(24) },
      ],
    });
    expect(await runJob(prune, july1, { dryRun: true })).toMatchObject({ summary: { changed: 2 } });
    expect(await db.throttleHit.count()).toBe(2);
    expect(await runJob(prune, july1)).toMatchObject({ kind: "ran", summary: { changed: 2 } });
    expect((await db.throttleHit.findMany()).map((h) => h.key)).toEqual(["recent"]);
    expect((await db.formSubmission.findMany()).map((f) => f.key)).toEqual(["recent-form"]);
  });
});

describe("recording expired registrations", () => {
  it("records a post-registration deadline whose New York day has ended, once; not today's, not one under review", async () => {
    const expire = jobNamed("record-expired-registrations")!;
    const asOf = asOfDay("2026-07-01")!;
    const member = async () => (await createMember()).id;
    const { registration: passed } = await inPostRegistration(await member(), { deadline: new Date("2026-06-30T16:00:00Z"), now: asOf });
    const { registration: today } = await inPostRegistration(await member(), { deadline: new Date("2026-07-01T04:00:00Z"), now: asOf });
    const { registration: review } = await waitingInFinalApproval(await member(), {
      deadline: new Date("2026-06-01T16:00:00Z"),
      now: asOf,
    });
    const wizard = await registrationAtStep(await member());
    const { registration: recorded } = await expiredWithoutExtension(await member(), { now: asOf });

    expect(await runJob(expire, asOf, { dryRun: true })).toMatchObject({ summary: { changed: 1, notes: [`registrations ${passed.id}`] } });
    expect(await runJob(expire, asOf)).toMatchObject({ kind: "ran", summary: { changed: 1 } });
    const status = async (id: number) => (await db.registration.findUniqueOrThrow({ where: { id } })).expirationStatus;
    expect(await status(passed.id)).toBe("expired_without_extension");
    expect([await status(today.id), await status(review.id), await status(wizard.id)]).toEqual([null, null, null]);
    expect(await status(recorded.id)).toBe("expired_without_extension");
    // The next day the registration whose deadline was July 1 is recorded; nothing is recorded twice.
    expect(await runJob(expire, asOfDay("2026-07-02")!)).toMatchObject({ summary: { changed: 1 } });
    expect(await status(today.id)).toBe("expired_without_extension");
    expect(await runJob(expire, asOfDay("2026-07-03")!)).toMatchObject({ summary: { changed: 0 } });
  });
});

describe("ending trainers' status", () => {
  it("clears the trainer flag of a trainer whose year is over, not of one still active", async () => {
    const now = new Date();
    const expired = await createMember();
    const active = await createMember();
    await expiredIndependentTrainer(expired.id, { now });
    await expiringIndependentTrainer(active.id, { now });
    const job = jobNamed("expire-independent-trainers")!;
    expect(await runJob(job, now, { dryRun: true })).toMatchObject({ summary: { changed: 1 } });
    expect(await runJob(job, now)).toMatchObject({ kind: "ran", summary: { changed: 1 } });
    const flag = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id } })).isIndependentTrainer;
    expect([await flag(expired.id), await flag(active.id)]).toEqual([false, true]);
  });
});
