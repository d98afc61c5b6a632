/**
 * Vitest globalSetup: runs once per `vitest run`, in the main process.
 * Builds tests/.tmp/base.db from prisma/migrations; each test process copies it
 * (tests/setup/worker-database.ts). The teardown removes copies whose process has gone.
 *
 * With TEST_DATABASE=postgresql (decision 58) it builds a base database from
 * prisma/postgresql/migrations instead, on POSTGRESQL_SERVER_URL or on a throwaway server it starts
 * and stops; each test process creates its own database from that one as a template.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations, deleteDatabaseFile, diffSchema } from "../../prisma/migrate.ts";
import { startPostgresqlServer } from "../../prisma/postgresql-server.ts";
import {
  baseDatabaseFile,
  postgresqlBaseDatabase,
  repoRoot,
  sqliteCompanions,
  testDialect,
  tmpDir,
  withDatabase,
  workerDatabasePattern,
} from "./paths.ts";
import { dropDatabases, withClient } from "./postgresql.ts";

/** The app imports the generated client; a fresh clone has none until `npm run db:generate`. */
function ensurePrismaClient(): void {
  const generated = ["prisma", "prisma-postgresql"].every((dir) =>
    fs.existsSync(path.join(repoRoot, "app", "generated", dir, "client.ts")),
  );
  if (generated) return;
  console.log("[tests] app/generated is missing a client: running npm run db:generate");
  const result = spawnSync("npm", ["run", "-s", "db:generate"], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error("prisma generate failed: run `npm run db:generate` and look at its output");
}

/**
 * PostgreSQL: migrates this run's base database; returns the teardown, which drops the run's
 * databases (and stops the server when this setup started it).
 */
async function setupPostgresql(): Promise<() => Promise<void>> {
  let serverUrl = process.env.POSTGRESQL_SERVER_URL;
  let stopServer = () => {};
  if (!serverUrl) {
    const server = await startPostgresqlServer();
    serverUrl = server.url;
    stopServer = () => {
      server.stop();
      fs.rmSync(server.dir, { recursive: true, force: true });
    };
    process.env.POSTGRESQL_SERVER_URL = serverUrl;
  }
  const runId = String(process.pid);
  process.env.TEST_RUN_ID = runId;
  const base = postgresqlBaseDatabase(runId);
  await dropDatabases(serverUrl, `portal_test_${runId}_`);
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${base}"`));
  await applyMigrations(withDatabase(serverUrl, base));
  const url = serverUrl;
  return async () => {
    try {
      await dropDatabases(url, `portal_test_${runId}_`);
    } finally {
      stopServer();
    }
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes worker copies left by processes that no longer run (other vitest runs keep theirs). */
function removeStaleWorkerDatabases(): void {
  if (!fs.existsSync(tmpDir)) return;
  for (const name of fs.readdirSync(tmpDir)) {
    const match = workerDatabasePattern.exec(name);
    if (match && !isRunning(Number(match[1]))) fs.rmSync(path.join(tmpDir, name), { force: true });
  }
}

export default async function setup(): Promise<() => void | Promise<void>> {
  ensurePrismaClient();
  fs.mkdirSync(tmpDir, { recursive: true });
  if (testDialect() === "postgresql") return setupPostgresql();
  removeStaleWorkerDatabases();

  // Build under a private name, then rename: another vitest run in the same tree may be copying base.db.
  const building = path.join(tmpDir, `base-${process.pid}.db`);
  deleteDatabaseFile(building);
  try {
    await applyMigrations(building);
    const db = new Database(building);
    try {
      db.pragma("wal_checkpoint(TRUNCATE)"); // everything in the main file: copies need only base.db
    } finally {
      db.close();
    }
    for (const suffix of sqliteCompanions.slice(1)) fs.rmSync(`${baseDatabaseFile}${suffix}`, { force: true });
    fs.renameSync(building, baseDatabaseFile);
  } finally {
    deleteDatabaseFile(building);
  }

  const diff = await diffSchema();
  if (diff.changed) {
    console.warn(
      "[tests] prisma/schema.prisma has changes no migration captures; tests run against the migrations. " +
        "Create one: npm run db:migrate:create -- --name <name>",
    );
  }

  return () => {
    removeStaleWorkerDatabases();
  };
}
