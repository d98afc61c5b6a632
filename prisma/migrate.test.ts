import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FULL_TEXT_TABLES, fullTextTableNames } from "../app/lib/full-text.ts";
import {
  applyMigrations,
  createMigration,
  defaultPaths,
  diffSchema,
  migrationStatus,
  resetDatabaseFile,
  type MigratePaths,
} from "./migrate.ts";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "..");

const SCHEMA_V1 = `datasource db {
  provider = "sqlite"
}

model Member {
  id       Int       @id @default(autoincrement())
  email    String    @unique
  bookings Booking[]
}

model Booking {
  id       Int    @id @default(autoincrement())
  memberId Int
  member   Member @relation(fields: [memberId], references: [id], onDelete: Cascade)
  note     String @default("")

  @@index([memberId])
}
`;

const SCHEMA_V2 = SCHEMA_V1.replace("  email    String    @unique\n", "  email    String    @unique\n  name     String?\n");

let workDir: string;

/** A scratch project: its own schema file and migrations folder. */
function scratch(name: string, schema: string): MigratePaths {
  const dir = path.join(workDir, name);
  fs.mkdirSync(dir, { recursive: true });
  const schemaPath = path.join(dir, "schema.prisma");
  fs.writeFileSync(schemaPath, schema);
  return { schemaPath, migrationsDir: path.join(dir, "migrations") };
}

function query<T>(dbFile: string, sql: string): T[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

function userTables(dbFile: string): string[] {
  return query<{ name: string }>(
    dbFile,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  ).map((r) => r.name);
}

function schemaDump(dbFile: string): string {
  return JSON.stringify(query(dbFile, "SELECT type, name, sql FROM sqlite_master ORDER BY type, name"));
}

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-test-"));
});

afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe("createMigration", () => {
  it("writes the lockfile and a timestamped migration, then nothing when the schema is unchanged", async () => {
    const paths = scratch("create", SCHEMA_V1);
    const created = await createMigration("Add members & bookings", { ...paths, now: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)) });

    expect(created?.name).toBe("20250102030405_add_members_bookings");
    expect(fs.readFileSync(path.join(paths.migrationsDir, "migration_lock.toml"), "utf8")).toMatch(/^provider = "sqlite"$/m);
    const sql = fs.readFileSync(path.join(paths.migrationsDir, "20250102030405_add_members_bookings", "migration.sql"), "utf8");
    expect(sql).toContain('CREATE TABLE "Member"');
    expect(sql).toContain('CREATE INDEX "Booking_memberId_idx"');

    expect(await createMigration("again", paths)).toBeNull();
    expect(fs.readdirSync(paths.migrationsDir).sort()).toEqual(["20250102030405_add_members_bookings", "migration_lock.toml"]);
  });

  it("orders a second migration after the first even within the same second", async () => {
    const paths = scratch("order", SCHEMA_V1);
    const now = new Date(Date.UTC(2025, 5, 1, 12, 0, 0));
    const first = await createMigration("init", { ...paths, now });
    fs.writeFileSync(paths.schemaPath, SCHEMA_V2);
    expect((await diffSchema(paths)).changed).toBe(true);
    const second = await createMigration("add name", { ...paths, now });

    expect(first?.name).toBe("20250601120000_init");
    expect(second?.name).toBe("20250601120001_add_name");
    expect(second?.sql).toContain('ALTER TABLE "Member" ADD COLUMN "name" TEXT');
    expect((await diffSchema(paths)).changed).toBe(false);
  });
});

