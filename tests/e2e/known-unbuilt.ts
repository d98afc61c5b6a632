/**
 * Paths the portal links to that are not built yet, by pattern, each naming the work that builds it.
 * The link walk and its path-builder check (link-walk.spec.ts) accept a 404 on these and on nothing
 * else. Work that builds a page deletes its entries; an entry that no longer matches any link or
 * path builder fails known-unbuilt-check.ts, so this list only shrinks, and must end empty.
 */
import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../playwright.config.ts";
import { demoAccounts } from "./support.ts";

export type Unbuilt = { pattern: RegExp; area: string };

export const KNOWN_UNBUILT: readonly Unbuilt[] = [];

/** The entry a path (pathname only) falls under, if it is a known not-yet-built page. */
export function knownUnbuilt(pathname: string): Unbuilt | undefined {
  return KNOWN_UNBUILT.find((entry) => entry.pattern.test(pathname));
}

/** Who walks the links (one test each in link-walk.spec.ts), and the path-builder check. */
export const PATH_BUILDERS = "path builders";
export const VISITOR = "visitor";
export function linkWalkers(): string[] {
  return [PATH_BUILDERS, VISITOR, ...demoAccounts().map((a) => a.shows)];
}

/**
 * Where each walker records the entries it still needed: the walks run side by side in several
 * workers, and known-unbuilt-check.ts reads every record after both browser projects.
 */
export const STILL_NEEDED_DIR = path.join(E2E_DATA_DIR, "known-unbuilt");

export function recordStillNeeded(walker: string, needed: Iterable<Unbuilt>) {
  fs.mkdirSync(STILL_NEEDED_DIR, { recursive: true });
  const name = `${walker.replace(/[^a-z0-9]+/gi, "_").slice(0, 60)}-${Buffer.from(walker).toString("hex").slice(0, 16)}.json`;
  const indexes = [...new Set(needed)].map((entry) => KNOWN_UNBUILT.indexOf(entry));
  fs.writeFileSync(path.join(STILL_NEEDED_DIR, name), JSON.stringify({ walker, indexes }));
}

/** Every walker's record: walker -> the entries (by index into KNOWN_UNBUILT) it still needed. */
export function readStillNeeded(): Map<string, number[]> {
  const records = new Map<string, number[]>();
  if (!fs.existsSync(STILL_NEEDED_DIR)) return records;
  for (const file of fs.readdirSync(STILL_NEEDED_DIR).filter((f) => f.endsWith(".json"))) {
    const { walker, indexes } = JSON.parse(fs.readFileSync(path.join(STILL_NEEDED_DIR, file), "utf8")) as {
      walker: string;
      indexes: number[];
    };
    records.set(walker, indexes);
  }
  return records;
}
