/**
 * Offline migrations for the portal's SQLite database.
 *
 * `prisma migrate` needs Prisma's native schema engine, which cannot be downloaded on our machines.
 * The same engine ships as WebAssembly (@prisma/schema-engine-wasm) and talks to SQLite through the
 * better-sqlite3 driver adapter, so this command drives it directly. It reads and writes the same
 * files as the Prisma CLI (prisma/migrations/<timestamp>_<name>/migration.sql, migration_lock.toml)
 * and the same `_prisma_migrations` table, so `prisma migrate` works on them wherever it can run.
 *
 *   tsx prisma/migrate.ts create --name <name> [--create-only]   new migration from schema.prisma, then deploy
 *   tsx prisma/migrate.ts deploy                                  apply pending migrations
 *   tsx prisma/migrate.ts status                                  applied / pending; exit 1 unless up to date
 *   tsx prisma/migrate.ts reset                                   delete the database file, then deploy
 *   tsx prisma/migrate.ts check   (or --check)                    exit 1 if schema.prisma has unmigrated changes
 *
 * Database: DATABASE_URL (file:...), else data/portal.db, resolved like app/lib/env.server.ts.
 * Overrides for tests and experiments: PRISMA_SCHEMA_PATH, PRISMA_MIGRATIONS_DIR.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import {
  bindMigrationAwareSqlAdapterFactory,
  type ErrorRegistry,
  type SqlDriverAdapter,
  type SqlQuery,
} from "@prisma/driver-adapter-utils";
import * as wasmBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationDirectory, MigrationList, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { EnvError, parseEnv } from "../app/lib/env.server.ts";
import { fullTextTableNames } from "../app/lib/full-text.ts";

const PRISMA_DIR = path.dirname(fileURLToPath(import.meta.url));
const LOCKFILE = "migration_lock.toml";
const MIGRATION_FILE = "migration.sql";
const LOCKFILE_CONTENT = `# Written by prisma/migrate.ts; keep it in version control next to the migrations.
provider = "sqlite"
`;
/**
 * Tables the migrations create that schema.prisma cannot describe: the FTS5 full-text indexes
 * (app/lib/full-text.ts). As external tables (what `tables.external` in a prisma.config.ts declares
 * to the Prisma CLI) the diff, the drift check and deploy leave them alone instead of dropping them.
 */
const SCHEMA_FILTER: SchemaFilter = { externalTables: fullTextTableNames(), externalEnums: [] };

/** An expected failure: the CLI prints its message as one line, without a stack. */
export class MigrateError extends Error {
  override name = "MigrateError";
}

export interface MigratePaths {
  /** The Prisma schema (default prisma/schema.prisma, or PRISMA_SCHEMA_PATH). */
  schemaPath: string;
  /** The migrations folder (default prisma/migrations, or PRISMA_MIGRATIONS_DIR). */
  migrationsDir: string;
}

/** Paths used when a caller passes none: the environment overrides, else the files next to this script. */
export function defaultPaths(env: NodeJS.ProcessEnv = process.env): MigratePaths {
  return {
    schemaPath: path.resolve(env.PRISMA_SCHEMA_PATH || path.join(PRISMA_DIR, "schema.prisma")),
    migrationsDir: path.resolve(env.PRISMA_MIGRATIONS_DIR || path.join(PRISMA_DIR, "migrations")),
  };
}

function withDefaults(options: Partial<MigratePaths> = {}): MigratePaths {
  const defaults = defaultPaths();
  return {
    schemaPath: path.resolve(options.schemaPath ?? defaults.schemaPath),
    migrationsDir: path.resolve(options.migrationsDir ?? defaults.migrationsDir),
  };
}

/** The SQLite file the app uses: DATABASE_URL, else <DATA_DIR or data>/portal.db, relative to the cwd. */
export function resolveDatabaseFile(env: NodeJS.ProcessEnv = process.env): string {
  try {
    // Only the settings that locate the database: the rest of the app's configuration is not ours to judge.
    return parseEnv({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR }).databaseFile;
  } catch (error) {
    if (error instanceof EnvError) throw new MigrateError(error.message.replace(/\s*\n\s*/g, " "));
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Migration files

/** A migration on disk, in the order the engine applies them (by folder name). */
export interface MigrationOnDisk {
  name: string;
  sql: string;
}

export function readMigrationFiles(migrationsDir: string): MigrationOnDisk[] {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = path.join(migrationsDir, name, MIGRATION_FILE);
      if (!fs.existsSync(file)) throw new MigrateError(`Migration folder ${name} has no ${MIGRATION_FILE} (${file})`);
      return { name, sql: fs.readFileSync(file, "utf8") };
    });
}

