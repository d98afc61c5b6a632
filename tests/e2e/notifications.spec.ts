/**
 * Alerts and the notifications list; the dashboard's announcement banner (one added in System Data,
 * dismiss, add the course to the cart).
 */
import { expect, test, type Page } from "@playwright/test";
import { db } from "../../app/lib/db.server.ts";
import { registrationAtStep, uniqueName, unreadNotification } from "../factories/index.ts";
import { createMember, demo, expectAccessible, openDb, signInAs, waitForHydration } from "./support.ts";

/** Notifications "Alert 1" (oldest) .. "Alert n" (newest), an hour apart; `urls` maps a number to its url. */
async function addNotifications(userId: number, count: number, urls: Record<number, string> = {}): Promise<number[]> {
  const base = Date.now() - (count + 1) * 3_600_000;
  const ids: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    const notification = await unreadNotification(userId, {
      title: `Alert ${i}`,
      message: `Message number ${i}.`,
      url: urls[i] ?? null,
      createdAt: new Date(base + i * 3_600_000),
    });
    ids.push(notification.id);
  }
  return ids;
}

function unreadTitles(userId: number): string[] {
  const db = openDb();
  const rows = db.prepare(`SELECT title FROM "Notification" WHERE userId = ? AND readAt IS NULL ORDER BY id`).all(userId) as {
    title: string;
  }[];
  db.close();
  return rows.map((r) => r.title);
}

function cartItems(userId: number) {
  const db = openDb();
  const rows = db.prepare(`SELECT name, kind, transactionId, showInCart FROM "LineItem" WHERE userId = ?`).all(userId);
  db.close();
  return rows;
}

/** A notification's open button: its accessible name starts with the title. */
const alertButton = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`^${title}\\b`) });

