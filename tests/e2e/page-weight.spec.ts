/**
 * Page weight budgets (tests/../quality bars), measured on the production build: gzip sizes of
 * the JavaScript each route loads (entry, root, its layouts and their shared chunks), the site's
 * CSS, and the HTML of key pages. Deterministic, so it can fail CI.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { createMember, logIn } from "./support.ts";

const KB = 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const publicDir = path.join(root, "public");
type Route = { id: string; parentId?: string; module: string; imports?: string[] };

function manifest() {
  const dir = path.join(publicDir, "build");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No build manifest: run the build first");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { entry: { module: string; imports: string[] }; routes: Record<string, Route> };
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

test.describe("page weight", () => {
  test.skip(() => test.info().project.name !== "js-on", "measured once");

  test("no route loads more than 120 KB of JavaScript", () => {
    const m = manifest();
    const parentIds = new Set(Object.values(m.routes).map((r) => r.parentId));
    const leaves = Object.values(m.routes).filter((r) => !parentIds.has(r.id));
    const over: string[] = [];
    for (const leaf of leaves) {
      const files = new Set([m.entry.module, ...m.entry.imports]);
      for (let r: Route | undefined = leaf; r; r = r.parentId ? m.routes[r.parentId] : undefined) {
        files.add(r.module);
        for (const i of r.imports ?? []) files.add(i);
      }
      const total = [...files].reduce((sum, f) => sum + gzipSize(path.join(publicDir, f)), 0);
      if (total > 120 * KB) over.push(`${leaf.id}: ${(total / KB).toFixed(1)} KB`);
    }
    expect(leaves.length).toBeGreaterThan(5);
    expect(over).toEqual([]);
  });

  test("the whole site's CSS is at most 20 KB", () => {
    const assets = path.join(publicDir, "build/_assets");
    const css = fs.readdirSync(assets).filter((f) => f.endsWith(".css"));
    const total = css.reduce((sum, f) => sum + gzipSize(path.join(assets, f)), 0);
    expect(css.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(20 * KB);
  });

  test("HTML and CSS to read a page stay within 40 KB", async ({ page, request }) => {
    const cssFiles = fs.readdirSync(path.join(publicDir, "build/_assets")).filter((f) => f.endsWith(".css"));
    const css = cssFiles.reduce((sum, f) => sum + gzipSize(path.join(publicDir, "build/_assets", f)), 0);
    const login = await request.get("/login");
    expect(zlib.gzipSync(await login.body()).length + css).toBeLessThanOrEqual(40 * KB);
    const member = createMember();
    await logIn(page, member.email, member.password);
    const html = await page.content();
    expect(zlib.gzipSync(html).length + css).toBeLessThanOrEqual(40 * KB);
  });
});
