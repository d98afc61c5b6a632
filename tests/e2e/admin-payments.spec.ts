/**
 * The admin Payments tab (/admin/users/{id}/payments): change an unpaid item's price, mark it paid,
 * open its receipt; and who may open a receipt (its owner and admins, nobody else).
 * Runs with JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { cartLine, paidOrder } from "../factories/index.ts";
import { createMember, demo, expectAccessible, jsEnabled, openDb, signInAs } from "./support.ts";

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

/** An unpaid line item of the member (not in a transaction). */
async function addLineItem(userId: number, item: { name: string; priceCents: number; kind?: string }) {
  return (await cartLine(userId, { kind: item.kind ?? "exam", name: item.name, priceCents: item.priceCents })).id;
}

/** A paid card payment of the member with one line item. */
async function addPaidPayment(userId: number, name: string, amountCents: number) {
  return (await paidOrder(userId, [{ kind: "event", name, priceCents: amountCents }])).transaction.id;
}

function transactionsOf(userId: number) {
  const db = openDb();
  const rows = db
    .prepare(`SELECT id, type, status, amountCents, paymentMethodType, overrideNotes FROM "Transaction" WHERE userId = ? ORDER BY id`)
    .all(userId) as {
    id: number;
    type: string;
    status: string;
    amountCents: number;
    paymentMethodType: string;
    overrideNotes: string | null;
  }[];
  db.close();
  return rows;
}

test.describe("admin payments tab", () => {
  test("an admin changes an item's price, marks it paid and opens its receipt", async ({ page }) => {
    const member = await createMember({ firstName: "Paula", lastName: "Payer" });
    const itemName = "AFC Exam Fee";
    const itemId = await addLineItem(member.id, { name: itemName, priceCents: 15000 });
    await signInAs(page, demo("admin"));

    await page.goto(`/admin/users/${member.id}/payments`);
    await expect(page.getByRole("heading", { name: "Paula Payer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payments", exact: true })).toBeVisible();
    await expect(page.getByText("No payments yet.")).toBeVisible();
    const unpaid = page.locator("section", { has: page.getByRole("heading", { name: "Unpaid items" }) });
    await expect(unpaid.getByRole("row", { name: new RegExp(itemName) })).toContainText("$150.00");
    await expectAccessible(page);

    // Change price: a bad price is refused on the field, then a good one is saved.
    await unpaid.getByRole("link", { name: `Change price for ${itemName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/payments/line-items/${itemId}/price$`));
    const price = page.getByLabel("Price", { exact: true });
    await expect(price).toHaveValue("150.00");
    await expectAccessible(page);
    await price.fill("12.345");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter a price of 0 or more, in dollars and cents.")).toBeVisible();
    await expect(page.getByLabel("Price", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.getByLabel("Price", { exact: true }).fill("125.00");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Price changed")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/payments$`));
    await expect(unpaid.getByRole("row", { name: new RegExp(itemName) })).toContainText("$125.00");
    await expect(unpaid.getByRole("row", { name: new RegExp(itemName) })).toContainText("List price $150.00");

    // Mark as paid, after the confirmation.
    await unpaid.getByRole("link", { name: `Mark as paid for ${itemName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/payments/line-items/${itemId}/mark-paid$`));
    await expect(page.getByText("Are you sure you would like to mark this as paid?", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Notes (optional)").fill("Paid by check #1001");
    await page.getByRole("button", { name: "Mark as paid" }).click();
    await expect(toast(page, "Marked as paid")).toBeVisible();
    await expect(page.getByText("No unpaid items.")).toBeVisible();
    const payments = page.locator("section", { has: page.getByRole("heading", { name: "Payments", exact: true }) });
    const row = payments.getByRole("row", { name: new RegExp(itemName) });
    await expect(row).toContainText("$125.00");
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Admin", exact: true })).toBeVisible();
    await expect(row).toContainText("Paid by check #1001");
    await expectAccessible(page);
    const [transaction] = transactionsOf(member.id);
    expect(transactionsOf(member.id)).toHaveLength(1);
    expect(transaction).toMatchObject({
      type: "admin_payment",
      status: "succeeded",
      amountCents: 12500,
      paymentMethodType: "admin",
      overrideNotes: "Paid by check #1001",
    });

    // Its receipt.
    await row.getByRole("link", { name: /Receipt/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payments/${transaction?.id}$`));
    await expect(page.getByRole("heading", { name: `Receipt #${transaction?.id}` })).toBeVisible();
    await expect(page.getByText("Paula Payer")).toBeVisible();
    await expect(page.getByText("Recorded by the association")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(itemName) })).toContainText("$125.00");
    await expect(page.getByRole("row", { name: /Total paid/ })).toContainText("$125.00");
    await expect(page.getByRole("button", { name: "Print" })).toHaveCount(jsEnabled() ? 1 : 0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Payments" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/payments$`));
  });

  test("a member cannot open another member's receipt; its owner and an admin can", async ({ page }) => {
    const owner = await createMember({ firstName: "Olive", lastName: "Owner" });
    const other = await createMember({ firstName: "Oscar", lastName: "Other" });
    const paymentId = await addPaidPayment(owner.id, "Money Coaching Webinar", 4500);

    await signInAs(page, other);
    const refused = await page.goto(`/payments/${paymentId}`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Money Coaching Webinar")).toHaveCount(0);

    await page.context().clearCookies();
    await signInAs(page, owner);
    await page.goto(`/payments/${paymentId}`);
    await expect(page.getByRole("heading", { name: `Receipt #${paymentId}` })).toBeVisible();
    await expect(page.getByText("Card ending in 4242")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Payment Info" })).toBeVisible();
    await expectAccessible(page);

    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    const allowed = await page.goto(`/payments/${paymentId}`);
    expect(allowed?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: `Receipt #${paymentId}` })).toBeVisible();
    await expect(page.getByText("Olive Owner")).toBeVisible();
    await expect(page.getByRole("row", { name: /Money Coaching Webinar/ })).toContainText("$45.00");
    await expect(page.getByRole("link", { name: "Back to Payments" })).toHaveAttribute("href", `/admin/users/${owner.id}/payments`);
    await expectAccessible(page);
  });
});
