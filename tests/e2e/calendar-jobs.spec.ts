/**
 * The association's calendar run by hand (issue 35): `npm run jobs -- --as-of <July 1>` posts the
 * year's annual fees, charges the first late fee and lapses the unpaid for payment, and records
 * passed registration deadlines as expired. Then a member with an unpaid fee sees the late fee and
 * the lapse banner, and the admin's Course Registrations queue shows the candidate's registration
 * as 'Expired'. The same command again changes nothing more.
 *
 * The jobs change every certified member of the server's database: this file runs in the
 * `calendar` project, alone and last (after the GET walk). That project has JavaScript off; the
 * same pages are checked with JavaScript on in a second browser context.
 */
import { unpaidFeeStanding } from "~/features/renewals/calendar.ts";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { EXPIRATION_STATUS } from "~/domain/constants.ts";
import { daysAgo, startOfDateNY, yearNY } from "~/lib/dates.ts";
import { formatCents } from "~/lib/money.ts";
import { certificationReference, certifiedWithFeeDue, deadlinePassedUnrecorded } from "../factories/index.ts";
import { E2E_DB_FILE } from "../playwright.config.ts";
import { createMember, demo, expectAccessible, openDb, signedInState, signInAs, type SignInTarget } from "./support.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CALENDAR_JOBS = ["post-annual-fees", "charge-late-fees", "record-expired-registrations"] as const;

/** `npm run jobs -- --as-of <day> <jobs>` against the test server's database, with the outside systems' stand-ins. */
function runJobs(asOf: string) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "prisma/jobs.ts", "--as-of", asOf, ...CALENDAR_JOBS], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `file:${E2E_DB_FILE}`, OUTSIDE_SYSTEMS: "mock" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function all<T>(sql: string, ...params: unknown[]): T[] {
  const db = openDb();
  const rows = db.prepare(sql).all(...params) as T[];
  db.close();
  return rows;
}

/** What the calendar jobs write: every fee line, every certification's status, every registration's expiry. */
function calendarState() {
  return {
    fees: all(`SELECT id, chargeKey, showInCart, transactionId FROM "LineItem" WHERE kind IN ('renewal', 'late_fee') ORDER BY id`),
    statuses: all(`SELECT id, status FROM "UserCertification" ORDER BY id`),
    expirations: all(`SELECT id, expirationStatus FROM "Registration" ORDER BY id`),
  };
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const lapseBanner = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "your certification is lapsed for payment and late fees apply" });

/** A page signed in as `who`: in the project's context (JavaScript off), or in a new JavaScript-on context. */
async function pageFor(browser: Browser, page: Page, who: SignInTarget, javaScript: boolean): Promise<Page> {
  if (!javaScript) {
    await page.context().clearCookies();
    await signInAs(page, who);
    return page;
  }
  const context = await browser.newContext({ javaScriptEnabled: true, storageState: await signedInState(who) });
  return context.newPage();
}

