/**
 * Walks every route in the app's route manifest (public/build/manifest-*.js, written by the build),
 * so a new route is checked the moment it exists:
 * - a visitor asking for any signed-in route, page or per-route data, is sent to login;
 * - a signed-in member gets 403 on every /admin route (page, per-route data and form posts).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { isPublicPath } from "../../app/lib/paths.ts";
import { createMember } from "./support.ts";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasLoader: boolean; hasAction: boolean };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function readManifest(): ManifestRoute[] {
  const dir = path.join(root, "public/build");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No route manifest: run the build first");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return Object.values((JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes);
}

/** A concrete URL for each route: params become 1, a splat becomes an unknown path. */
function concretePaths(routes: ManifestRoute[]) {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const urlOf = (r: ManifestRoute): string => {
    const parts: string[] = [];
    for (let cur: ManifestRoute | undefined = r; cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      if (cur.path) parts.unshift(cur.path);
    }
    const joined =
      "/" +
      parts
        .join("/")
        .replace(/:[A-Za-z0-9_]+\??/g, "1")
        .replace(/\*$/, "no-such-page");
    return joined.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
  };
  const all = routes
    .filter((r) => r.id !== "root")
    .map((r) => ({ id: r.id, url: urlOf(r), hasLoader: r.hasLoader, hasAction: r.hasAction, isPublic: isPublicPath(urlOf(r)) }));
  // A pathless layout (e.g. the frame of the sign-in pages) is public when it frames public pages.
  for (const r of all) {
    const source = byId.get(r.id);
    if (source && !source.path && !source.index) {
      r.isPublic = all.some((c) => byId.get(c.id)?.parentId === r.id && isPublicPath(c.url));
    }
  }
  return all;
}

const routes = concretePaths(readManifest());
const isAdminOnly = (url: string) => url === "/admin" || url.startsWith("/admin/") || url.startsWith("/impersonate/");
const dataUrl = (url: string, id: string) => `${url === "/" ? "/_root" : url}.data?_routes=${encodeURIComponent(id)}`;

test.describe("route walk", () => {
  test.skip(() => test.info().project.name !== "js-on", "request-level checks run once");

  test("the manifest has the routes this walk relies on", () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(["/login", "/register", "/", "/admin/users", "/admin/users/1"]));
  });

  test("a visitor is sent to login from every signed-in route", async ({ request }) => {
    const checked: string[] = [];
    for (const r of routes.filter((x) => !x.isPublic)) {
      if (r.hasLoader) {
        const page = await request.get(r.url, { maxRedirects: 10 });
        expect(new URL(page.url()).pathname, `GET ${r.url}`).toBe("/login");
        const data = await request.get(dataUrl(r.url, r.id), { maxRedirects: 0 });
        expect(await data.text(), `data for ${r.id}`).toMatch(/SingleFetchRedirect.*"\/login/);
      }
      if (r.hasAction) {
        const post = await request.post(r.url, { maxRedirects: 0, form: { intent: "probe" } });
        expect([302, 303], `POST ${r.url}`).toContain(post.status());
        expect(post.headers()["location"] ?? "", `POST ${r.url}`).toMatch(/^\/login/);
      }
      checked.push(r.url);
    }
    expect(checked.length).toBeGreaterThan(5);
  });

  test("a member gets 403 on every admin route", async ({ playwright, baseURL }) => {
    const member = createMember();
    const api: APIRequestContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? "" } });
    const login = await api.post("/login", { form: { email: member.email, password: member.password }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const adminRoutes = routes.filter((r) => isAdminOnly(r.url));
    expect(adminRoutes.length).toBeGreaterThan(3);
    for (const r of adminRoutes) {
      if (r.hasLoader) {
        const page = await api.get(r.url, { maxRedirects: 0 });
        expect(page.status(), `GET ${r.url}`).toBe(403);
        const data = await api.get(dataUrl(r.url, r.id), { maxRedirects: 0 });
        expect(data.status(), `data for ${r.id}`).toBe(403);
      }
      if (r.hasAction) {
        const post = await api.post(r.url, { maxRedirects: 0, form: { intent: "probe" } });
        expect(post.status(), `POST ${r.url}`).toBe(403);
      }
    }
    await api.dispose();
  });

  test("a post from another site is refused", async ({ request }) => {
    const response = await request.post("/login", {
      headers: { Origin: "https://evil.example" },
      form: { email: "a@b.c", password: "x" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});
