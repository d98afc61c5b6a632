/**
 * The house's size budgets (docs/decisions/0010): no service module over 400 lines, no route module
 * over 250. A module that grows past its budget is split by job, not given a bigger budget.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

function files(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : files(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

function overBudget(list: string[], max: number): string[] {
  return list
    .map((f) => ({ f: path.relative(app, f), lines: fs.readFileSync(f, "utf8").split("\n").length - 1 }))
    .filter((x) => x.lines > max)
    .map((x) => `${x.f}: ${x.lines} lines`);
}

describe("module budgets", () => {
  it("keeps every service (*.server.ts, tests aside) at 400 lines or fewer", () => {
    const services = files(app, (n) => n.endsWith(".server.ts") && !n.endsWith(".test.ts"));
    expect(services.length).toBeGreaterThan(40);
    expect(overBudget(services, 400)).toEqual([]);
  });

  it("keeps every route module at 250 lines or fewer", () => {
    const routes = files(path.join(app, "routes"), (n) => /\.tsx?$/.test(n) && !n.includes(".test."));
    expect(routes.length).toBeGreaterThan(80);
    expect(overBudget(routes, 250)).toEqual([]);
  });
});
