/**
 * Loaders run in parallel, so a parent layout's guard does not protect a child's data request.
 * Every route module that reads or changes data must open with its own guard.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesDir = path.resolve(import.meta.dirname, "../../app/routes");
const files = fs.readdirSync(routesDir).filter((f) => /\.tsx?$/.test(f) && !f.startsWith("__"));

function exportsServerCode(source: string) {
  return /export (async )?function (loader|action)\b/.test(source);
}

describe("route guards", () => {
  it("finds the route modules", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const file of files.filter((f) => f.startsWith("admin") || f.startsWith("impersonate"))) {
    it(`${file} requires an admin`, () => {
      const source = fs.readFileSync(path.join(routesDir, file), "utf8");
      if (!exportsServerCode(source)) return;
      for (const fn of ["loader", "action"]) {
        const body = source.split(new RegExp(`export (?:async )?function ${fn}\\b`))[1];
        if (body === undefined) continue;
        const firstBlock = body.slice(0, body.indexOf("\n}"));
        expect(firstBlock, `${fn} in ${file}`).toMatch(/requireAdmin\(/);
      }
    });
  }

  for (const file of files.filter((f) => f.startsWith("_app"))) {
    it(`${file} requires a signed-in user`, () => {
      const source = fs.readFileSync(path.join(routesDir, file), "utf8");
      if (!exportsServerCode(source)) return;
      for (const fn of ["loader", "action"]) {
        const body = source.split(new RegExp(`export (?:async )?function ${fn}\\b`))[1];
        if (body === undefined) continue;
        const firstBlock = body.slice(0, body.indexOf("\n}"));
        expect(firstBlock, `${fn} in ${file}`).toMatch(/require(User|UserId|Viewer|Admin)\(/);
      }
    });
  }
});
