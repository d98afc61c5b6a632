import { expect, test } from "@playwright/test";
import { createMember, demo, expectAccessible, openDb, signInAs, SMOKE } from "./support.ts";

test.describe("admin area", () => {
  test("a member is refused on /admin", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    const response = await page.goto("/admin/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expectAccessible(page);
  });

  test("an admin switches to the admin view, filters users and back", SMOKE, async ({ page }) => {
    const admin = demo("admin");
    await signInAs(page, admin);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
    await page.locator("details.user-menu > summary").click();
    await page.getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "First Name" })).toBeVisible();
    await expectAccessible(page);

    const member = await createMember({ firstName: "Zelda", lastName: "Filterable" });
    await page.getByPlaceholder("Filter...").fill(member.email);
    await page.getByPlaceholder("Filter...").press("Enter");
    await expect(page.getByRole("cell", { name: member.email })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);

    await page.locator("details.user-menu > summary").click();
    await page.getByRole("link", { name: "Normal", exact: true }).click();
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  });

  test("an admin downloads the filtered user list as CSV", async ({ page }) => {
    const admin = demo("admin");
    const member = await createMember({ firstName: "Csv", lastName: `Export${Date.now()}` });
    await signInAs(page, admin);
    await page.goto(`/admin/users?q=${member.lastName}`);
    const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    expect(href).toContain(member.lastName);
    for (const url of [href ?? "", `/admin/users?format=csv&q=${member.lastName}`]) {
      const csv = await page.request.get(url);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      const text = await csv.text();
      expect(text).toContain("First Name,Last Name,Email");
      expect(text).toContain(member.email);
      expect(text.trim().split("\n")).toHaveLength(2);
    }
  });

  test("/admin redirects to the user list", async ({ page }) => {
    const admin = demo("admin");
    await signInAs(page, admin);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test("an admin impersonates a member after confirming, with a reason, and returns", async ({ page }) => {
    const admin = demo("admin");
    const member = await createMember({ firstName: "Imogen", lastName: "Viewed" });
    await signInAs(page, admin);
    await page.goto(`/admin/users/${member.id}`);
    await expect(page.getByRole("heading", { name: "Imogen Viewed" })).toBeVisible();
    // The tab's link only asks: following it (from here or from anywhere) changes nothing.
    await page.getByRole("link", { name: "Impersonate" }).click();
    await expect(page.getByRole("heading", { name: "Impersonate user" })).toBeVisible();
    await expect(page.getByText("Imogen Viewed")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Imogen" })).toHaveCount(0);
    await page.goto(`/impersonate/take/${member.id}`);
    await page.getByLabel("Reason (optional)").fill("Helping with the CEU form by phone");
    await page.getByRole("button", { name: "Impersonate" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome, Imogen" })).toBeVisible();
    await expect(page.getByText("are viewing the portal as")).toBeVisible();
    await expectAccessible(page);

    // Account Settings: the admin cannot change how the member signs in.
    await page.goto("/edit-profile/account");
    await expect(
      page.getByText("Administrators viewing the portal as a member cannot change the member's email or password."),
    ).toBeVisible();
    await expect(page.getByLabel("New Password")).toHaveCount(0);
    const refused = await page.request.post("/edit-profile/account", { form: { email: "changed@example.test" }, maxRedirects: 0 });
    expect(refused.status()).toBe(400);

    await page.getByRole("button", { name: "Stop impersonating" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));
    await expect(page.getByText("are viewing the portal as")).toHaveCount(0);
    const db = openDb();
    const start = db
      .prepare(`SELECT "after", "ipAddress" FROM "AuditEvent" WHERE "action" = 'impersonation.start' AND "entityId" = ? ORDER BY id DESC`)
      .get(member.id) as { after: string; ipAddress: string | null };
    const email = db.prepare(`SELECT email FROM "User" WHERE id = ?`).pluck().get(member.id);
    db.close();
    expect(JSON.parse(start.after)).toEqual({ reason: "Helping with the CEU form by phone" });
    expect(start.ipAddress).toBeTruthy();
    expect(email).not.toBe("changed@example.test");
  });
});
