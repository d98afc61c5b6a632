/** The dialect seam's contract (app/lib/dialect/index.server.ts says what it is for). */
import type { Prisma } from "~/generated/prisma/client.ts";
import type { FULL_TEXT_COLUMNS } from "~/lib/full-text.ts";

/** A piece of SQL with its values, placeholders left to the client (`?` on SQLite, `$1` on PostgreSQL). */
export type Sql = Prisma.Sql;

export type DialectName = "sqlite" | "postgresql";

/** A table whose text columns a search looks into through an index (FULL_TEXT_COLUMNS). */
export type SearchedTable = keyof typeof FULL_TEXT_COLUMNS;

/** What the seeding and the dialect's own helpers need of a client: raw statements. */
export type RawClient = {
  $queryRaw<T = unknown>(query: Sql): Prisma.PrismaPromise<T>;
  $executeRaw(query: Sql): Prisma.PrismaPromise<number>;
};

/** Everything the app's hand-written SQL says differently on SQLite and on PostgreSQL. */
export interface Dialect {
  readonly name: DialectName;

  /** Reads the table through this index (after the table's name): SQLite's `INDEXED BY`; nothing where the planner chooses. */
  indexedBy(index: string): Sql;
  /** Keeps the table off its indexes (after the table's name), so its rows are read by id: SQLite's `NOT INDEXED`. */
  readonly notIndexed: Sql;
  /** An ORDER BY column whose index must not give the order (SQLite's unary `+`); the plain column elsewhere. */
  unindexedOrder(column: Sql): Sql;
  /** A join that reads the tables in the order written (SQLite's `CROSS JOIN ... ON`); a plain join elsewhere. */
  readonly orderedJoin: Sql;

  /**
   * The column contains the word: anywhere, letters in either case, `%`, `_` and `\` as themselves.
   * Not through a full-text index (see `textSearch`).
   */
  contains(column: Sql, word: string): Sql;
  /**
   * A SELECT of the ids of the rows of `table` whose searched columns (FULL_TEXT_COLUMNS) contain
   * the word, by the rules of `contains`, through the full-text indexes where the word allows.
   */
  textSearch(table: SearchedTable, word: string): Sql;
  /**
   * A Prisma string filter: the column contains the word, letters in either case, `\` as itself.
   * But `%` and `_` stay wildcards (any text, any one character): Prisma writes LIKE without an
   * ESCAPE clause, and SQLite's LIKE has no escape character without one. What such a word names
   * is still found, among the rows its wildcards also match.
   */
  containing(word: string): { contains: string };

  /**
   * A JSON array, as text, of one object per row that `from` (FROM ... WHERE ...) selects, with
   * these fields (names of letters and digits); `[]` when there is no row.
   */
  jsonArray(fields: Record<string, Sql>, from: Sql): Sql;
  /** A timestamp column as a JSON field: ISO text with its zone, which `new Date()` reads as the same instant. */
  jsonTimestamp(column: Sql): Sql;

  /** Deletes every row of every table (not the migration history) and restarts the ids at 1: a seed's --force. */
  deleteEveryRow(client: RawClient): Promise<void>;
  /** Runs many single-row writes with the database's per-write durability off, when it has such a switch. */
  bulkWrites<T>(client: RawClient, write: () => Promise<T>): Promise<T>;
}
