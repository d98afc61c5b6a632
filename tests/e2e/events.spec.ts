/** An event's page: member-only types send non-members to /membership; members add it to the cart at the member price. */
import { expect, test } from "@playwright/test";
import { createMember, expectAccessible, openDb, waitForHydration, signInAs } from "./support.ts";

function insertEvent(type: string): number {
  const db = openDb();
  const now = new Date().toISOString();
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const product = db
    .prepare(
      `INSERT INTO "Product" (kind, name, priceCents, memberPriceCents, freeForMembers, withExams, createdAt, updatedAt) VALUES ('event', ?, 6000, 3500, 0, 0, ?, ?)`,
    )
    .run(`Members' forum ${type}`, now, now);
  const event = db
    .prepare(`INSERT INTO "Event" (name, type, approvedForEthics, date, productId, createdAt, updatedAt) VALUES (?, ?, 0, ?, ?, ?, ?)`)
    .run(`Members' forum ${type} ${Date.now()}`, type, date, Number(product.lastInsertRowid), now, now);
  db.close();
  return Number(event.lastInsertRowid);
}

function makeValidMember(userId: number) {
  const db = openDb();
  const type = db.prepare(`SELECT id FROM "MembershipType" WHERE key = 'professional'`).get() as { id: number };
  const now = new Date();
  db.prepare(
    `INSERT INTO "UserMembership" (userId, membershipTypeId, start, "end", approved, createdAt, updatedAt) VALUES (?, ?, ?, ?, 1, ?, ?)`,
  ).run(
    userId,
    type.id,
    new Date(now.getTime() - 86_400_000).toISOString(),
    new Date(now.getTime() + 300 * 86_400_000).toISOString(),
    now.toISOString(),
    now.toISOString(),
  );
  db.close();
}

test.describe("events", () => {
  test("a member-only event sends a non-member to the membership page", async ({ page }) => {
    const eventId = insertEvent("fpa");
    const outsider = await createMember({ firstName: "Out", lastName: "Sider" });
    await signInAs(page, outsider);
    await page.goto(`/events/${eventId}`);
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole("status").filter({ hasText: "This event is for members." })).toBeVisible();
  });

  test("a member sees the member price and adds the event to the cart", async ({ page }) => {
    const eventId = insertEvent("virtual");
    const member = await createMember({ firstName: "In", lastName: "Sider" });
    makeValidMember(member.id);
    await signInAs(page, member);
    await page.goto(`/events/${eventId}`);
    await waitForHydration(page);
    await expect(page.getByText("$35.00")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "Added to cart." })).toBeVisible();
    await expect(page.getByRole("cell", { name: /^Members' forum virtual \d+$/ })).toBeVisible();
  });
});
