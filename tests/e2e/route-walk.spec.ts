/**
 * Walks every route in the app's route manifest (public/build/manifest-*.js, written by the build),
 * so a new route is checked the moment it exists:
 * - a visitor asking for any signed-in route, page or per-route data, is sent to login;
 * - a signed-in member gets 403 on every /admin route (page, per-route data and form posts);
 * - every action, as a visitor, a member and an admin, answers a hostile body (not a form, a broken
 *   multipart, an empty form, a 2 MB field, impossible dates and numbers, unknown ids) with a 4xx
 *   or a redirect, never a 5xx.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { isPublicPath } from "../../app/lib/paths.ts";
import { createMember, signedInState } from "./support.ts";

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

/** A concrete URL for each route: params become 1 (`missingUrl`: an id no record has), a splat becomes an unknown path. */
function concretePaths(routes: ManifestRoute[]) {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const urlOf = (r: ManifestRoute, id = "1"): string => {
    const parts: string[] = [];
    for (let cur: ManifestRoute | undefined = r; cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      if (cur.path) parts.unshift(cur.path);
    }
    const joined =
      "/" +
      parts
        .join("/")
        .replace(/:[A-Za-z0-9_]+\??/g, id)
        .replace(/\*$/, "no-such-page");
    return joined.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
  };
  const all = routes
    .filter((r) => r.id !== "root")
    .map((r) => ({
      id: r.id,
      url: urlOf(r),
      missingUrl: urlOf(r, "999999"),
      hasLoader: r.hasLoader,
      hasAction: r.hasAction,
      isPublic: isPublicPath(urlOf(r)),
    }));
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
    const member = await createMember();
    const api: APIRequestContext = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL ?? "" },
      storageState: await signedInState(member),
    });
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

  test("every action refuses a body that is not a form: 415, or 400 for a multipart without a boundary", async ({ request }) => {
    const actions = routes.filter((r) => r.hasAction && r.url !== "/resources/stripe/webhook");
    expect(actions.length).toBeGreaterThan(20);
    const bodies: Array<{ name: string; headers: Record<string, string>; data: string; status: number }> = [
      { name: "JSON", headers: { "Content-Type": "application/json" }, data: '{"email":"a@b.c"}', status: 415 },
      { name: "text", headers: { "Content-Type": "text/plain" }, data: "email=a@b.c", status: 415 },
      { name: "XML", headers: { "Content-Type": "application/xml" }, data: "<a>1</a>", status: 415 },
      { name: "no content type", headers: {}, data: "email=a@b.c", status: 415 },
      { name: "multipart without a boundary", headers: { "Content-Type": "multipart/form-data" }, data: "--x\r\n", status: 400 },
    ];
    for (const r of actions) {
      for (const url of [r.url, `${r.url === "/" ? "/_root" : r.url}.data`]) {
        for (const b of bodies) {
          const response = await request.post(url, { headers: b.headers, data: b.data, maxRedirects: 0 });
          expect(response.status(), `${b.name} to ${url}`).toBe(b.status);
        }
      }
    }
  });

  // The hostile forms every action gets, as a visitor, a member and an admin (one test each, so the
  // three can run side by side).
  const hostileForms: Array<Record<string, string>> = [
    {},
    { intent: "probe" },
    {
      completionDate: "2026-02-30",
      startDate: "1899-12-31",
      endDate: "99999-01-01",
      dateOfBirth: "2026-13-45",
      credits: "0.0001",
      quantity: "1e309",
      amount: "-1",
      donationAmount: "99999999999999999999",
      donationOptionId: "abc",
      lineItemId: "999999999999999999999",
      price: "NaN",
      reportingPeriodId: "-1",
      creditTypeId: "0",
      membershipTypeId: "1.5",
      mediaId: "x",
      deleteMediaId: "999999",
    },
    { intent: "delete-file", deleteMediaId: "999999", mediaId: "999999" },
  ];
  // A route that refuses before reading (a record that does not exist) may close the connection
  // on the rest of a 2 MB body: that is a refusal, not a server error.
  const statusOf = async (pending: Promise<{ status(): number }>) => {
    try {
      return (await pending).status();
    } catch (error) {
      if (/ECONNRESET|EPIPE|socket hang up/.test(String(error))) return 0;
      throw error;
    }
  };
  const roles = [
    { name: "visitor", title: "a visitor", keep: (r: (typeof routes)[number]) => r.isPublic },
    { name: "member", title: "a member", keep: (r: (typeof routes)[number]) => !isAdminOnly(r.url) },
    { name: "admin", title: "an admin", keep: () => true },
  ] as const;
  for (const w of roles) {
    test(`every action answers hostile forms from ${w.title} without a 5xx`, async ({ playwright, baseURL }) => {
      // Hundreds of posts (about 2,000 over the three): longer than a page test.
      test.setTimeout(3 * 60_000);
      const account = w.name === "visitor" ? null : await createMember(w.name === "admin" ? { role: "admin" } : {});
      const api = await playwright.request.newContext({ baseURL, storageState: account ? await signedInState(account) : undefined });
      const actions = routes.filter((r) => r.hasAction && r.url !== "/resources/stripe/webhook").filter(w.keep);
      const failures: string[] = [];
      const bigPosts: string[] = [];
      for (const r of actions) {
        // The sign-out route would end this context's session for the routes after it.
        if (r.url === "/logout") continue;
        // Records named in the path are ones no one has (wrong ids), so the walk changes no seeded data.
        const url = r.missingUrl;
        // A route's posts go together (the server answers them side by side); routes go one by one.
        await Promise.all(
          hostileForms.flatMap((form) =>
            (["form", "multipart"] as const).map(async (encoding) => {
              const status = await statusOf(api.post(url, { [encoding]: form, maxRedirects: 0 }));
              const fields = Object.keys(form).join(",") || "(empty)";
              if (status >= 500) failures.push(`${w.name} ${encoding} POST ${url} ${fields}: ${status}`);
            }),
          ),
        );
        // A multipart body cut off before its closing boundary: a 400 from the one form reader, never a 500.
        const cut = await statusOf(
          api.post(url, {
            headers: { "Content-Type": "multipart/form-data; boundary=CUT" },
            data: '--CUT\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave',
            maxRedirects: 0,
          }),
        );
        if (cut >= 500) failures.push(`${w.name} POST ${url} with a cut multipart body: ${cut}`);
        // One 2 MB field per route (as the member: every route they may post to), sent after the walk.
        if (w.name === "member") bigPosts.push(url);
      }
      // The 2 MB posts take seconds each on the client's side: eight at a time.
      const big = "x".repeat(2 * 1024 * 1024);
      for (let i = 0; i < bigPosts.length; i += 8) {
        await Promise.all(
          bigPosts.slice(i, i + 8).map(async (url) => {
            const status = await statusOf(api.post(url, { form: { intent: "save", programTitle: big }, maxRedirects: 0 }));
            if (status >= 500) failures.push(`member POST ${url} with a 2 MB field: ${status}`);
          }),
        );
      }
      await api.dispose();
      expect(actions.length).toBeGreaterThan(w.name === "visitor" ? 2 : 20);
      expect(failures).toEqual([]);
    });
  }

  test("OPTIONS is answered quietly, and signed-in pages are not cached", async ({ request, playwright, baseURL }) => {
    const options = await request.fetch("/login", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("GET, HEAD, POST");
    const member = await createMember();
    const api = await playwright.request.newContext({ baseURL, storageState: await signedInState(member) });
    for (const url of ["/", "/edit-profile", "/edit-profile/payment", "/ceus"]) {
      const page = await api.get(url, { maxRedirects: 0 });
      expect(page.status(), url).toBe(200);
      expect(page.headers()["cache-control"], url).toBe("private, no-store");
    }
    await api.dispose();
  });

  test("robots.txt answers a visitor; pages carry a description and no invalid autocomplete values", async ({ request }) => {
    const robots = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toContain("Disallow: /");
    for (const url of ["/login", "/register", "/password/reset", "/study-module-form"]) {
      const html = await (await request.get(url)).text();
      expect(html, url).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, url).not.toMatch(/autocomplete="(nope|tel-national)"/i);
    }
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
