/**
 * The Nu HTML checker (vnu-jar, run with the machine's Java) over the server HTML of every page the
 * browser tests visited (kept by expectAccessible in support.ts). Runs as its own project after
 * both browser projects; 0 errors is the bar (quality bars, "Every screen").
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { HTML_DIR } from "./support.ts";

type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("every page the browser tests visited is valid HTML (Nu HTML checker)", async () => {
  test.setTimeout(180_000);
  const files = fs.existsSync(HTML_DIR) ? fs.readdirSync(HTML_DIR).filter((f) => f.endsWith(".html")) : [];
  expect(files.length, "pages kept by the browser tests").toBeGreaterThan(0);
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  let output = "";
  try {
    output = execFileSync(
      "java",
      ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...files.map((f) => path.join(HTML_DIR, f))],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (error) {
    // vnu exits 1 when it found errors; its report is still on stdout.
    output = String((error as { stdout?: string }).stdout ?? "");
    if (!output) throw error;
  }
  const messages = (JSON.parse(output) as { messages: Message[] }).messages.filter((m) => m.type === "error" || m.subType === "fatal");
  const pageOf = (url: string) => {
    const file = decodeURIComponent(url.replace(/^file:/, ""));
    return fs
      .readFileSync(file, "utf8")
      .split("\n", 1)[0]
      .replace(/^<!-- | -->$/g, "");
  };
  const report = messages.map(
    (m) => `${pageOf(m.url)}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`,
  );
  console.log(`Nu HTML checker: ${files.length} pages, ${messages.length} errors`);
  expect(report).toEqual([]);
});
