/**
 * Every screen (issue 16): the main pages at a 390 px phone and a 1280 px desktop. At 390 px the
 * page is never wider than the screen (tables scroll in their own box); at 1280 px every column of
 * a list fits in its box. Full-page screenshots of each go to <test output>/screenshots for people
 * to look at (not compared pixel by pixel).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { paths } from "../../app/lib/paths.ts";
import { demo, openDb, PHONE, signInAs } from "./support.ts";

const DESKTOP = { width: 1280, height: 900 };

/** Lays the page out at both widths, screenshots it, and returns what does not fit. */
async function look(page: Page, testInfo: TestInfo, name: string, url: string): Promise<string[]> {
  const problems: string[] = [];
  const dir = path.join(testInfo.project.outputDir, "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.goto(url);
  expect(new URL(page.url()).pathname, `${name} opens`).toBe(new URL(url, "http://x").pathname);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const layout = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      // tables whose columns do not fit their box (the box then scrolls sideways)
      clipped: [...document.querySelectorAll<HTMLElement>(".table-wrap")].filter((w) => w.scrollWidth > w.clientWidth + 1).length,
    }));
    if (layout.width > size.width) problems.push(`${url} at ${size.width} px: the page is ${layout.width} px wide`);
    if (size === DESKTOP && layout.clipped > 0) problems.push(`${url} at 1280 px: ${layout.clipped} table(s) hide columns`);
    await page.screenshot({ path: path.join(dir, `${name}-${size.width}.png`), fullPage: true });
  }
  return problems;
}

test.describe("every screen", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the screenshots are taken once, with JavaScript on");
  test.setTimeout(120_000);

  test("public pages", async ({ page }, testInfo) => {
    const problems: string[] = [];
    for (const [name, url] of [
      ["login", paths.login()],
      ["register", paths.register()],
      ["password-reset", paths.passwordReset.root()],
    ] as const) {
      problems.push(...(await look(page, testInfo, name, url)));
    }
    expect(problems).toEqual([]);
  });

  test("a certified member's pages", async ({ page }, testInfo) => {
    const certified = demo("certified in good standing");
    await signInAs(page, certified);
    const db = openDb();
    const ceu = db
      .prepare("SELECT c.id FROM IndividualCeu c JOIN User u ON u.id = c.userId WHERE u.email = ? LIMIT 1")
      .get(certified.email) as { id: number };
    const payment = db
      .prepare('SELECT t.id FROM "Transaction" t JOIN User u ON u.id = t.userId WHERE u.email = ? LIMIT 1')
      .get(certified.email) as { id: number } | undefined;
    const certification = db
      .prepare("SELECT uc.certificationId FROM UserCertification uc JOIN User u ON u.id = uc.userId WHERE u.email = ? LIMIT 1")
      .get(certified.email) as { certificationId: number } | undefined;
    db.close();
    const pages: [string, string][] = [
      ["dashboard", paths.dashboard()],
      ["edit-profile", paths.editProfile.root()],
      ["edit-profile-payment", paths.editProfile.payment()],
      ["ceus", paths.ceus.root()],
      ["ceu", paths.ceus.individual.edit(ceu.id)],
      ["membership", paths.membership.root()],
      ["cart", paths.cart()],
      ["donate", paths.donate()],
      ["notifications", paths.notifications.root()],
      ["directory", paths.membership.search()],
    ];
    if (payment) pages.push(["receipt", paths.payments.receipt(payment.id)]);
    if (certification) pages.push(["certification", paths.certifications.view(certification.certificationId)]);
    const problems: string[] = [];
    for (const [name, url] of pages) problems.push(...(await look(page, testInfo, `member-${name}`, url)));
    expect(problems).toEqual([]);
  });

  test("an admin's lists and review pages", async ({ page }, testInfo) => {
    const admin = demo("admin");
    await signInAs(page, admin);
    const db = openDb();
    const ceu = db.prepare("SELECT id FROM IndividualCeu WHERE status = 'pending' LIMIT 1").get() as { id: number };
    const group = db.prepare("SELECT id FROM GroupCeu LIMIT 1").get() as { id: number };
    const request = db.prepare("SELECT id FROM MembershipRequest LIMIT 1").get() as { id: number };
    const member = db.prepare("SELECT id FROM User WHERE email = ?").get(demo("certified in good standing").email) as { id: number };
    db.close();
    const problems: string[] = [];
    for (const [name, url] of [
      ["users", paths.admin.users.root()],
      ["user", paths.admin.users.info(member.id)],
      ["user-payments", paths.admin.users.payments(member.id)],
      ["individual-ceus", paths.admin.individualCeus.root()],
      ["individual-ceu", paths.admin.individualCeus.review(ceu.id)],
      ["group-ceus", paths.admin.groupCeus.root()],
      ["group-ceu", paths.admin.groupCeus.review(group.id)],
      ["memberships", paths.admin.memberships.root()],
      ["membership-request", paths.admin.memberships.review(request.id)],
    ] as const) {
      problems.push(...(await look(page, testInfo, `admin-${name}`, url)));
    }
    expect(problems).toEqual([]);
  });

  test("the brand is on the login page and in the header; a receipt prints with it and without the site's menus", async ({ page }) => {
    await page.goto(paths.login());
    await expect(page.getByText("Association for Financial Counseling & Planning Education").first()).toBeVisible();
    const certified = demo("certified in good standing");
    await signInAs(page, certified);
    await page.goto(paths.dashboard());
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "AFCPE Member Portal" })).toHaveAttribute("href", "/");
    const db = openDb();
    const payment = db
      .prepare('SELECT t.id FROM "Transaction" t JOIN User u ON u.id = t.userId WHERE u.email = ? LIMIT 1')
      .get(certified.email) as { id: number };
    db.close();
    await page.goto(paths.payments.receipt(payment.id));
    await expect(page.getByRole("heading", { name: `Receipt #${payment.id}` })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.locator(".receipt-brand")).toHaveText("Association for Financial Counseling & Planning Education");
    await expect(page.getByRole("heading", { name: `Receipt #${payment.id}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Payment Info" })).toBeHidden();
  });

  test("on a phone the content comes first and the menu is one compact control", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const certified = demo("certified in good standing");
    await signInAs(page, certified);
    for (const [url, heading] of [
      [paths.dashboard(), /^Welcome, /],
      [paths.editProfile.root(), "Contact Info"],
    ] as const) {
      await page.goto(url);
      const box = await page.getByRole("heading", { level: 1, name: heading }).boundingBox();
      expect(box?.y ?? Infinity, `${url}: the heading is near the top`).toBeLessThan(400);
      await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    }
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await page.getByRole("banner").getByRole("link", { name: "CEUs" }).click();
    await expect(page).toHaveURL(/\/ceus$/);
    await expect(page.getByRole("heading", { level: 1, name: "CEUs" })).toBeVisible();
    // the menu closed itself on the way
    await expect(page.getByRole("banner").getByRole("link", { name: "CEUs" })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});
