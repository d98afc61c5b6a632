import { expect, test, type Page } from "@playwright/test";
import { createMember, expectAccessible, jsEnabled, signInAs, waitForHydration } from "./support.ts";

const PAGE = "/edit-profile/professional";

async function openAsNewMember(page: Page) {
  const member = await createMember({ firstName: "Jo" });
  await signInAs(page, member);
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Professional Info", level: 1 })).toBeVisible();
  return member;
}

const primaryAreas = (page: Page) => page.getByRole("group", { name: "Primary Work Areas" });
const installation = (page: Page) => page.getByLabel("Military Installation");
/** The edit-profile sidebar tab, named with its check-mark state. */
const tab = (page: Page, state: "complete" | "incomplete") => page.getByRole("link", { name: `Professional Info, ${state}`, exact: true });
const chosenOption = (page: Page, label: string) => page.getByLabel(label).locator("option:checked");

test.describe("professional info", () => {
  test("a new member saves employment details and finds them after a reload", async ({ page }) => {
    await openAsNewMember(page);
    await expectAccessible(page);
    await expect(tab(page, "incomplete")).toBeVisible();

    await page.getByLabel("Organization").fill("Credit Counseling of Ohio");
    await page.getByLabel("Job Title").fill("Housing Counselor");
    await page.getByLabel("Years of Service").selectOption("6-10");
    await page.getByLabel("Primary Work Area Category").selectOption({ label: "Nonprofit Counseling" });
    if (jsEnabled()) {
      // Only the chosen category's areas, and no installation for a non-military category.
      await expect(primaryAreas(page).getByRole("group", { name: "Military and Veterans Services" })).toHaveCount(0);
      await expect(installation(page)).toHaveCount(0);
    } else {
      // Every category's areas, grouped by category, and the installation with its hint.
      await expect(primaryAreas(page).getByRole("group", { name: "Military and Veterans Services" })).toBeVisible();
      await expect(installation(page)).toBeVisible();
      await expect(page.getByText("(for military work area categories)")).toBeVisible();
    }
    await primaryAreas(page).getByRole("group", { name: "Nonprofit Counseling" }).getByLabel("Credit counseling").check();
    await page.getByLabel("I offer virtual counseling").check();
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Professional info saved.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(tab(page, "complete")).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Organization")).toHaveValue("Credit Counseling of Ohio");
    await expect(page.getByLabel("Job Title")).toHaveValue("Housing Counselor");
    await expect(page.getByLabel("Years of Service")).toHaveValue("6-10");
    await expect(chosenOption(page, "Primary Work Area Category")).toHaveText("Nonprofit Counseling");
    await expect(primaryAreas(page).getByLabel("Credit counseling")).toBeChecked();
    await expect(primaryAreas(page).getByLabel("Housing counseling")).not.toBeChecked();
    await expect(page.getByLabel("I offer virtual counseling")).toBeChecked();
    await expect(page.getByLabel("I offer local counseling")).not.toBeChecked();
    await expect(tab(page, "complete")).toBeVisible();
    await expectAccessible(page);
  });

  test("a military category asks for the installation; other categories offer their areas", async ({ page }) => {
    await openAsNewMember(page);
    await page.getByLabel("Primary Work Area Category").selectOption({ label: "Military and Veterans Services" });
    await expect(installation(page)).toBeVisible();
    await primaryAreas(page).getByRole("group", { name: "Military and Veterans Services" }).getByLabel("Family Readiness").check();
    await installation(page).selectOption({ label: "Fort Liberty" });
    const otherAreas = page.getByRole("group", { name: "Other Work Areas" });
    if (jsEnabled()) await expect(otherAreas.getByRole("group", { name: "Nonprofit Counseling" })).toHaveCount(0);
    await page.getByRole("group", { name: "Other Work Area Categories" }).getByLabel("Nonprofit Counseling").check();
    await otherAreas.getByRole("group", { name: "Nonprofit Counseling" }).getByLabel("Housing counseling").check();
    if (jsEnabled()) await expect(otherAreas.getByRole("group", { name: "Private Practice" })).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Professional info saved.")).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(chosenOption(page, "Primary Work Area Category")).toHaveText("Military and Veterans Services");
    await expect(primaryAreas(page).getByLabel("Family Readiness")).toBeChecked();
    await expect(chosenOption(page, "Military Installation")).toHaveText("Fort Liberty");
    await expect(page.getByRole("group", { name: "Other Work Area Categories" }).getByLabel("Nonprofit Counseling")).toBeChecked();
    await expect(page.getByRole("group", { name: "Other Work Areas" }).getByLabel("Housing counseling")).toBeChecked();
    await expectAccessible(page);
  });

  test("ticking Other without saying what asks for it", async ({ page }) => {
    await openAsNewMember(page);
    await page.getByLabel("Organization").fill("Kept Organization");
    await page.getByLabel("Other", { exact: true }).check();
    await page.getByRole("button", { name: "Save" }).click();
    const other = page.getByLabel("Other areas of work");
    await expect(other).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Required", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Organization")).toHaveValue("Kept Organization");
    await expect(page.getByText("Professional info saved.")).toHaveCount(0);
    await expectAccessible(page);

    await other.fill("Tax preparation");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Professional info saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Other", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Other areas of work")).toHaveValue("Tax preparation");
  });
});
