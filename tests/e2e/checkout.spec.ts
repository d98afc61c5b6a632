/**
 * Checkout (/checkout): saved card, free order, declined card, new card through the (mocked) hosted
 * Stripe page, a donation added at checkout, admin override while impersonating, and the receipt.
 * Runs with JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { cartLine, saveCard } from "../factories/index.ts";
import { db } from "~/lib/db.server.ts";
import { createMember, demo, expectAccessible, jsEnabled, SMOKE, waitForHydration, signInAs } from "./support.ts";

function toast(page: Page, message: string | RegExp) {
  return page.getByRole("status").filter({ hasText: message });
}

/** An unpaid item in the member's cart. */
async function addCartItem(userId: number, item: { name: string; priceCents: number; finalPriceCents?: number; freeForMembers?: boolean }) {
  return (await cartLine(userId, { kind: "event", ...item })).id;
}

function transactionsOf(userId: number) {
  return db.transaction.findMany({
    where: { userId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      status: true,
      amountCents: true,
      paymentMethodType: true,
      cardLastFour: true,
      overrideNotes: true,
      createdById: true,
    },
  });
}

function unpaidCount(userId: number): Promise<number> {
  return db.lineItem.count({ where: { userId, transactionId: null, showInCart: true } });
}

async function openCheckout(page: Page) {
  await page.goto("/checkout");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
}

