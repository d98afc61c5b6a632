/**
 * Offline migrations for the portal's database: SQLite, or PostgreSQL (decision 58).
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
 * Database: DATABASE_URL (file:... or postgresql://...), else data/portal.db, resolved like
 * app/lib/env.server.ts. Each dialect has its own schema file and migration history: SQLite's in
 * prisma/ (the one schema source), PostgreSQL's in prisma/postgresql/ (its schema generated from
 * SQLite's by prisma/postgresql-schema.ts). `create` writes a migration for each; `check` checks
 * both. PostgreSQL's diffs replay migrations on a shadow database: on POSTGRESQL_SERVER_URL, else
 * the PostgreSQL DATABASE_URL's server, else a throwaway server (prisma/postgresql-server.ts).
 * Overrides for tests and experiments: PRISMA_SCHEMA_PATH, PRISMA_MIGRATIONS_DIR (SQLite's).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type ErrorRegistry,
  type SqlDriverAdapter,
  type SqlQuery,
} from "@prisma/driver-adapter-utils";
import * as wasmBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationDirectory, MigrationList, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";
import { dialectOfUrl, EnvError, parseEnv, redactDatabaseUrl as redactUrl, type DatabaseDialect } from "../app/lib/env.server.ts";
import { fullTextTableNames } from "../app/lib/full-text.ts";
import { POSTGRESQL_MIGRATIONS, POSTGRESQL_SCHEMA, postgresqlSchemaIsCurrent, writePostgresqlSchema } from "./postgresql-schema.ts";
import { databaseUrl, startPostgresqlServer } from "./postgresql-server.ts";

const PRISMA_DIR = path.dirname(fileURLToPath(import.meta.url));
const LOCKFILE = "migration_lock.toml";
const MIGRATION_FILE = "migration.sql";
function lockfileContent(dialect: DatabaseDialect): string {
  return `# Written by prisma/migrate.ts; keep it in version control next to the migrations.
provider = "${dialect}"
`;
}
/**
 * Tables the migrations create that schema.prisma cannot describe: the FTS5 full-text indexes
 * (app/lib/full-text.ts). As external tables (what `tables.external` in a prisma.config.ts declares
 * to the Prisma CLI) the diff, the drift check and deploy leave them alone instead of dropping them.
 */
const SQLITE_FILTER: SchemaFilter = { externalTables: fullTextTableNames(), externalEnums: [] };
/** PostgreSQL's full-text indexes are GIN indexes schema.prisma declares (prisma/postgresql-schema.ts): nothing is external. */
const POSTGRESQL_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

function filterOf(dialect: DatabaseDialect): SchemaFilter {
  return dialect === "postgresql" ? POSTGRESQL_FILTER : SQLITE_FILTER;
}

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
export function defaultPaths(env: NodeJS.ProcessEnv = process.env, dialect: DatabaseDialect = "sqlite"): MigratePaths {
  if (dialect === "postgresql") return { schemaPath: POSTGRESQL_SCHEMA, migrationsDir: POSTGRESQL_MIGRATIONS };
  return {
    schemaPath: path.resolve(env.PRISMA_SCHEMA_PATH || path.join(PRISMA_DIR, "schema.prisma")),
    migrationsDir: path.resolve(env.PRISMA_MIGRATIONS_DIR || path.join(PRISMA_DIR, "migrations")),
  };
}

function withDefaults(options: Partial<MigratePaths> = {}, dialect: DatabaseDialect = "sqlite"): MigratePaths {
  const defaults = defaultPaths(process.env, dialect);
  return {
    schemaPath: path.resolve(options.schemaPath ?? defaults.schemaPath),
    migrationsDir: path.resolve(options.migrationsDir ?? defaults.migrationsDir),
  };
}

/**
 * The database the app uses: its SQLite file (DATABASE_URL, else <DATA_DIR or data>/portal.db,
 * relative to the cwd), or its postgresql:// URL.
 */
