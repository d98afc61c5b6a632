/**
 * `npm run jobs -- [--as-of YYYY-MM-DD] [--dry-run] [job...]` (decision 50): runs the scheduled jobs
 * now, or as of a New York day, each at most once for its period (the same claim as the server's
 * scheduler); --dry-run says what each would change and changes nothing. Outside systems are the
 * stand-ins when the settings choose them, as for the server.
 */
import { parseJobsCommand, JOBS_USAGE } from "../app/features/scheduled-jobs/command.ts";
import { deploymentJobs, jobNamed } from "../app/features/scheduled-jobs/jobs.server.ts";
import { runJob, type RunOutcome } from "../app/features/scheduled-jobs/runner.server.ts";
import { closeDatabase } from "../app/lib/db-handle.server.ts";
import { getEnv } from "../app/lib/env.server.ts";
import { isEntryPoint } from "./backup.ts";

export function describeOutcome(o: RunOutcome): string {
  const head = `${o.job} (${o.period})`;
  switch (o.kind) {
    case "ran":
      return `${head}: ran, ${o.summary.changed} changed${o.summary.notes.length ? ` — ${o.summary.notes.join("; ")}` : ""}`;
    case "planned":
      return `${head}: would change ${o.summary.changed}${o.summary.notes.length ? ` — ${o.summary.notes.join("; ")}` : ""}`;
    case "skipped":
      return `${head}: skipped, ${o.reason === "done" ? "already ran for this period" : "running elsewhere"}`;
    case "failed":
      return `${head}: FAILED — ${o.error}`;
  }
}

async function main(): Promise<number> {
  const jobs = deploymentJobs();
  const command = parseJobsCommand(
    process.argv.slice(2),
    jobs.map((j) => j.key),
  );
  if ("help" in command) {
    console.log(`${JOBS_USAGE}\nJobs:\n${jobs.map((j) => `  ${j.key.padEnd(36)} ${j.title} (${j.cadence})`).join("\n")}`);
    return 0;
  }
  if ("error" in command) {
    console.error(`jobs: ${command.error}\n${JOBS_USAGE}`);
    return 2;
  }
  const env = getEnv();
  const mocked = Object.entries(env.mocked)
    .filter(([, on]) => on)
    .map(([name]) => name);
  if (mocked.length > 0) (await import("../tests/mocks/node.ts")).startMockServer(mocked);
  const asOf = command.asOf ?? new Date();
  let failed = 0;
  for (const key of command.jobs) {
    const outcome = await runJob(jobNamed(key)!, asOf, { dryRun: command.dryRun });
    if (outcome.kind === "failed") failed += 1;
    console.log(describeOutcome(outcome));
  }
  await closeDatabase();
  return failed > 0 ? 1 : 0;
}

if (isEntryPoint(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
