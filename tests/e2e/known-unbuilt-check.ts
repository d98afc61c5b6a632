/**
 * After both browser projects (like html-check.ts): every entry of known-unbuilt.ts is still needed
 * by a path builder or by a dead link one of the walks of link-walk.spec.ts met, so that list only
 * shrinks. The walks run side by side in several workers; each records what it needed
 * (known-unbuilt.ts recordStillNeeded) and this reads every record.
 */
import { expect, test } from "@playwright/test";
import { KNOWN_UNBUILT, linkWalkers, readStillNeeded } from "./known-unbuilt.ts";

test("every known-unbuilt entry is still needed (delete the entries of what is built)", () => {
  const records = readStillNeeded();
  const missing = linkWalkers().filter((walker) => !records.has(walker));
  test.skip(missing.length > 0, `the link walk did not run in full (no record from: ${missing.join(", ")})`);
  const needed = new Set([...records.values()].flat());
  const stale = KNOWN_UNBUILT.filter((_, i) => !needed.has(i)).map((e) => `${e.pattern} (${e.area})`);
  expect(stale).toEqual([]);
});
