/**
 * Member records for the staff (issue 37): the Notes tab of the admin user profile. The admin adds
 * a note; it is listed newest first with its author and date; an empty note says 'Required'.
 * Runs with JavaScript on and off, with axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { createMember, demo, expectAccessible, signInAs } from "./support.ts";

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

test.describe("member records", () => {
  test("the admin adds notes on a member and reads them newest first", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/users/${member.id}`);
    await page.getByRole("navigation", { name: "User profile" }).getByRole("link", { name: "Notes", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Notes", level: 2 })).toBeVisible();
    await expect(page.getByText("No notes yet.")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add Note" }).click();
    await expect(
      page
        .locator(".field")
        .filter({ has: page.getByRole("textbox", { name: "Note" }) })
        .getByText("Required"),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("textbox", { name: "Note" }).fill("Called about the exam date.");
    await page.getByRole("button", { name: "Add Note" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await page.getByRole("textbox", { name: "Note" }).fill("Sent the extension form.");
    await page.getByRole("button", { name: "Add Note" }).click();
    await expect(page.getByRole("row").nth(1)).toContainText("Sent the extension form.");
    await expect(page.getByRole("row").nth(2)).toContainText("Called about the exam date.");
    await expect(page.getByRole("row").nth(1)).toContainText("Dana Whitfield");
    await expectAccessible(page);
  });
});
