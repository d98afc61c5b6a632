/**
 * Individual CEUs (/ceus, /ceus/individual/new and /{id}), with JavaScript on and off: the credits
 * of a reporting period, logging a CEU with an agenda file, the form's rules, applying a
 * pre-approved program's completion code, resubmitting a rejected CEU, and that a member cannot
 * open another member's CEU. Each test uses a fresh certified member made with the test builders
 * (tests/factories).
 */
import { expect, test, type Page } from "@playwright/test";
import { approvedIndividualCeu, certifiedInGoodStanding, pendingIndividualCeu, rejectedIndividualCeu } from "../factories/index.ts";
import { createMember, expectAccessible, openDb, waitForHydration, signInAs, SMOKE } from "./support.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
function one<T>(sql: string, ...params: unknown[]): T {
  const db = openDb();
  const row = db.prepare(sql).get(...params) as T;
  db.close();
  return row;
}

/** A fresh member holding the AFC in good standing in the current reporting period (2025-2026 in the seed). */
async function certifiedMember() {
  const m = await createMember({ firstName: "Cora", lastName: `Ceu${Date.now() % 100000}` });
  const { userCertification } = await certifiedInGoodStanding(m.id);
  return { ...m, periodId: userCertification.reportingPeriodId! };
}

type CeuFields = { title: string; credits?: number };

/** The fields every CEU here shares: an NFCC webinar completed 02/10/2026, 2 General credits unless given. */
function ceu(periodId: number, over: CeuFields) {
  return {
    reportingPeriodId: periodId,
    completionDate: new Date(Date.UTC(2026, 1, 10, 5)),
    credits: over.credits ?? 2,
    programTitle: over.title,
    sponsor: "NFCC",
    programDescription: "A webinar.",
    programAgenda: "One hour.",
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const toast = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message });

