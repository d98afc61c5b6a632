/**
 * Vitest globalSetup: runs once per `vitest run`, in the main process.
 * Builds tests/.tmp/base.db from prisma/migrations; each test process copies it
 * (tests/setup/worker-database.ts). The teardown removes copies whose process has gone.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations, deleteDatabaseFile, diffSchema } from "../../prisma/migrate.ts";
import { baseDatabaseFile, repoRoot, sqliteCompanions, tmpDir, workerDatabasePattern } from "./paths.ts";

/** The app imports the generated client; a fresh clone has none until `npm run db:generate`. */
function ensurePrismaClient(): void {
  if (fs.existsSync(path.join(repoRoot, "app", "generated", "prisma", "client.ts"))) return;
  console.log("[tests] app/generated/prisma is missing: running prisma generate");
  const result = spawnSync(path.join(repoRoot, "node_modules", ".bin", "prisma"), ["generate", "--schema", "prisma/schema.prisma"], {
    cwd: repoRoot,
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false" },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("prisma generate failed: run `npm run db:generate` and look at its output");
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

export default async function setup(): Promise<() => void> {
  ensurePrismaClient();
  fs.mkdirSync(tmpDir, { recursive: true });
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
