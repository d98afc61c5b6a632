/**
 * The user certification view, with JavaScript on and off: the demo member certified in good
 * standing opens it from the dashboard (information card, CEU card with the pending CEU and its
 * Edit link, switching the reporting period, certification payments); an admin reaches the same
 * certification from the user's Certifications tab and gets Review links instead; a certification
 * the member does not hold is a 404. Links to the CEU pages are checked by their href only.
 */
import { expect, test, type Page } from "@playwright/test";
import { demo, expectAccessible, jsEnabled, openDb, waitForHydration, signInAs } from "./support.ts";

const certified = demo("certified in good standing");

function one<T>(sql: string, ...params: unknown[]): T {
  const db = openDb();
  const row = db.prepare(sql).get(...params) as T;
  db.close();
  return row;
}

function seeded() {
  const user = one<{ id: number }>(`SELECT id FROM "User" WHERE email = ?`, certified.email);
  const pending = one<{ id: number }>(
    `SELECT id FROM "IndividualCeu" WHERE userId = ? AND programTitle = 'Coaching Clients Through Job Loss'`,
    user.id,
  );
  const afc = one<{ id: number }>(`SELECT id FROM "Certification" WHERE key = 'afc'`);
  const ffc = one<{ id: number }>(`SELECT id FROM "Certification" WHERE key = 'ffc'`);
  const previous = one<{ id: number }>(`SELECT id FROM "ReportingPeriod" WHERE name = '2023-2024'`);
  return { userId: user.id, pendingId: pending.id, afcId: afc.id, ffcId: ffc.id, previousPeriodId: previous.id };
}

function card(page: Page, name: string) {
  return page.locator("section.card").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test.describe("certification view", () => {
  test("the certified member opens their certification from the dashboard and switches the CEU reporting period", async ({ page }) => {
    const s = seeded();
    await signInAs(page, certified);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "View certification" }).click();
    await expect(page).toHaveURL(new RegExp(`/certifications-and-training/certifications/${s.afcId}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Accredited Financial Counselor" })).toBeVisible();

    const info = card(page, "Certification Information");
    await expect(info.getByText("In Good Standing")).toBeVisible();
    await expect(info.getByRole("link", { name: /View Certificate/ })).toHaveAttribute(
      "href",
      "https://www.credential.net/demo-priya-patel-afc",
    );
    await expect(info.getByText("None", { exact: true })).toBeVisible(); // no extension

    const ceus = card(page, "CEUs");
    await expect(ceus.getByLabel("Reporting Period", { exact: true })).toHaveValue(
      String(one<{ id: number }>(`SELECT id FROM "ReportingPeriod" WHERE name = '2025-2026'`).id),
    );
    await expect(ceus.getByLabel("Reporting Period", { exact: true }).locator("option:checked")).toHaveText("2025-2026");
    await expect(ceus.getByText("22 of 30 credits")).toBeVisible();
    await expect(ceus.getByText("Ethics: 2 of 2 minimum")).toBeVisible();
    await expect(ceus.getByRole("listitem").filter({ hasText: "Coaching Clients Through Job Loss" })).toContainText("Pending");
    await expect(ceus.getByRole("link", { name: "Edit Coaching Clients Through Job Loss" })).toHaveAttribute(
      "href",
      `/ceus/individual/${s.pendingId}`,
    );
    await expect(ceus.getByRole("link", { name: "Add CEU" })).toHaveAttribute("href", /\/ceus\/individual\/new\?period=\d+$/);
    await expect(ceus.getByText("Debt Management Plans in Practice")).toHaveCount(0); // approved CEUs are not listed

    const payments = card(page, "Certification Payments");
    const year = new Date().getUTCFullYear();
    await expect(payments.getByRole("row")).toHaveCount(3);
    await expect(payments.getByRole("row").nth(1)).toHaveText(new RegExp(`${year}\\s*\\$95\\.00`));
    await expect(payments.getByRole("row").nth(2)).toHaveText(new RegExp(`${year - 1}\\s*\\$95\\.00`));
    await expectAccessible(page);

    // Another reporting period: its credits and totals.
    await ceus.getByLabel("Reporting Period", { exact: true }).selectOption({ label: "2023-2024" });
    if (!jsEnabled()) await ceus.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`/certifications-and-training/certifications/${s.afcId}\\?period=${s.previousPeriodId}$`));
    await expect(card(page, "CEUs").getByText("0 of 30 credits")).toBeVisible();
    await expect(card(page, "CEUs").getByText("Ethics: 0 of 2 minimum")).toBeVisible();
    await expect(card(page, "CEUs").getByText("Coaching Clients Through Job Loss")).toHaveCount(0);
    await expect(card(page, "CEUs").getByRole("link", { name: "View all CEUs" })).toHaveAttribute(
      "href",
      `/ceus?period=${s.previousPeriodId}`,
    );
    await expectAccessible(page);
  });

  test("a certification the member does not hold is a 404", async ({ page }) => {
    const s = seeded();
    await signInAs(page, certified);
    for (const path of [`/certifications-and-training/certifications/${s.ffcId}`, "/certifications-and-training/certifications/abc"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("an admin opens the member's certification from the Certifications tab and gets Review links", async ({ page }) => {
    const s = seeded();
    const admin = demo("admin");
    await signInAs(page, admin);
    // Users, filtered to the member (the filter form's own behaviour is admin.spec.ts's).
    await page.goto(`/admin/users?q=${encodeURIComponent(certified.email)}`);
    await waitForHydration(page);
    await expect(page.getByRole("cell", { name: certified.email })).toBeVisible();
    await page.getByRole("link", { name: "Priya" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${s.userId}$`));

    await page.getByRole("link", { name: "Certifications", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${s.userId}/certifications$`));
    await expect(page.getByRole("heading", { name: "Certifications", level: 2 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Accredited Financial Counselor" });
    await expect(row).toContainText("In Good Standing");
    await expect(row).toContainText("2025-2026");
    await expectAccessible(page);

    await row.getByRole("link", { name: "Accredited Financial Counselor" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${s.userId}/certification/${s.afcId}$`));
    await expect(card(page, "Certification Information").getByText("In Good Standing")).toBeVisible();
    const ceus = card(page, "CEUs");
    await expect(ceus.getByRole("listitem").filter({ hasText: "Coaching Clients Through Job Loss" })).toContainText("Pending");
    await expect(ceus.getByRole("link", { name: "Review Coaching Clients Through Job Loss" })).toHaveAttribute(
      "href",
      `/admin/ceus/individual/${s.pendingId}`,
    );
    await expect(ceus.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add CEU" })).toHaveCount(0);
    await expectAccessible(page);

    // The period selector keeps the admin on the admin view.
    await ceus.getByLabel("Reporting Period", { exact: true }).selectOption({ label: "2023-2024" });
    if (!jsEnabled()) await ceus.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${s.userId}/certification/${s.afcId}\\?period=${s.previousPeriodId}$`));
    await expect(card(page, "CEUs").getByText("0 of 30 credits")).toBeVisible();
  });
});
