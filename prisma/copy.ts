/**
 * Moves a SQLite deployment's data to PostgreSQL (decision 58):
 *
 *   tsx prisma/copy.ts --to postgresql://user:password@host:5432/portal [--from file:data/portal.db] [--replace]
 *
 * Source: --from, else the database the portal uses (DATABASE_URL file:..., else DATA_DIR/portal.db);
 * its migrations must be up to date. Target: the PostgreSQL database, created when the server has
 * none of that name, migrated with prisma/postgresql/migrations, and empty (the roles its migration
 * inserts aside) unless --replace, which deletes its rows first. Every table's rows are copied in
 * primary-key order, a batch at a time, in one PostgreSQL transaction with triggers and foreign keys
 * off (the rows are already consistent; a failed copy leaves the target's rows as they were) and the secondary
 * indexes dropped until the rows are in (building an index at once is much quicker). The source is
 * read in one read transaction, so the copy is of one moment even while the portal writes. The id
 * sequences then continue after the highest id SQLite ever gave out; the row counts of both sides
 * are compared at the end. The uploads folder is not copied: the PostgreSQL deployment uses the same one.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { dialectOfUrl, EnvError, parseEnv, redactDatabaseUrl as redactUrl } from "../app/lib/env.server.ts";
import { fullTextTableNames } from "../app/lib/full-text.ts";
import { isEntryPoint } from "./backup.ts";
import { applyMigrations, MigrateError, migrationStatus, resolveDatabaseFile, withPostgresqlClient } from "./migrate.ts";
import { databaseUrl } from "./postgresql-server.ts";

/** An expected failure: the CLI prints its message as one line, without a stack. */
export class CopyError extends Error {
  override name = "CopyError";
}

/** Tables that are not the portal's rows: the migration history on both sides, SQLite's own. */
const MIGRATIONS_TABLE = "_prisma_migrations";
/** The rows the target's first migration inserts; replaced by the source's. */
const ROLE_TABLE = "Role";
/** Rows read from SQLite and written to PostgreSQL at a time. */
const BATCH_ROWS = 2_000;
/** A progress line every so many rows of one table. */
const PROGRESS_ROWS = 100_000;

export interface CopyOptions {
  /** The SQLite file. */
  from: string;
  /** The postgresql:// URL. */
  to: string;
  /** Delete the target's rows first instead of refusing a target that holds some. */
  replace?: boolean;
  batchRows?: number;
  /** Progress lines; default console.log. */
  log?: (line: string) => void;
}

export interface TableCount {
  table: string;
  sqlite: number;
  postgresql: number;
}

export interface CopyResult {
  /** Every table, by name, with its rows on each side after the copy. */
  counts: TableCount[];
  /** Tables whose counts differ (none after a good copy). */
  differing: string[];
  /** Rows copied. */
  rows: number;
  ms: number;
}

/** A column as PostgreSQL declares it. */
interface Column {
  name: string;
  /** format_type(): "integer", "timestamp(3) without time zone", "jsonb"... */
  type: string;
  /** The serial sequence filling it, if any. */
  sequence: string | null;
}

interface Table {
  name: string;
  columns: Column[];
  /** The primary key's columns, in the key's order. */
  key: string[];
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function plural(n: number, word: string, words = `${word}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? word : words}`;
}

// ---------------------------------------------------------------------------------------------------
// Where from, where to

/**
 * The SQLite file to copy: `--from` (a file: URL or a path), else the portal's database (DATABASE_URL,
 * else DATA_DIR/portal.db, like prisma/migrate.ts).
 */
export function resolveSource(from: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (from === undefined) {
    const location = resolveDatabaseFile(env);
    if (dialectOfUrl(location) === "postgresql") {
      throw new CopyError("DATABASE_URL is already a PostgreSQL database: name the SQLite database to copy with --from file:<path>");
    }
    return location;
  }
  if (dialectOfUrl(from) === "postgresql") throw new CopyError("--from must be a SQLite database (file:<path>), not a PostgreSQL one");
  return path.resolve(from.startsWith("file:") ? from.slice("file:".length) : from);
}

/** The target URL, refused unless it is PostgreSQL's. */
export function checkTarget(to: string | undefined): string {
  if (!to) throw new CopyError("--to is required: npm run db:copy -- --to postgresql://user:password@host:5432/portal");
  if (dialectOfUrl(to) !== "postgresql") throw new CopyError(`--to must be a postgresql:// URL, not ${JSON.stringify(to)}`);
  return to;
}

/** The uploads folder the portal uses (UPLOADS_DIR, else DATA_DIR/uploads): the copy leaves it where it is. */
export function uploadsFolder(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return parseEnv({ DATA_DIR: env.DATA_DIR, UPLOADS_DIR: env.UPLOADS_DIR }).uploadsDir;
  } catch (error) {
    if (error instanceof EnvError) throw new CopyError(error.message.replace(/\s*\n\s*/g, " "));
    throw error;
  }
}

