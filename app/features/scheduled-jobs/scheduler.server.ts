/**
 * The clock of the scheduled jobs (decision 50): one croner timer per job in New York time, started
 * in one process only (the cluster's primary, or the only process), which first catches up on what
 * is due. Each tick runs through `runJob`, whose database claim keeps a period to one run even if a
 * second scheduler ticks (another machine, a restart in the same minute).
 */
import { Cron } from "croner";
import { ZONE } from "~/lib/dates.ts";
import { log } from "~/lib/logger.server.ts";
import { deploymentJobs, type JobDefinition } from "./jobs.server.ts";
import { runDueJobs, runJob } from "./runner.server.ts";

export type Scheduler = { stop: () => void };

export function startScheduler(jobs: readonly JobDefinition[] = deploymentJobs()): Scheduler {
  const timers = jobs.map(
    (job) =>
      new Cron(job.cron, { timezone: ZONE, name: job.key, protect: true, unref: true }, async () => {
        try {
          await runJob(job, new Date());
        } catch (error) {
          log.error("scheduled job could not run", { job: job.key, error });
        }
      }),
  );
  runDueJobs(new Date(), jobs).catch((error: unknown) => log.error("scheduled jobs could not catch up", { error }));
  log.info("scheduled jobs started", { jobs: jobs.map((j) => j.key) });
  return { stop: () => timers.forEach((t) => t.stop()) };
}