function migrationList(migrationsDir: string): MigrationList {
  const lockPath = path.join(migrationsDir, LOCKFILE);
  const directories: MigrationDirectory[] = readMigrationFiles(migrationsDir).map((m) => ({
    path: m.name,
    migrationFile: { path: MIGRATION_FILE, content: { tag: "ok", value: m.sql } },
  }));
  return {
    baseDir: migrationsDir,
    // Before the first migration there is no lockfile yet; the engine needs one to know the provider.
    lockfile: { path: LOCKFILE, content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : LOCKFILE_CONTENT },
    shadowDbInitScript: "",
    migrationDirectories: directories,
  };
}

function readSchema(schemaPath: string): string {
  if (!fs.existsSync(schemaPath)) throw new MigrateError(`Prisma schema not found: ${schemaPath}`);
  return fs.readFileSync(schemaPath, "utf8");
}

function readSchemaIfPresent(schemaPath: string): string | undefined {
  return fs.existsSync(schemaPath) ? fs.readFileSync(schemaPath, "utf8") : undefined;
}

/** Prisma-style folder name part: lower case, words joined by underscores. */
export function slugifyMigrationName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
}

function formatTimestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    String(date.getUTCFullYear()) +
    pad(date.getUTCMonth() + 1) +
    pad(date.getUTCDate()) +
    pad(date.getUTCHours()) +
    pad(date.getUTCMinutes()) +
    pad(date.getUTCSeconds())
  );
}

function parseTimestamp(stamp: string): Date {
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, i) => Number(stamp.slice(at, at + (i === 0 ? 4 : 2))));
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** UTC YYYYMMDDHHMMSS, moved past the newest existing migration so folder order stays creation order. */
function nextTimestamp(existing: string[], now: Date): string {
  const stamps = existing
    .map((name) => /^(\d{14})_/.exec(name)?.[1])
    .filter((s): s is string => s !== undefined)
    .sort();
  const newest = stamps.at(-1);
  let stamp = formatTimestamp(now);
  if (newest && stamp <= newest) stamp = formatTimestamp(new Date(parseTimestamp(newest).getTime() + 1000));
  return stamp;
}

// ---------------------------------------------------------------------------------------------------
// The WebAssembly schema engine

type WasmBindings = typeof wasmBindings;

// One instantiation per copy of the bindings module (a test runner may load the module more than once).
const wasmReady = new WeakMap<WasmBindings, Promise<void>>();

function loadWasm(bindings: WasmBindings): Promise<void> {
  let ready = wasmReady.get(bindings);
  if (!ready) {
    ready = (async () => {
      // createRequire, not import.meta.resolve: vitest's module runner does not implement the latter.
      const bindingsFile = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
      const bytes = fs.readFileSync(path.join(path.dirname(bindingsFile), "schema_engine_bg.wasm"));
      // The wasm module imports its JS glue under this exact name.
      const imports = { "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports };
      const { instance } = await WebAssembly.instantiate(bytes, imports);
      bindings.__wbg_set_wasm(instance.exports);
      const start = instance.exports.__wbindgen_start;
      if (typeof start !== "function") throw new Error("schema engine wasm has no __wbindgen_start export");
      (start as () => void)();
    })();
    wasmReady.set(bindings, ready);
  }
  return ready;
}

interface EngineSession {
  engine: SchemaEngine;
}

/**
 * Runs `fn` with an engine connected to `dbFile` (or to an in-memory database when only files are
 * compared). Every connection the engine opened is closed afterwards: the engine puts the main
 * connection in EXCLUSIVE locking mode and never closes it itself.
 */
async function withEngine<T>(
  dbFile: string | undefined,
  schemaText: string | undefined,
  fn: (session: EngineSession) => Promise<T>,
): Promise<T> {
  await loadWasm(wasmBindings);
  const base = new PrismaBetterSqlite3({ url: dbFile ? `file:${dbFile}` : ":memory:" });
  const opened: SqlDriverAdapter[] = [];
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => {
      const connection = await base.connect();
      opened.push(connection);
      return connection;
    },
    connectToShadowDb: async () => {
      const connection = await base.connectToShadowDb();
      opened.push(connection);
      // The engine replays whole migration files on the shadow database as one argument-less
      // executeRaw; better-sqlite3 prepares only one statement at a time (error P3006), so run those
      // as scripts.
      const executeRaw = connection.executeRaw.bind(connection);
      connection.executeRaw = async (query: SqlQuery): Promise<number> => {
        if (query.args.length > 0) return executeRaw(query);
        await connection.executeScript(query.sql);
        return 0;
      };
      return connection;
    },
  });
  const datamodels: [string, string][] | undefined = schemaText === undefined ? undefined : [["schema.prisma", schemaText]];
  let engine: SchemaEngine | undefined;
  try {
    engine = await wasmBindings.SchemaEngine.new({ datamodels }, () => {}, factory);
    return await fn({ engine });
  } catch (error) {
    throw engineError(error, factory.errorRegistry, dbFile);
  } finally {
    engine?.free();
    for (const connection of opened) {
      try {
        await connection.dispose();
      } catch {
        // already closed
      }
    }
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "originalMessage" in error) {
    return String((error as { originalMessage: unknown }).originalMessage);
  }
  return String(error);
}

