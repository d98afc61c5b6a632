/** A scheduled job's shape (a leaf module: the job lists import it, it imports nothing of theirs). */
import type { Cadence } from "./periods.ts";

export type JobSummary = { changed: number; notes: string[] };

export type JobDefinition = {
  key: string;
  title: string;
  cadence: Cadence;
  /** croner pattern (minute hour day month weekday) in America/New_York */
  cron: string;
  /** the pattern as the admin reads it */
  schedule: string;
  plan: (asOf: Date) => Promise<JobSummary>;
  run: (asOf: Date) => Promise<JobSummary>;
};
