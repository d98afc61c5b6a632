/**
 * System data (issue 32): the admin opens every defined kind's list, new and edit pages; edits a
 * certification's description and a member sees it in the certification area; changes a product's
 * price and a cart already holding it keeps its price; archives a work area and it leaves the
 * professional form; archives a credit type and it leaves the CEU form. (Adding an announcement that reaches a member's dashboard is in
 * notifications.spec.ts, beside the banner tests it would otherwise race.) JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { cartLine, catalogueProduct, creditType, productLine, uniqueName, workArea } from "../factories/index.ts";
import { SYSTEM_DATA_KINDS } from "../../app/features/system-data/kinds.ts";
import { definedKinds } from "../../app/features/system-data/registry.server.ts";
import { db } from "../../app/lib/db.server.ts";
import { createMember, demo, expectAccessible, signInAs, waitForHydration } from "./support.ts";

/** The kinds that have a definition (the others are on the known-unbuilt list). */
const DEFINED = definedKinds().map((d) => d.slug);

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

async function openRecord(page: Page, kind: string, name: string) {
  await page.goto(`/admin/system-data/${kind}?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

test.describe("every defined kind's pages open", () => {
  test.skip(() => test.info().project.name !== "js-off", "the pages are the server's: walked once, without JavaScript");

  test("the System Data menu page", async ({ page }) => {
    await signInAs(page, demo("admin"));
    await page.goto("/admin/system-data");
    await expect(page.getByRole("heading", { name: "System Data", level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  // One test per kind: thirty kinds' three pages with an axe check each outlast one test's time.
  for (const slug of DEFINED) {
    test(`${slug}: the list from the menu, a row's edit page and the new page`, async ({ page }) => {
      const label = SYSTEM_DATA_KINDS.find((k) => k.slug === slug)!.label;
      await signInAs(page, demo("admin"));
      await page.goto("/admin/system-data");
      await page.getByRole("main").getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { name: label, level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.locator("table.data tbody tr").first().getByRole("link").first().click();
      await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
      await expectAccessible(page);
      if (!definedKinds().find((d) => d.slug === slug)?.fixedRows) {
        await page.goto(`/admin/system-data/${slug}/new`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^New /);
        await expectAccessible(page);
      }
    });
  }
});

test("a certification's description, edited here, shows in the certification area", async ({ page, browser }) => {
  const afc = await db.certification.findUniqueOrThrow({ where: { key: "afc" } });
  const marker = `${uniqueName("Now with evening cohorts")}.`;
  try {
    await signInAs(page, demo("admin"));
    await openRecord(page, "certifications", afc.name);
    await waitForHydration(page);
    await page
      .getByRole("textbox", { name: "Description" })
      .fill(`<p>${afc.description ?? ""} <strong>${marker}</strong></p><script>alert(1)</script>`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Changes saved.")).toBeVisible();
    const preview = page.getByRole("region", { name: "Preview: Description" });
    await expect(preview.locator("strong")).toHaveText(marker);
    await expect(page.getByRole("table", { name: "History" })).toContainText(marker);
    await expectAccessible(page);

    const member = await createMember({ firstName: "Nia" });
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, member);
    await memberPage.goto("/certifications-and-training");
    const card = memberPage.getByRole("region", { name: afc.name });
    await expect(card.locator("strong")).toHaveText(marker);
    await expect(card.locator("script")).toHaveCount(0);
    await memberContext.close();
  } finally {
    await db.certification.update({ where: { id: afc.id }, data: { description: afc.description } });
  }
});

