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
});
