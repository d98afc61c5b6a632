/**
 * Vitest setupFiles entry: runs in each test process before the test file (and so before any app
 * module) is imported. Gives the process its own copy of tests/.tmp/base.db and the test settings.
 * Imports nothing from the app: app modules read the environment when they load.
 */
import fs from "node:fs";
import path from "node:path";
import {
  baseDatabaseFile,
  postgresqlBaseDatabase,
  postgresqlWorkerDatabase,
  sqliteCompanions,
  testDialect,
  tmpDir,
  withDatabase,
  workerDatabaseFile,
} from "./paths.ts";
import { withClient } from "./postgresql.ts";

const poolId = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const postgresql = testDialect() === "postgresql";
const file = workerDatabaseFile(poolId, process.pid);
const serverUrl = process.env.POSTGRESQL_SERVER_URL ?? "";
const runId = process.env.TEST_RUN_ID ?? "";
const url = postgresql ? withDatabase(serverUrl, postgresqlWorkerDatabase(runId, poolId, process.pid)) : `file:${file}`;

process.env.NODE_ENV = "test";
process.env.RATE_LIMIT_RELAXED = "true";
process.env.BCRYPT_COST = "4";
// Files the app stores (the builders' supporting documents too) go to a folder of this process,
// never to the data folder; a test file may point it elsewhere (tests/setup/uploads.ts).
const uploads = path.join(tmpDir, `uploads-worker-${poolId}-${process.pid}`);
process.env.UPLOADS_DIR = uploads;

if (postgresql && process.env.DATABASE_URL !== url) {
  if (!serverUrl || !runId) throw new Error("POSTGRESQL_SERVER_URL or TEST_RUN_ID is missing: run tests through tests/vitest.config.ts");
  // The run's teardown drops every database this process makes.
  await withClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${postgresqlWorkerDatabase(runId, poolId, process.pid)}" TEMPLATE "${postgresqlBaseDatabase(runId)}"`),
  );
  process.env.DATABASE_URL = url;
  const removeUploads = () => fs.rmSync(uploads, { recursive: true, force: true });
  process.once("exit", removeUploads);
  // Vitest stops finished test processes with SIGTERM, which skips "exit" handlers.
  process.once("SIGTERM", () => {
    removeUploads();
    if (process.listenerCount("SIGTERM") === 0) process.exit(143);
  });
}

// With isolate off, one process runs several test files: copy once, while no connection is open.
if (!postgresql && (process.env.DATABASE_URL !== url || !fs.existsSync(file))) {
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
    try {
      fs.rmSync(uploads, { recursive: true, force: true });
    } catch {
      // best effort, as above
    }
  };
  process.once("exit", removeCopy);
  // Vitest stops finished test processes with SIGTERM, which skips "exit" handlers.
  process.once("SIGTERM", () => {
    removeCopy();
    if (process.listenerCount("SIGTERM") === 0) process.exit(143);
  });
}
