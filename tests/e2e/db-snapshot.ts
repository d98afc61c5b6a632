/**
 * What is in the server's database, table by table, to tell whether something changed it: each row
 * is read with plain SELECTs (openDb, read only) and kept as one string keyed by its primary key; a
 * table's digest is a hash over its rows, so two snapshots compare table by table and only a table
 * whose digest moved is compared row by row, naming the row and the column.
 */
import crypto from "node:crypto";
import type Database from "better-sqlite3";

/** What may change while pages are only read, each with why. Anything else that changes is a GET that writes. */
export type NotAChange = { table: string; columns?: readonly string[]; reason: string };

type Row = Record<string, unknown>;
type Table = { digest: string; rows: Map<string, string> };
export type Snapshot = Map<string, Table>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables to compare: every table but SQLite's own and the full-text indexes (FTS5 virtual tables
 * and their shadow tables are kept by triggers from rows that are compared themselves).
 */
function tablesOf(db: Database.Database): string[] {
  const all = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all() as Array<{
    name: string;
    sql: string | null;
  }>;
  const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
  return all.map((t) => t.name).filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
}

/** A row's identity as the diff names it: its primary key columns (the rowid where it has none). */
function keyOf(db: Database.Database, table: string): { select: string; key: (row: Row) => string } {
  const columns = db.prepare(`PRAGMA table_info(${quote(table)})`).all() as Array<{ name: string; pk: number }>;
  const pk = columns
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  if (pk.length === 0)
    return { select: `SELECT rowid AS "(rowid)", * FROM ${quote(table)}`, key: (row) => `rowid=${String(row["(rowid)"])}` };
  return { select: `SELECT * FROM ${quote(table)}`, key: (row) => pk.map((c) => `${c}=${String(row[c])}`).join(",") };
}

const text = (value: unknown) => (Buffer.isBuffer(value) ? `x'${value.toString("hex")}'` : value);

export function takeSnapshot(db: Database.Database): Snapshot {
  const snapshot: Snapshot = new Map();
  for (const table of tablesOf(db)) {
    const { select, key } = keyOf(db, table);
    const rows = new Map<string, string>();
    for (const row of db.prepare(select).iterate() as Iterable<Row>) {
      rows.set(
        key(row),
        JSON.stringify(row, (_k, v: unknown) => text(v)),
      );
    }
    const hash = crypto.createHash("sha1");
    for (const [k, v] of [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(k).update("\0").update(v).update("\n");
    snapshot.set(table, { digest: hash.digest("hex"), rows });
  }
  return snapshot;
}

const short = (value: unknown) => {
  const s = JSON.stringify(value) ?? "undefined";
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};

/**
 * What changed from `before` to `after`, one line per row and column ("Table id=3: column: old ->
 * new", "Table id=4 added: {...}", "Table id=5 removed"), leaving out what `notChanges` allows: a
 * whole table, or only some of its columns (a row added or removed there still counts).
 */
export function changesBetween(before: Snapshot, after: Snapshot, notChanges: readonly NotAChange[]): string[] {
  const lines: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(table);
    const now = after.get(table);
    if (was?.digest === now?.digest) continue;
    const allowed = notChanges.filter((n) => n.table === table);
    if (allowed.some((n) => !n.columns)) continue;
    const ignored = new Set(allowed.flatMap((n) => n.columns ?? []));
    const wasRows = was?.rows ?? new Map<string, string>();
    const nowRows = now?.rows ?? new Map<string, string>();
    for (const [key, row] of nowRows) {
      const old = wasRows.get(key);
      if (old === undefined) {
        lines.push(`${table} ${key} added: ${row.length > 300 ? `${row.slice(0, 297)}...` : row}`);
        continue;
      }
      if (old === row) continue;
      const a = JSON.parse(old) as Row;
      const b = JSON.parse(row) as Row;
      for (const column of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (ignored.has(column) || JSON.stringify(a[column]) === JSON.stringify(b[column])) continue;
        lines.push(`${table} ${key}: ${column}: ${short(a[column])} -> ${short(b[column])}`);
      }
    }
    for (const key of wasRows.keys()) if (!nowRows.has(key)) lines.push(`${table} ${key} removed`);
  }
  return lines;
}

/** SQLite's count of commits by other connections: it moves when anything else wrote to the file since the last look. */
export function dataVersion(db: Database.Database): number {
  return db.pragma("data_version", { simple: true }) as number;
}