describe("applyMigrations", () => {
  let paths: MigratePaths;

  beforeAll(async () => {
    paths = scratch("apply", SCHEMA_V1);
    await createMigration("init", { ...paths, now: new Date(Date.UTC(2025, 0, 1)) });
    // A hand-written migration with several statements: the engine must run it as a script.
    const handWritten = path.join(paths.migrationsDir, "20250101000001_seed_rows", "migration.sql");
    fs.mkdirSync(path.dirname(handWritten), { recursive: true });
    fs.writeFileSync(
      handWritten,
      `INSERT INTO "Member" ("email") VALUES ('a@example.org');\nINSERT INTO "Member" ("email") VALUES ('b@example.org');\nCREATE TABLE "Note" ("id" INTEGER NOT NULL PRIMARY KEY, "text" TEXT NOT NULL);\n`,
    );
  });

  it("creates the schema's tables and one finished _prisma_migrations row per migration in a new file", async () => {
    const dbFile = path.join(workDir, "fresh", "nested", "app.db");
    const applied = await applyMigrations(dbFile, paths);

    expect(applied).toEqual(["20250101000000_init", "20250101000001_seed_rows"]);
    expect(userTables(dbFile)).toEqual(["Booking", "Member", "Note", "_prisma_migrations"]);
    const rows = query<{ migration_name: string; finished: number; rolled_back_at: string | null; applied_steps_count: number }>(
      dbFile,
      "SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name",
    );
    expect(rows).toEqual([
      { migration_name: "20250101000000_init", finished: 1, rolled_back_at: null, applied_steps_count: 1 },
      { migration_name: "20250101000001_seed_rows", finished: 1, rolled_back_at: null, applied_steps_count: 1 },
    ]);
    expect(query<{ email: string }>(dbFile, 'SELECT email FROM "Member" ORDER BY id').map((r) => r.email)).toEqual([
      "a@example.org",
      "b@example.org",
    ]);
    expect(query<{ journal_mode: string }>(dbFile, "PRAGMA journal_mode")[0].journal_mode).toBe("wal");
  });

  it("changes nothing when applied again", async () => {
    const dbFile = path.join(workDir, "twice.db");
    await applyMigrations(dbFile, paths);
    const before = schemaDump(dbFile);
    const migrationsBefore = query(dbFile, "SELECT * FROM _prisma_migrations ORDER BY migration_name");

    expect(await applyMigrations(dbFile, paths)).toEqual([]);
    expect(schemaDump(dbFile)).toBe(before);
    expect(query(dbFile, "SELECT * FROM _prisma_migrations ORDER BY migration_name")).toEqual(migrationsBefore);
    expect(query<{ n: number }>(dbFile, 'SELECT count(*) AS n FROM "Member"')[0].n).toBe(2);
  });

  it("still diffs cleanly after the multi-statement migration (replayed on the shadow database)", async () => {
    const diff = await diffSchema(paths);
    // The hand-written Note table is not in the schema: the diff proposes dropping it, which proves
    // the migration history replayed without error.
    expect(diff.changed).toBe(true);
    expect(diff.sql).toContain('DROP TABLE "Note"');
  });

  it("reset deletes the data and applies everything again", async () => {
    const dbFile = path.join(workDir, "reset.db");
    await applyMigrations(dbFile, paths);
    const db = new Database(dbFile);
    db.prepare(`INSERT INTO "Member" ("email") VALUES ('c@example.org')`).run();
    db.close();

    expect(await resetDatabaseFile(dbFile, paths)).toHaveLength(2);
    expect(query<{ n: number }>(dbFile, 'SELECT count(*) AS n FROM "Member"')[0].n).toBe(2);
  });
});

