/**
 * Refusals of the limits (decision 37), with and without JavaScript: the limit per address on failed
 * sign-ins, shown on the sign-in form, and the server's flood guard, shown as a page.
 *
 * The server believes one proxy (TRUST_PROXY=1 in playwright.config.ts), so each test here signs in
 * from an address of its own (X-Forwarded-For, a documentation range): filling that address's
 * failures cannot refuse another test's sign-ins, which come from 127.0.0.1.
 */
import { expect, test } from "@playwright/test";
import { getBrand } from "~/lib/brand.server.ts";
import { floodRefusal } from "~/lib/rate-limit.server.ts";
import { addressOverSignInLimit } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, keepHtmlText, waitForHydration } from "./support.ts";

test.describe("limits that stop attackers, not members", () => {
  test("past its network's failed sign-in limit the form says so and how long to wait, with a 429; the right password waits too", async ({
    page,
  }) => {
    const address = `203.0.113.${jsEnabled() ? 61 : 62}`;
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
    const member = await createMember({ firstName: "Rhea" });
    await addressOverSignInLimit(address);

    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && /^\/login(\.data)?$/.test(new URL(r.url()).pathname));
    await page.getByRole("button", { name: "Log in" }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(14 * 60);

    await expect(page.getByText("Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(member.email);
    await expect(page.locator(".error-code")).toHaveCount(0);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);

    // Only that network waits: from another address the member signs in.
    await page.setExtraHTTPHeaders({});
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Rhea" })).toBeVisible();
  });

  test("the server's flood guard answers a post with a page saying what happened and when to try again, never a 500", async ({ page }) => {
    const member = await createMember();
    await page.goto("/login");
    await waitForHydration(page);
    // The e2e server relaxes the flood guard (RATE_LIMIT_RELAXED), so its own answer
    // (lib/rate-limit.server.ts floodRefusal) is played for the sign-in post: the page without
    // JavaScript, the single-fetch 429 with it.
    let pageHtml = "";
    await page.route(/\/login(\.data)?$/, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const url = new URL(route.request().url());
      const refusal = floodRefusal(
        30,
        { path: url.pathname, referer: (await route.request().headerValue("referer")) ?? undefined, host: url.host },
        getBrand(),
      );
      if (!url.pathname.endsWith(".data")) pageHtml = refusal.body;
      await route.fulfill({ status: refusal.status, headers: refusal.headers, body: refusal.body });
    });
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();

    await expect(page.getByRole("heading", { name: "Too many requests" })).toBeVisible();
    await expect(page.getByText("Too many requests from your network. Please wait 30 seconds and try again.")).toBeVisible();
    await expect(page.locator(".error-code")).toHaveText("429");
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByText(getBrand().shortName, { exact: false }).first()).toBeVisible();
    await expectAccessible(page);
    if (pageHtml) keepHtmlText("/login (the flood guard's 429 page)", pageHtml);

    await page.unrouteAll();
    await page.getByRole("link", { name: "Back to the page" }).click();
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  });
});