/** Creates the target database when its server has none of that name. Returns whether it did. */
async function createDatabaseIfMissing(url: string): Promise<boolean> {
  try {
    await withPostgresqlClient(url, async () => undefined);
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") {
      throw new CopyError(`Cannot reach the PostgreSQL database ${redactUrl(url)}: ${messageOf(error)}`);
    }
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withPostgresqlClient(databaseUrl(url, "postgres"), (client) => client.query(`CREATE DATABASE ${quoteIdentifier(name)}`));
  return true;
}

// ---------------------------------------------------------------------------------------------------
// The tables

/** The target's tables (all but the migration history) with their columns, keys and sequences. */
async function readTargetTables(client: pg.Client): Promise<Table[]> {
  const columns = await client.query<{ table: string; column: string; type: string; sequence: string | null }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> $1
      ORDER BY c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const keys = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND n.nspname = 'public'
      ORDER BY c.relname, k.position`,
  );
  const tables = new Map<string, Table>();
  for (const row of columns.rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], key: [] };
    table.columns.push({ name: row.column, type: row.type, sequence: row.sequence });
    tables.set(row.table, table);
  }
  for (const row of keys.rows) tables.get(row.table)?.key.push(row.column);
  for (const table of tables.values()) {
    if (table.key.length === 0) throw new CopyError(`Table ${table.name} has no primary key in PostgreSQL: cannot copy it in order`);
  }
  return [...tables.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The source's tables: all but SQLite's own, the migration history and the FTS5 full-text indexes (PostgreSQL has GIN indexes instead). */
function sourceTableNames(source: Database.Database): string[] {
  const skipped = new Set([MIGRATIONS_TABLE, ...fullTextTableNames()]);
  const names = source
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return names.filter((name) => !skipped.has(name));
}

/** Both sides must have the same tables and columns; they do when both migration histories are applied. */
function checkSameShape(source: Database.Database, tables: Table[]): void {
  const differences: string[] = [];
  const sourceNames = sourceTableNames(source);
  const targetNames = new Set(tables.map((t) => t.name));
  for (const name of sourceNames) if (!targetNames.has(name)) differences.push(`table ${name} only in SQLite`);
  for (const name of targetNames) if (!sourceNames.includes(name)) differences.push(`table ${name} only in PostgreSQL`);
  for (const table of tables) {
    if (!sourceNames.includes(table.name)) continue;
    const sourceColumns = (source.prepare(`PRAGMA table_info(${quoteIdentifier(table.name)})`).all() as { name: string }[]).map(
      (c) => c.name,
    );
    const targetColumns = table.columns.map((c) => c.name);
    for (const c of sourceColumns) if (!targetColumns.includes(c)) differences.push(`column ${table.name}.${c} only in SQLite`);
    for (const c of targetColumns) if (!sourceColumns.includes(c)) differences.push(`column ${table.name}.${c} only in PostgreSQL`);
  }
  if (differences.length > 0) {
    throw new CopyError(
      `The SQLite and PostgreSQL schemas differ (${differences.slice(0, 5).join("; ")}${differences.length > 5 ? `; ${differences.length - 5} more` : ""}): each migration needs its PostgreSQL twin (npm run db:migrate:create)`,
    );
  }
}

/** The target's tables (but the roles) that hold at least one row. */
async function tablesWithRows(client: pg.Client, tables: Table[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    if (table.name === ROLE_TABLE) continue;
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoteIdentifier(table.name)}) AS any`);
    if (rows[0]?.any) found.push(table.name);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Values: SQLite stores DateTime as ISO text ("2026-03-14T12:00:00.000+00:00", @prisma/adapter-better-sqlite3's
// default; unix milliseconds when configured so), Boolean as 0/1, Json as text (or a number, as its
// JSONB column has numeric affinity), Float as REAL (or INTEGER when whole).

type Convert = (value: unknown) => unknown;

/** An ISO timestamp PostgreSQL reads as the same UTC instant (timestamp without time zone ignores a zone, so only UTC may carry one). */
function timestampValue(value: unknown): unknown {
  if (typeof value === "number" || typeof value === "bigint") return new Date(Number(value)).toISOString();
  if (typeof value !== "string") return value;
  const offset = /(?:[+-]\d\d:?\d\d|Z)$/i.exec(value)?.[0];
  if (offset === undefined || /^(?:z|[+-]00:?00)$/i.test(offset)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Non-finite floats as the words PostgreSQL reads (JSON has no such numbers). */
function floatValue(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number" && !Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  return value;
}

function converter(type: string): Convert {
  if (type === "boolean") return (v) => (typeof v === "number" || typeof v === "bigint" ? Number(v) !== 0 : v);
  if (type.startsWith("timestamp")) return timestampValue;
  if (type === "jsonb" || type === "json") return (v) => (typeof v === "string" ? v : String(v));
  if (type === "double precision" || type === "real" || type.startsWith("numeric")) return floatValue;
  if (type === "bigint") return (v) => (typeof v === "bigint" ? v.toString() : v);
  if (type === "integer" || type === "smallint") return (v) => (typeof v === "bigint" ? Number(v) : v);
  if (type === "bytea") return (v) => (Buffer.isBuffer(v) ? `\\x${v.toString("hex")}` : v);
  return (v) => (typeof v === "number" || typeof v === "bigint" ? String(v) : v);
}

// ---------------------------------------------------------------------------------------------------
// The copy

/**
 * Copies one table: reads a batch by keyset (primary key after the last row read), writes it with
 * one INSERT of a JSON array, and reads the next batch while PostgreSQL writes the last.
 */
async function copyTable(
  source: Database.Database,
  client: pg.Client,
  table: Table,
  batchRows: number,
  log: (line: string) => void,
): Promise<number> {
  const names = table.columns.map((c) => quoteIdentifier(c.name)).join(", ");
  const keyList = table.key.map(quoteIdentifier).join(", ");
  const keyAt = table.key.map((k) => table.columns.findIndex((c) => c.name === k));
  const first = source.prepare(`SELECT ${names} FROM ${quoteIdentifier(table.name)} ORDER BY ${keyList} LIMIT ?`).raw(true);
  const after = source
    .prepare(
      `SELECT ${names} FROM ${quoteIdentifier(table.name)} WHERE (${keyList}) > (${table.key.map(() => "?").join(", ")}) ORDER BY ${keyList} LIMIT ?`,
    )
    .raw(true);
  // Exact integers for bigint columns; numbers everywhere else.
  const wide = table.columns.some((c) => c.type === "bigint");
  first.safeIntegers(wide);
  after.safeIntegers(wide);

  // json_to_recordset reads each row as an object with keys c0, c1...; JSON columns arrive as text and are cast.
  const record = table.columns.map((c, i) => `c${i} ${c.type === "jsonb" || c.type === "json" ? "text" : c.type}`).join(", ");
  const values = table.columns.map((c, i) => (c.type === "jsonb" || c.type === "json" ? `x.c${i}::${c.type}` : `x.c${i}`)).join(", ");
  const insert = `INSERT INTO ${quoteIdentifier(table.name)} (${names}) SELECT ${values} FROM json_to_recordset($1::json) AS x(${record})`;
  const converters = table.columns.map((c) => converter(c.type));

  let copied = 0;
  let nextProgress = PROGRESS_ROWS;
  let last: unknown[] | undefined;
  let writing: Promise<unknown> | undefined;
  for (;;) {
    const rows = (last === undefined ? first.all(batchRows) : after.all(...keyAt.map((i) => last![i]), batchRows)) as unknown[][];
    if (rows.length === 0) break;
    last = rows[rows.length - 1];
    const objects = rows.map((row) => {
      const object: Record<string, unknown> = {};
      for (let i = 0; i < row.length; i++) object[`c${i}`] = row[i] === null ? null : converters[i]!(row[i]);
      return object;
    });
    const payload = JSON.stringify(objects);
    if (writing) await writing;
    writing = client.query(insert, [payload]);
    copied += rows.length;
    if (copied >= nextProgress) {
      log(`  ${table.name}: ${copied.toLocaleString("en-US")} rows...`);
      nextProgress += PROGRESS_ROWS;
    }
    if (rows.length < batchRows) break;
  }
  if (writing) await writing;
  return copied;
}

/** The highest id SQLite gave out per table (AUTOINCREMENT never hands out a deleted row's id again). */
function sqliteSequences(source: Database.Database): Map<string, number> {
  const present = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'").get();
  if (!present) return new Map();
  const rows = source.prepare("SELECT name, seq FROM sqlite_sequence").all() as { name: string; seq: number }[];
  return new Map(rows.map((r) => [r.name, Number(r.seq)]));
}

/** Every serial sequence continues after the table's highest id, or SQLite's, whichever is higher. */
async function setSequences(client: pg.Client, tables: Table[], given: Map<string, number>): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      if (!column.sequence) continue;
      const { rows } = await client.query<{ max: string | null }>(
        `SELECT max(${quoteIdentifier(column.name)})::text AS max FROM ${quoteIdentifier(table.name)}`,
      );
      const highest = Math.max(Number(rows[0]?.max ?? 0), given.get(table.name) ?? 0);
      if (highest > 0) await client.query("SELECT setval($1, $2, true)", [column.sequence, highest]);
      else await client.query("SELECT setval($1, 1, false)", [column.sequence]);
    }
  }
}

