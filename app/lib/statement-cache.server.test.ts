import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { installStatementCache } from "./statement-cache.server.ts";

let connection: Database.Database;

afterEach(() => connection?.close());

function open(max?: number, rewrite?: (sql: string) => string) {
  connection = new Database(":memory:");
  connection.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`);
  return installStatementCache(connection, { max, rewrite });
}

// The calls Prisma's better-sqlite3 adapter makes: prepare(sql).bind(args), then run(), or columns() and raw().all().
function query(sql: string, args: unknown[]): { columns?: string[]; rows?: unknown[]; changes?: number } {
  const statement = connection.prepare(sql).bind(args);
  if (!statement.reader) return { changes: statement.run().changes };
  return { columns: statement.columns().map((c) => c.name), rows: statement.raw().all() };
}

describe("installStatementCache", () => {
  it("prepares each SQL text once and runs it with each call's own arguments", () => {
    const size = open();
    query(`INSERT INTO t (id, name) VALUES (?, ?)`, [1, "Ana"]);
    query(`INSERT INTO t (id, name) VALUES (?, ?)`, [2, "Bo"]);
    expect(query(`SELECT id, name FROM t WHERE id = ?`, [2])).toEqual({ columns: ["id", "name"], rows: [[2, "Bo"]] });
    expect(query(`SELECT id, name FROM t WHERE id = ?`, [1])).toEqual({ columns: ["id", "name"], rows: [[1, "Ana"]] });
    expect(query(`SELECT id, name FROM t WHERE id = ?`, [3])).toEqual({ columns: ["id", "name"], rows: [] });
    expect(size()).toBe(2);
  });

  it("runs statements used without arguments (BEGIN, COMMIT, ROLLBACK) and keeps the transaction's effect", () => {
    open();
    connection.prepare("BEGIN").run();
    query(`INSERT INTO t (id, name) VALUES (?, ?)`, [1, "Ana"]);
    connection.prepare("ROLLBACK").run();
    connection.prepare("BEGIN").run();
    query(`INSERT INTO t (id, name) VALUES (?, ?)`, [2, "Bo"]);
    connection.prepare("COMMIT").run();
    expect(query(`SELECT name FROM t ORDER BY id`, []).rows).toEqual([["Bo"]]);
  });

  it("drops the least recently used statement past its limit, and a failed run leaves the statement usable", () => {
    const size = open(2);
    query(`SELECT 1`, []);
    query(`SELECT 2`, []);
    query(`SELECT 1`, []);
    query(`SELECT 3`, []);
    expect(size()).toBe(2);
    query(`INSERT INTO t (id, name) VALUES (?, ?)`, [1, "Ana"]);
    expect(() => query(`INSERT INTO t (id, name) VALUES (?, ?)`, [1, "Ana"])).toThrow(/UNIQUE/);
    expect(query(`INSERT INTO t (id, name) VALUES (?, ?)`, [2, "Bo"])).toMatchObject({ changes: 1 });
  });

  it("prepares the rewritten SQL: a transaction begun as BEGIN IMMEDIATE holds the write lock from its start", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "statements-")), "db.sqlite");
    for (const [rewrite, lockedOut] of [
      [(sql: string) => (sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql), true],
      [undefined, false],
    ] as const) {
      const a = new Database(file);
      const b = new Database(file, { timeout: 0 });
      a.pragma("journal_mode = WAL");
      installStatementCache(a, { rewrite });
      a.prepare("BEGIN").run();
      // Another connection cannot start writing while the first transaction holds the lock.
      const other = () => b.prepare("BEGIN IMMEDIATE").run();
      if (lockedOut) expect(other).toThrow(/locked|busy/i);
      else {
        expect(other).not.toThrow();
        b.prepare("ROLLBACK").run();
      }
      a.prepare("ROLLBACK").run();
      a.close();
      b.close();
    }
  });
});