export function resolveDatabaseFile(env: NodeJS.ProcessEnv = process.env): string {
  try {
    // Only the settings that locate the database: the rest of the app's configuration is not ours to judge.
    const parsed = parseEnv({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR });
    return parsed.databaseFile ?? parsed.databaseUrl;
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

function migrationList(migrationsDir: string, dialect: DatabaseDialect = "sqlite"): MigrationList {
  const lockPath = path.join(migrationsDir, LOCKFILE);
  const directories: MigrationDirectory[] = readMigrationFiles(migrationsDir).map((m) => ({
    path: m.name,
    migrationFile: { path: MIGRATION_FILE, content: { tag: "ok", value: m.sql } },
  }));
  return {
    baseDir: migrationsDir,
    // Before the first migration there is no lockfile yet; the engine needs one to know the provider.
    lockfile: { path: LOCKFILE, content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : lockfileContent(dialect) },
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
 * What the engine connects to: a SQLite file (or an in-memory database when only files are
 * compared), or a PostgreSQL database (whose server also holds the shadow databases diffs replay
 * migrations on).
 */
export type EngineTarget = { dialect: "sqlite"; file?: string } | { dialect: "postgresql"; url: string };

function targetOf(location: string): EngineTarget {
  return dialectOfUrl(location) === "postgresql"
    ? { dialect: "postgresql", url: location }
    : { dialect: "sqlite", file: path.resolve(location) };
}

function describeTarget(target: EngineTarget): string | undefined {
  return target.dialect === "sqlite" ? target.file : redactUrl(target.url);
}

/** PostgreSQL's one-byte `"char"` type (OID 18) and `text` (25). */
const CHAR_OID = 18;
const TEXT_OID = 25;

type QueryResultLike = { fields?: Array<{ dataTypeID: number }> } | undefined;

function charFieldsAsText<R>(result: R): R {
  for (const field of (result as QueryResultLike)?.fields ?? []) if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  return result;
}

/**
 * A pool whose results report `"char"` columns as text. The schema engine reads the catalog's
 * `"char"` columns (relkind, contype...), a type the driver adapter does not map (it throws "Column
 * type 'char' could not be deserialized"); its values are one-character strings either way.
 */
function engineReadyPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === "function") {
        const callback = last as (error: unknown, result: unknown) => void;
        return query(...args.slice(0, -1), (error: unknown, result: unknown) => callback(error, charFieldsAsText(result)));
      }
      const returned = query(...args);
      return returned instanceof Promise ? returned.then(charFieldsAsText) : returned;
    };
  });
  return pool;
}

