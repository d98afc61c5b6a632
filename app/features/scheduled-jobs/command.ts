/**
 * `npm run jobs -- [--as-of YYYY-MM-DD] [--dry-run] [job...]`: the command line's arguments (pure).
 * No job named: every job. --as-of: that New York day (noon), else now.
 */
import { asOfDay } from "./periods.ts";

export type JobsCommand = { asOf: Date | null; dryRun: boolean; jobs: string[] } | { error: string } | { help: true };

export const JOBS_USAGE = "Usage: npm run jobs -- [--as-of YYYY-MM-DD] [--dry-run] [job...]";

export function parseJobsCommand(args: readonly string[], known: readonly string[]): JobsCommand {
  let asOf: Date | null = null;
  let dryRun = false;
  const jobs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "-h" || arg === "--help") return { help: true };
    if (arg === "--dry-run") dryRun = true;
    else if (arg === "--as-of" || arg.startsWith("--as-of=")) {
      const value = arg === "--as-of" ? args[++i] : arg.slice("--as-of=".length);
      const day = value ? asOfDay(value) : null;
      if (!day) return { error: `--as-of needs a date as YYYY-MM-DD (got ${JSON.stringify(value ?? "")})` };
      asOf = day;
    } else if (arg.startsWith("-")) return { error: `Unknown option ${arg}` };
    else if (!known.includes(arg)) return { error: `Unknown job ${arg} (jobs: ${known.join(", ")})` };
    else if (!jobs.includes(arg)) jobs.push(arg);
  }
  return { asOf, dryRun, jobs: jobs.length ? jobs : [...known] };
}
