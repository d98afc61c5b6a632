import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import Database from "better-sqlite3";
import { PrismaClient as PostgresqlPrismaClient } from "~/generated/prisma-postgresql/client.ts";
import { PrismaClient, type Prisma } from "~/generated/prisma/client.ts";
import { dbHandle } from "./db-handle.server.ts";
import { dialectOfUrl, getEnv } from "./env.server.ts";
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

/**
 * PostgreSQL (decision 58): the same models through the client generated from
 * prisma/postgresql/schema.prisma, typed as the SQLite client the code is written against (the two
 * are generated from one schema). Interactive transactions are serialisable, PostgreSQL's
 * counterpart of SQLite's one writer at a time; one that loses a conflict is run again.
 */
function createPostgresqlClient(url: string): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: getEnv().DATABASE_POOL_SIZE });
  const options = {
    adapter,
    transactionOptions: { isolationLevel: "Serializable" as const, maxWait: 10_000, timeout: 15_000 },
  };
  const client = getEnv().QUERY_COUNT
    ? new PostgresqlPrismaClient({ ...options, log: [{ emit: "event", level: "query" }] })
    : new PostgresqlPrismaClient(options);
  if (getEnv().QUERY_COUNT) (client as unknown as { $on: (e: "query", f: () => void) => void }).$on("query", () => noteQuery());
  retryConflictingTransactions(client as unknown as TransactionRunner);
  return client as unknown as PrismaClient;
}

type TransactionRunner = { $transaction: (arg: unknown, options?: unknown) => Promise<unknown> };

/** How many times a serialisable transaction runs before its conflict is the caller's error. */
const TRANSACTION_ATTEMPTS = 6;

/**
 * A serialisation failure or deadlock (SQLSTATE 40001, 40P01; Prisma's P2034, or the adapter's own
 * TransactionWriteConflict when the commit fails): the transaction did nothing and may simply run again.
 */
export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === "P2034" || code === "40001" || code === "40P01") return true;
  if ((error as { cause?: { kind?: unknown } }).cause?.kind === "TransactionWriteConflict") return true;
  return /could not serialize access|deadlock detected|write conflict or a deadlock/i.test(error.message);
}

/**
 * `$transaction(async (tx) => ...)` runs again (up to TRANSACTION_ATTEMPTS, after a short random
 * pause) when PostgreSQL aborted it for a conflict with a concurrent one. The callback must touch
 * only the database, which every transaction here does: mail and outside calls go after it.
 */
function retryConflictingTransactions(client: TransactionRunner): void {
  const run = client.$transaction.bind(client);
  client.$transaction = async (arg: unknown, options?: unknown) => {
    if (typeof arg !== "function") return run(arg, options);
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(arg, options);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  };
}

function createClient(url: string): PrismaClient {
  if (dialectOfUrl(url) === "postgresql") return createPostgresqlClient(url);
  return createSqliteClient(url);
}

function createSqliteClient(url: string) {
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
