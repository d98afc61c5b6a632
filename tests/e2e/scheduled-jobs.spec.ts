/**
 * The admin's Scheduled Jobs page: reached from System Data, every job with its schedule, and the
 * preview of the next run (a dry run that changes nothing). JavaScript on and off, axe on each page.
 */
import { expect, test } from "@playwright/test";
import { demo, expectAccessible, openDb, signInAs } from "./support.ts";

const jobRuns = () => {
  const db = openDb();
  const n = (db.prepare(`SELECT COUNT(*) AS n FROM "JobRun"`).get() as { n: number }).n;
  db.close();
  return n;
};

test("the admin sees the scheduled jobs and previews the next run without running it", async ({ page }) => {
  await signInAs(page, demo("admin"));
  await page.goto("/admin/system-data");
  await page.getByRole("link", { name: "Scheduled Jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scheduled Jobs" })).toBeVisible();
  const jobs = page.getByRole("table", { name: "Scheduled jobs" });
  await expect(jobs.getByRole("row", { name: /Back up the database and the uploads/ })).toContainText("Daily at 2:30 AM");
  await expect(jobs.getByRole("row", { name: /Retry failed enrolments/ })).toContainText("Hourly at five past");
  await expect(jobs.getByRole("row", { name: /Remind members of renewals/ })).toContainText("Daily at 9:00 AM");
  await expectAccessible(page);

  const before = jobRuns();
  await page.getByRole("button", { name: "Preview the next run" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?preview=1$/);
  const preview = page.getByRole("table", { name: "What each job would change now" });
  await expect(preview.getByRole("row", { name: /Back up the database/ })).toContainText("a backup would be written to");
  await expect(preview.getByRole("row", { name: /Remind members of renewals/ })).toContainText("Annual certification fee:");
  await expect(preview.getByRole("row")).toHaveCount(7);
  await expectAccessible(page);
  expect(jobRuns()).toBe(before);
});
