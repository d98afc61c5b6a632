/**
 * Shared helpers for the browser tests: demo accounts, fresh members (the specs build the rest of
 * their data with the builders of tests/factories, straight from the specs), sign-in, reading the
 * database, the outbox, and the checks every visited page gets (axe, no overflow at 390 px, HTML kept
 * for the Nu HTML checker).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { createSession } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { createMember as buildMember, TEST_PASSWORD, useIdLabel, type MemberOverrides } from "../factories/index.ts";
import { E2E_DATA_DIR, E2E_ON_POSTGRESQL } from "../playwright.config.ts";

// The builders' made-up Stripe ids and idempotency keys are unique: two workers (and a restarted
// one) each get their own word in them.
useIdLabel(`e2e${process.pid}${Date.now().toString(36)}`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function dbFile(): string {
  const url = process.env.DATABASE_URL ?? "";
  if (!url.startsWith("file:")) throw new Error("openDb reads the SQLite file: a test of the PostgreSQL smoke reads through `db` instead");
  return url.slice("file:".length);
}

/**
 * The server's SQLite file for reading what it wrote (the builders write through the app's Prisma
 * client). The tests of the smoke (SMOKE) run on PostgreSQL too: they read through the app's `db`.
 */
export function openDb() {
  return new Database(dbFile());
}

/**
 * The tag of the browser smoke, `test(title, SMOKE, ...)`: the main flows, which run on PostgreSQL
 * too (E2E_DATABASE=postgresql, tests/playwright.config.ts) and so read the database through `db`.
 */
export const SMOKE = { tag: "@smoke" };

export type DemoAccount = { email: string; password: string; shows: string };

/** The README's `## Demo accounts` table is the source of truth for demo sign-ins. */
export function demoAccounts(): DemoAccount[] {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.split(/^## Demo accounts\s*$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((l) => l.trim().startsWith("|"))
    .slice(2)
    .map((l) =>
      l
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim().replace(/^`|`$/g, "")),
    )
    .map(([email = "", password = "", shows = ""]) => ({ email, password, shows }));
}

export function demo(shows: string): DemoAccount {
  const account = demoAccounts().find((a) => a.shows.toLowerCase() === shows.toLowerCase());
  if (!account) throw new Error(`No demo account shows "${shows}" in README.md`);
  return account;
}

let counter = 0;
/**
 * A fresh member who can sign in with TEST_PASSWORD (tests/factories createMember): an email and a
 * surname no other test or worker uses, unless given.
 */
export async function createMember(over: MemberOverrides = {}) {
  counter += 1;
  const stamp = `${Date.now()}-${process.pid}-${counter}`;
  const user = await buildMember({
    email: `e2e-${stamp}@example.test`,
    firstName: "Pat",
    lastName: `Tester${counter}`,
    password: true,
    ...over,
  });
  return { ...user, password: TEST_PASSWORD };
}

/** Who to sign in as: a demo account or a member made by a test (found by id, else by email). */
export type SignInTarget = { id: number } | { email: string };

/** A cookie as Playwright's addCookies and storageState take it. */
export type SessionCookie = Awaited<ReturnType<BrowserContext["storageState"]>>["cookies"][number];

/**
 * The signed `__session` cookie of a new sign-in for the user: the app's own createSession
 * (app/lib/auth.server.ts) writes the Session row and signs the cookie with the server's secret
 * (DATA_DIR/.session-secret in the production-mode e2e server; app/lib/env.server.ts), exactly as
 * the login action does. No page is loaded.
 */
export async function sessionCookie(
  user: SignInTarget,
  baseURL = test.info().project.use.baseURL,
): Promise<SessionCookie & { userId: number; sessionId: string }> {
  const found = await db.user.findUnique({ where: "id" in user ? { id: user.id } : { email: user.email }, select: { id: true } });
  if (!found) throw new Error(`signInAs: no user ${JSON.stringify(user)} in the e2e database`);
  const session = await createSession(found.id, { remember: false, ipAddress: "e2e", userAgent: "Playwright signInAs" });
  const [pair] = session.setCookie.split(";");
  const eq = pair!.indexOf("=");
  if (!baseURL) throw new Error("signInAs needs the project's baseURL");
  // The attributes the server's Set-Cookie gives it (app/lib/cookies.server.ts; COOKIE_SECURE=false in the e2e run).
  return {
    name: pair!.slice(0, eq),
    value: pair!.slice(eq + 1),
    domain: new URL(baseURL).hostname,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax",
    userId: found.id,
    sessionId: session.id,
  };
}

/**
 * Signs the browser context in as `user` without the login form: a Session row and its signed
 * cookie (see sessionCookie). The page stays where it is: go to the page the test is about. Use
 * `page.context().clearCookies()` first to switch from another user. The login form itself is
 * tested in auth.spec.ts.
 */