function postgresqlFactory(url: string, opened: SqlDriverAdapter[]) {
  const open = async (connectionString: string, onDispose?: () => Promise<void>) => {
    const pool = engineReadyPool(connectionString);
    const connection = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
    // The adapter splits a script at every semicolon, which breaks a function's body: send the
    // whole migration as one simple query (PostgreSQL runs its statements in one transaction).
    connection.executeScript = async (script: string) => {
      try {
        await pool.query(script);
      } catch (error) {
        throw new MigrateError(`PostgreSQL refused the script: ${messageOf(error)}`);
      }
    };
    if (onDispose) {
      const dispose = connection.dispose.bind(connection);
      connection.dispose = async () => {
        await dispose();
        await onDispose();
      };
    }
    opened.push(connection);
    return connection;
  };
  return bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => open(url),
    // A database of its own on the same server, dropped when the engine is done with it.
    connectToShadowDb: async () => {
      const name = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID().replaceAll("-", "")}`;
      await withPostgresqlClient(url, (client) => client.query(`CREATE DATABASE "${name}"`));
      return open(databaseUrl(url, name), () =>
        withPostgresqlClient(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
      );
    },
  });
}

/**
 * Runs `fn` with an engine connected to the target. Every connection the engine opened is closed
 * afterwards: the engine puts SQLite's main connection in EXCLUSIVE locking mode and never closes
 * it itself.
 */
async function withEngine<T>(target: EngineTarget, schemaText: string | undefined, fn: (session: EngineSession) => Promise<T>): Promise<T> {
  await loadWasm(wasmBindings);
  const opened: SqlDriverAdapter[] = [];
  const factory = target.dialect === "postgresql" ? postgresqlFactory(target.url, opened) : sqliteFactory(target.file, opened);
  const datamodels: [string, string][] | undefined = schemaText === undefined ? undefined : [["schema.prisma", schemaText]];
  let engine: SchemaEngine | undefined;
  try {
    engine = await wasmBindings.SchemaEngine.new({ datamodels }, () => {}, factory);
    return await fn({ engine });
  } catch (error) {
    throw engineError(error, factory.errorRegistry, describeTarget(target));
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

function sqliteFactory(dbFile: string | undefined, opened: SqlDriverAdapter[]) {
  const base = new PrismaBetterSqlite3({ url: dbFile ? `file:${dbFile}` : ":memory:" });
  return bindMigrationAwareSqlAdapterFactory({
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

/** Which dialect, and for PostgreSQL a server to replay the migrations on (default: `withPostgresqlServer`). */
export type DialectOptions = { dialect?: DatabaseDialect; serverUrl?: string };

/**
 * Runs `fn` with a PostgreSQL server the tooling may create shadow databases on: `serverUrl`,
 * POSTGRESQL_SERVER_URL, the PostgreSQL DATABASE_URL's, else a throwaway one started for it.
 */
export async function withPostgresqlServer<T>(serverUrl: string | undefined, fn: (url: string) => Promise<T>): Promise<T> {
  const given =
    serverUrl ??
    (process.env.POSTGRESQL_SERVER_URL || undefined) ??
    (process.env.DATABASE_URL && dialectOfUrl(process.env.DATABASE_URL) === "postgresql" ? process.env.DATABASE_URL : undefined);
  if (given) return fn(given);
  const server = await startPostgresqlServer();
  try {
    return await fn(server.url);
  } finally {
    server.stop();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}

/** Compares the migrations folder with schema.prisma (SQLite: on an in-memory shadow database; PostgreSQL: on a shadow database of a server). */
export async function diffSchema(options: Partial<MigratePaths> & DialectOptions = {}): Promise<SchemaDiff> {
  const dialect = options.dialect ?? "sqlite";
  const { schemaPath, migrationsDir } = withDefaults(options, dialect);
  const schemaText = readSchema(schemaPath);
  const list = migrationList(migrationsDir, dialect);
  if (dialect === "postgresql") {
    return withPostgresqlServer(options.serverUrl, (url) => diffOn({ dialect, url }, schemaPath, schemaText, list));
  }
  return diffOn({ dialect }, schemaPath, schemaText, list);
}

function diffOn(target: EngineTarget, schemaPath: string, schemaText: string, list: MigrationList): Promise<SchemaDiff> {
  return withEngine(target, schemaText, async ({ engine }) => {
    const result = await engine.diff({
      from: { tag: "migrations", ...list },
      to: { tag: "schemaDatamodel", files: [{ path: path.basename(schemaPath), content: schemaText }] },
      script: true,
      exitCode: true,
      filters: filterOf(target.dialect),
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
  options: Partial<MigratePaths> & DialectOptions & { now?: Date; folder?: string } = {},
): Promise<CreatedMigration | null> {
  const slug = slugifyMigrationName(name);
  if (!slug) throw new MigrateError("Give the migration a name: create --name <name> (letters, digits, underscores)");
  const dialect = options.dialect ?? "sqlite";
  const paths = withDefaults(options, dialect);
  const diff = await diffSchema({ ...paths, dialect, serverUrl: options.serverUrl });
  if (!diff.changed) return null;

  const { migrationsDir } = paths;
  fs.mkdirSync(migrationsDir, { recursive: true });
  const lockPath = path.join(migrationsDir, LOCKFILE);
  if (!fs.existsSync(lockPath)) fs.writeFileSync(lockPath, lockfileContent(dialect));
  const existing = readMigrationFiles(migrationsDir).map((m) => m.name);
  const folder = options.folder ?? `${nextTimestamp(existing, options.now ?? new Date())}_${slug}`;
  const file = path.join(migrationsDir, folder, MIGRATION_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, diff.sql);
  return { name: folder, file, sql: diff.sql };
}

/**
 * Writes the migration for schema.prisma's changes in both dialects' histories, under one folder
 * name: SQLite's, then (after regenerating prisma/postgresql/schema.prisma) PostgreSQL's. Returns
 * what each wrote (null: no change in that dialect).
 */
export async function createMigrations(
  name: string,
  options: { now?: Date; serverUrl?: string } = {},
): Promise<{ sqlite: CreatedMigration | null; postgresql: CreatedMigration | null }> {
  const sqlite = await createMigration(name, { now: options.now });
  writePostgresqlSchema();
  const postgresql = await createMigration(name, {
    dialect: "postgresql",
    serverUrl: options.serverUrl,
    now: options.now,
    folder: sqlite?.name,
  });
  return { sqlite, postgresql };
}

/**
 * Applies the migrations not yet recorded in the database's `_prisma_migrations` table. SQLite:
 * creates the file and its folder when missing, and leaves the file in WAL mode. `location` is the
 * SQLite file or a postgresql:// URL (its dialect's migrations are applied). Returns the names applied.
 */
export async function applyMigrations(location: string, options: Partial<MigratePaths> = {}): Promise<string[]> {
  const target = targetOf(location);
  const { schemaPath, migrationsDir } = withDefaults(options, target.dialect);
  const list = migrationList(migrationsDir, target.dialect);
  if (target.dialect === "postgresql") {
    return withEngine(target, readSchemaIfPresent(schemaPath), async ({ engine }) => {
      const result = await engine.applyMigrations({ migrationsList: list, filters: POSTGRESQL_FILTER });
      return result.appliedMigrationNames;
    });
  }
  const file = target.file!;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const applied = await withEngine(target, readSchemaIfPresent(schemaPath), async ({ engine }) => {
    const result = await engine.applyMigrations({ migrationsList: list, filters: SQLITE_FILTER });
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

/** A PostgreSQL client for the tooling's own reads (the migration table, resets); closed after `fn`. */
export async function withPostgresqlClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL database exists (the server answers and has it). */
async function postgresqlDatabaseExists(url: string): Promise<boolean> {
  try {
    await withPostgresqlClient(url, async () => undefined);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "3D000") return false; // invalid_catalog_name: no such database
    throw new MigrateError(`Cannot reach the PostgreSQL database ${redactUrl(url)}: ${messageOf(error)}`);
  }
}

async function readAppliedPostgresqlRows(url: string): Promise<MigrationRow[]> {
  return withPostgresqlClient(url, async (client) => {
    const table = await client.query("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
    if (!table.rows[0]?.present) return [];
    const rows = await client.query<MigrationRow>(
      "SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at, migration_name",
    );
    return rows.rows;
  });
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

/** Compares the migrations folder with the database (a SQLite file or a postgresql:// URL). Does not create the database. */
export async function migrationStatus(location: string, options: Partial<MigratePaths> = {}): Promise<MigrationStatus> {
  const target = targetOf(location);
  const { schemaPath, migrationsDir } = withDefaults(options, target.dialect);
  const list = migrationList(migrationsDir, target.dialect);
  const local = list.migrationDirectories.map((d) => d.path);
  const status: MigrationStatus = {
    databaseFile: target.dialect === "sqlite" ? target.file! : redactUrl(target.url),
    databaseExists: target.dialect === "sqlite" ? fs.existsSync(target.file!) : await postgresqlDatabaseExists(target.url),
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
    const rows = target.dialect === "sqlite" ? readAppliedRows(target.file!) : await readAppliedPostgresqlRows(target.url);
    status.applied = rows.filter((r) => r.finished_at !== null && r.rolled_back_at === null).map((r) => r.migration_name);
    const schemaText = readSchemaIfPresent(schemaPath);
    const filters = filterOf(target.dialect);
    await withEngine(target, schemaText, async ({ engine }) => {
      let diagnosis;
      try {
        diagnosis = await engine.diagnoseMigrationHistory({ migrationsList: list, optInToShadowDatabase: false, filters });
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
          filters,
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
  const target = targetOf(dbFile);
  const { schemaPath, migrationsDir } = withDefaults(options, target.dialect);
  if (target.dialect === "sqlite" && !fs.existsSync(target.file!)) throw new MigrateError(`Database not found: ${target.file}`);
  const list = migrationList(migrationsDir, target.dialect);
  await withEngine(target, readSchemaIfPresent(schemaPath), async ({ engine }) => {
    if (as === "applied") await engine.markMigrationApplied({ migrationName, migrationsList: list });
    else await engine.markMigrationRolledBack({ migrationName });
  });
}

/** Deletes the SQLite file with its -wal/-shm/-journal companions. */
export function deleteDatabaseFile(dbFile: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${path.resolve(dbFile)}${suffix}`, { force: true });
}

