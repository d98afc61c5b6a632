/**
 * The scheduled jobs (decision 50): each a key, a title, a cadence (the period it runs once in), a
 * cron pattern in New York time, a dry run (`plan`: what it would change, changing nothing) and the
 * run itself. A run's summary says what changed: a count and a few lines. Every effect is keyed by
 * what it is about, so repeating a run by hand changes nothing more.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { startOfDayNY } from "~/lib/dates.ts";
import { THROTTLE_KEEP_MS } from "~/lib/throttle.server.ts";
import { EXPIRATION_STATUS, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { planReminders, sendReminders } from "~/features/renewals/reminders.server.ts";
import { dueEnrolmentRetries, retryFailedEnrolments } from "~/features/trainings/learning-system.server.ts";
import { dueCalls, retryDueCalls } from "~/features/outside-calls/runner.server.ts";
import { chargeLateFeesJob, postAnnualFeesJob, recordCeuLapsesJob, revokeUnpaidJob } from "./calendar-jobs.server.ts";

export type { JobDefinition, JobSummary } from "./job-types.ts";
import type { JobDefinition } from "./job-types.ts";

/** A create form's once-key is of no use once its page is this old (a double post comes within seconds). */
export const FORM_ONCE_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const run = promisify(execFile);
/** The portal's folder: the server and `npm run jobs` run from it (npm start, the Dockerfile's WORKDIR). */
const ROOT = process.cwd();
/** A backup that takes longer than this is stopped and the run fails (an alert in the jobs' history). */
const BACKUP_TIMEOUT_MS = 30 * 60 * 1000;

const before = (asOf: Date, ms: number) => new Date(asOf.getTime() - ms);

const pruneSignInLimits: JobDefinition = {
  key: "prune-sign-in-limits",
  title: "Forget sign-in and form limits no rule reads any more",
  cadence: "daily",
  cron: "10 3 * * *",
  schedule: "Daily at 3:10 AM",
  async plan(asOf) {
    const [hits, onces] = await Promise.all([
      db.throttleHit.count({ where: { createdAt: { lt: before(asOf, THROTTLE_KEEP_MS) } } }),
      db.formSubmission.count({ where: { createdAt: { lt: before(asOf, FORM_ONCE_KEEP_MS) } } }),
    ]);
    return { changed: hits + onces, notes: [`${hits} sign-in limit rows older than 2 days`, `${onces} form keys older than 30 days`] };
  },
  async run(asOf) {
    const hits = await db.throttleHit.deleteMany({ where: { createdAt: { lt: before(asOf, THROTTLE_KEEP_MS) } } });
    const onces = await db.formSubmission.deleteMany({ where: { createdAt: { lt: before(asOf, FORM_ONCE_KEEP_MS) } } });
    return {
      changed: hits.count + onces.count,
      notes: [`${hits.count} sign-in limit rows removed`, `${onces.count} form keys removed`],
    };
  },
};

const retryEnrolments: JobDefinition = {
  key: "retry-learning-system-enrolments",
  title: "Retry failed enrolments in the learning system",
  cadence: "hourly",
  cron: "5 * * * *",
  schedule: "Hourly at five past",
  async plan(asOf) {
    const due = await dueEnrolmentRetries(asOf);
    return { changed: due.length, notes: due.length ? [`registrations ${due.join(", ")} would be tried again`] : [] };
  },
  async run(asOf) {
    const r = await retryFailedEnrolments(asOf);
    return { changed: r.enrolled, notes: [`${r.tried} tried: ${r.enrolled} enrolled, ${r.failed} still failing`] };
  },
};

const retryOutsideCalls: JobDefinition = {
  key: "retry-outside-calls",
  title: "Retry calls to outside systems that failed (orders, credentials)",
  cadence: "hourly",
  cron: "20 * * * *",
  schedule: "Hourly at twenty past",
  async plan(asOf) {
    const due = await dueCalls(asOf);
    const shown = due.slice(0, 10).map((c) => c.key);
    return {
      changed: due.length,
      notes: due.length
        ? [`${shown.join(", ")}${due.length > shown.length ? ` and ${due.length - shown.length} more` : ""} would be tried`]
        : [],
    };
  },
  async run(asOf) {
    const r = await retryDueCalls(asOf);
    return { changed: r.done, notes: [`${r.tried} tried: ${r.done} done, ${r.failed} still failing`] };
  },
};