/** Opens `href`; with JavaScript on, waits for the page to hydrate (proof the scripts ran). */
async function open(p: Page, href: string, javaScript: boolean) {
  await p.goto(href);
  if (javaScript) await p.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test("after the jobs run as of July 1 the unpaid member sees the late fee and the lapse, and the queue shows 'Expired'", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const now = new Date();
  const year = yearNY(now);
  const asOf = `${year}-07-01`;
  const { certification, lateFeeProduct } = await certificationReference();
  const member = await createMember({ firstName: "Una", lastName: `Unpaid${Date.now()}` });
  const { userCertification } = await certifiedWithFeeDue(member.id);
  const candidate = await createMember({ firstName: "Dee", lastName: `Deadline${Date.now()}` });
  // Passed both by July 1 and by today.
  const deadline = new Date(Math.min(daysAgo(50, now).getTime(), startOfDateNY(year, 6, 1).getTime()));
  const { registration } = await deadlinePassedUnrecorded(candidate.id, { deadline });

  // Before: in good standing, and the registration not in the queue's Expired.
  await signInAs(page, member);
  await page.goto("/");
  await expect(region(page, "Certification").getByText("In Good Standing", { exact: true })).toBeVisible();
  await page.context().clearCookies();
  await signInAs(page, demo("admin"));
  await page.goto(`/admin/course-registrations?status=expired&q=${candidate.lastName}`);
  await expect(page.getByRole("row").filter({ hasText: candidate.lastName })).toHaveCount(0);

  const first = runJobs(asOf);
  expect(first.status, first.output).toBe(0);
  expect(first.output).toContain(`post-annual-fees (${asOf}): ran`);
  expect(first.output).toContain(`charge-late-fees (${asOf}): ran`);
  expect(first.output).toContain(`record-expired-registrations (${asOf}): ran`);

  const lateFee = formatCents(lateFeeProduct.priceCents);
  for (const javaScript of [false, true]) {
    // The member: the lapse banner and badge on the dashboard and the certification area, the late fee on the renewal and in the payments.
    const p = await pageFor(browser, page, member, javaScript);
    await open(p, "/", javaScript);
    await expect(region(p, "Certification").getByText("Lapsed for Payment", { exact: true })).toBeVisible();
    // Before July 1 the jobs ran ahead of the calendar (as of July 1): lapsed, the fee not yet past its day.
    await expect(lapseBanner(p)).toContainText(
      unpaidFeeStanding(year, new Date()).state === "due"
        ? `Pay your ${year} annual fee (due June 30, ${year})`
        : `Your ${year} annual ${certification.name} certification fee was due June 30, ${year}`,
    );
    await expectAccessible(p);

    await p.goto("/certifications-and-training");
    await expect(region(p, certification.name).getByText("Lapsed for Payment", { exact: true })).toBeVisible();
    await expect(lapseBanner(p)).toBeVisible();
    await expectAccessible(p);

    await region(p, certification.name).getByRole("link", { name: "Renewal", exact: true }).click();
    const feeCard = region(p, "Annual Certification Fee");
    await expect(feeCard.locator(`dt:text-is("Late fees") + dd`)).toHaveText(`1 so far (${lateFee})`);
    await expect(feeCard.getByRole("link", { name: "Renew", exact: true })).toBeVisible();
    await expectAccessible(p);

    await p.goto(`/certifications-and-training/certifications/${certification.id}`);
    const payments = region(p, "Certification Payments");
    const late = payments.getByRole("row").filter({ has: p.getByRole("cell", { name: "Late fee", exact: true }) });
    await expect(late).toHaveCount(1);
    await expect(late).toContainText(String(year));
    await expect(late).toContainText(lateFee);
    await expect(late.getByText(`Unpaid, due June 30, ${year}`)).toBeVisible();
    const fee = payments
      .getByRole("row")
      .filter({ has: p.getByRole("cell", { name: "Annual fee", exact: true }) })
      .filter({ has: p.getByRole("cell", { name: String(year), exact: true }) });
    await expect(fee.getByText(`Unpaid, due June 30, ${year}`)).toBeVisible();
    await expectAccessible(p);

    // The admin: the queue's Expired filter lists the candidate's registration as 'Expired'.
    const admin = await pageFor(browser, page, demo("admin"), javaScript);
    await open(admin, `/admin/course-registrations?status=expired&q=${candidate.lastName}`, javaScript);
    await expect(admin.getByLabel("Status", { exact: true })).toHaveValue("expired");
    const row = admin.getByRole("table", { name: "Course Registrations" }).getByRole("row").filter({ hasText: candidate.lastName });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: "Expired", exact: true })).toBeVisible();
    await expectAccessible(admin);
    if (javaScript) {
      await p.context().close();
      await admin.context().close();
    }
  }

  expect(
    all(
      `SELECT chargeKey FROM "LineItem" WHERE userCertificationId = ? AND kind = 'late_fee' AND transactionId IS NULL`,
      userCertification.id,
    ),
  ).toEqual([{ chargeKey: `late-fee:${userCertification.id}:${year}:1` }]);
  expect(all(`SELECT expirationStatus FROM "Registration" WHERE id = ?`, registration.id)).toEqual([
    { expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension },
  ]);

  // The same command again: each job has run for that day, and nothing changes.
  const before = calendarState();
  const again = runJobs(asOf);
  expect(again.status, again.output).toBe(0);
  for (const job of CALENDAR_JOBS) expect(again.output).toContain(`${job} (${asOf}): skipped, already ran for this period`);
  expect(calendarState()).toEqual(before);
  expect(all(`SELECT id FROM "LineItem" WHERE userCertificationId = ? AND kind = 'late_fee'`, userCertification.id)).toHaveLength(1);
});
