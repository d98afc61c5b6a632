/**
 * Merging duplicate accounts (issue 37, decision 57): the admin finds the other account on the Merge
 * tab, reads the preview (the value kept for each field, what moves, collisions, blockers), merges,
 * and the other account is signed out while the survivor holds both histories; then undoes it.
 * A blocked merge says why and offers no Merge button. JavaScript on and off, axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { duplicateAccounts, paymentInProgress } from "../factories/index.ts";
import { demo, expectAccessible, signInAs, signedInState } from "./support.ts";

const toast = (page: Page, message: string) => page.locator(".toast").filter({ hasText: message });

async function openPreview(page: Page, fromId: number, otherEmail: string) {
  await page.goto(`/admin/users/${fromId}/merge`);
  await expect(page.getByRole("heading", { name: "Merge", level: 2 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Find the other account (name or email)" }).fill(otherEmail);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("row", { name: new RegExp(otherEmail) })
    .getByRole("link", { name: /Preview merge/ })
    .click();
  await expect(page.getByRole("heading", { name: "Merge preview" })).toBeVisible();
}

test.describe("merging duplicate accounts", () => {
  test("the admin merges after the preview; the other account is signed out, the survivor holds both; then undoes it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { survivor, duplicate } = await duplicateAccounts();
    const duplicateSession = await playwright.request.newContext({
      baseURL,
      storageState: await signedInState({ id: duplicate.id }, baseURL),
    });
    expect((await duplicateSession.get("/", { maxRedirects: 0 })).status()).toBe(200);

    await signInAs(page, demo("admin"));
    await openPreview(page, survivor.id, duplicate.email);
    await expectAccessible(page);
    const cell = page.getByRole("group", { name: "Cell Phone" });
    await expect(cell.getByRole("radio", { name: "Other account’s: 555-0142" })).toBeChecked();
    await expect(page.getByRole("group", { name: "Email" }).getByRole("radio", { name: `Survivor’s: ${survivor.email}` })).toBeChecked();
    await expect(page.getByRole("row", { name: /^CEUs/ })).toContainText("1");
    await expect(page.getByRole("row", { name: /^Orders and payments/ })).toContainText("1");
    await expect(page.getByText("None: nothing on the two accounts clashes.")).toBeVisible();

    await page.getByRole("button", { name: "Merge accounts" }).click();
    await expect(toast(page, "Users merged successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${survivor.id}$`));

    // The other account's session has ended: it is sent to sign in.
    const after = await duplicateSession.get("/", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers().location).toMatch(/^\/login/);

    // The survivor holds the other account's order; the retired account says where it went.
    await page.goto(`/admin/users/${survivor.id}/payments`);
    await expect(page.getByRole("cell", { name: "$25.00" }).first()).toBeVisible();
    await page.goto(`/admin/users/${duplicate.id}`);
    await expect(page.getByRole("note").filter({ hasText: "A retired account: merged into" })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/admin/users/${survivor.id}/merge`);
    await expectAccessible(page);
    await page.getByRole("button", { name: /Undo merge of Dana Duplicate/ }).click();
    await expect(toast(page, "The merge was undone: both accounts are back as they were.")).toBeVisible();
    await page.goto(`/admin/users/${survivor.id}/payments`);
    await expect(page.getByRole("cell", { name: "$25.00" })).toHaveCount(0);
    await page.goto(`/admin/users/${duplicate.id}`);
    await expect(page.getByText("A retired account: merged into")).toHaveCount(0);
    await duplicateSession.dispose();
  });

  test("a merge that cannot be made says why and offers no Merge button", async ({ page }) => {
    const { survivor, duplicate } = await duplicateAccounts();
    await paymentInProgress(duplicate.id);
    await signInAs(page, demo("admin"));
    await openPreview(page, duplicate.id, survivor.email);
    const blocked = page.getByRole("alert").filter({ hasText: "The merge cannot be made:" });
    await expect(blocked).toContainText("has a payment in progress");
    await expect(page.getByRole("button", { name: "Merge accounts" })).toHaveCount(0);
    await expectAccessible(page);

    // Keeping the other account instead is one link away: the preview turns round.
    await page.getByRole("link", { name: /Keep Dana Duplicate’s account instead/ }).click();
    await expect(page.getByText(`Survives: Dana Duplicate (${survivor.email}`)).toBeVisible();
  });
});
