/**
 * The cart and /donate, with and without JavaScript: a donation of the member's own amount, the
 * Symposium scholarship's extra amounts, quantities, removing items, discount codes (applied,
 * blank, used up) and member pricing of free_for_members items. Each test uses a fresh member and
 * puts the cart items it needs there with the test builders (tests/factories).
 */
import { expect, test, type Page } from "@playwright/test";
import { activeMembership, cartLine, discountCode } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, openDb, waitForHydration, signInAs, SMOKE } from "./support.ts";

/** An unpaid event item in the member's cart. */
async function addCartItem(
  userId: number,
  item: { name: string; priceCents: number; finalPriceCents?: number; withQty?: boolean; freeForMembers?: boolean; quantity?: number },
): Promise<number> {
  return (await cartLine(userId, { kind: "event", ...item })).id;
}

function quantityOf(lineItemId: number): number {
  const db = openDb();
  const row = db.prepare(`SELECT quantity FROM "LineItem" WHERE id = ?`).get(lineItemId) as { quantity: number };
  db.close();
  return row.quantity;
}

async function openCart(page: Page) {
  await page.goto("/cart");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Cart", level: 1 })).toBeVisible();
}

async function openDonate(page: Page) {
  await page.goto("/donate");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Donate", level: 1 })).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });
const total = (page: Page) => page.getByTestId("cart-total");
const amountGroup = (page: Page) => page.getByRole("group", { name: "Amount" });

test.describe("donate", () => {
  test("a member gives an amount of their own, anonymously, and finds it in the cart", async ({ page }) => {
    await signInAs(page, await createMember());
    await openDonate(page);
    await expectAccessible(page);

    await page.getByLabel("Donation", { exact: true }).selectOption({ label: "Military Spouse Fellowship fund" });
    await amountGroup(page).getByLabel("Other", { exact: true }).check();
    await page.getByLabel("Other amount (dollars)").fill("42.50");
    await page.getByLabel("Give anonymously").check();
    await page.getByRole("button", { name: "Add to Cart" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "Donation added to your cart.")).toBeVisible();
    const row = page.getByRole("row", { name: /Donation: Military Spouse Fellowship fund/ });
    await expect(row).toContainText("Anonymous");
    await expect(row).toContainText("$42.50");
    await expect(total(page)).toHaveText("$42.50");
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("the Symposium scholarship also offers student and regular attendance", async ({ page }) => {
    await signInAs(page, await createMember());
    await openDonate(page);
    const student = amountGroup(page).getByLabel(/^\$375\.00 \(student attendance/);
    const regular = amountGroup(page).getByLabel(/^\$725\.00 \(regular attendance/);
    const fund = page.getByLabel("Donation", { exact: true });

    if (jsEnabled()) {
      // Only the chosen option's amounts show.
      await fund.selectOption({ label: "Where it is needed most" });
      await expect(amountGroup(page).getByLabel("$25.00", { exact: true })).toBeVisible();
      await expect(student).toHaveCount(0);
      await fund.selectOption({ label: "Symposium scholarship" });
      await expect(student).toBeVisible();
      await expect(regular).toBeVisible();
    } else {
      // Every amount shows, and the extra ones say which option offers them; the server checks the pair.
      await expect(student).toHaveAccessibleName("$375.00 (student attendance; Symposium scholarship only)");
      await expect(regular).toHaveAccessibleName("$725.00 (regular attendance; Symposium scholarship only)");
      await fund.selectOption({ label: "Where it is needed most" });
      await student.check();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(amountGroup(page)).toHaveAccessibleDescription("Please choose one of the amounts.");
      await expectAccessible(page);
      await fund.selectOption({ label: "Symposium scholarship" });
    }
    await expectAccessible(page);
    await student.check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Donation added to your cart.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Donation: Symposium scholarship/ })).toContainText("$375.00");
    await expect(total(page)).toHaveText("$375.00");
  });
});

test.describe("cart", () => {
  test("a member changes a quantity, and 0 is refused at that line", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    const id = await addCartItem(member.id, { name: "Workshop Workbook", priceCents: 1500, withQty: true });
    await addCartItem(member.id, { name: "Webinar Seat", priceCents: 2000 });
    await openCart(page);
    await expectAccessible(page);
    await expect(total(page)).toHaveText("$35.00");
    await expect(page.getByLabel("Quantity for Webinar Seat")).toHaveCount(0);

    await page.getByLabel("Quantity for Workshop Workbook").fill("3");
    await page.getByRole("button", { name: "Update quantity for Workshop Workbook" }).click();
    await expect(toast(page, "Quantity updated")).toBeVisible();
    await expect(page.getByRole("row", { name: /Workshop Workbook/ })).toContainText("$45.00");
    await expect(total(page)).toHaveText("$65.00");

    await page.getByLabel("Quantity for Workshop Workbook").fill("0");
    await page.getByRole("button", { name: "Update quantity for Workshop Workbook" }).click();
    await expect(page.getByLabel("Quantity for Workshop Workbook")).toHaveAccessibleDescription("Please enter a quantity greater than 0");
    await expectAccessible(page);
    expect(quantityOf(id)).toBe(3);
  });

  test("a member removes items until the cart is empty", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    await addCartItem(member.id, { name: "Webinar Seat", priceCents: 2000 });
    await addCartItem(member.id, { name: "Study Guide", priceCents: 3000 });
    await openCart(page);
    await expect(page.getByText("2 items", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Remove Webinar Seat" }).click();
    await expect(toast(page, "Item removed")).toBeVisible();
    await expect(page.getByRole("row", { name: /Webinar Seat/ })).toHaveCount(0);
    await expect(total(page)).toHaveText("$30.00");
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Remove Study Guide" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Donate", exact: true })).toHaveAttribute("href", "/donate");
    await expect(page.getByRole("main").getByRole("link", { name: "Membership", exact: true })).toHaveAttribute("href", "/membership");
    await expect(page.getByRole("main").getByRole("link", { name: "Events", exact: true })).toHaveAttribute("href", "/events");
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveCount(0);
    await expectAccessible(page);

    // /checkout with nothing in the cart sends the member back here, saying why.
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "Add something to your cart before checking out.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Complete Order" })).toHaveCount(0);
  });

  test("a percentage code lowers the total until it is removed", SMOKE, async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    await addCartItem(member.id, { name: "Symposium Seat", priceCents: 20000 });
    // A long code (an association may name one so) wraps in the summary instead of widening a phone's page.
    const long = `SPRINGMEMBERWELCOME${Date.now()}${test.info().project.name}`.toUpperCase();
    const { code } = await discountCode({ percentage: true, amount: 25, code: long });
    await openCart(page);

    await page.getByLabel("Discount code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page, "Applied discount")).toBeVisible();
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$200.00");
    await expect(page.getByTestId("cart-discount")).toHaveText("-$50.00");
    await expect(total(page)).toHaveText("$150.00");
    // The line shows the price before the code struck through.
    await expect(page.getByRole("row", { name: /Symposium Seat/ }).locator("s")).toHaveText("was $200.00");
    await expectAccessible(page);
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");

    await page.getByRole("button", { name: "Remove discount" }).click();
    await expect(toast(page, "Discount removed")).toBeVisible();
    await expect(total(page)).toHaveText("$200.00");
    await expect(page.getByTestId("cart-discount")).toHaveCount(0);
  });

  test("a blank code is refused, and a used-up code says so", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    await addCartItem(member.id, { name: "Webinar Seat", priceCents: 2000 });
    const { code: usedUp } = await discountCode({ percentage: true, amount: 10, usageLimit: 3, usage: 3 });
    await openCart(page);
    const codeField = page.getByLabel("Discount code");
    const apply = page.getByRole("button", { name: "Apply" });

    if (jsEnabled()) {
      await expect(apply).toBeDisabled();
      await codeField.fill("   ");
      await expect(apply).toBeDisabled();
    } else {
      await apply.click();
      await expect(codeField).toHaveAccessibleDescription("Please enter a discount code.");
      await expectAccessible(page);
    }

    await codeField.fill(usedUp);
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(codeField).toHaveAccessibleDescription("This discount code has reached its usage limit.");
    await expect(total(page)).toHaveText("$20.00");
    await expectAccessible(page);
  });

  test("a free-for-members item costs its list price until the member has a membership", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    await addCartItem(member.id, { name: "Members' Webinar", priceCents: 4900, finalPriceCents: 0, freeForMembers: true });
    await openCart(page);
    await expect(total(page)).toHaveText("$49.00");
    await expect(page.getByRole("row", { name: /Members' Webinar/ }).locator("s")).toHaveCount(0);

    // An approved professional membership bought 10 days ago.
    await activeMembership(member.id, { start: new Date(Date.now() - 10 * 86_400_000) });
    await openCart(page);
    await expect(total(page)).toHaveText("$0.00");
    await expect(page.getByRole("row", { name: /Members' Webinar/ }).locator("s")).toHaveText("was $49.00");
    await expectAccessible(page);
  });
});
