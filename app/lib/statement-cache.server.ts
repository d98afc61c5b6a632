/**
 * Prepared statements reused across queries on one better-sqlite3 connection (decision 32).
 *
 * Prisma's better-sqlite3 adapter runs every query as `db.prepare(sql).bind(args)`: SQLite parses and
 * plans the same SQL again on each of the 10-30 queries a page makes (5% of a page's CPU in a
 * profile of the dashboard). Prisma generates the same SQL text for the same query shape, so the
 * connection keeps the statements it prepared, by text, and the least recently used is dropped past
 * `max`. A better-sqlite3 statement can be bound only once, so the adapter is handed a view that
 * passes each call's arguments to the shared statement instead of binding them.
 */
import type Database from "better-sqlite3";

type Statement = Database.Statement<unknown[], unknown>;

/** What the adapter calls on `prepare(sql)` (and on its `.bind(args)`); see installStatementCache. */
interface StatementView {
  readonly reader: boolean;
  run(...args: unknown[]): Database.RunResult;
  bind(...args: unknown[]): BoundView;
}

interface BoundView {
  readonly reader: boolean;
  run(): Database.RunResult;
  columns(): Database.ColumnDefinition[];
  raw(toggle?: boolean): { all(): unknown[] };
}

function boundView(statement: Statement, args: unknown[]): BoundView {
  return {
    reader: statement.reader,
    run: () => statement.run(...args),
    columns: () => statement.columns(),
    raw: (toggle = true) => {
      statement.raw(toggle);
      return { all: () => statement.all(...args) };
    },
  };
}

let statements = 0;

/** How many statements the process's connections have run (cached or not): tests count a read's queries with it. */
export function statementsRun(): number {
  return statements;
}

/**
 * Makes `connection.prepare` return cached statements; returns how many it holds, for tests.
 * `rewrite` may replace a statement's SQL before it is prepared (lib/db.server.ts: BEGIN IMMEDIATE).
 */
export function installStatementCache(
  connection: Database.Database,
  { max = 500, rewrite = (sql: string) => sql }: { max?: number; rewrite?: (sql: string) => string } = {},
): () => number {
  const prepared = new Map<string, Statement>();
  const prepare = connection.prepare.bind(connection) as (source: string) => Statement;
  const cached = (source: string): Statement => {
    let statement = prepared.get(source);
    if (statement) prepared.delete(source);
    else {
      statement = prepare(rewrite(source));
      if (prepared.size >= max) prepared.delete(prepared.keys().next().value!);
    }
    prepared.set(source, statement);
    return statement;
  };
  const view = (source: string): StatementView => {
    statements += 1;
    const statement = cached(source);
    return {
      reader: statement.reader,
      run: (...args) => statement.run(...args),
      bind: (...args) => boundView(statement, args),
    };
  };
  connection.prepare = view as unknown as Database.Database["prepare"];
  return () => prepared.size;
}