/** Turns an engine error (multi-line, with a Rust span trace) into a one-line MigrateError. */
function engineError(error: unknown, errors: ErrorRegistry, dbFile: string | undefined): unknown {
  if (error instanceof MigrateError) return error;
  if (!(error instanceof Error)) return error;
  // SQLITE_BUSY reaches the engine as an error kind this engine build does not know.
  if (/unknown variant `SocketTimeout`/.test(error.message)) {
    return new MigrateError(
      `${dbFile ?? "The database"} is locked by another process (is the app running?). The schema engine needs it to itself: stop the other process and retry.`,
    );
  }
  if (error.name !== "SchemaConnectorError" && !/^Error in the underlying connector/.test(error.message)) return error;
  const code = errorCode(error);
  let text = error.message.replace(/External error id#(\d+)/g, (whole, id: string) => {
    const record = errors.consumeError(Number(id));
    return record ? messageOf(record.error) : whole;
  });
  const migration = /migration_name="([^"]+)"/.exec(text)?.[1];
  const traceAt = text.search(/^\s+0: |\s+at \S+ \(|\s+at wasm:\/\//m);
  if (traceAt >= 0) text = text.slice(0, traceAt);
  if (code === "P1012") {
    const first = /error: (.*)\n\s*-->\s*(\S+)/.exec(text);
    const count = (text.match(/^error: /gm) ?? []).length;
    const where = first ? `${first[1]} (${first[2]})` : text.split("\n")[0];
    return new MigrateError(
      `P1012: the Prisma schema is invalid: ${where}${count > 1 ? ` and ${count - 1} more` : ""}; run \`npx prisma validate\` for details`,
    );
  }
  let line = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && l !== "Error:")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (!code && migration) line = `Migration ${migration} failed: ${line}`;
  if (code === "P3009" || (!code && migration)) {
    line = line.replace(/ ?Read more about how to resolve migration issues in a production database: \S+/, "");
    line = `${line.replace(/[\s.]*$/, "")}.`;
    line +=
      " Undo what it changed, then run `tsx prisma/migrate.ts resolve --rolled-back <migration>` (or `npm run db:reset` on a development database).";
  }
  return new MigrateError(code ? `${code}: ${line}` : line);
}

// ---------------------------------------------------------------------------------------------------
// Commands as functions

export interface SchemaDiff {
  /** True when schema.prisma describes a database the migrations do not produce. */
  changed: boolean;
  /** The SQL that would bring the migrated database to schema.prisma (empty when unchanged). */
  sql: string;
}

