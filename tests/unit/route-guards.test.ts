/**
 * Loaders run in parallel, so a parent layout's guard does not protect a child's data request.
 * Every route module that reads or changes data must open with its own guard: a `require…` guard,
 * or a wizard engine's guard (`page`, `furthest`, `stepAction`), which opens with `requireViewer`
 * (tested in app/kit/wizard/engine.server.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesDir = path.resolve(import.meta.dirname, "../../app/routes");
const files = fs.readdirSync(routesDir).filter((f) => /\.tsx?$/.test(f) && !f.startsWith("__"));

/** The first block of each exported loader and action in a route module. */
function serverFunctions(file: string): Array<[name: string, firstBlock: string]> {
  const source = fs.readFileSync(path.join(routesDir, file), "utf8");
  const found: Array<[string, string]> = [];
  for (const fn of ["loader", "action"]) {
    const body = source.split(new RegExp(`export (?:async )?function ${fn}\\b`))[1];
    if (body !== undefined) found.push([fn, body.slice(0, body.indexOf("\n}"))]);
  }
  return found;
}

describe("route guards", () => {
  it("finds the route modules", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const file of files.filter((f) => f.startsWith("admin") || f.startsWith("impersonate"))) {
    it(`${file} requires an admin`, () => {
      for (const [fn, block] of serverFunctions(file)) expect(block, `${fn} in ${file}`).toMatch(/requireAdmin\(/);
    });
  }

  for (const file of files.filter((f) => f.startsWith("_app"))) {
    it(`${file} requires a signed-in user`, () => {
      for (const [fn, block] of serverFunctions(file))
        expect(block, `${fn} in ${file}`).toMatch(
          /require(User|Viewer|Admin)\(|return \w+Wizard\.stepAction\(args|await \w+Wizard\.(page|furthest)\(/,
        );
    });
  }
});