/**
 * Empties a PostgreSQL database: drops its public schema with everything in it (tables, their
 * rows, triggers, functions) and creates it again. Creates the database when the server has none
 * of that name.
 */
export async function emptyPostgresqlDatabase(url: string): Promise<void> {
  if (!(await postgresqlDatabaseExists(url))) {
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    await withPostgresqlClient(databaseUrl(url, "postgres"), (client) => client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`));
    return;
  }
  await withPostgresqlClient(url, (client) => client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public"));
}

/** Deletes the database (the SQLite file; PostgreSQL's public schema), then applies every migration. Returns the names applied. */
export async function resetDatabaseFile(location: string, options: Partial<MigratePaths> = {}): Promise<string[]> {
  if (dialectOfUrl(location) === "postgresql") await emptyPostgresqlDatabase(location);
  else deleteDatabaseFile(location);
  return applyMigrations(location, options);
}

// ---------------------------------------------------------------------------------------------------
// CLI

const USAGE = `Usage: tsx prisma/migrate.ts <command>
  create --name <name> [--create-only]  write a migration for schema.prisma's changes, then apply it
  deploy                                apply pending migrations
  status                                list applied and pending migrations (exit 1 unless up to date)
  reset                                 delete the database file (PostgreSQL: empty the database), then apply every migration
  check | --check [--sqlite-only]       exit 1 if schema.prisma has changes no migration captures (in either dialect)
  resolve --rolled-back <migration>     mark a failed migration rolled back (deploy retries it)
  resolve --applied <migration>         mark a migration applied without running it`;

function relative(file: string): string {
  if (dialectOfUrl(file) === "postgresql") return redactUrl(file);
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

/** SQLite's migrations match schema.prisma; the PostgreSQL schema is what it generates, and PostgreSQL's migrations match that. */
async function runCheck(options: { sqliteOnly: boolean }): Promise<number> {
  let failed = 0;
  const report = (schemaPath: string, diff: SchemaDiff) => {
    if (!diff.changed) {
      console.log(`The migrations match ${relative(schemaPath)}.`);
      return;
    }
    failed = 1;
    console.error(
      `${relative(schemaPath)} has changes that no migration captures: run \`npm run db:migrate:create -- --name <name>\`. Missing SQL:`,
    );
    console.error(diff.sql.trimEnd());
  };
  report(defaultPaths().schemaPath, await diffSchema());
  if (options.sqliteOnly) return failed;
  if (!postgresqlSchemaIsCurrent()) {
    console.error(
      `${relative(POSTGRESQL_SCHEMA)} is not what prisma/schema.prisma generates: run \`npm run db:migrate:create -- --name <name>\` (or \`tsx prisma/postgresql-schema.ts write\`).`,
    );
    return 1;
  }
  report(POSTGRESQL_SCHEMA, await diffSchema({ dialect: "postgresql" }));
  return failed;
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
        "sqlite-only": { type: "boolean" },
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
  // A scratch project (PRISMA_SCHEMA_PATH, PRISMA_MIGRATIONS_DIR) is SQLite's alone: PostgreSQL's
  // schema and history are generated from the portal's own schema.prisma.
  const sqliteOnly = values["sqlite-only"] === true || Boolean(process.env.PRISMA_SCHEMA_PATH || process.env.PRISMA_MIGRATIONS_DIR);

  switch (command) {
    case "check":
      return runCheck({ sqliteOnly });
    case "create": {
      if (!values.name) throw new MigrateError("create needs a name: tsx prisma/migrate.ts create --name <name>");
      const dbFile = values["create-only"] ? undefined : resolveDatabaseFile(); // a bad DATABASE_URL fails before writing
      const created = sqliteOnly ? { sqlite: await createMigration(values.name), postgresql: null } : await createMigrations(values.name);
      if (!created.sqlite && !created.postgresql) {
        console.log("No schema changes: no migration created.");
        return 0;
      }
      for (const one of [created.sqlite, created.postgresql]) if (one) console.log(`Created ${relative(one.file)}`);
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
      if (dialectOfUrl(dbFile) === "postgresql") {
        await emptyPostgresqlDatabase(dbFile);
        console.log(`Emptied ${redactUrl(dbFile)}`);
      } else {
        deleteDatabaseFile(dbFile);
        console.log(`Deleted ${relative(dbFile)}`);
      }
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