/** Compares the migrations folder with schema.prisma (on an in-memory shadow database). */
export async function diffSchema(options: Partial<MigratePaths> = {}): Promise<SchemaDiff> {
  const { schemaPath, migrationsDir } = withDefaults(options);
  const schemaText = readSchema(schemaPath);
  const list = migrationList(migrationsDir);
  return withEngine(undefined, schemaText, async ({ engine }) => {
    const result = await engine.diff({
      from: { tag: "migrations", ...list },
      to: { tag: "schemaDatamodel", files: [{ path: path.basename(schemaPath), content: schemaText }] },
      script: true,
      exitCode: true,
      filters: SCHEMA_FILTER,
    });
    if (result.exitCode === 0) return { changed: false, sql: "" };
    if (result.exitCode === 2 && result.stdout) return { changed: true, sql: result.stdout };
    throw new MigrateError(`The schema engine's diff ended with exit code ${result.exitCode}`);
  });
}

export interface CreatedMigration {
  /** Folder name, e.g. 20250101120000_add_events. */
  name: string;
  /** Absolute path of the new migration.sql. */
  file: string;
  sql: string;
}

/**
 * Writes a new migration with the SQL that takes the existing migrations to schema.prisma.
 * Returns null (and writes nothing) when there is no change. Does not touch any database.
 */
export async function createMigration(
  name: string,
  options: Partial<MigratePaths> & { now?: Date } = {},
): Promise<CreatedMigration | null> {
  const slug = slugifyMigrationName(name);
  if (!slug) throw new MigrateError("Give the migration a name: create --name <name> (letters, digits, underscores)");
  const paths = withDefaults(options);
  const diff = await diffSchema(paths);
  if (!diff.changed) return null;

  const { migrationsDir } = paths;
  fs.mkdirSync(migrationsDir, { recursive: true });
  const lockPath = path.join(migrationsDir, LOCKFILE);
  if (!fs.existsSync(lockPath)) fs.writeFileSync(lockPath, LOCKFILE_CONTENT);
  const existing = readMigrationFiles(migrationsDir).map((m) => m.name);
  const folder = `${nextTimestamp(existing, options.now ?? new Date())}_${slug}`;
  const file = path.join(migrationsDir, folder, MIGRATION_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, diff.sql);
  return { name: folder, file, sql: diff.sql };
}

/**
 * Applies the migrations not yet recorded in the database's `_prisma_migrations` table (creating the
 * file and its folder when missing) and leaves the file in WAL mode. Returns the names applied.
 */
export async function applyMigrations(dbFile: string, options: Partial<MigratePaths> = {}): Promise<string[]> {
  const { schemaPath, migrationsDir } = withDefaults(options);
  const file = path.resolve(dbFile);
  const list = migrationList(migrationsDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const applied = await withEngine(file, readSchemaIfPresent(schemaPath), async ({ engine }) => {
    const result = await engine.applyMigrations({ migrationsList: list, filters: SCHEMA_FILTER });
    return result.appliedMigrationNames;
  });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
  } finally {
    db.close();
  }
  return applied;
}

export interface MigrationStatus {
  databaseFile: string;
  databaseExists: boolean;
  /** Migration folders on disk, in order. */
  local: string[];
  /** Migrations the database records as finished (and not rolled back). */
  applied: string[];
  /** Local migrations the database has not applied yet. */
  pending: string[];
  /** Migrations recorded as failed: fix the database, then mark them resolved. */
  failed: string[];
  /** Applied migrations whose migration.sql changed since. */
  edited: string[];
  /** Migrations the database applied that are not in the migrations folder. */
  missingLocally: string[];
  /**
   * SQL describing how the database differs from what its applied migrations produce (changes made
   * by hand), or null. Only computed when nothing is pending or failed.
   */
  drift: string | null;
  /** Nothing pending, failed, edited, missing or drifted. */
  upToDate: boolean;
}

interface MigrationRow {
  migration_name: string;
  finished_at: string | null;
  rolled_back_at: string | null;
}

function readAppliedRows(file: string): MigrationRow[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return [];
    return db
      .prepare("SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at, migration_name")
      .all() as MigrationRow[];
  } finally {
    db.close();
  }
}

