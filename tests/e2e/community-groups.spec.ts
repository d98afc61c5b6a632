/**
 * Community groups (Mobilize, decision 56) on the admin user profile: the admin searches the
 * community's groups, pages them, enrols a member in one and sees it on the Community tab; a group
 * Mobilize cannot enrol in (the stand-in's 503 group) shows 'There was a problem enrolling in
 * Mobilize'. Runs with JavaScript on and off, with axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { createMember, demo, expectAccessible, openDb, signInAs } from "./support.ts";

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

function enrolmentEvents(userId: number) {
  const db = openDb();
  const rows = db
    .prepare(
      `SELECT after FROM "AuditEvent" WHERE entityType = 'User' AND entityId = ? AND action = 'user.communityGroup.enrol' ORDER BY id`,
    )
    .all(userId) as { after: string }[];
  db.close();
  return rows.map((r) => JSON.parse(r.after) as { mobilizeGroupId: string; mobilizeGroupName: string; alreadyMember: boolean });
}

/** The Community tab of the member's admin profile, opened from its side navigation. */
async function openCommunityTab(page: Page, memberId: number) {
  await page.goto(`/admin/users/${memberId}`);
  await page.getByRole("navigation", { name: "User profile" }).getByRole("link", { name: "Community", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Community groups" })).toBeVisible();
}

async function search(page: Page, words: string) {
  const dialog = page.getByRole("dialog", { name: "Enroll in community group" });
  await dialog.getByLabel("Search groups").fill(words);
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(words)}`));
  return dialog;
}

test.describe("community groups", () => {
  test("the admin searches the groups, enrols a member in one and sees it listed", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, demo("admin"));
    await openCommunityTab(page, member.id);
    await expect(page.getByText("Not in any community group.")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Enroll in community group" }).click();
    const dialog = page.getByRole("dialog", { name: "Enroll in community group" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/community/enroll$`));

    // No group chosen: 'Required' on the group.
    await dialog.getByRole("button", { name: "Enroll" }).click();
    await expect(dialog.getByRole("group", { name: "Group" })).toContainText("Required");
    await expectAccessible(page);

    // More groups than a page hold "Community": the search pages.
    await search(page, "community");
    await expect(dialog.getByText(/Page 1 of 2/)).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "AFC Community", exact: true })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "West Regional Community", exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole("link", { name: "More groups" }).click();
    await expect(dialog.getByText(/Page 2 of 2/)).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "West Regional Community", exact: true })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "AFC Community", exact: true })).toHaveCount(0);

    // A narrower search, a group chosen, enrolled.
    await search(page, "spouse");
    await expect(dialog.getByRole("radio")).toHaveCount(1);
    await dialog.getByRole("radio", { name: "Military Spouse Network", exact: true }).check();
    await dialog.getByRole("button", { name: "Enroll" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/community$`));
    await expect(page.getByRole("row", { name: /Military Spouse Network/ })).toBeVisible();
    await expectAccessible(page);
    expect(enrolmentEvents(member.id)).toEqual([
      expect.objectContaining({ mobilizeGroupId: "1003", mobilizeGroupName: "Military Spouse Network", alreadyMember: false }),
    ]);
  });

  test("a group Mobilize cannot enrol in shows 'There was a problem enrolling in Mobilize'", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, demo("admin"));
    await openCommunityTab(page, member.id);
    await page.getByRole("link", { name: "Enroll in community group" }).click();
    const dialog = await search(page, "maintenance");
    await dialog.getByRole("radio", { name: "Maintenance Window Community", exact: true }).check();
    await dialog.getByRole("button", { name: "Enroll" }).click();
    await expect(dialog.getByRole("alert")).toContainText("There was a problem enrolling in Mobilize");
    await expect(dialog.getByRole("alert")).toContainText("(503): Mobilize is down for maintenance.");
    await expectAccessible(page);
    expect(enrolmentEvents(member.id)).toEqual([]);

    // The tab still lists nothing, and says so.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByText("Not in any community group.")).toBeVisible();
  });
});
