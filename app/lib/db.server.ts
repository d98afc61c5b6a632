import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import Database from "better-sqlite3";
import { PrismaClient, type Prisma } from "~/generated/prisma/client.ts";
import { dbHandle } from "./db-handle.server.ts";
import { getEnv } from "./env.server.ts";
import { noteQuery } from "./query-count.server.ts";
import { installStatementCache } from "./statement-cache.server.ts";

export type { PrismaClient };

/**
 * A database transaction: what `db.$transaction(async (tx) => ...)` hands its callback. A function
 * that takes a `Tx` joins its caller's transaction; `db` itself may be passed where no transaction
 * is needed.
 */
export type Tx = Prisma.TransactionClient;

/**
 * Set on each connection as it opens. The database file is read through a memory map (up to
 * SQLite's default ceiling, 2 GiB; the pages live once in the OS cache, shared by every server
 * process): a page is then a pointer, not a read() copied into SQLite's small page cache, which
 * roughly halves the time of queries that visit many rows spread over the file, such as a search's
 * matches (decision 32).
 */
const CONNECTION_PRAGMAS = "PRAGMA mmap_size = 2147418112;";

/**
 * Transactions take the write lock when they begin (decision 32). Prisma begins its interactive
 * transactions with a plain (deferred) BEGIN: one that reads, then writes, fails at once with
 * SQLITE_BUSY when another process wrote in between, since the busy timeout cannot help a reader
 * whose snapshot is stale. BEGIN IMMEDIATE waits for the lock (up to the busy timeout) instead.
 */
function immediateTransactions(sql: string): string {
  return sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql;
}

function createClient(url: string) {
  fs.mkdirSync(path.dirname(url.slice("file:".length)), { recursive: true });
  // Several server processes share the file: WAL (set by prisma/migrate.ts) lets readers run beside
  // the one writer, and a writer waits up to 10 s for the lock instead of failing with SQLITE_BUSY.
  const sqlite = new PrismaBetterSqlite3({ url, timeout: 10_000 });
  const adapter: SqlDriverAdapterFactory = {
    provider: sqlite.provider,
    adapterName: sqlite.adapterName,
    async connect() {
      const connection = await sqlite.connect();
      await connection.executeScript(CONNECTION_PRAGMAS);
      // The adapter keeps its better-sqlite3 connection as `client`; without it (another adapter
      // version) queries still run, only without reused statements.
      const raw = (connection as unknown as { client?: unknown }).client;
      if (raw instanceof Database) installStatementCache(raw, { rewrite: immediateTransactions });
      else console.warn("db: the SQLite adapter has no better-sqlite3 client; prepared statements are not reused");
      return connection;
    },
  };
  if (!getEnv().QUERY_COUNT) return new PrismaClient({ adapter });
  // Benchmark only: every SQL statement is counted against the request that ran it.
  const client = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  client.$on("query", () => noteQuery());
  return client as unknown as PrismaClient;
}

const globalForDb = dbHandle as { __prisma?: PrismaClient; __prismaUrl?: string };

/** One client per process (and per test worker, whose DATABASE_URL points at its own copy). */
export function getDb(): PrismaClient {
  const url = getEnv().databaseUrl;
  if (!globalForDb.__prisma || globalForDb.__prismaUrl !== url) {
    globalForDb.__prisma = createClient(url);
    globalForDb.__prismaUrl = url;
  }
  return globalForDb.__prisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb() as unknown as Record<string | symbol, unknown>;
    const value = client[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});

/** A unique-constraint violation (Prisma P2002), optionally on a column whose name is `field`. */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  if (!(error instanceof Error) || !("code" in error) || error.code !== "P2002") return false;
  if (!field) return true;
  const meta = (error as { meta?: { target?: unknown; driverAdapterError?: unknown } }).meta;
  return JSON.stringify(meta ?? "").includes(field) || error.message.includes(field);
}

/** The error message of the database's refusal to write an order or a cart line for a merged account (decision 57). */
const MERGED_ACCOUNT_REFUSAL = "merged account:";

/** The database refused an order, a charge or a cart line because the account was merged into another (a race with the merge). */
export function isMergedAccountRefusal(error: unknown): boolean {
  if (!(error instanceof Error) || !("code" in error) || error.code !== "P2003") return false;
  return (
    JSON.stringify((error as { meta?: unknown }).meta ?? "").includes(MERGED_ACCOUNT_REFUSAL) ||
    error.message.includes(MERGED_ACCOUNT_REFUSAL)
  );
}
