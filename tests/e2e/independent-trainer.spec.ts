/**
 * The Independent Trainer dashboard (issue 33), JavaScript on and off, with axe on every page: a
 * member without an AFC is pointed to become one, a certified member not yet eligible sees the date,
 * an eligible one gets Apply; the active trainer buys licenses through the cart and sees the code's
 * usage and limit grow; an expiring trainer signs the renewal agreement and finds the renewal in the
 * cart once; the profile edit's switch of education offering asks first, and Cancel reverts it.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  approvedIndependentTrainer,
  certifiedInGoodStanding,
  expiringIndependentTrainer,
  saveCard,
  trainerLicenseProduct,
} from "../factories/index.ts";
import { EXAM_RESULT } from "~/domain/constants.ts";
import { trainerEligibleOn } from "~/features/trainings/trainer-eligibility.ts";
import { createMember, expectAccessible, jsEnabled, openDb, signInAs, waitForHydration } from "./support.ts";

const DAY = 86_400_000;
const DASHBOARD = "/certifications-and-training/independent-trainer";
const usDay = (d: Date) =>
  d.toLocaleDateString("en-US", { timeZone: "America/New_York", month: "2-digit", day: "2-digit", year: "numeric" });
const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });
/** The value a card's description list gives for a term. */
const detail = (card: Locator, term: string) => card.locator(`dt:text-is("${term}") + dd`);

async function openDashboard(page: Page) {
  await page.goto(DASHBOARD);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Independent Trainer", level: 1 })).toBeVisible();
}

/** A member with an AFC in good standing whose exam was passed `examDaysAgo` days ago. */
async function afc(examDaysAgo: number, firstName: string) {
  const member = await createMember({ firstName });
  const takenAt = new Date(Date.now() - examDaysAgo * DAY);
  await certifiedInGoodStanding(member.id, { exam: { result: EXAM_RESULT.pass, takenAt }, graduatedOn: takenAt });
  return { member, takenAt };
}

function rowsOf(sql: string, ...params: unknown[]) {
  const db = openDb();
  const rows = db.prepare(sql).all(...params);
  db.close();
  return rows;
}

