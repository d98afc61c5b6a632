/** Where the test databases live. Imports nothing from the app, so it is safe in setup files. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const tmpDir = path.join(repoRoot, "tests", ".tmp");
/** The migrated database every test process copies. */
export const baseDatabaseFile = path.join(tmpDir, "base.db");
/** Copies made for test processes: worker-<pool id>-<pid>.db */
export const workerDatabasePattern = /^worker-[^-]+-(\d+)\.db(-wal|-shm|-journal)?$/;

export function workerDatabaseFile(poolId: string, pid: number): string {
  return path.join(tmpDir, `worker-${poolId}-${pid}.db`);
}

export const sqliteCompanions = ["", "-wal", "-shm", "-journal"] as const;

/** Which database the test run uses: TEST_DATABASE=postgresql runs it on PostgreSQL (decision 58). */
export function testDialect(): "sqlite" | "postgresql" {
  return process.env.TEST_DATABASE === "postgresql" ? "postgresql" : "sqlite";
}

/** The migrated PostgreSQL database a run's test processes copy (CREATE DATABASE ... TEMPLATE). */
export function postgresqlBaseDatabase(runId: string): string {
  return `portal_test_${runId}_base`;
}

export function postgresqlWorkerDatabase(runId: string, poolId: string, pid: number): string {
  return `portal_test_${runId}_w${poolId}_${pid}`;
}

/** The same server URL naming another database (prisma/postgresql-server.ts, which imports nothing from the app). */
export { databaseUrl as withDatabase } from "../../prisma/postgresql-server.ts";
