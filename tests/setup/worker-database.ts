/**
 * Vitest setupFiles entry: runs in each test process before the test file (and so before any app
 * module) is imported. Gives the process its own copy of tests/.tmp/base.db and the test settings.
 * Imports nothing from the app: app modules read the environment when they load.
 */
import fs from "node:fs";
import { baseDatabaseFile, sqliteCompanions, workerDatabaseFile } from "./paths.ts";

const poolId = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const file = workerDatabaseFile(poolId, process.pid);
const url = `file:${file}`;

process.env.NODE_ENV = "test";
process.env.RATE_LIMIT_RELAXED = "true";
process.env.BCRYPT_COST = "4";

// With isolate off, one process runs several test files: copy once, while no connection is open.
if (process.env.DATABASE_URL !== url || !fs.existsSync(file)) {
  if (!fs.existsSync(baseDatabaseFile)) {
    throw new Error(`${baseDatabaseFile} is missing: run tests through tests/vitest.config.ts (its globalSetup builds it)`);
  }
  for (const suffix of sqliteCompanions) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.copyFileSync(baseDatabaseFile, file);
  process.env.DATABASE_URL = url;

  const removeCopy = () => {
    for (const suffix of sqliteCompanions) {
      try {
        fs.rmSync(`${file}${suffix}`, { force: true });
      } catch {
        // best effort: the globalSetup teardown removes what is left
      }
    }
  };
  process.once("exit", removeCopy);
  // Vitest stops finished test processes with SIGTERM, which skips "exit" handlers.
  process.once("SIGTERM", () => {
    removeCopy();
    if (process.listenerCount("SIGTERM") === 0) process.exit(143);
  });
}