const dailyBackup: JobDefinition = {
  key: "backup",
  title: "Back up the database and the uploads",
  cadence: "daily",
  cron: "30 2 * * *",
  schedule: "Daily at 2:30 AM",
  async plan() {
    return { changed: 1, notes: [`a backup would be written to ${getEnv().backupDir}`] };
  },
  async run() {
    // `npm run backup` as a process of its own: the copy holds its process's event loop, which must
    // not be a server's. Named by the real time it was taken, whatever day the run is for.
    const { stdout } = await run(process.execPath, ["--import", "tsx", path.join(ROOT, "prisma/backup.ts")], {
      cwd: ROOT,
      env: process.env,
      timeout: BACKUP_TIMEOUT_MS,
    });
    return { changed: 1, notes: stdout.trim().split("\n").slice(0, 3) };
  },
};

/**
 * A certification registration on its way to certification (post-registration) whose deadline's New
 * York day has ended before `asOf`, not recorded yet (the member already reads it as expired:
 * extensions/rules.ts `effectiveExpiration`). One waiting for an admin's decision is left to the
 * decision, as the dashboard card puts "under review" before "expired".
 */
const expiredAsOf = (asOf: Date) => ({
  certificationId: { not: null },
  status: REGISTRATION_STATUS.postRegistration,
  expirationStatus: null,
  deadline: { lt: startOfDayNY(asOf) },
});

const recordExpiredRegistrations: JobDefinition = {
  key: "record-expired-registrations",
  title: "Record registrations whose deadline has passed as expired without extension",
  cadence: "daily",
  cron: "15 0 * * *",
  schedule: "Daily at 12:15 AM",
  async plan(asOf) {
    const due = await db.registration.findMany({ where: expiredAsOf(asOf), select: { id: true }, orderBy: { id: "asc" } });
    const shown = due.slice(0, 10).map((r) => r.id);
    return {
      changed: due.length,
      notes: due.length
        ? [`registrations ${shown.join(", ")}${due.length > shown.length ? ` and ${due.length - shown.length} more` : ""}`]
        : [],
    };
  },
  async run(asOf) {
    const done = await db.registration.updateMany({
      where: expiredAsOf(asOf),
      data: { expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension },
    });
    return { changed: done.count, notes: [`${done.count} registrations recorded as expired without extension`] };
  },
};

/** A trainer whose year is over as of `asOf` and whose member record still says trainer. */
const trainerExpiredAsOf = (asOf: Date) => ({ isIndependentTrainer: true, independentTrainer: { expiresAt: { lte: asOf } } });

const expireIndependentTrainers: JobDefinition = {
  key: "expire-independent-trainers",
  title: "End the Independent Trainer status of trainers whose year is over",
  cadence: "daily",
  cron: "20 0 * * *",
  schedule: "Daily at 12:20 AM",
  async plan(asOf) {
    const due = await db.user.count({ where: trainerExpiredAsOf(asOf) });
    return { changed: due, notes: due ? [`${due} trainers' status would end`] : [] };
  },
  async run(asOf) {
    const done = await db.user.updateMany({ where: trainerExpiredAsOf(asOf), data: { isIndependentTrainer: false } });
    return { changed: done.count, notes: [`${done.count} trainers' status ended`] };
  },
};

/**
 * Reminders at 90, 60, 30 and 7 days before a certification fee, the end of a CEU reporting period,
 * a membership or an Independent Trainer's year (features/renewals/reminders.server.ts): each one
 * once, by its key; in the morning, so texts do not arrive at night.
 */
const sendRemindersJob: JobDefinition = {
  key: "send-reminders",
  title: "Remind members of renewals, CEUs, memberships and trainer status ending soon",
  cadence: "daily",
  cron: "0 9 * * *",
  schedule: "Daily at 9:00 AM",
  plan: (asOf) => planReminders(asOf),
  run: (asOf) => sendReminders(asOf),
};

/** Every job, in the order the admin page and `npm run jobs` list them. */
export const JOBS: readonly JobDefinition[] = [
  recordExpiredRegistrations,
  expireIndependentTrainers,
  postAnnualFeesJob,
  chargeLateFeesJob,
  revokeUnpaidJob,
  recordCeuLapsesJob,
  pruneSignInLimits,
  retryEnrolments,
  retryOutsideCalls,
  dailyBackup,
  sendRemindersJob,
];

/**
 * The jobs this deployment runs, lists and previews: every one but the backup on PostgreSQL, whose
 * database server backs it up (`npm run backup` copies a SQLite file; decision 58).
 */
export function deploymentJobs(): readonly JobDefinition[] {
  return getEnv().databaseDialect === "postgresql" ? JOBS.filter((j) => j !== dailyBackup) : JOBS;
}

export function jobNamed(key: string): JobDefinition | undefined {
  return JOBS.find((j) => j.key === key);
}
