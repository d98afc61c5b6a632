/**
 * Several app servers on one database (issue 38): two more portal processes on ports of their own,
 * on the browser tests' database (PostgreSQL in the smoke, the SQLite file otherwise), each with
 * its own memory. The same form sent to both at once takes effect once: a password reset link, a
 * checkout, a review decision; and the sign-in throttle counts wrong passwords across both. The
 * scheduled jobs' once-per-period claim is raced by processes in tests/unit/once-across-processes.test.ts,
 * which the PostgreSQL vitest pass runs too. Once, in the JavaScript-off project: plain form posts.
 */
import type { ChildProcess } from "node:child_process";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { cartLine, certifiedInGoodStanding, pendingIndividualCeu, saveCard } from "../factories/index.ts";
import { E2E_PORT } from "../playwright.config.ts";
import { db } from "~/lib/db.server.ts";
import { logLine, spawnPortal } from "./portal-process.ts";
import { createMember, demo, latestEmailTo, signInAs, SMOKE } from "./support.ts";

const PORTS = [E2E_PORT + 61, E2E_PORT + 62] as const;

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawnPortal(port, { RATE_LIMIT_RELAXED: "true", BCRYPT_COST: "4" });
  await logLine(child, "portal listening");
  return child;
}

/** A page on each server; cookies are per host, not per port, so a session planted once serves both. */
async function pagePerServer(browser: Browser): Promise<[Page, Page]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return [await context.newPage(), await context.newPage()];
}

function on(port: number, pathname: string): string {
  return `http://localhost:${port}${pathname}`;
}

/** The login form on one server. */
async function logInOn(page: Page, port: number, email: string, password: string) {
  await page.goto(on(port, "/login"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test.describe("two app servers on one database", SMOKE, () => {
  test.describe.configure({ mode: "serial" });
  let servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== "js-off", "once, with plain form posts");
    servers = await Promise.all(PORTS.map(startServer));
  });

  test.afterAll(() => {
    for (const server of servers) server.kill("SIGTERM");
  });

  test("a password reset link sent to both at once resets the password once", async ({ browser }) => {
    const member = await createMember({ firstName: "Twin" });
    const [a, b] = await pagePerServer(browser);
    await a.goto(on(PORTS[0], "/password/reset"));
    await a.getByLabel("Email").fill(member.email);
    await a.getByRole("button", { name: "Send Password Reset Link" }).click();
    await expect(a.getByText("Success! Check your email for a link to reset your password.")).toBeVisible();
    const link = (await latestEmailTo(member.email))?.text.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const pathname = new URL(link!).pathname;

    for (const [page, port, password] of [
      [a, PORTS[0], "first-new-password"],
      [b, PORTS[1], "second-new-password"],
    ] as const) {
      await page.goto(on(port, pathname));
      await page.getByLabel("Email").fill(member.email);
      await page.getByLabel("New Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm New Password").fill(password);
    }
    await Promise.all([a, b].map((page) => page.getByRole("button", { name: "Reset Password" }).click()));

    const reset = [];
    for (const page of [a, b]) {
      const done = page.getByText("Your password has been reset.", { exact: false });
      const refused = page.getByText("This password reset link is invalid or has expired.", { exact: false });
      await expect(done.or(refused)).toBeVisible();
      reset.push(await done.isVisible());
    }
    expect(reset.filter(Boolean)).toHaveLength(1);
    // The winner's password is the one that signs in, on either server.
    const password = reset[0] ? "first-new-password" : "second-new-password";
    await b.context().clearCookies();
    await logInOn(b, PORTS[1], member.email, password);
    await expect(b.getByRole("heading", { name: "Welcome, Twin" })).toBeVisible();
  });

  test("a cart paid from both at once is charged once", async ({ browser }) => {
    const member = await createMember({ firstName: "Twin", lastName: "Payer" });
    await saveCard(member.id, { id: "pm_card_visa", last4: "4242" });
    await cartLine(member.id, { kind: "event", name: "Webinar: Two Doors", priceCents: 4500 });
    const [a, b] = await pagePerServer(browser);
    await signInAs(a.context(), member);
    await a.goto(on(PORTS[0], "/checkout"));
    await b.goto(on(PORTS[1], "/checkout"));
    await Promise.all([a, b].map((page) => page.getByRole("button", { name: "Pay $45.00" }).click()));
    for (const page of [a, b]) await page.waitForLoadState();

    const paid = await db.transaction.findMany({ where: { userId: member.id, status: "succeeded" }, select: { amountCents: true } });
    expect(paid).toEqual([{ amountCents: 4500 }]);
    expect(await db.lineItem.count({ where: { userId: member.id, transactionId: null, showInCart: true } })).toBe(0);
  });

  test("a CEU approved from both at once is decided once", async ({ browser }) => {
    const member = await createMember({ firstName: "Twin", lastName: "Ceu" });
    const { userCertification } = await certifiedInGoodStanding(member.id);
    const { id } = await pendingIndividualCeu(member.id, {
      reportingPeriodId: userCertification.reportingPeriodId!,
      programTitle: "Two Doors Workshop",
    });
    const [a, b] = await pagePerServer(browser);
    await signInAs(a.context(), demo("admin"));
    for (const [page, port] of [
      [a, PORTS[0]],
      [b, PORTS[1]],
    ] as const) {
      await page.goto(on(port, `/admin/ceus/individual/${id}/approve`));
      await page.getByRole("dialog", { name: "Approve CEU" }).getByLabel("Approved", { exact: true }).check();
    }
    await Promise.all(
      [a, b].map((page) => page.getByRole("dialog", { name: "Approve CEU" }).getByRole("button", { name: "Approve" }).click()),
    );
    for (const page of [a, b]) await page.waitForLoadState();

    expect(await db.individualCeu.findUniqueOrThrow({ where: { id }, select: { status: true } })).toEqual({ status: "approved" });
    expect(await db.ceuReview.count({ where: { individualCeuId: id } })).toBe(1);
    expect(await db.auditEvent.count({ where: { entityType: "IndividualCeu", entityId: id } })).toBe(1);
  });

  test("wrong passwords on both servers add up to one limit", async ({ browser }) => {
    const member = await createMember({ firstName: "Twin", lastName: "Guess" });
    const [a, b] = await pagePerServer(browser);
    const login = (page: Page, port: number, password: string) => logInOn(page, port, member.email, password);
    for (let i = 0; i < 5; i++) {
      const [page, port] = i % 2 === 0 ? [a, PORTS[0]] : [b, PORTS[1]];
      await login(page, port, `wrong-${i}`);
      await expect(page.getByText("Invalid email or password.")).toBeVisible();
    }
    // Three wrong on the first server and two on the second: the right password now waits on both.
    for (const [page, port] of [
      [a, PORTS[0]],
      [b, PORTS[1]],
    ] as const) {
      await login(page, port, member.password);
      await expect(page.getByText("Too many failed sign-in attempts. Please wait 15 minutes or reset your password.")).toBeVisible();
    }
  });
});
