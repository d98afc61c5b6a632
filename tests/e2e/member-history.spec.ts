/**
 * Member records for the staff (issue 37): the History tab of the admin user profile. A note the
 * admin adds shows there with who added it and what it says; an impersonation shows who viewed the
 * portal as the member and why. Runs with JavaScript on and off, with axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { createMember, demo, expectAccessible, signInAs } from "./support.ts";

function historyTab(page: Page) {
  return page.getByRole("navigation", { name: "User profile" }).getByRole("link", { name: "History", exact: true });
}

test.describe("member history", () => {
  test("an admin's note on the member shows on the History tab with who and what changed", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/users/${member.id}/history`);
    await expect(page.getByRole("heading", { name: "History", level: 2 })).toBeVisible();
    await expect(page.getByText("No records found.")).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/admin/users/${member.id}/notes`);
    await page.getByRole("textbox", { name: "Note" }).fill("Asked for the renewal form by mail.");
    await page.getByRole("button", { name: "Add Note" }).click();
    await expect(page.locator(".toast").filter({ hasText: "Success" })).toBeVisible();

    await historyTab(page).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/history$`));
    const row = page.getByRole("row", { name: /Note added/ });
    await expect(row).toContainText("Dana Whitfield");
    await expect(row).toContainText("Note: Asked for the renewal form by mail.");
    await expect(page.getByText("1 record")).toBeVisible();
    await expectAccessible(page);
  });

  test("an impersonation shows on the History tab with who viewed as the member and why", async ({ page }) => {
    const member = await createMember({ firstName: "Hana", lastName: `Viewed${Date.now() % 100_000}` });
    await signInAs(page, demo("admin"));
    await page.goto(`/impersonate/take/${member.id}`);
    await page.getByLabel("Reason (optional)").fill("Walking the member through checkout");
    await page.getByRole("button", { name: "Impersonate" }).click();
    await expect(page.getByText("are viewing the portal as")).toBeVisible();
    await page.getByRole("button", { name: "Stop impersonating" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));

    await historyTab(page).click();
    const started = page.getByRole("row", { name: /Impersonation started/ });
    await expect(started).toContainText("Dana Whitfield");
    await expect(started).toContainText(`Hana ${member.lastName}`);
    await expect(started).toContainText("Reason: Walking the member through checkout");
    const rows = page.getByRole("row");
    await expect(rows.nth(1)).toContainText("Impersonation stopped");
    await expect(rows.nth(2)).toContainText("Impersonation started");
    await expectAccessible(page);
  });
});
