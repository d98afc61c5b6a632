/**
 * PostgreSQL's side of the dialect seam: no index hints (its planner keeps table statistics and
 * chooses well); ILIKE for every word, served by the pg_trgm GIN indexes on the searched columns
 * (prisma/postgresql-schema.ts); JSON from json_agg; TRUNCATE to empty the tables.
 */
import { Prisma } from "~/generated/prisma/client.ts";
import { FULL_TEXT_COLUMNS, likePattern } from "~/lib/full-text.ts";
import type { Dialect, Sql } from "./types.ts";
import { identifier, jsonFields } from "./sql.ts";

const { sql, raw, join, empty } = Prisma;

function contains(column: Sql, word: string): Sql {
  return sql`${column} ILIKE ${likePattern(word)} ESCAPE '\\'`;
}

export const postgresql: Dialect = {
  name: "postgresql",
  indexedBy: () => empty,
  notIndexed: empty,
  unindexedOrder: (column) => column,
  orderedJoin: raw("JOIN"),
  contains,
  textSearch(table, word) {
    const matches = FULL_TEXT_COLUMNS[table].map((column) => contains(raw(`s.${identifier(column)}`), word));
    return sql`SELECT s."id" AS id FROM ${raw(identifier(table))} s WHERE ${join(matches, " OR ")}`;
  },
  // PostgreSQL's LIKE takes `\` as its escape character: doubled, it is itself, as on SQLite. The
  // client generated for SQLite, whose types the code is written against, has no `mode`.
  containing: (word) => ({ contains: word.replaceAll("\\", "\\\\"), mode: "insensitive" }) as { contains: string },
  jsonArray: (fields, from) => sql`(SELECT COALESCE(json_agg(json_build_object(${jsonFields(fields)})), '[]')::text FROM ${from})`,
  // Prisma stores a DateTime in a timestamp without zone, as UTC: read as such, JSON writes the offset.
  jsonTimestamp: (column) => sql`(${column} AT TIME ZONE 'UTC')`,

  async deleteEveryRow(client) {
    const tables = await client.$queryRaw<{ name: string }[]>(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`,
    );
    if (tables.length === 0) return;
    await client.$executeRaw(raw(`TRUNCATE ${tables.map((t) => identifier(t.name)).join(", ")} RESTART IDENTITY CASCADE`));
  },

  // Each write's commit waits for the log on disk; synchronous_commit could lift that, but it is a
  // setting of one connection and the pool spreads the writes over several.
  bulkWrites: (_client, write) => write(),
};
