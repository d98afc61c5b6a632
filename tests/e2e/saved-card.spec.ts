/**
 * The saved card on Payment Info: added and replaced on Stripe's hosted page (the local mock of it
 * while Stripe is mocked), a declined card shown there, and removal. With and without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { createMember, expectAccessible, openDb, signInAs, waitForHydration } from "./support.ts";

function storedCard(userId: number) {
  const db = openDb();
  const row = db.prepare(`SELECT pmType, pmLastFour, stripePaymentMethodId, stripeCustomerId FROM "User" WHERE id = ?`).get(userId) as {
    pmType: string | null;
    pmLastFour: string | null;
    stripePaymentMethodId: string | null;
    stripeCustomerId: string | null;
  };
  db.close();
  return row;
}

async function openPaymentInfo(page: Page) {
  await page.goto("/edit-profile/payment");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Payment Info" })).toBeVisible();
}

const savedCard = (page: Page) => page.getByRole("region", { name: "Saved Card" });

test.describe("saved card", () => {
  test("a member adds a card on the hosted page, sees a decline there, and removes the card", async ({ page }) => {
    test.setTimeout(90_000); // several pages, each with an axe check
    const member = await createMember();
    await signInAs(page, member);

    await openPaymentInfo(page);
    await expect(savedCard(page)).toContainText("You have no saved card");
    await expect(savedCard(page).getByRole("button", { name: "Remove Card" })).toHaveCount(0);
    await expectAccessible(page);

    // Add Card: Stripe's hosted page in setup mode (here the local stand-in).
    await savedCard(page).getByRole("button", { name: "Add Card" }).click();
    await expect(page).toHaveURL(/\/resources\/mock-stripe\/checkout\/cs_test_\w+$/);
    await expect(page.getByRole("heading", { name: "Test payment (Stripe is mocked)" })).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await expectAccessible(page);
    await page.getByLabel("Card number").fill("5555 5555 5555 4444");
    await page.getByRole("button", { name: "Save card" }).click();

    await expect(page).toHaveURL(/\/edit-profile\/payment$/);
    await expect(page.getByRole("status").filter({ hasText: "Card saved" })).toBeVisible();
    await expect(savedCard(page)).toContainText("Mastercard ending in 4444");
    const saved = storedCard(member.id);
    expect(saved).toMatchObject({ pmType: "mastercard", pmLastFour: "4444" });
    expect(saved.stripePaymentMethodId).toMatch(/^pm_/);
    expect(saved.stripeCustomerId).toMatch(/^cus_/);
    await expectAccessible(page);

    // Update Card with a card the bank declines: the hosted page says so and keeps the number.
    await waitForHydration(page);
    await savedCard(page).getByRole("button", { name: "Update Card" }).click();
    await expect(page).toHaveURL(/\/resources\/mock-stripe\/checkout\//);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
    await expectAccessible(page);

    // Cancel: back to Payment Info, the card unchanged.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/edit-profile\/payment$/);
    await expect(savedCard(page)).toContainText("Mastercard ending in 4444");
    expect(storedCard(member.id)).toEqual(saved);

    // Remove Card.
    await waitForHydration(page);
    await savedCard(page).getByRole("button", { name: "Remove Card" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Card removed" })).toBeVisible();
    await expect(savedCard(page)).toContainText("You have no saved card");
    await expect(savedCard(page).getByRole("button", { name: "Add Card" })).toBeVisible();
    expect(storedCard(member.id)).toEqual({
      pmType: null,
      pmLastFour: null,
      stripePaymentMethodId: null,
      stripeCustomerId: saved.stripeCustomerId,
    });
    await expectAccessible(page);
  });

  test("the hosted page of an unknown session says so", async ({ page }) => {
    const response = await page.goto("/resources/mock-stripe/checkout/cs_test_unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText("This checkout session does not exist.");
  });
});
