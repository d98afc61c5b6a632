/**
 * The calendar's jobs swept over a data set (issue 35: "a sweep over the scale data set finishes in
 * seconds"), each step a real `prisma/jobs.ts` process on a copy of the database (the cached data set
 * is never changed): the dry run of every calendar job, then the annual fees on June 30, the late
 * fees and lapses on July 1 and December 1, the revocations on January 1, and the CEU lapses the day
 * after the current reporting period ends. Used by `npm run bench`; alone:
 *
 *   tsx tests/bench/calendar-sweep.ts <portal.db>
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type SweepStep = { name: string; asOf: string; jobs: string[]; dryRun: boolean; seconds: number; lines: string[]; ok: boolean };

const CALENDAR_JOBS = ["post-annual-fees", "charge-late-fees", "revoke-unpaid-certifications", "record-ceu-lapses"];

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Copies `dbFile` (consistent even while written: VACUUM INTO) to a scratch folder, brings it to the
 * latest migration, and runs the steps. With `postgresqlUrl` (a PostgreSQL run, decision 58) the
 * copy then goes into that scratch database (`npm run db:copy`, replacing what is there) and the
 * jobs run on it.
 */
export function calendarSweep(
  dbFile: string,
  say: (line: string) => void = () => {},
  postgresqlUrl: string | null = null,
): { counts: Record<string, number>; steps: SweepStep[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-sweep-"));
  const copy = path.join(dir, "portal.db");
  try {
    const source = new Database(dbFile, { readonly: true });
    source.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`);
    source.close();
    const env = {
      ...process.env,
      DATABASE_URL: `file:${copy}`,
      DATA_DIR: dir,
      OUTSIDE_SYSTEMS: "mock",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    } as NodeJS.ProcessEnv;
    const migrate = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "prisma/migrate.ts"), "deploy"], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    if (migrate.status !== 0) throw new Error(`migrating the sweep's copy failed: ${migrate.stderr || migrate.stdout}`);
    if (postgresqlUrl) {
      const copied = spawnSync(
        process.execPath,
        ["--import", "tsx", path.join(root, "prisma/copy.ts"), "--from", `file:${copy}`, "--to", postgresqlUrl, "--replace"],
        { cwd: root, env, encoding: "utf8" },
      );
      if (copied.status !== 0) throw new Error(`copying the sweep's data to PostgreSQL failed: ${copied.stderr || copied.stdout}`);
    }

    const db = new Database(copy, { readonly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const counts = {
      users: count(`SELECT COUNT(*) AS n FROM "User"`),
      certifications: count(`SELECT COUNT(*) AS n FROM "UserCertification"`),
      ceus: count(`SELECT COUNT(*) AS n FROM "IndividualCeu"`),
    };
    const current = db.prepare(`SELECT "end" FROM "ReportingPeriod" WHERE "status" = 'current' ORDER BY "start" DESC LIMIT 1`).get() as
      { end: string } | undefined;
    db.close();
    const year = new Date().getUTCFullYear();
    const afterPeriod = current ? isoDay(Date.parse(current.end) + 86_400_000) : `${year + 1}-01-02`;
    const plan: Omit<SweepStep, "seconds" | "lines" | "ok">[] = [
      { name: "dry run of every calendar job (July 1)", asOf: `${year}-07-01`, jobs: CALENDAR_JOBS, dryRun: true },
      { name: "annual fees posted (June 30)", asOf: `${year}-06-30`, jobs: ["post-annual-fees"], dryRun: false },
      { name: "late fees and lapses for payment (July 1)", asOf: `${year}-07-01`, jobs: ["charge-late-fees"], dryRun: false },
      { name: "late fees 2-6 (December 1)", asOf: `${year}-12-01`, jobs: ["charge-late-fees"], dryRun: false },
      { name: "revocations (January 1)", asOf: `${year + 1}-01-01`, jobs: ["revoke-unpaid-certifications"], dryRun: false },
      { name: "CEU lapses (the day after the current period ends)", asOf: afterPeriod, jobs: ["record-ceu-lapses"], dryRun: false },
      { name: "all of them again (nothing left to do)", asOf: afterPeriod, jobs: CALENDAR_JOBS, dryRun: true },
    ];
    const steps: SweepStep[] = [];
    for (const p of plan) {
      const started = process.hrtime.bigint();
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", path.join(root, "prisma/jobs.ts"), "--as-of", p.asOf, ...(p.dryRun ? ["--dry-run"] : []), ...p.jobs],
        { cwd: root, env: postgresqlUrl ? { ...env, DATABASE_URL: postgresqlUrl } : env, encoding: "utf8" },
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const lines = (run.stdout || "").trim().split("\n").filter(Boolean);
      steps.push({ ...p, seconds, lines, ok: run.status === 0 });
      say(
        `  ${p.name}: ${seconds.toFixed(1)} s${run.status === 0 ? "" : ` (exit ${run.status}: ${run.stderr.trim().split("\n").slice(-3).join(" ")})`}`,
      );
    }
    return { counts, steps };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The report's section. */
export function sweepReport(sweep: ReturnType<typeof calendarSweep>): string[] {
  const lines = [
    "### Calendar sweep",
    "",
    `The scheduled jobs of the fee calendar over a copy of the data set (${sweep.counts.users.toLocaleString("en-US")} users, ${sweep.counts.certifications.toLocaleString("en-US")} certifications, ${sweep.counts.ceus.toLocaleString("en-US")} individual CEUs), each step a \`npm run jobs\` process (its start-up included):`,
    "",
    "| step | as of | seconds | what it did |",
    "|---|---|---:|---|",
  ];
  for (const s of sweep.steps) {
    const did = s.lines.map((l) => l.replace(/\|/g, "/")).join("<br>");
    lines.push(`| ${s.name} | ${s.asOf} | ${s.seconds.toFixed(1)}${s.ok ? "" : " (failed)"} | ${did} |`);
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: tsx tests/bench/calendar-sweep.ts <portal.db>");
    process.exit(2);
  }
  const sweep = calendarSweep(path.resolve(file), (l) => console.log(l));
  console.log(sweepReport(sweep).join("\n"));
  process.exit(sweep.steps.every((s) => s.ok) ? 0 : 1);
}