/** Compares the migrations folder with the database. Does not create the database file. */
export async function migrationStatus(dbFile: string, options: Partial<MigratePaths> = {}): Promise<MigrationStatus> {
  const { schemaPath, migrationsDir } = withDefaults(options);
  const file = path.resolve(dbFile);
  const list = migrationList(migrationsDir);
  const local = list.migrationDirectories.map((d) => d.path);
  const status: MigrationStatus = {
    databaseFile: file,
    databaseExists: fs.existsSync(file),
    local,
    applied: [],
    pending: [...local],
    failed: [],
    edited: [],
    missingLocally: [],
    drift: null,
    upToDate: false,
  };
  if (status.databaseExists) {
    const rows = readAppliedRows(file);
    status.applied = rows.filter((r) => r.finished_at !== null && r.rolled_back_at === null).map((r) => r.migration_name);
    const schemaText = readSchemaIfPresent(schemaPath);
    await withEngine(file, schemaText, async ({ engine }) => {
      let diagnosis;
      try {
        diagnosis = await engine.diagnoseMigrationHistory({ migrationsList: list, optInToShadowDatabase: false, filters: SCHEMA_FILTER });
      } catch (error) {
        if (errorCode(error) === "P1014") return; // no _prisma_migrations table: everything is pending
        throw error;
      }
      status.failed = diagnosis.failedMigrationNames;
      status.edited = diagnosis.editedMigrationNames;
      const history = diagnosis.history;
      status.pending = history === null || history.diagnostic === "migrationsDirectoryIsBehind" ? [] : history.unappliedMigrationNames;
      status.missingLocally = history === null || history.diagnostic === "databaseIsBehind" ? [] : history.unpersistedMigrationNames;
      if (status.pending.length === 0 && status.failed.length === 0 && schemaText !== undefined) {
        // Migrations → live database: whatever this produces was changed outside the migrations.
        const drift = await engine.diff({
          from: { tag: "migrations", ...list },
          to: {
            tag: "schemaDatasource",
            files: [{ path: path.basename(schemaPath), content: schemaText }],
            configDir: path.dirname(schemaPath),
          },
          script: true,
          exitCode: true,
          filters: SCHEMA_FILTER,
        });
        status.drift = drift.exitCode === 2 && drift.stdout ? drift.stdout : null;
      }
    });
  }
  status.upToDate =
    status.pending.length === 0 &&
    status.failed.length === 0 &&
    status.edited.length === 0 &&
    status.missingLocally.length === 0 &&
    status.drift === null;
  return status;
}

/**
 * Records a failed migration as resolved, like `prisma migrate resolve`: "rolled-back" after you
 * undid its partial changes (deploy then runs it again), "applied" after you finished it by hand.
 */
export async function resolveMigration(
  dbFile: string,
  migrationName: string,
  as: "applied" | "rolled-back",
  options: Partial<MigratePaths> = {},
): Promise<void> {
  const { schemaPath, migrationsDir } = withDefaults(options);
  const file = path.resolve(dbFile);
  if (!fs.existsSync(file)) throw new MigrateError(`Database not found: ${file}`);
  const list = migrationList(migrationsDir);
  await withEngine(file, readSchemaIfPresent(schemaPath), async ({ engine }) => {
    if (as === "applied") await engine.markMigrationApplied({ migrationName, migrationsList: list });
    else await engine.markMigrationRolledBack({ migrationName });
  });
}

