/**
 * The annual certification renewal (issue 35), JavaScript on and off, axe on each page: a certified
 * member with this year's fee due goes from the certification area to the renewal (fee, due date,
 * CEU gap by credit type), meets every message of the renewal agreement once, puts the renewal in
 * the cart (with the two-year prepayment when JavaScript is on), pays with the saved card and is in
 * good standing; a member lapsed for payment pays the late fees with the fee and loses the banner;
 * adding the renewal twice is once; removing the fee takes the late fees out of the cart with it.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { todayISO } from "~/lib/dates.ts";
import { formatCents } from "~/lib/money.ts";
import { certificationReference, certifiedWithFeeDue, lapsedForPayment, saveCard } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, openDb, signInAs, waitForHydration } from "./support.ts";

const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });
const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name, exact: typeof name === "string" });
/** The definition a term of a details list (dt/dd) shows. */
const detail = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);
/** Rows of a table holding `text` (the header row never does). */
const rowsWith = (scope: Locator, text: string | RegExp) => scope.getByRole("row").filter({ hasText: text });

const MESSAGES = {
  required: "Please complete all required fields",
  quantity: "Please enter a quantity greater than 0",
  cellPhone: "Please enter your cell phone number to receive texts",
} as const;

/** One SQL read of the e2e database. */
function all<T>(sql: string, ...params: unknown[]): T[] {
  const db = openDb();
  const rows = db.prepare(sql).all(...params) as T[];
  db.close();
  return rows;
}

/** The member's unpaid line items of the certification fees in the cart (kind renewal or late_fee). */
const feeLinesInCart = (userId: number) =>
  all<{ kind: string; year: number; chargeKey: string }>(
    `SELECT kind, year, chargeKey FROM "LineItem"
      WHERE userId = ? AND kind IN ('renewal', 'late_fee') AND transactionId IS NULL AND showInCart = 1 ORDER BY id`,
    userId,
  );

async function fees() {
  const { certification, renewalProduct, lateFeeProduct } = await certificationReference();
  return { certification, renewalProduct, lateFeeProduct, fee: formatCents(renewalProduct.priceCents) };
}

/** A member with a saved Visa ending in 4242 and no cell phone on file, in the given state. */
async function memberWithCard(firstName: string) {
  const member = await createMember({ firstName, lastName: `Renewal${Date.now()}`, cellPhone: null });
  await saveCard(member.id, { id: "pm_card_visa", last4: "4242" });
  return member;
}

/** From the certification area's card, the Renewal link (the area checked with axe first when `check`). */
async function openRenewalFromArea(page: Page, certificationName: string, opts: { check?: boolean } = {}) {
  await page.goto("/certifications-and-training");
  if (opts.check) await expectAccessible(page);
  await region(page, certificationName).getByRole("link", { name: "Renewal", exact: true }).click();
  await expect(page).toHaveURL(/\/certifications-and-training\/certifications\/\d+\/renewal$/);
  await expect(page.getByRole("heading", { level: 1, name: `Renew your ${certificationName} certification` })).toBeVisible();
}

/** Presses Renew on the renewal page: the agreement modal (a page section without JavaScript). */
async function openAgreement(page: Page, certificationName: string) {
  await waitForHydration(page);
  await region(page, "Annual Certification Fee").getByRole("link", { name: "Renew", exact: true }).click();
  await expect(page).toHaveURL(/\/renewal\/agreement$/);
  const dialog = page.getByRole("dialog", { name: `${certificationName} Renewal Agreement` });
  await expect(dialog).toBeVisible();
  await waitForHydration(page);
  return dialog;
}

/** Fills the agreement properly (a cell phone only where the member has none on file). */
async function fillAgreement(dialog: Locator, opts: { prepay?: boolean; signature: string }) {
  await dialog.getByLabel("Individuals served in the past year").fill("140");
  await dialog.getByLabel("Pro bono hours provided in the past year").fill("12.5");
  await dialog.getByLabel("Ethics signature").fill(opts.signature);
  await dialog.getByLabel("Date").fill(todayISO());
  if (opts.prepay) await dialog.getByRole("checkbox", { name: /two-year prepayment/ }).check();
}