test("a price change applies to new orders; a cart already holding the product keeps its price", async ({ page }) => {
  const product = await catalogueProduct({ name: uniqueName("Workshop seat"), priceCents: 4_000 });
  const member = await createMember();
  await cartLine(member.id, productLine(product));

  await signInAs(page, demo("admin"));
  await openRecord(page, "products", product.name);
  await waitForHydration(page);
  await expect(page.getByText("Used by 1 cart and order items.")).toBeVisible();
  await page.getByLabel("Price", { exact: true }).fill("twelve");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Enter an amount in dollars, such as 25 or 25.50")).toBeVisible();
  await page.getByLabel("Price", { exact: true }).fill("55.50");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Changes saved.")).toBeVisible();
  await expect(page.getByRole("table", { name: "History" })).toContainText("Price: $40.00 → $55.50");

  expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).priceCents).toBe(5_550);
  const items = await db.lineItem.findMany({ where: { userId: member.id }, select: { priceCents: true, finalPriceCents: true } });
  expect(items).toEqual([{ priceCents: 4_000, finalPriceCents: 4_000 }]);
  // Deleting a product in use is not offered: archive it instead.
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
});

test("an archived work area leaves the professional form's choices", async ({ page, browser }) => {
  const category = uniqueName("Archive check");
  const kept = await workArea(uniqueName("Kept area"), category);
  const gone = await workArea(uniqueName("Gone area"), category);
  expect(kept.categoryId).toBe(gone.categoryId);

  await signInAs(page, demo("admin"));
  await openRecord(page, "work-areas", gone.name);
  await expect(page.getByText("No other record uses this work area.")).toBeVisible();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, "Archived: it no longer shows in members' choices.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).getByText("Archived")).toBeVisible();
  await expectAccessible(page);
  // The list shows current rows unless asked for the archived ones.
  await page.goto(`/admin/system-data/work-areas?q=${encodeURIComponent(gone.name)}`);
  await expect(page.getByRole("link", { name: gone.name })).toHaveCount(0);
  await page.goto(`/admin/system-data/work-areas?q=${encodeURIComponent(gone.name)}&archive=archived`);
  await expect(page.getByRole("link", { name: `${gone.name} (archived)` })).toBeVisible();

  const member = await createMember();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member);
  await memberPage.goto("/edit-profile/professional");
  await waitForHydration(memberPage);
  await memberPage.getByLabel("Primary Work Area Category").selectOption({ label: category });
  await expect(memberPage.getByLabel(kept.name).first()).toBeVisible();
  await expect(memberPage.getByText(gone.name)).toHaveCount(0);
  await memberContext.close();
});

test("an event the admin adds is listed for members at its price", async ({ page, browser }) => {
  // More than a year ahead: the dashboard's carousel (the 10 soonest) keeps the demo's own events.
  const name = uniqueName("Retirement planning clinic");
  const year = new Date().getUTCFullYear() + 2;
  await signInAs(page, demo("admin"));
  await page.goto("/admin/system-data/events/new");
  await expect(page.getByRole("heading", { name: "New event", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Type").selectOption({ label: "Webinar" });
  await page.getByLabel("Date", { exact: true }).fill(`${year}-03-14`);
  await page.getByLabel("Approved for ethics").check();
  await page.getByLabel("CEUs").fill("1.5");
  await page.getByLabel("Price", { exact: true }).fill("45");
  await page.getByLabel("Member price").fill("30");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expectAccessible(page);

  const member = await createMember();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member);
  await memberPage.goto(`/events?q=${encodeURIComponent(name)}`);
  const row = memberPage.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Webinar");
  await expect(row).toContainText("$45.00");
  await memberContext.close();
});

test("an archived credit type leaves the CEU form's choices", async ({ page, browser }) => {
  const kept = await creditType(uniqueName("Kept credit"));
  const gone = await creditType(uniqueName("Gone credit"));

  await signInAs(page, demo("admin"));
  await openRecord(page, "credit-types", gone.name);
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, "Archived: it no longer shows in members' choices.")).toBeVisible();
  await expectAccessible(page);

  const member = await createMember();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member);
  await memberPage.goto("/ceus/individual/new");
  const select = memberPage.getByLabel("Credit Type");
  await expect(select.getByRole("option", { name: kept.name })).toHaveCount(1);
  await expect(select.getByRole("option", { name: gone.name })).toHaveCount(0);
  await expectAccessible(memberPage);
  await memberContext.close();
});