/**
 * The target's secondary indexes (the ones no constraint needs), dropped for the copy and built again
 * after it: building an index from all the rows at once is far quicker than updating it row by row
 * (the trigram GIN indexes above all). Returns the statements that build them again.
 */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT ci.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class ci ON ci.oid = i.indexrelid
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relname <> $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY ci.relname`,
    [MIGRATIONS_TABLE],
  );
  for (const row of rows) await client.query(`DROP INDEX ${quoteIdentifier(row.name)}`);
  return rows.map((r) => r.definition);
}

/** Rows per table on both sides. */
export async function countRows(source: Database.Database, client: pg.Client, tables: string[]): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of tables) {
    const sqlite = Number(
      source
        .prepare(`SELECT count(*) FROM ${quoteIdentifier(table)}`)
        .pluck()
        .get(),
    );
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${quoteIdentifier(table)}`);
    counts.push({ table, sqlite, postgresql: Number(rows[0]?.count ?? 0) });
  }
  return counts;
}

/**
 * Copies every row of the SQLite database `from` into the PostgreSQL database `to` (see the top of
 * the file). Refuses, with a CopyError, a source whose migrations are not up to date and a target
 * that already holds rows (unless `replace`).
 */
export async function copyDatabase(options: CopyOptions): Promise<CopyResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const from = path.resolve(options.from);
  const to = checkTarget(options.to);
  const batchRows = options.batchRows ?? BATCH_ROWS;
  if (!fs.existsSync(from)) throw new CopyError(`No SQLite database at ${from}`);

  const status = await migrationStatus(from);
  if (!status.upToDate) {
    const what = status.pending.length > 0 ? `${plural(status.pending.length, "pending migration")}` : "its migrations are not up to date";
    throw new CopyError(`${from} is not up to date (${what}): run npm run db:migrate first`);
  }

  if (await createDatabaseIfMissing(to)) log(`Created the database ${redactUrl(to)}.`);
  const applied = await applyMigrations(to);
  if (applied.length > 0) log(`Applied ${plural(applied.length, "PostgreSQL migration")} to ${redactUrl(to)}.`);

  const started = Date.now();
  const source = new Database(from, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: to });
  await client.connect();
  try {
    const tables = await readTargetTables(client);
    checkSameShape(source, tables);
    const occupied = await tablesWithRows(client, tables);
    if (occupied.length > 0 && !options.replace) {
      const named = occupied.slice(0, 5).join(", ") + (occupied.length > 5 ? ` and ${occupied.length - 5} more` : "");
      throw new CopyError(
        `${redactUrl(to)} already holds rows (${named}): copy into an empty database, or pass --replace to delete them first`,
      );
    }

    // One moment of the source: a read transaction holds its snapshot while the portal may write.
    source.exec("BEGIN");
    let rows = 0;
    await client.query("BEGIN");
    try {
      try {
        // Triggers off, foreign-key checks included: rows arrive table by table, and the merged-account
        // triggers would refuse history the source legitimately holds.
        await client.query("SET LOCAL session_replication_role = replica");
      } catch (error) {
        throw new CopyError(
          `PostgreSQL refused to turn triggers off for the copy (${messageOf(error)}): connect as a user allowed to SET session_replication_role (a superuser; rds_superuser on Amazon RDS)`,
        );
      }
      if (occupied.length > 0) {
        await client.query(`TRUNCATE ${tables.map((t) => quoteIdentifier(t.name)).join(", ")}`);
        log(`Deleted the rows ${redactUrl(to)} held (--replace).`);
      } else {
        await client.query(`DELETE FROM ${quoteIdentifier(ROLE_TABLE)}`);
      }
      const indexes = await dropSecondaryIndexes(client);
      for (const table of tables) {
        const copied = await copyTable(source, client, table, batchRows, log);
        if (copied >= PROGRESS_ROWS) log(`  ${table.name}: ${copied.toLocaleString("en-US")} rows copied.`);
        rows += copied;
      }
      log(`Building ${plural(indexes.length, "index", "indexes")} again...`);
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      for (const definition of indexes) await client.query(definition);
      await setSequences(client, tables, sqliteSequences(source));
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
    const counts = await countRows(
      source,
      client,
      tables.map((t) => t.name),
    );
    source.exec("COMMIT");
    // Statistics for the planner and the visibility map for index-only scans, now rather than when
    // autovacuum comes round: the first pages served after the copy plan as the later ones.
    log("Updating the planner's statistics (VACUUM ANALYZE)...");
    await client.query("VACUUM (ANALYZE)");
    return {
      counts,
      differing: counts.filter((c) => c.sqlite !== c.postgresql).map((c) => c.table),
      rows,
      ms: Date.now() - started,
    };
  } finally {
    await client.end();
    source.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// CLI

const USAGE = `Usage: npm run db:copy -- --to postgresql://user:password@host:5432/portal [--from file:<path>] [--replace]
  --to       the PostgreSQL database (created if the server has none of that name; migrated)
  --from     the SQLite database (default: DATABASE_URL, else DATA_DIR/portal.db)
  --replace  delete the rows the target already holds (it is refused otherwise)`;

/** The counts as a short table: the tables holding rows, then how many are empty on both sides. */
export function formatCounts(counts: TableCount[]): string[] {
  const shown = counts.filter((c) => c.sqlite > 0 || c.postgresql > 0);
  const width = Math.max(5, ...shown.map((c) => c.table.length));
  const number = (n: number) => n.toLocaleString("en-US").padStart(12);
  const lines = [`${"Table".padEnd(width)} ${"SQLite".padStart(12)} ${"PostgreSQL".padStart(12)}`];
  for (const c of shown) {
    lines.push(`${c.table.padEnd(width)} ${number(c.sqlite)} ${number(c.postgresql)}${c.sqlite === c.postgresql ? "" : "  differs"}`);
  }
  const empty = counts.length - shown.length;
  if (empty > 0) lines.push(`(${plural(empty, "more table")} empty on both sides)`);
  return lines;
}

/** Runs the CLI and returns its exit code. Expected failures throw CopyError. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        to: { type: "string" },
        from: { type: "string" },
        replace: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new CopyError(`${messageOf(error)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const to = checkTarget(values.to);
  const from = resolveSource(values.from, env);
  const uploads = uploadsFolder(env);
  console.log(`Copying ${from} to ${redactUrl(to)}. Rows the portal writes after the copy starts are not copied: stop it first.`);
  const result = await copyDatabase({ from, to, replace: values.replace === true });
  const seconds = result.ms / 1000;
  console.log(
    `Copied ${plural(result.rows, "row")} in ${seconds.toFixed(1)} s (${Math.round(result.rows / Math.max(seconds, 0.001)).toLocaleString("en-US")} rows/s).`,
  );
  for (const line of formatCounts(result.counts)) console.log(line);
  console.log(`Uploads were not copied: they stay in ${uploads}; the PostgreSQL deployment must use that folder (UPLOADS_DIR).`);
  if (result.differing.length > 0) {
    console.error(`copy: the row counts differ in ${result.differing.join(", ")}`);
    return 1;
  }
  console.log(`Every table holds the same number of rows on both sides.`);
  return 0;
}

if (isEntryPoint(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof CopyError || error instanceof MigrateError) console.error(`copy: ${error.message}`);
      else console.error(error);
      process.exitCode = 1;
    },
  );
}