const addToCart = (dialog: Locator) => dialog.getByRole("button", { name: "Add Renewal to Cart" });

/** Checkout with the saved card: `Pay <total>`, back on the dashboard with 'Payment completed'. */
async function payWithSavedCard(page: Page, total: string) {
  await page.goto("/checkout");
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: "Visa ending in 4242" })).toBeChecked();
  await expect(page.getByTestId("summary-total")).toHaveText(total);
  await expectAccessible(page);
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Payment completed")).toBeVisible();
}

test.describe("certification renewal", () => {
  test("a certified member renews (every message once), pays with the saved card and is in good standing", async ({ page }) => {
    test.setTimeout(150_000);
    // The two-year prepayment in one project, this year's fee alone in the other.
    const prepay = jsEnabled();
    const { certification, renewalProduct, fee } = await fees();
    const member = await memberWithCard("Rene");
    const { year } = await certifiedWithFeeDue(member.id);
    const signature = `${member.firstName} ${member.lastName}`;
    await signInAs(page, member);

    await openRenewalFromArea(page, certification.name, { check: true });
    const feeCard = region(page, "Annual Certification Fee");
    await expect(detail(feeCard, `Annual fee ${year}`)).toHaveText(fee);
    await expect(detail(feeCard, "Due")).toContainText(`June 30, ${year}`);
    await expect(feeCard.getByText("In Good Standing", { exact: true })).toBeVisible();
    const ceus = region(page, /^CEUs for /);
    await expect(ceus.getByRole("table", { name: "Credits by type" })).toBeVisible();
    await expect(ceus.getByRole("columnheader", { name: "Missing" })).toBeVisible();
    await expect(ceus.getByRole("link", { name: "Add CEU" })).toHaveAttribute("href", "/ceus/individual/new");
    await expectAccessible(page);

    const dialog = await openAgreement(page, certification.name);
    await expect(dialog).toContainText(`Renewing for ${year}: the annual certification fee of ${fee}`);
    await expectAccessible(page);

    // Empty (the date cleared too): the form's message once, 'Required' on each field.
    await dialog.getByLabel("Date").fill("");
    await addToCart(dialog).click();
    await expect(page.getByText(MESSAGES.required)).toHaveCount(1);
    for (const label of ["Individuals served in the past year", "Pro bono hours provided in the past year", "Ethics signature", "Date"]) {
      await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(/Required/);
    }
    await expectAccessible(page);

    // 0 individuals served.
    await fillAgreement(dialog, { signature });
    await dialog.getByLabel("Individuals served in the past year").fill("0");
    await addToCart(dialog).click();
    await expect(dialog.getByLabel("Individuals served in the past year")).toHaveAccessibleDescription(MESSAGES.quantity);
    await expect(page.getByText(MESSAGES.quantity)).toHaveCount(1);
    await expect(page.getByText(MESSAGES.required)).toHaveCount(0);

    // Texts without a cell phone on file.
    await dialog.getByLabel("Individuals served in the past year").fill("140");
    await dialog.getByRole("checkbox", { name: /Send me text message reminders/ }).check();
    await addToCart(dialog).click();
    await expect(dialog.getByLabel("Cell phone")).toHaveAccessibleDescription(/Please enter your cell phone number to receive texts/);
    await expect(page.getByText(MESSAGES.cellPhone)).toHaveCount(1);
    await expect(page.getByText(MESSAGES.quantity)).toHaveCount(0);
    await expectAccessible(page);

    // Properly filled in.
    await fillAgreement(dialog, { signature, prepay });
    await dialog.getByLabel("Cell phone").fill("(202) 555-0143");
    await addToCart(dialog).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "Your renewal is in your cart.")).toBeVisible();
    const cart = page.getByRole("table", { name: "Items in your cart" });
    await expect(rowsWith(cart, `${renewalProduct.name} ${year}`)).toContainText(fee);
    await expect(rowsWith(cart, `${renewalProduct.name} ${year + 1}`)).toHaveCount(prepay ? 1 : 0);
    await expectAccessible(page);

    const total = formatCents(renewalProduct.priceCents * (prepay ? 2 : 1));
    await payWithSavedCard(page, total);

    // The receipt.
    await page.goto("/edit-profile/payment");
    await page
      .getByRole("link", { name: /View receipt/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: /Receipt #\d+/ })).toBeVisible();
    await expect(page.getByText(`${renewalProduct.name} ${year}`)).toBeVisible();
    if (prepay) await expect(page.getByText(`${renewalProduct.name} ${year + 1}`)).toBeVisible();
    await expect(page.getByText(total).first()).toBeVisible();
    await expectAccessible(page);

    // Paid: the renewal page says so (or offers next year's), in good standing.
    await openRenewalFromArea(page, certification.name);
    if (prepay) await expect(feeCard).toContainText(`Your annual certification fee is paid through ${year + 1}.`);
    else await expect(detail(feeCard, `Annual fee ${year + 1}`)).toHaveText(fee);
    await expect(feeCard.getByText("In Good Standing", { exact: true })).toBeVisible();
    await expect(feeCard.getByRole("link", { name: "Renew", exact: true })).toHaveCount(prepay ? 0 : 1);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectAccessible(page);

    // The certification's payments list the year(s) paid.
    await page.getByRole("link", { name: `Back to ${certification.name}` }).click();
    const payments = region(page, "Certification Payments");
    for (const paid of prepay ? [year, year + 1] : [year]) {
      const row = payments.getByRole("row").filter({ has: page.getByRole("cell", { name: String(paid), exact: true }) });
      await expect(row.getByRole("cell", { name: "Annual fee", exact: true })).toBeVisible();
      await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    }
    await expect(region(page, "Certification Information").getByText("In Good Standing", { exact: true })).toBeVisible();
    await expectAccessible(page);

    // One renewal with the answers; the cell phone kept for the texts.
    expect(
      all(`SELECT year, extraYear, payExtra, individualsServed, hoursProvided, signature FROM "Renewal" WHERE userId = ?`, member.id),
    ).toEqual([
      {
        year,
        extraYear: prepay ? year + 1 : null,
        payExtra: prepay ? 1 : 0,
        individualsServed: 140,
        hoursProvided: 12.5,
        signature,
      },
    ]);
    expect(all(`SELECT cellPhone, willText FROM "User" WHERE id = ?`, member.id)).toEqual([{ cellPhone: "2025550143", willText: 1 }]);
  });

  test("a member lapsed for payment pays the late fees with the fee and is back in good standing", async ({ page }) => {
    test.setTimeout(120_000);
    const { certification, renewalProduct, lateFeeProduct, fee } = await fees();
    const member = await memberWithCard("Lana");
    const { year, lateFees } = await lapsedForPayment(member.id);
    const lateTotal = formatCents(lateFeeProduct.priceCents * lateFees);
    await signInAs(page, member);

    const lapse = (p: Page) => p.getByRole("alert").filter({ hasText: "your certification is lapsed for payment and late fees apply" });
    await page.goto("/");
    const card = region(page, "Certification");
    await expect(card.getByText("Lapsed for Payment", { exact: true })).toBeVisible();
    await expect(lapse(page)).toContainText(`Your ${year} annual ${certification.name} certification fee was due June 30, ${year}`);
    await expectAccessible(page);
    await page.goto("/certifications-and-training");
    await expect(lapse(page)).toBeVisible();
    await expectAccessible(page);

    await openRenewalFromArea(page, certification.name);
    const feeCard = region(page, "Annual Certification Fee");
    await expect(feeCard.getByText("Lapsed for Payment", { exact: true })).toBeVisible();
    await expect(detail(feeCard, "Late fees")).toHaveText(`${lateFees} so far (${lateTotal})`);
    await expect(feeCard.getByRole("alert")).toContainText("your certification is lapsed for payment");
    await expectAccessible(page);

    const dialog = await openAgreement(page, certification.name);
    await expect(dialog).toContainText(`and ${lateFees} late ${lateFees === 1 ? "fee" : "fees"} (${lateTotal})`);
    await fillAgreement(dialog, { signature: `${member.firstName} ${member.lastName}` });
    await addToCart(dialog).click();
    await expect(toast(page, "Your renewal is in your cart.")).toBeVisible();
    const cart = page.getByRole("table", { name: "Items in your cart" });
    await expect(rowsWith(cart, `${renewalProduct.name} ${year}`)).toContainText(fee);
    await expect(rowsWith(cart, lateFeeProduct.name)).toHaveCount(lateFees);
    await expectAccessible(page);

    await payWithSavedCard(page, formatCents(renewalProduct.priceCents + lateFeeProduct.priceCents * lateFees));
    await expect(card.getByText("In Good Standing", { exact: true })).toBeVisible();
    await expect(lapse(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.goto("/certifications-and-training");
    await expect(region(page, certification.name).getByText("In Good Standing", { exact: true })).toBeVisible();
    await expect(lapse(page)).toHaveCount(0);
    expect(feeLinesInCart(member.id)).toEqual([]);
  });

  test("Add Renewal to Cart pressed twice leaves one fee line in the cart", async ({ page }) => {
    const { certification, renewalProduct } = await fees();
    const member = await memberWithCard("Tess");
    const { year } = await certifiedWithFeeDue(member.id);
    const signature = `${member.firstName} ${member.lastName}`;
    await signInAs(page, member);
    await openRenewalFromArea(page, certification.name);
    const dialog = await openAgreement(page, certification.name);
    // The same agreement open in another tab, to post it again as it was.
    const other = await page.context().newPage();
    await other.goto(page.url());
    const stale = other.getByRole("dialog", { name: `${certification.name} Renewal Agreement` });
    await waitForHydration(other);
    await fillAgreement(stale, { signature });
    const posts: string[] = [];
    page.context().on("request", (r) => {
      if (r.method() === "POST" && /\/renewal\/agreement(\.data)?$/.test(new URL(r.url()).pathname)) posts.push(r.url());
    });

    await fillAgreement(dialog, { signature });
    if (jsEnabled()) {
      await addToCart(dialog).dblclick();
      await expect(page).toHaveURL(/\/cart$/);
    } else {
      await addToCart(dialog).click();
      await expect(page).toHaveURL(/\/cart$/);
    }
    // Back from the cart, the agreement leads to the cart again (it holds the renewal).
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await addToCart(stale).click();
    await expect(other).toHaveURL(/\/cart$/);
    await expect(toast(other, "Your renewal is in your cart.")).toBeVisible();
    await other.close();
    expect(posts.length).toBeGreaterThanOrEqual(2);

    await page.reload();
    const cart = page.getByRole("table", { name: "Items in your cart" });
    await expect(rowsWith(cart, `${renewalProduct.name} ${year}`)).toHaveCount(1);
    expect(feeLinesInCart(member.id)).toEqual([{ kind: "renewal", year, chargeKey: expect.stringMatching(/^annual-fee:/) }]);
    expect(all(`SELECT year FROM "Renewal" WHERE userId = ?`, member.id)).toEqual([{ year }]);
  });

  test("removing the fee from the cart takes the late fees out too; Renew is still offered", async ({ page }) => {
    const { certification, renewalProduct, lateFeeProduct } = await fees();
    const member = await memberWithCard("Remy");
    const { year, lateFees } = await lapsedForPayment(member.id);
    await signInAs(page, member);
    await openRenewalFromArea(page, certification.name);
    const dialog = await openAgreement(page, certification.name);
    await fillAgreement(dialog, { signature: `${member.firstName} ${member.lastName}` });
    await addToCart(dialog).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(feeLinesInCart(member.id)).toHaveLength(1 + lateFees);

    await waitForHydration(page);
    await page.getByRole("button", { name: `Remove ${renewalProduct.name} ${year}` }).click();
    await expect(toast(page, "Item removed")).toBeVisible();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByText(lateFeeProduct.name)).toHaveCount(0);
    expect(feeLinesInCart(member.id)).toEqual([]);
    // Still owed, on record.
    expect(all(`SELECT id FROM "LineItem" WHERE userId = ? AND year = ? AND transactionId IS NULL`, member.id, year)).toHaveLength(
      1 + lateFees,
    );

    await openRenewalFromArea(page, certification.name);
    const feeCard = region(page, "Annual Certification Fee");
    await expect(detail(feeCard, "Late fees")).toContainText(`${lateFees} so far`);
    await expect(feeCard.getByRole("link", { name: "Renew", exact: true })).toBeVisible();
    await expect(feeCard.getByRole("link", { name: "View in Cart" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
