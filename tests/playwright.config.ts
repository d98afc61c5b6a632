import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { withDatabase } from "./setup/paths.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * E2E_DATABASE=postgresql: the smoke (the tests tagged @smoke, tests/e2e/support.ts) against a server
 * on a PostgreSQL database of POSTGRESQL_SERVER_URL's server, named after the port. Otherwise every
 * spec on a SQLite file in the data folder.
 */
export const E2E_ON_POSTGRESQL = process.env.E2E_DATABASE === "postgresql";
/** E2E_DATA_DIR and E2E_PORT let two runs share one checkout (each needs its own of both). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR
  ? path.resolve(root, process.env.E2E_DATA_DIR)
  : path.join(root, E2E_ON_POSTGRESQL ? "tests/.tmp/e2e-data-postgresql" : "tests/.tmp/e2e-data");
export const E2E_DB_FILE = path.join(E2E_DATA_DIR, "portal.db");

function e2eDatabaseUrl(): string {
  if (!E2E_ON_POSTGRESQL) return `file:${E2E_DB_FILE}`;
  const server = process.env.POSTGRESQL_SERVER_URL;
  if (!server)
    throw new Error("E2E_DATABASE=postgresql needs POSTGRESQL_SERVER_URL (tsx prisma/postgresql-server.ts start <dir> prints one)");
  return withDatabase(server, `portal_e2e_${E2E_PORT}`);
}

const serverEnv = {
  NODE_ENV: "production",
  // The stand-ins on purpose: a production server without keys refuses to start otherwise.
  OUTSIDE_SYSTEMS: "mock",
  PORT: String(E2E_PORT),
  APP_URL: `http://localhost:${E2E_PORT}`,
  DATA_DIR: E2E_DATA_DIR,
  DATABASE_URL: e2eDatabaseUrl(),
  RATE_LIMIT_RELAXED: "true",
  // No scheduled jobs: an hourly tick during the GET walk would change the database it compares.
  SCHEDULED_JOBS: "false",
  // One proxy believed: a test may sign in from an address of its own (X-Forwarded-For), so the
  // limits per address it fills refuse no other test (tests/e2e/limits.spec.ts). Without the header
  // the address is the socket's, as before.
  TRUST_PROXY: "1",
  COOKIE_SECURE: "false",
  LOG_LEVEL: "warn",
  BCRYPT_COST: "4",
};
// The browser tests read the outbox and plant sessions in the same database.
Object.assign(process.env, {
  DATABASE_URL: serverEnv.DATABASE_URL,
  DATA_DIR: E2E_DATA_DIR,
  BCRYPT_COST: "4",
  COOKIE_SECURE: "false",
  NODE_ENV: "production",
  OUTSIDE_SYSTEMS: "mock",
});

/** The checks over what both browser projects left behind. */
const AFTER_BOTH = /(html-check|known-unbuilt-check)\.ts$/;
/** The walk that compares the whole database before and after (a GET changes nothing): only when no other test writes. */
const QUIET = /get-changes-nothing\.spec\.ts$/;
/** The tests of the smoke on PostgreSQL: `{ tag: "@smoke" }` (SMOKE in tests/e2e/support.ts). */
const SMOKE = /@smoke/;
/** The calendar's jobs run as of July 1 against the server's database, changing every certified member in it: last, alone. */
const CALENDAR = /calendar-jobs\.spec\.ts$/;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "./e2e",
  outputDir: process.env.E2E_DATA_DIR || E2E_ON_POSTGRESQL ? `${E2E_DATA_DIR}-results` : path.join(root, "test-results"),
  // Two workers (2 cores): every test makes its own members and only reads the shared demo accounts,
  // so tests run side by side, a file's tests too (docs/performance.md, "Test suite time").
  // E2E_WORKERS=1 runs one at a time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: a long JS-off flow with an axe check per page takes 20-25 s on 2 busy cores, and two
  // workers share those cores.
  timeout: 90_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { baseURL: `http://localhost:${E2E_PORT}`, trace: "retain-on-failure" },
  globalSetup: "./e2e/global-setup.ts",
  projects: E2E_ON_POSTGRESQL
    ? [
        // The smoke: the main flows on PostgreSQL, JavaScript on and off. The walks after both are
        // SQLite's (they read its file or its schema); the flows and pages are the same on both.
        { name: "js-on", grep: SMOKE, use: { ...chromium, javaScriptEnabled: true } },
        { name: "js-off", grep: SMOKE, use: { ...chromium, javaScriptEnabled: false } },
      ]
    : [
        { name: "js-on", testIgnore: [AFTER_BOTH, QUIET, CALENDAR], use: { ...chromium, javaScriptEnabled: true } },
        { name: "js-off", testIgnore: [AFTER_BOTH, QUIET, CALENDAR], use: { ...chromium, javaScriptEnabled: false } },
        // After both: the Nu HTML checker over every page they visited (html-check.ts), and the
        // known-unbuilt list against what the link walks needed (known-unbuilt-check.ts).
        { name: "html", testMatch: AFTER_BOTH, dependencies: ["js-on", "js-off"] },
        // After both too, JavaScript off: the GET walk compares every table before and after, so it runs
        // when the other tests, which write to the same database side by side, are done (the html
        // project beside it reads files only).
        { name: "quiet", testMatch: QUIET, dependencies: ["js-on", "js-off"], use: { ...chromium, javaScriptEnabled: false } },
        // After the GET walk: `npm run jobs` as of July 1 posts fees, late fees and lapses for every
        // certified member and records passed deadlines, which would change what the walk compares and
        // what other tests read. JavaScript off; the spec opens a JavaScript-on context for the same pages.
        { name: "calendar", testMatch: CALENDAR, dependencies: ["quiet"], use: { ...chromium, javaScriptEnabled: false } },
      ],
  // E2E_EXTERNAL_SERVER=1 runs against a server you started yourself on E2E_PORT (debugging).
  webServer: process.env.E2E_EXTERNAL_SERVER
    ? undefined
    : {
        command: "node_modules/.bin/tsx prisma/migrate.ts reset && node_modules/.bin/tsx prisma/seed.ts && node --import tsx app/server.ts",
        cwd: root,
        url: `http://localhost:${E2E_PORT}/resources/healthcheck`,
        env: serverEnv,
        reuseExistingServer: false,
        // Migrating and seeding first: the seed takes about 45 s on PostgreSQL (a round trip a row).
        timeout: E2E_ON_POSTGRESQL ? 300_000 : 120_000,
        stdout: "ignore",
        stderr: "pipe",
      },
});
