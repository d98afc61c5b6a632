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