async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe("notifications", () => {
  test("opening one marks it read and follows its url; the list pages, ten at a time", async ({ page }) => {
    const member = await createMember({ firstName: "Nora" });
    await addNotifications(member.id, 12, { 12: "/notifications?page=2" });
    await signInAs(page, member);

    await visit(page, "/notifications");
    await expect(page).toHaveTitle("Notifications | Member Portal");
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    const list = page.getByRole("list").filter({ has: alertButton(page, "Alert 12") });
    await expect(list.getByRole("button")).toHaveCount(10);
    await expect(list.getByRole("button").first()).toHaveAccessibleName(/^Alert 12 New Message number 12\. \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expectAccessible(page);

    await alertButton(page, "Alert 12").click();
    await expect(page).toHaveURL(/\/notifications\?page=2$/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Alert \d+/ })).toHaveCount(2);
    await expect(alertButton(page, "Alert 1")).toBeVisible();
    expect(unreadTitles(member.id)).not.toContain("Alert 12");

    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(alertButton(page, "Alert 12").getByText("New", { exact: true })).toHaveCount(0);
    await expect(alertButton(page, "Alert 11").getByText("New", { exact: true })).toBeVisible();

    // a page past the end shows the last one
    await visit(page, "/notifications?page=99");
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(alertButton(page, "Alert 2")).toBeVisible();
  });

  test("Mark All As Read on the list marks the shown ones only", async ({ page }) => {
    const member = await createMember();
    await addNotifications(member.id, 12);
    await signInAs(page, member);
    await visit(page, "/notifications?page=2");
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Mark All As Read" }).click();
    await expect(page.getByText("Notifications marked as read.")).toBeVisible();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByText("New", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark All As Read" })).toHaveCount(0);
    await expectAccessible(page);
    expect(unreadTitles(member.id)).toEqual(["Alert 1", "Alert 2"]);

    await page.getByRole("link", { name: "Next" }).click();
    await expect(alertButton(page, "Alert 2").getByText("New", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark All As Read" })).toBeVisible();
  });

  test("the dashboard's Alerts card shows the latest four, opens one and marks them read", async ({ page }) => {
    const member = await createMember({ firstName: "Dana" });
    await addNotifications(member.id, 6, { 5: "/notifications?page=1" });
    await signInAs(page, member);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible();
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Alerts" });
    await expect(card.getByRole("button", { name: /^Alert \d/ })).toHaveCount(4);
    await expect(card.getByRole("button", { name: /^Alert \d/ }).first()).toHaveAccessibleName(/^Alert 6 New/);
    await expect(card.getByRole("link", { name: "View all notifications" })).toHaveAttribute("href", "/notifications");
    await expectAccessible(page);

    await card.getByRole("button", { name: /^Alert 5\b/ }).click();
    await expect(page).toHaveURL(/\/notifications\?page=1$/);
    expect(unreadTitles(member.id)).not.toContain("Alert 5");

    await visit(page, "/");
    await expect(card.getByRole("button", { name: /^Alert 5\b/ }).getByText("New", { exact: true })).toHaveCount(0);
    await card.getByRole("button", { name: "Mark All As Read" }).click();
    await expect(page.getByText("Notifications marked as read.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(card.getByText("New", { exact: true })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Mark All As Read" })).toHaveCount(0);
    // only the four shown were marked
    expect(unreadTitles(member.id)).toEqual(["Alert 1", "Alert 2"]);
  });

  test("a member with no notifications sees that they have no alerts", async ({ page }) => {
    const member = await createMember({ firstName: "Quinn" });
    await signInAs(page, member);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Alerts" }).getByText("You have no alerts.")).toBeVisible();
    await visit(page, "/notifications");
    await expect(page.getByText("You have no notifications.")).toBeVisible();
    await expectAccessible(page);
  });

  test("another member's notification cannot be opened", async ({ page }) => {
    const owner = await createMember();
    const [theirs] = await addNotifications(owner.id, 1, { 1: "/edit-profile" });
    const intruder = await createMember();
    await signInAs(page, intruder);
    const response = await page.request.post(`/notifications/${theirs}`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
    expect((await page.request.post(`/notifications/999999999`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.post(`/notifications/not-an-id`, { maxRedirects: 0 })).status()).toBe(404);
    // Mark All As Read with someone else's id changes nothing either
    const marked = await page.request.post(`/notifications/read`, {
      form: { ids: String(theirs), redirectTo: "/notifications" },
      maxRedirects: 0,
    });
    expect(marked.status()).toBe(302);
    expect(unreadTitles(owner.id)).toEqual(["Alert 1"]);
  });
});

test.describe("announcement banner", () => {
  // One at a time: the newest general announcement is the one every member sees, and the System
  // Data test below adds one for a moment.
  test.describe.configure({ mode: "serial" });

  test("an announcement added in System Data shows on a member's dashboard", async ({ page, browser }) => {
    const title = uniqueName("Chapter meetup");
    try {
      await signInAs(page, demo("admin"));
      await page.goto("/admin/system-data/announcements/new");
      await waitForHydration(page);
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Kind").selectOption({ label: "General" });
      await page.getByRole("textbox", { name: "Message" }).fill("<p>Meet us in <em>Denver</em>.</p>");
      await page.getByLabel("Shown to members").check();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.locator(".toast").filter({ hasText: "Saved." })).toBeVisible();
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expectAccessible(page);

      const member = await createMember({ firstName: "Del" });
      const memberContext = await browser.newContext();
      const memberPage = await memberContext.newPage();
      await signInAs(memberPage, member);
      await memberPage.goto("/");
      const banner = memberPage.getByRole("region", { name: title });
      await expect(banner).toBeVisible();
      await expect(banner.locator("em")).toHaveText("Denver");
      await memberContext.close();
    } finally {
      await db.announcement.updateMany({ where: { title }, data: { active: false } });
    }
  });

  test("dismissing it hides it, and it stays hidden after a reload", async ({ page }) => {
    const member = await createMember({ firstName: "Ash" });
    await signInAs(page, member);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Ash" })).toBeVisible();
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Symposium 2027 registration is open" });
    await expect(banner).toBeVisible();
    await expect(banner.getByText("Join us for three days of learning and connection.")).toBeVisible();
    await expect(banner.getByRole("link", { name: "See events" })).toHaveAttribute("href", "/events");
    // no certification or Essentials registration: no course offers
    await expect(page.getByRole("region", { name: "Upgrade to the AFC Learning System" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Money Management Essentials online course" })).toHaveCount(0);
    await expectAccessible(page);

    await banner.getByRole("button", { name: "Dismiss announcement" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome, Ash" })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome, Ash" })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("a candidate adds the AFC Learning System to the cart from the banner", async ({ page }) => {
    const member = await createMember({ firstName: "Cam" });
    // A certification registration in progress, which makes the Holmes AFC course offer apply.
    await registrationAtStep(member.id);
    await signInAs(page, member);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Cam" })).toBeVisible();
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Upgrade to the AFC Learning System" });
    await expect(banner.getByRole("link", { name: "View in Cart" })).toHaveCount(0);
    await expectAccessible(page);

    await banner.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Added to cart.")).toBeVisible();
    await expectAccessible(page);
    expect(cartItems(member.id)).toEqual([
      { name: "AFC Learning System (online, 12 months)", kind: "course_material", transactionId: null, showInCart: 1 },
    ]);

    await visit(page, "/");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "View in Cart" })).toHaveAttribute("href", "/cart");
    // a second post (an old tab, a double click) does not add a second one
    const again = await page.request.post(`/announcements/${await announcementId("holmes_afc")}`, {
      form: { intent: "add-to-cart" },
      maxRedirects: 0,
    });
    expect(again.headers()["location"]).toBe("/cart");
    expect(cartItems(member.id)).toHaveLength(1);
  });

  test("unknown announcements and actions are refused", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    expect((await page.request.post(`/announcements/999999999`, { form: { intent: "dismiss" }, maxRedirects: 0 })).status()).toBe(404);
    const id = await announcementId("general");
    expect((await page.request.post(`/announcements/${id}`, { form: { intent: "explode" }, maxRedirects: 0 })).status()).toBe(400);
    // the Holmes AFC offer is not for a member without a certification registration
    const refused = await page.request.post(`/announcements/${await announcementId("holmes_afc")}`, {
      form: { intent: "add-to-cart" },
      maxRedirects: 0,
    });
    expect(refused.headers()["location"]).toBe("/");
    expect(cartItems(member.id)).toEqual([]);
  });
});

async function announcementId(kind: string): Promise<number> {
  const db = openDb();
  const row = db.prepare(`SELECT id FROM "Announcement" WHERE kind = ? AND active = 1 ORDER BY id LIMIT 1`).get(kind) as { id: number };
  db.close();
  return row.id;
}
