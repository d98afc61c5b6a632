/**
 * The admin user profile's Info tab (issue 37): every detail of the member by group, each group its
 * own form. The admin changes a contact detail and the admin-only secuId and membership status and
 * sees 'Success' and the new values; a bad value shows the field's message and 'There was a problem
 * updating the user' with the other typed values kept. Runs with JavaScript on and off, with axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { createMember, demo, expectAccessible, openDb, signInAs } from "./support.ts";

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

async function openInfo(page: Page, memberId: number) {
  await signInAs(page, demo("admin"));
  await page.goto(`/admin/users/${memberId}`);
  await expect(page.getByRole("heading", { name: "Info", level: 2 })).toBeVisible();
}

test.describe("member info", () => {
  test("the admin changes a contact detail, the secuId and the membership status", async ({ page }) => {
    const member = await createMember({ firstName: "Nell" });
    await openInfo(page, member.id);
    await expectAccessible(page);

    const contact = page.getByRole("region", { name: "Contact" });
    await contact.getByLabel("Middle Name").fill("Quinn");
    await contact.getByLabel("Office Phone").fill("(555) 010-2233");
    await contact.getByRole("button", { name: "Save Contact" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(contact.getByLabel("Middle Name")).toHaveValue("Quinn");
    await expect(contact.getByLabel("Office Phone")).toHaveValue("(555) 010-2233");

    const identifiers = page.getByRole("region", { name: "Learning system and identifiers" });
    await expect(identifiers.getByText("Member Since")).toBeVisible();
    await identifiers.getByLabel("SECU ID").fill("SECU-4242");
    await identifiers.getByLabel("Membership Status").selectOption({ label: "Pending Review" });
    await identifiers.getByRole("button", { name: "Save Identifiers" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await page.reload();
    await expect(identifiers.getByLabel("SECU ID")).toHaveValue("SECU-4242");
    await expect(identifiers.getByLabel("Membership Status")).toHaveValue("pending_review");
    await expect(contact.getByLabel("Middle Name")).toHaveValue("Quinn");
    await expectAccessible(page);

    const db = openDb();
    const saved = db.prepare(`SELECT middleName, workPhone, secuId, membershipStatus FROM "User" WHERE id = ?`).get(member.id);
    const audited = db
      .prepare(`SELECT action, "before", "after" FROM "AuditEvent" WHERE "entityType" = 'User' AND "entityId" = ? ORDER BY id`)
      .all(member.id) as { action: string; before: string; after: string }[];
    db.close();
    expect(saved).toEqual({ middleName: "Quinn", workPhone: "(555) 010-2233", secuId: "SECU-4242", membershipStatus: "pending_review" });
    expect(audited.map((e) => [e.action, JSON.parse(e.before), JSON.parse(e.after)])).toEqual([
      ["user.contact.update", { middleName: null, workPhone: null }, { middleName: "Quinn", workPhone: "(555) 010-2233" }],
      ["user.identifiers.update", { secuId: null, membershipStatus: null }, { secuId: "SECU-4242", membershipStatus: "pending_review" }],
    ]);
  });

  test("a bad value shows its message and 'There was a problem updating the user', keeping what was typed", async ({ page }) => {
    const member = await createMember({ firstName: "Nell" });
    await openInfo(page, member.id);
    const contact = page.getByRole("region", { name: "Contact" });
    await contact.getByLabel("First Name").fill("Nora");
    await contact.getByLabel("Cell Phone").fill("call me maybe");
    await contact.getByRole("button", { name: "Save Contact" }).click();

    await expect(contact.getByRole("alert")).toHaveText("There was a problem updating the user");
    const cell = contact.locator(".field").filter({ has: page.getByLabel("Cell Phone") });
    await expect(cell.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(contact.getByLabel("Cell Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(contact.getByLabel("First Name")).toHaveValue("Nora");
    await expect(contact.getByLabel("Cell Phone")).toHaveValue("call me maybe");
    await expect(toast(page, "Success")).toHaveCount(0);
    await expectAccessible(page);

    const db = openDb();
    const firstName = db.prepare(`SELECT firstName FROM "User" WHERE id = ?`).pluck().get(member.id);
    db.close();
    expect(firstName).toBe("Nell");
  });
});
