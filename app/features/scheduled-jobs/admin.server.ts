/**
 * The admin's Scheduled Jobs page (decision 50): every job with its schedule, next run, last run and
 * what it changed; with the preview, what each would change if it ran now (its dry run, which
 * writes nothing); and the latest runs of all jobs.
 */
import { Cron } from "croner";
import { JOB_RUN_STATUS_LABEL, type JobRunStatus } from "~/domain/constants.ts";
import { formatDateTime, ZONE } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { deploymentJobs, JOBS } from "./jobs.server.ts";
import { periodOf } from "./periods.ts";

export type JobRunRow = {
  id: number;
  job: string;
  period: string;
  status: string;
  statusLabel: string;
  started: string;
  finished: string;
  /** what it changed, or its error */
  outcome: string;
};

export type JobRow = {
  key: string;
  title: string;
  schedule: string;
  nextRun: string;
  lastRun: JobRunRow | null;
  /** the dry run's answer, when asked for */
  preview: { period: string; changed: number; notes: string[] } | null;
};

export const HISTORY_SHOWN = 20;

function outcomeOf(r: { summary: unknown; error: string | null; status: string }): string {
  if (r.error) return r.error;
  const s = r.summary as { changed?: unknown; notes?: unknown } | null;
  if (!s) return r.status === "running" ? "Running" : "";
  const notes = Array.isArray(s.notes) ? s.notes.filter((n): n is string => typeof n === "string") : [];
  return [`${Number(s.changed ?? 0)} changed`, ...notes].join("; ");
}

const runRow = (r: {
  id: number;
  job: string;
  period: string;
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  summary: unknown;
  error: string | null;
}): JobRunRow => ({
  id: r.id,
  job: JOBS.find((j) => j.key === r.job)?.title ?? r.job,
  period: r.period,
  status: r.status,
  statusLabel: JOB_RUN_STATUS_LABEL[r.status as JobRunStatus] ?? r.status,
  started: formatDateTime(r.startedAt),
  finished: formatDateTime(r.finishedAt),
  outcome: outcomeOf(r),
});

export async function loadJobsPage(opts: { preview: boolean; now?: Date }): Promise<{ jobs: JobRow[]; history: JobRunRow[] }> {
  const now = opts.now ?? new Date();
  const select = {
    id: true,
    job: true,
    period: true,
    status: true,
    startedAt: true,
    finishedAt: true,
    summary: true,
    error: true,
  } as const;
  const shown = deploymentJobs();
  const [latest, history] = await Promise.all([
    Promise.all(shown.map((job) => db.jobRun.findFirst({ where: { job: job.key }, orderBy: { startedAt: "desc" }, select }))),
    db.jobRun.findMany({ orderBy: [{ startedAt: "desc" }, { id: "desc" }], take: HISTORY_SHOWN, select }),
  ]);
  const jobs = await Promise.all(
    shown.map(async (job, i) => {
      const next = new Cron(job.cron, { timezone: ZONE, paused: true }).nextRun(now);
      const plan = opts.preview ? await job.plan(now) : null;
      return {
        key: job.key,
        title: job.title,
        schedule: job.schedule,
        nextRun: formatDateTime(next),
        lastRun: latest[i] ? runRow(latest[i]) : null,
        preview: plan ? { period: periodOf(job.cadence, now), changed: plan.changed, notes: plan.notes } : null,
      };
    }),
  );
  return { jobs, history: history.map(runRow) };
}
