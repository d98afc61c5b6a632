/**
 * The admin's Scheduled Jobs page: reached from System Data, every job with its schedule, and the
 * preview of the next run (a dry run that changes nothing), the renewal jobs with their counts. JavaScript on and off, axe on each page.
 */
import { expect, test, type Locator } from "@playwright/test";
import { unpaidFeeStanding } from "~/features/renewals/calendar.ts";
import { yearNY } from "~/lib/dates.ts";
import { certifiedWithFeeDue } from "../factories/index.ts";
import { createMember, demo, expectAccessible, openDb, signInAs } from "./support.ts";

const jobRuns = () => {
  const db = openDb();
  const n = (db.prepare(`SELECT COUNT(*) AS n FROM "JobRun"`).get() as { n: number }).n;
  db.close();
  return n;
};

/** A preview row's "Would change" count and its details. */
async function previewOf(row: Locator) {
  const cells = row.getByRole("cell");
  return { changed: Number(await cells.nth(1).innerText()), details: await cells.nth(2).innerText() };
}

test("the admin sees the scheduled jobs and previews the next run without running it", async ({ page }) => {
  // A member whose fee of this year is unpaid: the renewal jobs have something to do once it is due.
  await certifiedWithFeeDue((await createMember({ firstName: "Jo", lastName: `Jobs${Date.now()}` })).id);
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
  // One row per job, as the jobs' table lists them.
  await expect(preview.getByRole("row")).toHaveCount(await jobs.getByRole("row").count());

  // The renewal jobs say what they would do today: the annual fees once June 30 has started, late
  // fees and lapses once it has ended (the counts include every certified member in the database).
  const now = new Date();
  const year = yearNY(now);
  const fees = await previewOf(preview.getByRole("row", { name: /^Post the annual certification fees due June 30/ }));
  const late = await previewOf(preview.getByRole("row", { name: /^Charge late fees and lapse unpaid certifications for payment/ }));
  const standing = unpaidFeeStanding(year, now);
  if (standing.state === "due" && now.getTime() < standing.dueDate.getTime()) {
    expect(fees).toEqual({ changed: 0, details: `nothing until June 30 (the ${year} fees are posted then)` });
  } else {
    const posted = fees.details.match(new RegExp(`^(\\d+) annual fees? of ${year} would be posted`));
    expect(posted, fees.details).not.toBeNull();
    expect(Number(posted![1])).toBe(fees.changed);
    expect(fees.changed).toBeGreaterThanOrEqual(1);
  }
  if (standing.state === "late") {
    const counts = late.details.match(
      new RegExp(`^(\\d+) late fees? of ${year} would be posted; (\\d+) certifications? would lapse for payment`),
    );
    expect(counts, late.details).not.toBeNull();
    expect(Number(counts![1]) + Number(counts![2])).toBe(late.changed);
    expect(Number(counts![1])).toBeGreaterThanOrEqual(standing.lateFees);
    expect(Number(counts![2])).toBeGreaterThanOrEqual(1);
  } else {
    expect(late).toEqual({ changed: 0, details: `the ${year} fee is not late at this date` });
  }
  await expectAccessible(page);
  expect(jobRuns()).toBe(before);
});
