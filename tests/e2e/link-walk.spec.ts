/**
 * The link walk: no link the portal shows leads to a missing page.
 *
 * - Every path builder in `paths` (app/lib/paths.ts) resolves to a route of the build manifest.
 * - As a visitor and as every demo account of README's table, signed in once (support.ts signInAs),
 *   a breadth-first walk GETs every same-site link from the start pages (dashboard, menus,
 *   admin navigation) and from each page it reaches, and fails on any 404 or 5xx.
 * Every page it reaches is also laid out at a 390 px phone width (never wider than the screen), and
 * its HTML is kept for the Nu HTML checker (html-check.ts).
 * Pages not built yet are listed in known-unbuilt.ts; an entry that no dead link and no path builder
 * needs any more fails too (known-unbuilt-check.ts, after the walks, which run side by side), so
 * that list only shrinks. Runs once, in the JavaScript-off project.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/lib/paths.ts";
import { knownUnbuilt, PATH_BUILDERS, recordStillNeeded, VISITOR, type Unbuilt } from "./known-unbuilt.ts";
import { crawl, walkStarts } from "./crawl.ts";
import { demoAccounts, keepHtmlText, PHONE, signInAs } from "./support.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
type ManifestRoute = { id: string; parentId?: string; path?: string };

/** The route patterns of the build, as regular expressions over pathnames (the catch-all 404 route left out); each dynamic segment is a group. */
function routePatterns(): RegExp[] {
  const dir = path.join(root, "public/build");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No route manifest: run the build first");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const routes = Object.values(
    (JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { routes: Record<string, ManifestRoute> }).routes,
  );
  const byId = new Map(routes.map((r) => [r.id, r]));
  const patterns: RegExp[] = [];
  for (const r of routes) {
    const parts: string[] = [];
    for (let cur: ManifestRoute | undefined = r; cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined)
      if (cur.path) parts.unshift(cur.path);
    const segments = parts.join("/").split("/").filter(Boolean);
    if (segments.join("/") === "*") continue;
    const source = segments
      .map((s) =>
        s === "*"
          ? "(?:/.*)?"
          : s.startsWith(":")
            ? s.endsWith("?")
              ? "(?:/([^/]+))?"
              : "/([^/]+)"
            : "/" + s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    patterns.push(new RegExp(`^${source || "/"}$`, "i"));
  }
  return patterns;
}

/** Every builder of the `paths` table with its name, called with "1" for each argument it declares. */
function builtPaths(): Array<{ name: string; pathname: string }> {
  const out: Array<{ name: string; pathname: string }> = [];
  const visit = (node: unknown, name: string) => {
    if (typeof node === "function") {
      const url = (node as (...args: string[]) => string)(...Array.from({ length: node.length }, () => "1"));
      out.push({ name, pathname: new URL(url, "http://portal.invalid").pathname });
    } else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) visit(child, name ? `${name}.${key}` : key);
    }
  };
  visit(paths, "paths");
  return out;
}

type Dead = { status: number; url: string; foundOn: string };

/**
 * The shared walk (crawl.ts) with the cookies of `page`'s browser context, recording dead links. Each
 * page's HTML is laid out in `page` (scripts never run: the JavaScript-off project) with a base
 * address for its styles and images, and kept for the Nu HTML checker.
 */
async function walk(page: Page, origin: string, starts: string[]) {
  const stillNeeded = new Set<Unbuilt>();
  const wide: string[] = [];
  const dead: Dead[] = [];
  let unbuiltLinks = 0;
  const { visited, unfinished } = await crawl(
    page.context().request,
    origin,
    starts,
    async ({ url, target, foundOn, status, landed, html }) => {
      if (status === 404 || status >= 500) {
        const unbuilt = status === 404 ? knownUnbuilt(url.pathname) : undefined;
        if (unbuilt) {
          stillNeeded.add(unbuilt);
          unbuiltLinks += 1;
        } else dead.push({ status, url: target, foundOn });
        return;
      }
      if (html === null || status !== 200) return;
      keepHtmlText(landed.pathname + landed.search, html);
      await page.setContent(html.replace("<head>", `<head><base href="${landed.origin}/">`), { waitUntil: "load" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${landed.pathname + landed.search}: ${width} px`);
    },
  );
  return { visited, dead, unbuiltLinks, unfinished, wide, stillNeeded };
}

test.describe("link walk", () => {
  test.skip(() => test.info().project.name !== "js-off", "walked once, without JavaScript");

  test("every path builder resolves to a route of the build, or to a known not-yet-built page", () => {
    const patterns = routePatterns();
    const missing: string[] = [];
    const built = builtPaths();
    const stillNeeded = new Set<Unbuilt>();
    // Builders are called with "1" for every argument: a route matches when its dynamic segments took
    // exactly those, not a builder's own literal (certifications/pay is not certifications/:id).
    const resolves = (pathname: string) =>
      patterns.some((p) => {
        const m = p.exec(pathname);
        return m !== null && m.slice(1).every((param) => param === undefined || param === "1");
      });
    for (const { name, pathname } of built) {
      if (resolves(pathname)) continue;
      const unbuilt = knownUnbuilt(pathname);
      if (unbuilt) stillNeeded.add(unbuilt);
      else missing.push(`${name} -> ${pathname}`);
    }
    recordStillNeeded(PATH_BUILDERS, stillNeeded);
    expect(built.length).toBeGreaterThan(50);
    expect(missing, "path builders without a route (build the page, or list it in known-unbuilt.ts)").toEqual([]);
  });

  const accounts = [{ email: "", password: "", shows: VISITOR }, ...demoAccounts()];
  for (const account of accounts) {
    test(`every link answers (no 404 or 5xx), as: ${account.shows}`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      if (account.email) {
        await signInAs(page, account);
        await page.goto(paths.dashboard());
        await expect(page).not.toHaveURL(/\/login/);
      }
      const starts = walkStarts(Boolean(account.email));
      await page.setViewportSize(PHONE);
      const result = await walk(page, baseURL ?? "", starts);
      recordStillNeeded(account.shows, result.stillNeeded);
      console.log(
        `link walk (${account.shows}): ${result.visited} pages, ${result.unbuiltLinks} of them not built yet (known-unbuilt.ts)` +
          (result.unfinished ? `; stopped at the cap with ${result.unfinished} links queued` : ""),
      );
      expect(result.visited).toBeGreaterThan(account.email ? 5 : 2);
      expect(result.dead.map((d) => `${d.status} ${d.url} (found on ${d.foundOn})`)).toEqual([]);
      expect(result.wide, "pages wider than a 390 px screen").toEqual([]);
    });
  }
});