/** Deletes the SQLite file with its -wal/-shm/-journal companions. */
export function deleteDatabaseFile(dbFile: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${path.resolve(dbFile)}${suffix}`, { force: true });
}

/** Deletes the database, then applies every migration. Returns the names applied. */
export async function resetDatabaseFile(dbFile: string, options: Partial<MigratePaths> = {}): Promise<string[]> {
  deleteDatabaseFile(dbFile);
  return applyMigrations(dbFile, options);
}

// ---------------------------------------------------------------------------------------------------
// CLI

const USAGE = `Usage: tsx prisma/migrate.ts <command>
  create --name <name> [--create-only]  write a migration for schema.prisma's changes, then apply it
  deploy                                apply pending migrations
  status                                list applied and pending migrations (exit 1 unless up to date)
  reset                                 delete the database file, then apply every migration
  check | --check                       exit 1 if schema.prisma has changes no migration captures
  resolve --rolled-back <migration>     mark a failed migration rolled back (deploy retries it)
  resolve --applied <migration>         mark a migration applied without running it`;

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

function printApplied(applied: string[], dbFile: string): void {
  if (applied.length === 0) {
    console.log(`No pending migrations: ${relative(dbFile)} is up to date.`);
    return;
  }
  console.log(`Applied ${applied.length} migration${applied.length === 1 ? "" : "s"} to ${relative(dbFile)}:`);
  for (const name of applied) console.log(`  ${name}`);
}

function printStatus(status: MigrationStatus): void {
  console.log(`Database: ${relative(status.databaseFile)}${status.databaseExists ? "" : " (does not exist yet)"}`);
  console.log(`${status.local.length} migration${status.local.length === 1 ? "" : "s"} in the migrations folder.`);
  const list = (label: string, names: string[]) => {
    if (names.length === 0) return;
    console.log(`${label}:`);
    for (const name of names) console.log(`  ${name}`);
  };
  list("Applied", status.applied);
  list("Pending", status.pending);
  list("Failed (fix the database, then resolve them)", status.failed);
  list("Edited after they were applied", status.edited);
  list("Applied to the database but missing from the migrations folder", status.missingLocally);
  if (status.drift !== null) {
    console.log("Drift: the database differs from what its migrations produce. The difference, as SQL:");
    console.log(status.drift.trimEnd());
  }
  if (status.upToDate) console.log("Database schema is up to date.");
  else if (status.pending.length > 0) console.log("Run `npm run db:migrate` to apply the pending migrations.");
}

async function runCheck(): Promise<number> {
  const { schemaPath } = defaultPaths();
  const diff = await diffSchema();
  if (!diff.changed) {
    console.log(`The migrations match ${relative(schemaPath)}.`);
    return 0;
  }
  console.error(
    `${relative(schemaPath)} has changes that no migration captures: run \`npm run db:migrate:create -- --name <name>\`. Missing SQL:`,
  );
  console.error(diff.sql.trimEnd());
  return 1;
}

/** Runs the CLI and returns its exit code. Expected failures throw MigrateError. */
export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: "string", short: "n" },
        check: { type: "boolean" },
        "create-only": { type: "boolean" },
        applied: { type: "string" },
        "rolled-back": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new MigrateError(`${messageOf(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length > 1) throw new MigrateError(`Unexpected arguments: ${positionals.slice(1).join(" ")}\n${USAGE}`);
  const command = values.check ? "check" : positionals[0];

  switch (command) {
    case "check":
      return runCheck();
    case "create": {
      if (!values.name) throw new MigrateError("create needs a name: tsx prisma/migrate.ts create --name <name>");
      const dbFile = values["create-only"] ? undefined : resolveDatabaseFile(); // a bad DATABASE_URL fails before writing
      const created = await createMigration(values.name);
      if (!created) {
        console.log("No schema changes: no migration created.");
        return 0;
      }
      console.log(`Created ${relative(created.file)}`);
      if (dbFile === undefined) return 0;
      printApplied(await applyMigrations(dbFile), dbFile);
      return 0;
    }
    case "deploy": {
      const dbFile = resolveDatabaseFile();
      printApplied(await applyMigrations(dbFile), dbFile);
      return 0;
    }
    case "status": {
      const status = await migrationStatus(resolveDatabaseFile());
      printStatus(status);
      return status.upToDate ? 0 : 1;
    }
    case "reset": {
      const dbFile = resolveDatabaseFile();
      deleteDatabaseFile(dbFile);
      console.log(`Deleted ${relative(dbFile)}`);
      printApplied(await applyMigrations(dbFile), dbFile);
      return 0;
    }
    case "resolve": {
      const applied = values.applied;
      const rolledBack = values["rolled-back"];
      if ((applied === undefined) === (rolledBack === undefined)) {
        throw new MigrateError("resolve needs exactly one of --applied <migration> or --rolled-back <migration>");
      }
      const dbFile = resolveDatabaseFile();
      if (applied !== undefined) {
        await resolveMigration(dbFile, applied, "applied");
        console.log(`Marked ${applied} as applied in ${relative(dbFile)}.`);
      } else if (rolledBack !== undefined) {
        await resolveMigration(dbFile, rolledBack, "rolled-back");
        console.log(`Marked ${rolledBack} as rolled back in ${relative(dbFile)}.`);
      }
      return 0;
    }
    case undefined:
      throw new MigrateError(`No command given.\n${USAGE}`);
    default:
      throw new MigrateError(`Unknown command "${command}".\n${USAGE}`);
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return fs.realpathSync(path.resolve(script)) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof MigrateError) console.error(`migrate: ${error.message}`);
      else console.error(error);
      process.exitCode = 1;
    },
  );
}