test.describe("checkout", () => {
  test("pays with the saved card, then the receipt shows the order", SMOKE, async ({ page }) => {
    const member = await createMember({ firstName: "Sal", lastName: "Saved" });
    await saveCard(member.id, { id: "pm_card_visa", last4: "4242" });
    await addCartItem(member.id, { name: "Webinar: Credit Reports Demystified", priceCents: 4500 });
    await signInAs(page, member);
    await openCheckout(page);

    await expect(page.getByRole("radio", { name: "Visa ending in 4242" })).toBeChecked();
    await expect(page.getByTestId("summary-total")).toHaveText("$45.00");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Pay $45.00" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Payment completed")).toBeVisible();
    const [t] = await transactionsOf(member.id);
    expect(t).toMatchObject({ status: "succeeded", amountCents: 4500, paymentMethodType: "existing", cardLastFour: "4242" });
    expect(await unpaidCount(member.id)).toBe(0);

    await page.goto("/edit-profile/payment");
    await page
      .getByRole("link", { name: /View receipt/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: new RegExp(`Receipt #${t?.id}`) })).toBeVisible();
    await expect(page.getByText("Webinar: Credit Reports Demystified")).toBeVisible();
    await expect(page.getByText("$45.00").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a zero total is paid as free; a donation makes it owed again", async ({ page }) => {
    const member = await createMember({ firstName: "Fran", lastName: "Free" });
    await addCartItem(member.id, { name: "Members' Coffee Chat", priceCents: 0 });
    await signInAs(page, member);
    await openCheckout(page);

    await expect(page.getByRole("radio", { name: "Free" })).toBeChecked();
    if (jsEnabled()) {
      // a donation makes an amount owed: the choice switches back to a card
      await page.getByRole("combobox", { name: "Donation" }).selectOption({ label: "Where it is needed most" });
      await page.getByRole("radio", { name: "$25.00" }).check();
      await expect(page.getByTestId("summary-total")).toHaveText("$25.00");
      await expect(page.getByRole("radio", { name: "New card" })).toBeChecked();
      await expect(page.getByRole("radio", { name: "Free" })).toHaveCount(0);
      await page.getByRole("combobox", { name: "Donation" }).selectOption({ label: "No donation" });
      await expect(page.getByRole("radio", { name: "Free" })).toBeChecked();
    }
    await page.getByRole("button", { name: "Complete Order" }).click();
    await expect(toast(page, "Payment completed")).toBeVisible();
    expect(await transactionsOf(member.id)).toMatchObject([{ status: "succeeded", amountCents: 0, paymentMethodType: "free" }]);
  });

  test("a declined saved card says why and keeps the cart", async ({ page }) => {
    const member = await createMember({ firstName: "Dec", lastName: "Lined" });
    await saveCard(member.id, { id: "pm_card_chargeDeclined", last4: "0002" });
    await addCartItem(member.id, { name: "Symposium 2027 registration", priceCents: 49500 });
    await signInAs(page, member);
    await openCheckout(page);

    await page.getByRole("button", { name: "Pay $495.00" }).click();
    await expect(page.getByText("Your card was declined. Could not process payment").first()).toBeVisible();
    await expectAccessible(page);
    expect(await unpaidCount(member.id)).toBe(1);
    expect(await transactionsOf(member.id)).toMatchObject([{ status: "failed" }]);
  });

  test("pays with a new card on Stripe's page, gives a donation and saves the card", async ({ page }) => {
    const member = await createMember({ firstName: "Nia", lastName: "Newcard" });
    await addCartItem(member.id, { name: "Webinar: Behavioral Finance", priceCents: 3000 });
    await signInAs(page, member);
    await openCheckout(page);

    await page.getByRole("combobox", { name: "Donation" }).selectOption({ label: "Symposium scholarship" });
    await page.getByRole("radio", { name: "Other" }).check();
    await page.getByLabel("Other amount").fill("12.50");
    if (jsEnabled()) await expect(page.getByTestId("summary-total")).toHaveText("$42.50");
    await page.getByRole("radio", { name: "New card" }).check();
    await page.getByLabel("Save this card for future payments").check();
    await page.getByRole("button", { name: /^Pay \$/ }).click();

    // the stand-in for Stripe's hosted page: a declined card first, then a good one
    await expect(page.getByText("$42.50").first()).toBeVisible();
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("alert")).toContainText("Your card was declined.");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Payment completed")).toBeVisible();
    expect(await transactionsOf(member.id)).toMatchObject([
      { status: "succeeded", amountCents: 4250, paymentMethodType: "stripe", cardLastFour: "4242" },
    ]);
    await page.goto("/edit-profile/payment");
    await expect(page.getByText(/ending in 4242/)).toBeVisible();
  });

  test("cancelling on Stripe's page comes back to checkout with nothing charged", async ({ page }) => {
    const member = await createMember({ firstName: "Can", lastName: "Celled" });
    await addCartItem(member.id, { name: "Webinar: Retirement Basics", priceCents: 3000 });
    await signInAs(page, member);
    await openCheckout(page);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await page.getByRole("link", { name: /Cancel/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(toast(page, "Payment canceled. Nothing was charged.")).toBeVisible();
    expect(await unpaidCount(member.id)).toBe(1);
  });

  test("an admin acting as a member can record an admin override with notes", async ({ page }) => {
    const admin = demo("admin");
    const member = await createMember({ firstName: "Otto", lastName: "Override" });
    await addCartItem(member.id, { name: "AFC Exam Retake", priceCents: 15000 });
    await signInAs(page, admin);
    await page.goto(`/impersonate/take/${member.id}`);
    await page.getByRole("button", { name: "Impersonate" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Otto" })).toBeVisible();
    await openCheckout(page);

    await page.getByRole("radio", { name: "Admin override" }).check();
    await page.getByLabel("Override notes (optional)").fill("Paid by cheque #1042");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Pay $150.00" }).click();
    await expect(toast(page, "Payment completed")).toBeVisible();
    const [t] = await transactionsOf(member.id);
    expect(t).toMatchObject({ status: "succeeded", paymentMethodType: "admin", overrideNotes: "Paid by cheque #1042" });
    expect(t?.createdById).not.toBeNull();
  });

  test("a member never sees admin override, and cannot post it", async ({ page, request }) => {
    const member = await createMember({ firstName: "Mo", lastName: "Member" });
    await addCartItem(member.id, { name: "AFC Exam Retake", priceCents: 15000 });
    await signInAs(page, member);
    await openCheckout(page);
    await expect(page.getByRole("radio", { name: "Admin override" })).toHaveCount(0);
    const key = await page.locator('input[name="checkoutKey"]').inputValue();
    const res = await page.request.post("/checkout", {
      form: { checkoutKey: key, paymentMethod: "admin", donationOptionId: "0" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Admin override is only available");
    expect(await unpaidCount(member.id)).toBe(1);
    void request;
  });

  test("checkout keeps its layout when its script starts (no shift after hydration)", async ({ page }) => {
    test.skip(!jsEnabled(), "hydration needs JavaScript");
    const member = await createMember({ firstName: "Lena", lastName: "Layout" });
    await addCartItem(member.id, { name: "Webinar: Budgeting Basics", priceCents: 3000 });
    await signInAs(page, member);
    // Record every layout shift from the first paint on.
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await openCheckout(page);
    await expect(page.getByRole("combobox", { name: "Donation" })).toHaveValue("0");
    // two frames after hydration: any shift it caused has been reported
    const shift = await page.evaluate(
      () =>
        new Promise<number>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done((window as unknown as { __shift: number }).__shift))),
        ),
    );
    expect(shift).toBeLessThan(0.01);
  });
});