test.describe("individual CEUs", () => {
  test("log a CEU with an agenda file: the form's rules, then it shows as Pending in the period", SMOKE, async ({ page }) => {
    const m = await certifiedMember();
    await approvedIndividualCeu(m.id, ceu(m.periodId, { title: "Approved Earlier", credits: 10 }));
    await signInAs(page, m);
    await open(page, "/ceus");
    await expect(page.getByRole("heading", { name: "CEUs", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Reporting Period")).toHaveValue(String(m.periodId));
    await expect(page.getByText("Credits earned: 10 of 30 credits")).toBeVisible();
    await expect(page.getByText(/Ethics: 0 of 2 minimum/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Add CEU" }).click();
    await expect(page.getByRole("heading", { name: "Add CEU" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByLabel("Reporting Period")).toHaveValue(String(m.periodId));
    // Nothing typed: every required field says so.
    await page.getByLabel("Completion Date").fill("");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    for (const label of ["Credits", "Program Title", "Sponsor", "Program Description", "Program Agenda", "Completion Date"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    }
    await expectAccessible(page);

    await page.getByLabel("Completion Date").fill("2024-12-31");
    await page.getByLabel("Credits").fill("1.5");
    await page.getByLabel("Credit Type").selectOption({ label: "General" });
    await page.getByLabel("Program Title").fill("Spending Plans That Stick");
    await page.getByLabel("Sponsor").fill("NFCC");
    await page.getByLabel("Program Description").fill("A webinar on building spending plans with clients.");
    await page.getByLabel(/upload the agenda/).setInputFiles({ name: "agenda.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter a date within 01/01/2025 and today")).toBeVisible();
    // What was typed is kept; the file must be chosen again and the box ticked.
    await expect(page.getByLabel("Program Title")).toHaveValue("Spending Plans That Stick");
    await expect(page.getByText("Please choose the file again.")).toBeVisible();

    await page.getByLabel("Completion Date").fill("2026-02-03");
    await page.getByLabel(/upload the agenda/).setInputFiles({ name: "agenda.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByLabel(/I verify/).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(new RegExp(`/ceus\\?period=${m.periodId}$`));
    await expect(toast(page, "Your CEU was submitted for review.")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Spending Plans That Stick" });
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("02/03/2026");

    // The file is on the CEU's page, and can be deleted.
    await row.getByRole("link", { name: "Spending Plans That Stick" }).click();
    await expect(page.getByRole("heading", { name: "Edit CEU" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Program Agenda: agenda\.pdf/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expectAccessible(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete agenda.pdf" }).click();
    await expect(page.getByText("File deleted.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Program Agenda: agenda\.pdf/ })).toHaveCount(0);
  });

  test("apply a pre-approved program's completion code: fields filled and locked", async ({ page }) => {
    const m = await certifiedMember();
    await signInAs(page, m);
    await open(page, `/ceus/individual/new?period=${m.periodId}`);
    await page.getByLabel("Completion Code").fill("no-such-code");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(/No pre-approved program matches this completion code/)).toBeVisible();

    await page.getByLabel("Completion Code").fill("rfcc-2026");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Applied Code Phrase")).toBeVisible();
    await expect(page.getByLabel("Program Title")).toHaveValue("Regional Financial Counseling Conference");
    await expect(page.getByLabel("Program Title")).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Credits")).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Completion Code")).toHaveValue("RFCC-2026");
    await expectAccessible(page);

    await page.getByLabel("Completion Date").fill("2026-08-01");
    await page.getByLabel(/I verify/).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Your CEU was submitted for review.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Regional Financial Counseling Conference" })).toContainText("Pending");
    const saved = one<{ completionCode: string; preapprovedCreditId: number | null }>(
      `SELECT completionCode, preapprovedCreditId FROM "IndividualCeu" WHERE userId = ?`,
      m.id,
    );
    expect(saved.completionCode).toBe("RFCC-2026");
    expect(saved.preapprovedCreditId).not.toBeNull();
  });

  test("a typed code must be applied or cleared before saving", async ({ page }) => {
    const m = await certifiedMember();
    await signInAs(page, m);
    await open(page, `/ceus/individual/new?period=${m.periodId}`);
    await page.getByLabel("Completion Code").fill("RFCC-2026");
    await page.getByLabel("Credits").fill("1");
    await page.getByLabel("Program Title").press("Enter");
    await expect(page.getByText("Please either apply the completion code or clear out the field to continue.")).toBeVisible();
  });

  test("a rejected CEU shows why and is resubmitted; an approved one is static", async ({ page }) => {
    const m = await certifiedMember();
    const { ceu: rejected } = await rejectedIndividualCeu(m.id, {
      ...ceu(m.periodId, { title: "Real Estate Bootcamp" }),
      rejectionStatus: "not_relevant",
      message: "<p>Outside the competencies.</p>",
    });
    const { ceu: approved } = await approvedIndividualCeu(m.id, ceu(m.periodId, { title: "Ethics Refresher" }));
    await signInAs(page, m);
    await open(page, `/ceus/individual/${rejected.id}`);
    await expect(page.getByText("Outside the competencies.")).toBeVisible();
    await expect(page.getByText("Not relevant to the field").first()).toBeVisible();
    await page.getByLabel("Program Title").fill("Debt Counseling Workshop");
    await page.getByLabel(/I verify/).check();
    await page.getByRole("button", { name: "Resubmit" }).click();
    await expect(toast(page, "Your CEU was resubmitted for review.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Debt Counseling Workshop" })).toContainText("Pending");

    await open(page, `/ceus/individual/${approved.id}`);
    await expect(page.getByRole("heading", { name: "Ethics Refresher" })).toBeVisible();
    await expect(page.getByText("Approved", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Save Changes|Resubmit|Submit/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a member cannot open another member's CEU", async ({ page }) => {
    const owner = await certifiedMember();
    const theirs = (await pendingIndividualCeu(owner.id, ceu(owner.periodId, { title: "Private Program" }))).id;
    const intruder = await certifiedMember();
    await signInAs(page, intruder);
    const response = await page.goto(`/ceus/individual/${theirs}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Private Program")).toHaveCount(0);
  });
});