describe("migrationStatus", () => {
  let paths: MigratePaths;

  beforeAll(async () => {
    paths = scratch("status", SCHEMA_V1);
    await createMigration("init", { ...paths, now: new Date(Date.UTC(2025, 0, 1)) });
    fs.writeFileSync(paths.schemaPath, SCHEMA_V2);
    await createMigration("add name", { ...paths, now: new Date(Date.UTC(2025, 0, 2)) });
  });

  it("reports every migration pending for a database that does not exist, without creating it", async () => {
    const dbFile = path.join(workDir, "status-missing.db");
    const status = await migrationStatus(dbFile, paths);

    expect(status).toMatchObject({
      databaseExists: false,
      applied: [],
      pending: ["20250101000000_init", "20250102000000_add_name"],
      upToDate: false,
    });
    expect(fs.existsSync(dbFile)).toBe(false);
  });

  it("reports every migration pending for an empty database file", async () => {
    const dbFile = path.join(workDir, "status-empty.db");
    new Database(dbFile).close();
    const status = await migrationStatus(dbFile, paths);

    expect(status.pending).toEqual(["20250101000000_init", "20250102000000_add_name"]);
    expect(status.upToDate).toBe(false);
  });

  it("lists applied and pending migrations, then up to date once applied", async () => {
    const dbFile = path.join(workDir, "status-partial.db");
    await applyMigrations(dbFile, { ...paths, migrationsDir: onlyFirstMigration(paths) });

    const partial = await migrationStatus(dbFile, paths);
    expect(partial).toMatchObject({ applied: ["20250101000000_init"], pending: ["20250102000000_add_name"], upToDate: false });

    expect(await applyMigrations(dbFile, paths)).toEqual(["20250102000000_add_name"]);
    const done = await migrationStatus(dbFile, paths);
    expect(done).toMatchObject({ pending: [], failed: [], edited: [], drift: null, upToDate: true });
    expect(done.applied).toEqual(["20250101000000_init", "20250102000000_add_name"]);
  });

  it("reports drift when the database was changed outside the migrations", async () => {
    const dbFile = path.join(workDir, "status-drift.db");
    await applyMigrations(dbFile, paths);
    const db = new Database(dbFile);
    db.exec('CREATE TABLE "Scratch" ("id" INTEGER PRIMARY KEY)');
    db.close();

    const status = await migrationStatus(dbFile, paths);
    expect(status.pending).toEqual([]);
    expect(status.drift).toContain('"Scratch"');
    expect(status.upToDate).toBe(false);
  });

  function onlyFirstMigration(source: MigratePaths): string {
    const dir = path.join(workDir, "status-first-only");
    fs.cpSync(source.migrationsDir, dir, { recursive: true });
    fs.rmSync(path.join(dir, "20250102000000_add_name"), { recursive: true });
    return dir;
  }
});

describe("CLI", () => {
  const tsx = path.join(repoRoot, "node_modules", ".bin", "tsx");

  async function cli(args: string[], paths: MigratePaths, dbFile: string): Promise<{ code: number; stdout: string; stderr: string }> {
    const env = {
      ...process.env,
      PRISMA_SCHEMA_PATH: paths.schemaPath,
      PRISMA_MIGRATIONS_DIR: paths.migrationsDir,
      DATABASE_URL: `file:${dbFile}`,
    };
    try {
      const { stdout, stderr } = await run(tsx, [path.join(repoRoot, "prisma", "migrate.ts"), ...args], { cwd: repoRoot, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it("check fails on an uncaptured change; create, deploy and status agree afterwards", { timeout: 60_000 }, async () => {
    const paths = scratch("cli", SCHEMA_V1);
    const dbFile = path.join(workDir, "cli.db");

    const check = await cli(["--check"], paths, dbFile);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('CREATE TABLE "Member"');

    const create = await cli(["create", "--name", "init"], paths, dbFile);
    expect(create.code).toBe(0);
    expect(create.stdout).toMatch(/Applied 1 migration/);

    expect((await cli(["check"], paths, dbFile)).code).toBe(0);
    expect((await cli(["create", "--name", "nothing"], paths, dbFile)).stdout).toContain("No schema changes");
    expect(await cli(["deploy"], paths, dbFile)).toMatchObject({ code: 0, stdout: expect.stringContaining("No pending migrations") });
    expect(await cli(["status"], paths, dbFile)).toMatchObject({ code: 0, stdout: expect.stringContaining("up to date") });

    const bad = await cli(["create"], paths, dbFile);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
  });
});

describe("the project's migrations and the full-text indexes", () => {
  it("create the indexes with their triggers, and neither the diff nor the drift check sees them", { timeout: 60_000 }, async () => {
    const dbFile = path.join(workDir, "project.db");
    await applyMigrations(dbFile, defaultPaths());

    for (const [index, table] of Object.entries(FULL_TEXT_TABLES)) {
      expect(userTables(dbFile)).toContain(index);
      // A migration that redefines the indexed table (copy and rename) drops its triggers: it must create them again.
      const triggers = query<{ name: string }>(dbFile, `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = '${table}'`);
      expect(triggers.map((t) => t.name).sort()).toEqual([`${index}_delete`, `${index}_insert`, `${index}_update`]);
    }
    for (const name of fullTextTableNames()) expect(userTables(dbFile)).toContain(name);
    expect((await diffSchema(defaultPaths())).changed).toBe(false);
    const status = await migrationStatus(dbFile, defaultPaths());
    expect(status).toMatchObject({ drift: null, pending: [], upToDate: true });
  });
});
