import { beforeEach, describe, expect, it } from "vitest";
import { onPostgresql, resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { loadJobsPage } from "./admin.server.ts";
import { jobNamed } from "./jobs.server.ts";
import { asOfDay } from "./periods.ts";
import { runJob } from "./runner.server.ts";

beforeEach(() => resetDatabase());

const job = (page: Awaited<ReturnType<typeof loadJobsPage>>, key: string) => page.jobs.find((j) => j.key === key)!;

describe("the admin's scheduled jobs page", () => {
  it("lists every job with its schedule and next run, none run yet", async () => {
    const now = new Date("2026-07-01T12:00:00Z"); // 08:00 in New York
    const page = await loadJobsPage({ preview: false, now });
    expect(page.jobs.map((j) => [j.key, j.schedule, j.nextRun, j.lastRun, j.preview])).toEqual([
      ["record-expired-registrations", "Daily at 12:15 AM", "07/02/2026 12:15 AM", null, null],
      ["expire-independent-trainers", "Daily at 12:20 AM", "07/02/2026 12:20 AM", null, null],
      ["post-annual-fees", "Daily at 12:30 AM", "07/02/2026 12:30 AM", null, null],
      ["charge-late-fees", "Daily at 12:35 AM", "07/02/2026 12:35 AM", null, null],
      ["revoke-unpaid-certifications", "Daily at 12:40 AM", "07/02/2026 12:40 AM", null, null],
      ["record-ceu-lapses", "Daily at 12:45 AM", "07/02/2026 12:45 AM", null, null],
      ["prune-sign-in-limits", "Daily at 3:10 AM", "07/02/2026 3:10 AM", null, null],
      ["retry-learning-system-enrolments", "Hourly at five past", "07/01/2026 8:05 AM", null, null],
      ["retry-outside-calls", "Hourly at twenty past", "07/01/2026 8:20 AM", null, null],
      // PostgreSQL's server backs its database up, not the portal (decision 58)
      ...(onPostgresql ? [] : [["backup", "Daily at 2:30 AM", "07/02/2026 2:30 AM", null, null]]),
      ["send-reminders", "Daily at 9:00 AM", "07/01/2026 9:00 AM", null, null],
    ]);
    expect(page.history).toEqual([]);
  });

  it("shows a job's last run with what it changed, and the latest runs", async () => {
    await db.throttleHit.create({ data: { key: "old", createdAt: new Date("2026-06-01T00:00:00Z") } });
    await runJob(jobNamed("prune-sign-in-limits")!, asOfDay("2026-07-01")!);
    const page = await loadJobsPage({ preview: false });
    expect(job(page, "prune-sign-in-limits").lastRun).toMatchObject({
      period: "2026-07-01",
      status: "done",
      statusLabel: "Done",
      outcome: "1 changed; 1 sign-in limit rows removed; 0 form keys removed",
    });
    expect(page.history.map((r) => [r.job, r.period, r.statusLabel])).toEqual([
      ["Forget sign-in and form limits no rule reads any more", "2026-07-01", "Done"],
    ]);
  });

  it("the preview says what each job would change now and changes nothing", async () => {
    const now = new Date();
    await db.throttleHit.create({ data: { key: "old", createdAt: new Date(now.getTime() - 3 * 86_400_000) } });
    const page = await loadJobsPage({ preview: true, now });
    expect(job(page, "prune-sign-in-limits").preview).toMatchObject({ changed: 1 });
    if (onPostgresql) expect(page.jobs.map((j) => j.key)).not.toContain("backup");
    else expect(job(page, "backup").preview?.notes[0]).toMatch(/^a backup would be written to /);
    expect(await db.throttleHit.count()).toBe(1);
    expect(await db.jobRun.count()).toBe(0);
  });
});
