/**
 * A GET changes nothing (issue 31, decision 38): a crawler, a link checker, a browser's prefetch or a
 * member hovering a link must not start, change or end anything.
 *
 * As a visitor and as every demo account of README's table, the link walk's walk (crawl.ts: the same
 * start pages, MAX_PAGES, PER_SHAPE, NEVER_FOLLOW, so /logout is never followed) GETs every
 * same-site link it reaches, and no row of any table may change, view stamps aside (NOT_CHANGES,
 * each with its reason). The database is read with plain SELECTs (openDb); after every GET,
 * SQLite's data_version says whether anything committed, and only then are the tables compared
 * again, so a failure names the URL with the table, row and column it changed.
 *
 * It runs in its own project, `quiet` (playwright.config.ts): JavaScript off, after both browser
 * projects, when no other test writes to the shared database, and its walks one after another. Alone:
 * `playwright test -c tests/playwright.config.ts tests/e2e/get-changes-nothing.spec.ts --project=quiet --no-deps`
 * (without --no-deps the browser projects it waits for run first, all of them).
 */
import { expect, test } from "@playwright/test";
import { crawl, walkStarts } from "./crawl.ts";
import { changesBetween, dataVersion, takeSnapshot, type NotAChange } from "./db-snapshot.ts";
import { VISITOR } from "./known-unbuilt.ts";
import { demoAccounts, openDb, signInAs } from "./support.ts";

/**
 * What a GET may write: stamps of something being seen or used, never a change of what the portal
 * holds. Each entry names its table (and columns, when only those may move) and why.
 */
const NOT_CHANGES: readonly NotAChange[] = [
  {
    table: "User",
    columns: ["profileUpdateModalShown"],
    reason:
      "the dashboard notes when it showed the profile-update prompt, so the prompt comes back once in 3 months " +
      "(features/dashboard/dashboard.server.ts recordProfilePromptShown): a stamp of what the member was shown",
  },
  {
    table: "Session",
    columns: ["lastSeenAt", "expiresAt"],
    reason:
      "a session may note when it was last used and slide its expiry; a session added or removed still counts " +
      "(a GET never signs anyone in or out: /logout is a POST and never followed)",
  },
  {
    table: "OAuthToken",
    reason:
      "a page that reads the learning system (Enroll In Section's courses and sections) may renew the portal's " +
      "Brightspace access token, whose refresh token is single-use and so kept in the database (decision 55): " +
      "the portal's credentials, not a record anyone changed",
  },
];

test.describe.configure({ mode: "default" });

test.describe("a GET changes nothing", () => {
  const accounts = [{ email: "", password: "", shows: VISITOR }, ...demoAccounts()];
  for (const account of accounts) {
    test(`every link the walk reaches changes no row, as: ${account.shows}`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      // Signing in writes the walk's session row: before the first look at the database.
      if (account.email) await signInAs(page, account);
      const db = openDb();
      try {
        const start = takeSnapshot(db);
        let last = start;
        let version = dataVersion(db);
        const writes: string[] = [];
        const result = await crawl(
          page.context().request,
          baseURL ?? "",
          walkStarts(Boolean(account.email)),
          ({ target, foundOn, landed }) => {
            const now = dataVersion(db);
            if (now === version) return;
            version = now;
            const next = takeSnapshot(db);
            const landedAt = landed.pathname + landed.search;
            const where = `GET ${target}${landedAt !== target ? ` (-> ${landedAt})` : ""}, found on ${foundOn}`;
            for (const line of changesBetween(last, next, NOT_CHANGES)) writes.push(`${where}: ${line}`);
            last = next;
          },
        );
        // Anything written after its GET answered (and so not tied to one URL) still shows here.
        const overall = changesBetween(start, takeSnapshot(db), NOT_CHANGES);
        console.log(`GET walk (${account.shows}): ${result.visited} pages, ${overall.length} changed rows or columns`);
        expect(result.visited).toBeGreaterThan(account.email ? 5 : 2);
        expect(writes, "GETs that changed the database (table, row, column)").toEqual([]);
        expect(overall, "changes over the whole walk").toEqual([]);
      } finally {
        db.close();
      }
    });
  }
});