test.describe("independent trainer dashboard", () => {
  test("who may apply: no AFC, an AFC not old enough (the date), an AFC of 729 days", async ({ page }) => {
    const status = page.getByRole("region", { name: "Independent Trainer Status" });
    await signInAs(page, await createMember({ firstName: "Nora" }));
    await openDashboard(page);
    await expect(page.getByRole("region", { name: "What is an Independent Trainer?" })).toContainText(
      "Independent Trainers deliver the AFC curriculum",
    );
    await expect(status.getByRole("link", { name: "Become an AFC" })).toHaveAttribute("href", "/certifications-and-training");
    await expectAccessible(page);

    const { member, takenAt } = await afc(400, "Yuki");
    await page.context().clearCookies();
    await signInAs(page, member);
    await openDashboard(page);
    await expect(status).toContainText(`You will be eligible to apply on ${usDay(trainerEligibleOn(takenAt))}.`);
    await expect(status.getByRole("link", { name: "Membership" })).toBeVisible();
    await expect(status.getByRole("button", { name: "Apply" })).toHaveCount(0);
    await expectAccessible(page);

    await page.context().clearCookies();
    await signInAs(page, (await afc(800, "Ella")).member);
    await openDashboard(page);
    await expect(status.getByRole("button", { name: "Apply" })).toBeVisible();
  });

  test("the active trainer buys licenses through the cart and sees the code's usage and limit", async ({ page }) => {
    test.setTimeout(90_000);
    const member = await createMember({ firstName: "Lena", lastName: `Licenses${Date.now()}` });
    const product = await trainerLicenseProduct();
    const code = `LIC-${member.id}`;
    await approvedIndependentTrainer(member.id, { licenseCode: { code, usageLimit: 10, usage: 3 } });
    await saveCard(member.id, { id: "pm_card_visa", last4: "4242" });
    await signInAs(page, member);
    await openDashboard(page);

    const licenses = page.getByRole("region", { name: "Licenses" });
    await expect(detail(licenses, "License Code")).toHaveText(code);
    await expect(detail(licenses, "Usage")).toHaveText("3");
    await expect(detail(licenses, "Usage Limit")).toHaveText("10");
    await expect(page.getByRole("region", { name: "Independent Trainer Status" })).toContainText("Active");
    await expect(page.getByRole("table", { name: "Your trainer profile" })).toContainText("Custom Program");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectAccessible(page);

    // At least one: the server says so (the Buy Licenses modal, or its page without JavaScript).
    await licenses.getByLabel("Quantity").fill("0");
    await licenses.getByRole("button", { name: "Add to Cart" }).click();
    const modal = page.getByRole("dialog", { name: "Buy Licenses" });
    await expect(modal.getByLabel("Quantity")).toHaveAccessibleDescription(/Please enter a quantity greater than 0/);
    await expectAccessible(page);
    await modal.getByLabel("Quantity").fill("2");
    await modal.getByRole("button", { name: "Add to Cart" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "Licenses added to your cart.")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(product.name) })).toContainText("$198.00");
    await expectAccessible(page);

    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Pay $198.00" }).click();
    await expect(toast(page, "Payment completed")).toBeVisible();

    await openDashboard(page);
    await expect(detail(licenses, "Usage")).toHaveText("3");
    await expect(detail(licenses, "Usage Limit")).toHaveText("12");
  });

  test("an expiring trainer signs the renewal agreement; the renewal goes in the cart once", async ({ page }) => {
    test.setTimeout(90_000);
    const member = await createMember({ firstName: "Rosa", lastName: `Renewal${Date.now()}` });
    const { independentTrainer } = await expiringIndependentTrainer(member.id, { expiresInDays: 30 });
    const expiresOn = usDay(independentTrainer.expiresAt!);
    await signInAs(page, member);
    await openDashboard(page);
    await expect(page.getByRole("status").filter({ hasText: "Your Independent Trainer status is going to expire on" })).toContainText(
      `Your Independent Trainer status is going to expire on ${expiresOn}`,
    );
    const status = page.getByRole("region", { name: "Independent Trainer Status" });
    await expect(status).toContainText("Expiring Soon");
    await expectAccessible(page);

    await status.getByRole("link", { name: "Renew", exact: true }).click();
    await expect(page).toHaveURL(/\/independent-trainer\/renew$/);
    const agreement = page.getByRole("dialog", { name: "Independent Trainer Renewal Agreement" });
    await expect(agreement.getByLabel("Date")).toHaveValue(usDay(new Date()));
    await expect(agreement.getByLabel("Date")).toHaveAttribute("readonly", "");
    await expectAccessible(page);
    await waitForHydration(page);
    await agreement.getByRole("button", { name: "Add Renewal to Cart" }).click();
    await expect(agreement.getByLabel("Signature")).toHaveAccessibleDescription(/Required/);
    await agreement.getByLabel("Signature").fill("Rosa Renewal");
    await agreement.getByRole("button", { name: "Add Renewal to Cart" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "Your Independent Trainer renewal is in your cart.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Independent Trainer Annual Renewal/ })).toContainText("$150.00");

    await openDashboard(page);
    await expect(status.getByRole("link", { name: "View Renewal In Cart" })).toHaveAttribute("href", "/cart");
    await expect(status.getByRole("link", { name: "Renew", exact: true })).toHaveCount(0);
    await expectAccessible(page);
    // Opening the agreement again leads to the cart: still one renewal there.
    await page.goto(`${DASHBOARD}/renew`);
    await expect(page).toHaveURL(/\/cart$/);
    expect(
      rowsOf(`SELECT id FROM "LineItem" WHERE userId = ? AND kind = 'independent_trainer' AND transactionId IS NULL`, member.id),
    ).toHaveLength(1);
  });

  test("switching the education offering asks first; Cancel reverts it, Confirm sends it for approval", async ({ page }) => {
    test.setTimeout(90_000);
    const member = await createMember({ firstName: "Omar", lastName: `Offering${Date.now()}` });
    await approvedIndependentTrainer(member.id);
    await signInAs(page, member);
    await openDashboard(page);
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page.getByRole("heading", { name: "Edit Trainer Profile", level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expectAccessible(page);

    const learningSystem = page.getByRole("radio", { name: "AFC Learning System" });
    const custom = page.getByRole("radio", { name: "Custom Program" });
    await expect(custom).toBeChecked();
    // A rule of the application's steps, once.
    await page.getByLabel("Bio", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Bio", { exact: true })).toHaveAccessibleDescription(/Required/);
    await page.getByLabel("Bio", { exact: true }).fill("I teach money management to nurses and teachers.");

    const confirmation = jsEnabled()
      ? page.getByRole("dialog", { name: "Change Education Offering" })
      : page.getByRole("region", { name: "Change Education Offering" });
    if (jsEnabled()) {
      await learningSystem.check();
      await expect(confirmation).toContainText("There is no fee within your current approved period.");
      await expectAccessible(page);
      await confirmation.getByRole("button", { name: "Cancel" }).click();
      await expect(confirmation).toBeHidden();
      await expect(custom).toBeChecked();
      await learningSystem.check();
      await confirmation.getByRole("button", { name: "Confirm" }).click();
      await expect(learningSystem).toBeChecked();
      await page.getByRole("button", { name: "Save" }).click();
    } else {
      await learningSystem.check();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(confirmation).toContainText("There is no fee within your current approved period.");
      await expectAccessible(page);
      await confirmation.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByText("Your education offering was not changed.")).toBeVisible();
      await expect(custom).toBeChecked();
      await expect(page.getByLabel("Bio", { exact: true })).toHaveValue("I teach money management to nurses and teachers.");
      await learningSystem.check();
      await page.getByRole("button", { name: "Save" }).click();
      await confirmation.getByRole("button", { name: "Confirm" }).click();
    }

    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
    await expect(toast(page, "Your new education offering is waiting for approval.")).toBeVisible();
    const profile = page.getByRole("region", { name: "Trainer Profile" });
    await expect(profile).toContainText("Your change of education offering to AFC Learning System is waiting for approval.");
    await expect(profile.getByRole("table")).toContainText("I teach money management to nurses and teachers.");
    await expectAccessible(page);
    expect(
      rowsOf(`SELECT status, trainerOfferingLearningSystem AS learning FROM "Registration" WHERE userId = ? ORDER BY id`, member.id),
    ).toEqual([
      { status: "complete", learning: 0 },
      { status: "registration_approval", learning: 1 },
    ]);
  });
});
