/**
 * Member records for the staff (issue 37): the Notes and Flags tabs of the admin user profile. The
 * admin adds a note (listed newest first with its author and date; an empty note says 'Required');
 * raises a flag, whose banner then shows on the profile and on the member's CEU review, and
 * resolves it, and the banner goes; puts the member in a group and takes them out.
 * Runs with JavaScript on and off, with axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { pendingIndividualCeu, userGroupNamed } from "../factories/index.ts";
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

  test("the admin raises a flag, sees its banner on the member's review pages, and resolves it", async ({ page }) => {
    const member = await createMember();
    const ceu = await pendingIndividualCeu(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/users/${member.id}/flags`);
    await expect(page.getByText("No flags.")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Raise Flag" }).click();
    await expect(
      page
        .locator(".field")
        .filter({ has: page.getByRole("textbox", { name: "Reason" }) })
        .getByText("Required"),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Reason" }).fill("Card disputed");
    await page.getByRole("textbox", { name: "Flag note" }).fill("Chargeback on the renewal fee.");
    await page.getByRole("button", { name: "Raise Flag" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    const banner = page.getByRole("note").filter({ hasText: "This user has 1 active flag:" });
    await expect(banner).toContainText("Card disputed");
    await expect(page.getByRole("row", { name: /Card disputed/ })).toContainText("Active");
    await expectAccessible(page);

    await page.goto(`/admin/ceus/individual/${ceu.id}`);
    await expect(banner).toContainText("Card disputed");

    await page.goto(`/admin/users/${member.id}/flags`);
    await page.getByRole("button", { name: "Resolve Card disputed" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page.getByRole("row", { name: /Card disputed/ })).toContainText("Resolved");
    await expect(page.getByText(/active flags?:/)).toHaveCount(0);
    await page.goto(`/admin/ceus/individual/${ceu.id}`);
    await expect(page.getByText(/active flags?:/)).toHaveCount(0);
  });

  test("the admin adds a member to a group and removes them", async ({ page }) => {
    const member = await createMember();
    const group = await userGroupNamed(`Spouses ${member.id}`);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/users/${member.id}/groups`);
    await expect(page.getByText("Not in any group.")).toBeVisible();
    await page.getByRole("button", { name: "Add Group" }).click();
    await expect(
      page
        .locator(".field")
        .filter({ has: page.getByRole("combobox", { name: "Group" }) })
        .getByText("Required"),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("combobox", { name: "Group" }).selectOption({ label: group.name });
    await page.getByRole("button", { name: "Add Group" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(group.name) })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: `Remove ${group.name}` }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page.getByText("Not in any group.")).toBeVisible();
  });
});
