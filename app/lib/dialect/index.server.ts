/**
 * The dialect seam (decision 58): every piece of hand-written SQL that SQLite and PostgreSQL say
 * differently goes through here, so the call sites stay one SQL for both.
 *
 * - SQL is built with `sql` (a tagged template; `join`, `raw`, `empty` compose it) and run with
 *   `$queryRaw`: the values travel as parameters and the client writes the placeholders (`?` on
 *   SQLite, `$1..$n` on PostgreSQL), so no call site writes either.
 * - `dialect()` is the module of the database in use (sqlite.server.ts, postgresql.server.ts; the
 *   contract in types.ts): index hints (SQLite only: PostgreSQL's planner needs none), the text
 *   matching of searches (the same rules on both: a word anywhere, ASCII letters in either case,
 *   `%` `_` `\` literal; SQLite's FTS5 trigram tables or PostgreSQL's pg_trgm indexes), Prisma's
 *   `contains` filters (`containing`: the same, but `%` and `_` stay LIKE's wildcards), JSON
 *   aggregation, and the seed's emptying and bulk writes.
 * - Written the same on both, no seam needed: `TRUE`/`FALSE` for booleans (SQLite stores 0 and 1;
 *   PostgreSQL refuses `= 1`), `COALESCE` (not IFNULL), `WHERE TRUE` (not `WHERE 1`), row values.
 *   A COUNT may come back as a bigint: read it with Number(). NULL sorts lowest on SQLite, highest
 *   on PostgreSQL: order a nullable column with `nullsLowest`. Text sorts byte by byte on SQLite,
 *   and on PostgreSQL when the database's collation is C (the test servers'); another collation
 *   sorts by its language's rules.
 *
 * The contract, run on both (TEST_DATABASE=postgresql): app/lib/dialect/dialect.server.test.ts, and
 * tests/unit/dialect-lists.test.ts for the lists built on it.
 */
import { Prisma } from "~/generated/prisma/client.ts";
import { getEnv } from "~/lib/env.server.ts";
import { postgresql } from "./postgresql.server.ts";
import { sqlite } from "./sqlite.server.ts";
import type { Dialect } from "./types.ts";

export type { Dialect, Sql } from "./types.ts";

export const { sql, join, raw, empty } = Prisma;

/** The dialect of the database DATABASE_URL names (the one `db` talks to). */
export function dialect(): Dialect {
  return getEnv().databaseDialect === "postgresql" ? postgresql : sqlite;
}

/** A Prisma filter on a string column: it contains the word, letters in either case (`dialect().containing`). */
export function containing(word: string): { contains: string } {
  return dialect().containing(word);
}

/**
 * A Prisma order on a nullable column with NULL lowest, as SQLite orders it (first ascending, last
 * descending); PostgreSQL, left to itself, orders NULL highest.
 */
export function nullsLowest(dir: Prisma.SortOrder): Prisma.SortOrderInput {
  return { sort: dir, nulls: dir === "asc" ? "first" : "last" };
}
