/**
 * Running a scheduled job once per period (decision 50). A run first claims its (job, period) row
 * in a write transaction (SQLite's write lock; transactions begin IMMEDIATE, lib/db.server.ts): a
 * period already done, or running in another process, is skipped; a failed run, or one left
 * running by a process that died (older than STALE_RUN_MS), is taken over. The job runs outside
 * the claim and the row records what it changed, or its error. A dry run only plans.
 */
import { JOB_RUN_STATUS } from "~/domain/constants.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { deploymentJobs, type JobDefinition, type JobSummary } from "./jobs.server.ts";
import { periodOf } from "./periods.ts";

/** A run still marked running after this long was left by a process that stopped: it is taken over. */
export const STALE_RUN_MS = 60 * 60 * 1000;

export type RunOutcome =
  | { kind: "ran"; job: string; period: string; summary: JobSummary }
  | { kind: "planned"; job: string; period: string; summary: JobSummary }
  | { kind: "skipped"; job: string; period: string; reason: "done" | "running" }
  | { kind: "failed"; job: string; period: string; error: string };

/** Claims the period's run; null when it is done or running elsewhere (then the reason). */
async function claim(job: JobDefinition, period: string, asOf: Date, now: Date): Promise<"claimed" | "done" | "running"> {
  return db.$transaction(async (tx) => {
    const where = { job_period: { job: job.key, period } };
    const existing = await tx.jobRun.findUnique({ where, select: { status: true, startedAt: true } });
    if (existing?.status === JOB_RUN_STATUS.done) return "done";
    if (existing?.status === JOB_RUN_STATUS.running && now.getTime() - existing.startedAt.getTime() < STALE_RUN_MS) return "running";
    const data = { asOf, status: JOB_RUN_STATUS.running, startedAt: now, finishedAt: null, summary: undefined, error: null };
    if (existing) await tx.jobRun.update({ where, data });
    else await tx.jobRun.create({ data: { ...data, job: job.key, period } });
    return "claimed";
  });
}

/** Runs `job` for the period `asOf` falls in, once; with `dryRun` only says what it would change. */
export async function runJob(job: JobDefinition, asOf: Date, opts: { dryRun?: boolean; now?: Date } = {}): Promise<RunOutcome> {
  const period = periodOf(job.cadence, asOf);
  if (opts.dryRun) return { kind: "planned", job: job.key, period, summary: await job.plan(asOf) };
  const claimed = await claim(job, period, asOf, opts.now ?? new Date());
  if (claimed !== "claimed") return { kind: "skipped", job: job.key, period, reason: claimed };
  const where = { job_period: { job: job.key, period } };
  try {
    const summary = await job.run(asOf);
    await db.jobRun.update({
      where,
      data: { status: JOB_RUN_STATUS.done, finishedAt: new Date(), summary: summary as unknown as Prisma.InputJsonValue },
    });
    log.info("scheduled job ran", { job: job.key, period, changed: summary.changed });
    return { kind: "ran", job: job.key, period, summary };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.jobRun.update({ where, data: { status: JOB_RUN_STATUS.failed, finishedAt: new Date(), error: message.slice(0, 2000) } });
    log.error("scheduled job failed", { job: job.key, period, error });
    return { kind: "failed", job: job.key, period, error: message };
  }
}

/**
 * Every job whose current period has no finished run runs now, one after another: what a server
 * that was down when a job was due catches up on when it starts.
 */
export async function runDueJobs(asOf: Date, jobs: readonly JobDefinition[] = deploymentJobs()): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  for (const job of jobs) outcomes.push(await runJob(job, asOf));
  return outcomes;
}
