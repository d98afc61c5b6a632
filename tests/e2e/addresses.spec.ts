/**
 * The member's addresses on the Contact Info tab: Add / Edit / Delete modals (with and without
 * JavaScript), the 'State not listed?' free text, the primary address, the shipping-address refusal,
 * and another member's address answering 404.
 */
import { expect, test, type Page } from "@playwright/test";
import { createAddress, createRegistration } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, openDb, signInAs, waitForHydration } from "./support.ts";

/** An address of the member in VA (their primary one when they have none), for the ownership and shipping checks. */
async function addAddress(userId: number, name: string, addressLine1: string): Promise<number> {
  return (await createAddress(userId, { name, addressLine1, city: null, state: "VA", country: "US" })).id;
}

function addressRow(id: number) {
  const db = openDb();
  const row = db.prepare(`SELECT userId, name, addressLine1 FROM "Address" WHERE id = ?`).get(id);
  db.close();
  return row;
}

async function openContactInfo(page: Page) {
  await page.goto("/edit-profile");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Addresses" })).toBeVisible();
}

const addresses = (page: Page) => page.getByRole("region", { name: "Addresses" });
const card = (page: Page, text: string) => addresses(page).getByRole("listitem").filter({ hasText: text });

test.describe("addresses", () => {
  test("a member adds, edits, makes primary and deletes addresses", async ({ page }) => {
    test.setTimeout(90_000); // many pages, each with an axe check (slow without JavaScript)
    await signInAs(page, await createMember());
    await openContactInfo(page);
    await expectAccessible(page);

    // Add Address: an empty submit says 'Required' on name, line 1 and state and keeps what was typed.
    await addresses(page).getByRole("link", { name: "Add Address" }).click();
    await expect(page).toHaveURL(/\/edit-profile\/addresses\/new$/);
    let dialog = page.getByRole("dialog", { name: "Add Address" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("City").fill("Richmond");
    await dialog.getByRole("button", { name: "Save Address" }).click();
    await expect(dialog.getByLabel("Address Name")).toHaveAccessibleDescription("Required");
    await expect(dialog.getByLabel("Address Line 1")).toHaveAccessibleDescription("Required");
    await expect(dialog.getByLabel("State", { exact: true })).toHaveAccessibleDescription("Required");
    await expect(dialog.getByLabel("City")).toHaveValue("Richmond");
    await expect(page).toHaveURL(/\/edit-profile\/addresses\/new$/);
    await expectAccessible(page);

    await dialog.getByLabel("Address Name").selectOption("Home");
    await dialog.getByLabel("Address Line 1").fill("12 Oak St");
    await dialog.getByLabel("State", { exact: true }).selectOption("VA");
    await dialog.getByLabel("Zip").fill("23219");
    await dialog.getByRole("button", { name: "Save Address" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByText("Address added.")).toBeVisible();
    await expect(card(page, "12 Oak St")).toContainText("Richmond, VA 23219");
    // The first address becomes the primary one.
    await expect(card(page, "12 Oak St").getByText("Primary", { exact: true })).toBeVisible();

    // 'State not listed?': free text, stored upper-cased.
    await addresses(page).getByRole("link", { name: "Add Address" }).click();
    dialog = page.getByRole("dialog", { name: "Add Address" });
    await dialog.getByLabel("Address Name").selectOption("Work");
    await dialog.getByLabel("Address Line 1").fill("1 Queen St");
    await dialog.getByLabel("City").fill("Toronto");
    if (jsEnabled()) {
      await expect(dialog.getByLabel("State / Province")).toBeHidden();
      await dialog.getByLabel("State not listed?").check();
      await expect(dialog.getByLabel("State", { exact: true })).toBeHidden();
    } else {
      await expect(dialog.getByLabel("State / Province")).toHaveAccessibleDescription(/only when .State not listed\?. is ticked/);
      await dialog.getByLabel("State not listed?").check();
    }
    await dialog.getByLabel("State / Province").fill("ontario");
    await dialog.getByLabel("Country").fill("CA");
    await dialog.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByText("Address added.")).toBeVisible();
    await expect(card(page, "1 Queen St")).toContainText("Toronto, ONTARIO");
    await expect(card(page, "1 Queen St")).toContainText("CA");
    await expect(card(page, "1 Queen St").getByText("Primary", { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    // Edit: the form comes prefilled; ticking 'Make this my primary address' moves the badge.
    await addresses(page).getByRole("link", { name: "Edit Work address 1 Queen St" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Address" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Address Name")).toHaveValue("Work");
    await expect(dialog.getByLabel("Address Line 1")).toHaveValue("1 Queen St");
    await expect(dialog.getByLabel("State not listed?")).toBeChecked();
    await expect(dialog.getByLabel("State / Province")).toHaveValue("ONTARIO");
    await expectAccessible(page);
    await dialog.getByLabel("Address Line 1").fill("2 Queen St");
    await dialog.getByLabel("Make this my primary address").check();
    await dialog.getByRole("button", { name: "Save Address" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByText("Address updated.")).toBeVisible();
    await expect(card(page, "2 Queen St").getByText("Primary", { exact: true })).toBeVisible();
    await expect(card(page, "12 Oak St").getByText("Primary", { exact: true })).toHaveCount(0);
    await expect(addresses(page).getByText("1 Queen St")).toHaveCount(0);
    // The primary address is listed first.
    await expect(addresses(page).getByRole("listitem").first()).toContainText("2 Queen St");

    // The primary address's edit form says so instead of offering the box.
    await addresses(page).getByRole("link", { name: "Edit Work address 2 Queen St" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Address" });
    await expect(dialog.getByText("This is your primary address.")).toBeVisible();
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);

    // Delete: Cancel keeps it, Delete removes it.
    await addresses(page).getByRole("link", { name: "Delete Home address 12 Oak St" }).click();
    dialog = page.getByRole("dialog", { name: "Delete Address" });
    await expect(dialog.getByText("Are you sure you want to delete this address?")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(card(page, "12 Oak St")).toBeVisible();
    await addresses(page).getByRole("link", { name: "Delete Home address 12 Oak St" }).click();
    await page.getByRole("dialog", { name: "Delete Address" }).getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByText("Address deleted.")).toBeVisible();
    await expect(addresses(page).getByText("12 Oak St")).toHaveCount(0);
    await expect(card(page, "2 Queen St")).toBeVisible();
  });

  test("the shipping address of a registration in progress cannot be deleted", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    const id = await addAddress(member.id, "Home", "5 Ship Ln");
    await createRegistration(member.id, { status: "module_approval", shippingAddressId: id });
    await openContactInfo(page);
    await addresses(page).getByRole("link", { name: "Delete Home address 5 Ship Ln" }).click();
    await page.getByRole("dialog", { name: "Delete Address" }).getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByText("Could not delete address.")).toBeVisible();
    await expect(card(page, "5 Ship Ln")).toBeVisible();
    await expectAccessible(page);
  });

  test("another member's address is a 404 to view, edit or delete", async ({ page, baseURL }) => {
    const owner = await createMember({ firstName: "Owen" });
    const theirs = await addAddress(owner.id, "Home", "7 Private Way");
    await signInAs(page, await createMember());

    for (const url of [
      `/edit-profile/addresses/${theirs}`,
      `/edit-profile/addresses/${theirs}/delete`,
      "/edit-profile/addresses/999999",
      "/edit-profile/addresses/abc",
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByText("7 Private Way")).toHaveCount(0);
    }
    await expectAccessible(page);

    const headers = { Origin: baseURL ?? "" };
    const edit = await page.request.post(`/edit-profile/addresses/${theirs}`, {
      headers,
      form: { name: "Work", addressLine1: "Hijacked", state: "VA", makePrimary: "on" },
      maxRedirects: 0,
    });
    expect(edit.status()).toBe(404);
    const remove = await page.request.post(`/edit-profile/addresses/${theirs}/delete`, { headers, form: {}, maxRedirects: 0 });
    expect(remove.status()).toBe(404);
    expect(addressRow(theirs)).toEqual({ userId: owner.id, name: "Home", addressLine1: "7 Private Way" });
  });
});
