import fs from "node:fs";
import Module from "node:module";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { withRankedBranchesCache } from "./route-match-cache.server.ts";

const require = Module.createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");

/** Loads a copy of the router's CommonJS source (patched or not) as its own module. */
function load(source: string) {
  const module = { exports: {} as Record<string, unknown> };
  vm.runInThisContext(Module.wrap(source))(module.exports, require, module, routerFile, routerFile);
  return module.exports as {
    matchRoutes: (routes: unknown[], path: string) => Array<{ route: { id: string }; params: Record<string, string> }> | null;
  };
}

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "index", index: true },
      { id: "login", path: "login" },
      {
        id: "admin",
        path: "admin",
        children: [
          { id: "exp", path: "experiences/:experienceId" },
          { id: "expIndex", index: true },
        ],
      },
      { id: "cert", path: "certifications-and-training/register/:certificationId/:step" },
      { id: "csv", path: "admin/experiences.csv" },
      { id: "splat", path: "*" },
    ],
  },
];

describe("route-match cache", () => {
  const source = fs.readFileSync(routerFile, "utf8");

  it("applies to the installed @remix-run/router", () => {
    expect(withRankedBranchesCache(source)).not.toBeNull();
    expect(withRankedBranchesCache("unrelated code")).toBeNull();
  });

  it("matches exactly as the unpatched router, also when asked again", () => {
    const plain = load(source);
    const cached = load(withRankedBranchesCache(source)!);
    const paths = [
      "/",
      "/login",
      "/LOGIN",
      "/admin",
      "/admin/experiences/12",
      "/admin/experiences.csv",
      "/certifications-and-training/register/3/shipping",
      "/nope/deeper",
    ];
    const shape = (m: ReturnType<typeof plain.matchRoutes>) => m?.map((x) => [x.route.id, x.params]);
    for (let round = 0; round < 2; round++) {
      for (const p of paths) expect(shape(cached.matchRoutes(routes, p)), p).toEqual(shape(plain.matchRoutes(routes, p)));
    }
  });

  it("a new array of the same routes reuses the ranking and returns its own route objects; changed routes are ranked anew", () => {
    const plain = load(source);
    const cached = load(withRankedBranchesCache(source)!);
    const copy = () => structuredClone(routes);
    const paths = ["/admin/experiences/12", "/login", "/certifications-and-training/register/3/shipping", "/admin", "/nope"];
    for (let round = 0; round < 3; round++) {
      const fresh = copy();
      for (const p of paths) {
        const found = cached.matchRoutes(fresh, p)!;
        expect(
          found.map((m) => [m.route.id, m.params]),
          p,
        ).toEqual(plain.matchRoutes(routes, p)!.map((m) => [m.route.id, m.params]));
        // The caller's own objects, not those of the array ranked first.
        const own = (id: string): unknown => {
          const walk = (list: Array<{ id: string; children?: unknown[] }>): unknown =>
            list.map((r) => (r.id === id ? r : r.children ? walk(r.children as typeof list) : undefined)).find(Boolean);
          return walk(fresh);
        };
        for (const m of found) expect(m.route).toBe(own(m.route.id));
      }
    }
    // Same ids, another path: a different shape, so it is ranked again and matches its own paths.
    const moved = copy();
    moved[0]!.children![1] = { id: "login", path: "sign-in" };
    expect(cached.matchRoutes(moved, "/sign-in")?.map((m) => m.route.id)).toEqual(["root", "login"]);
    expect(cached.matchRoutes(moved, "/login")?.map((m) => m.route.id)).toEqual(["root", "splat"]);
    expect(cached.matchRoutes(routes, "/login")?.map((m) => m.route.id)).toEqual(["root", "login"]);
  });
});
