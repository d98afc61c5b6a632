/**
 * Phone widths (issue 16): at 390 px no list page may be wider than the screen. Tables scroll
 * inside their own box; the page itself never grows sideways.
 */
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/lib/paths.ts";
import { demo, logIn } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

async function overflow(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width > 390 ? `${url}: ${width} px` : null;
}

test.describe("phone width", () => {
  test("member and admin list pages are no wider than a 390 px screen", async ({ page }) => {
    const wide: (string | null)[] = [];
    const certified = demo("certified in good standing");
    await logIn(page, certified.email, certified.password);
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    for (const url of [paths.dashboard(), paths.ceus.root(), paths.cart(), paths.editProfile.root(), paths.editProfile.payment()]) {
      wide.push(await overflow(page, url));
    }
    await page.context().clearCookies();
    const admin = demo("admin");
    await logIn(page, admin.email, admin.password);
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    for (const url of [
      paths.admin.users.root(),
      paths.admin.individualCeus.root(),
      paths.admin.groupCeus.root(),
      paths.admin.memberships.root(),
    ]) {
      wide.push(await overflow(page, url));
    }
    expect(wide.filter(Boolean)).toEqual([]);
  });
});