export async function signInAs(page: Page | BrowserContext, user: SignInTarget): Promise<{ userId: number; sessionId: string }> {
  const context = "context" in page ? page.context() : page;
  const { userId, sessionId, ...cookie } = await sessionCookie(user);
  await context.addCookies([cookie]);
  return { userId, sessionId };
}

/** A storage state signed in as `user`, for browser.newContext or playwright.request.newContext. */
export async function signedInState(user: SignInTarget, baseURL?: string) {
  const { userId: _userId, sessionId: _sessionId, ...cookie } = await sessionCookie(user, baseURL);
  return { cookies: [cookie], origins: [] };
}

/** Signs in through the real form (works with and without JavaScript): auth.spec.ts only, which tests the form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export function jsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** With JavaScript on, typing before hydration is lost: wait for the root to mark itself hydrated. */
export async function waitForHydration(page: Page) {
  if (jsEnabled()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The newest email the portal wrote to the outbox for an address. */
export async function latestEmailTo(to: string): Promise<{ subject: string; text: string } | undefined> {
  const row = await db.emailMessage.findFirst({ where: { to }, orderBy: { id: "desc" }, select: { subject: true, text: true } });
  return row ?? undefined;
}

/**
 * One scratch JavaScript-on page per browser for the JavaScript-off axe checks: opening a context
 * per check cost about a second each, which pushed long JS-off tests near their time limit.
 */
const scratchPages = new WeakMap<Browser, Promise<Page>>();
function scratchPage(browser: Browser): Promise<Page> {
  let page = scratchPages.get(browser);
  if (!page) {
    page = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    scratchPages.set(browser, page);
  }
  return page;
}

/** Where the pages' server HTML is kept for the Nu HTML checker (tests/e2e/html-check.ts). */
export const HTML_DIR = path.join(E2E_DATA_DIR, "html");
export const PHONE = { width: 390, height: 844 };

/**
 * The checks every page a browser test visits gets: no serious or critical accessibility problems
 * (axe), no horizontal overflow at a 390 px phone width, and its HTML as the server sent it kept
 * for the Nu HTML checker.
 */
export async function expectAccessible(page: Page) {
  let target = page;
  if (!jsEnabled()) {
    // axe runs inside the page, which JavaScript-off pages cannot do: check the same server HTML
    // (scripts removed, styles kept) in a scratch JavaScript-on page.
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const origin = new URL(page.url()).origin;
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace("<head>", `<head><base href="${origin}/">`);
    target = await scratchPage(browser);
    await target.setContent(html, { waitUntil: "load" });
  }
  // Legacy mode: axe.run in the page itself. The default (runPartial) opens and closes a blank page
  // for every check to finish the run there, which cost about a third of each check; the one thing
  // legacy mode leaves out is the inside of cross-origin frames (only the login panel's YouTube
  // embed, which is not our markup).
  const results = await new AxeBuilder({ page: target }).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  expect(await widthAtPhoneSize(target), `${new URL(page.url()).pathname} is wider than a 390 px screen`).toBeLessThanOrEqual(PHONE.width);
  // The Nu HTML checker runs after the SQLite run only.
  if (!E2E_ON_POSTGRESQL) await keepHtml(page);
}

/** The document's width with the page laid out on a 390 px screen (the viewport is put back after). */
async function widthAtPhoneSize(page: Page): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (before) await page.setViewportSize(before);
  return width;
}

/** Where the HTML of the page at `key` (path and query) is kept; null when it is kept already. */
function htmlFileFor(key: string): string | null {
  const name = `${key.replace(/[^a-z0-9]+/gi, "_").slice(0, 80)}-${crypto.createHash("sha1").update(key).digest("hex").slice(0, 8)}.html`;
  const file = path.join(HTML_DIR, name);
  return fs.existsSync(file) ? null : file;
}

/**
 * Keeps a page's HTML as the server sent it, for the Nu HTML checker (once per address). Several
 * workers may keep the same address at once: each writes its own temporary file and links it into
 * place, so the first complete file wins and no file is ever half written or written twice.
 */
export function keepHtmlText(key: string, html: string) {
  const file = htmlFileFor(key);
  if (!file) return;
  fs.mkdirSync(HTML_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `<!-- ${key.replace(/--/g, "- -")} -->\n${html}`);
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function getOnce(page: Page, href: string) {
  return page.request.get(href, { maxRedirects: 0 });
}

/** Saves the page's HTML as the server sends it (fetched again with the page's cookies), once per address. */
async function keepHtml(page: Page) {
  const url = new URL(page.url());
  if (url.origin === "null" || !url.protocol.startsWith("http")) return;
  const key = url.pathname + url.search;
  if (!htmlFileFor(key)) return;
  const response = await getOnce(page, url.href).catch((error: unknown) => {
    // A kept-alive connection the server closed as this request went out (Node closes idle ones
    // after 5 s): a transport error, not the server's answer; ask again on a new connection.
    if (/ECONNRESET|socket hang up/.test(String(error))) return getOnce(page, url.href);
    throw error;
  });
  if (response.status() !== 200 || !(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
  keepHtmlText(key, await response.text());
}
