/**
 * The admin Course Registrations queue and review page (issue 18, first part): the queue's default
 * and filters, a row opening the review with its header, summary and line items. JavaScript on and
 * off, with axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { createMember, demo, expectAccessible, logIn } from "./support.ts";

async function signIn(page: Page, account: { email: string; password: string }) {
  await logIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
}

test.describe("admin course registrations", () => {
  test("the queue shows registrations waiting for approval; a row opens the review", async ({ page }) => {
    await signIn(page, demo("admin"));
    await page.goto("/admin/course-registrations");
    await expect(page.getByRole("heading", { name: "Course Registrations", level: 1 })).toBeVisible();
    await expectAccessible(page);
    const table = page.getByRole("table", { name: "Course Registrations" });
    const row = table.getByRole("row").filter({ hasText: "Lee" }).filter({ hasText: "Designation Pathway" });
    await expect(row).toContainText("Registration Approval");
    await expect(table.getByRole("row").filter({ hasText: "Pre-Registration" })).toHaveCount(0);

    // The filters live in the URL (the GET form writes them there, with or without JavaScript).
    await page.goto("/admin/course-registrations?status=pre_registration&militarySpouse=0");
    await expect(page.getByLabel("Status")).toHaveValue("pre_registration");
    await expect(page.getByLabel("Military Spouse")).toHaveValue("0");
    await expect(table.getByRole("row").filter({ hasText: "Gonzalez" })).toContainText("Pre-Registration");
    await page.goto("/admin/course-registrations?status=pre_registration&militarySpouse=1");
    await expect(table.getByRole("row").filter({ hasText: "Gonzalez" })).toHaveCount(0);

    await page.goto("/admin/course-registrations");
    await table.getByRole("row").filter({ hasText: "Lee" }).filter({ hasText: "Designation Pathway" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Accredited Financial Counselor Registration", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Marcus Lee" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByRole("row", { name: /Pathway Designation Pathway/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("a member cannot open the queue or a review", async ({ page }) => {
    const member = createMember();
    await signIn(page, member);
    const queue = await page.goto("/admin/course-registrations");
    expect(queue?.status()).toBe(403);
    const review = await page.goto("/admin/course-registrations/1");
    expect(review?.status()).toBe(403);
  });
});
