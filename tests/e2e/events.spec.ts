/** An event's page: member-only types send non-members to /membership; members add it to the cart at the member price. */
import { expect, test } from "@playwright/test";
import { daysFromNow } from "~/lib/dates.ts";
import { activeMembership, upcomingEvent } from "../factories/index.ts";
import { createMember, expectAccessible, waitForHydration, signInAs } from "./support.ts";

/** A member-only ("fpa", "virtual") or open event 20 days ahead: $60, $35 for members. */
async function forumEvent(type: string): Promise<number> {
  const { event } = await upcomingEvent({
    type,
    name: `Members' forum ${type} ${Date.now()}`,
    date: daysFromNow(20),
    priceCents: 6000,
    memberPriceCents: 3500,
  });
  return event.id;
}

test.describe("events", () => {
  test("a member-only event sends a non-member to the membership page", async ({ page }) => {
    const eventId = await forumEvent("fpa");
    const outsider = await createMember({ firstName: "Out", lastName: "Sider" });
    await signInAs(page, outsider);
    await page.goto(`/events/${eventId}`);
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole("status").filter({ hasText: "This event is for members." })).toBeVisible();
  });

  test("a member sees the member price and adds the event to the cart", async ({ page }) => {
    const eventId = await forumEvent("virtual");
    const member = await createMember({ firstName: "In", lastName: "Sider" });
    await activeMembership(member.id);
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
