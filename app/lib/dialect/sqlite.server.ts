/**
 * SQLite's side of the dialect seam: index hints for its planner, which has no table statistics
 * (decision 32); FTS5 trigram tables for words of 3 or more characters, LIKE for shorter ones
 * (SQLite's LIKE ignores the case of ASCII letters); JSON from its json1 functions; PRAGMAs.
 */
import { Prisma } from "~/generated/prisma/client.ts";
import { FULL_TEXT_COLUMNS, FULL_TEXT_TABLES, fullTextPhrase, fullTextTableNames, likePattern, usesFullText } from "~/lib/full-text.ts";
import type { Dialect, SearchedTable, Sql } from "./types.ts";
import { identifier, jsonFields } from "./sql.ts";

const { sql, raw, join } = Prisma;

/** The FTS5 table that indexes each searched table. */
const SEARCH_TABLE = Object.fromEntries(Object.entries(FULL_TEXT_TABLES).map(([search, table]) => [table, search])) as Record<
  SearchedTable,
  keyof typeof FULL_TEXT_TABLES
>;

function contains(column: Sql, word: string): Sql {
  return sql`${column} LIKE ${likePattern(word)} ESCAPE '\\'`;
}

export const sqlite: Dialect = {
  name: "sqlite",
  indexedBy: (index) => raw(`INDEXED BY ${identifier(index)}`),
  notIndexed: raw("NOT INDEXED"),
  unindexedOrder: (column) => sql`+${column}`,
  orderedJoin: raw("CROSS JOIN"),
  contains,
  textSearch(table, word) {
    if (usesFullText(word)) {
      const search = raw(identifier(SEARCH_TABLE[table]));
      return sql`SELECT rowid AS id FROM ${search} WHERE ${search} MATCH ${fullTextPhrase(word)}`;
    }
    const matches = FULL_TEXT_COLUMNS[table].map((column) => contains(raw(`s.${identifier(column)}`), word));
    return sql`SELECT s."id" AS id FROM ${raw(identifier(table))} s WHERE ${join(matches, " OR ")}`;
  },
  containing: (word) => ({ contains: word }),
  jsonArray: (fields, from) => sql`(SELECT json_group_array(json_object(${jsonFields(fields)})) FROM ${from})`,
  // Prisma stores a DateTime as ISO text with its zone (2026-01-31T09:00:00.000+00:00).
  jsonTimestamp: (column) => column,

  async deleteEveryRow(client) {
    // The full-text indexes are emptied by their triggers with the rows they index.
    const tables = await client.$queryRaw<{ name: string }[]>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`,
    );
    const fullText = new Set(fullTextTableNames());
    await client.$executeRaw(sql`PRAGMA foreign_keys = OFF`);
    try {
      for (const { name } of tables.filter((t) => !fullText.has(t.name)))
        await client.$executeRaw(sql`DELETE FROM ${raw(identifier(name))}`);
      const sequence = await client.$queryRaw<{ n: number | bigint }[]>(
        sql`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_sequence'`,
      );
      if (Number(sequence[0]?.n ?? 0) > 0) await client.$executeRaw(sql`DELETE FROM sqlite_sequence`);
    } finally {
      await client.$executeRaw(sql`PRAGMA foreign_keys = ON`);
    }
  },

  async bulkWrites(client, write) {
    // No fsync after each write: a crash midway means writing again anyway.
    const [{ synchronous }] = await client.$queryRaw<[{ synchronous: number | bigint }]>(sql`PRAGMA synchronous`);
    await client.$executeRaw(sql`PRAGMA synchronous = OFF`);
    try {
      return await write();
    } finally {
      await client.$executeRaw(raw(`PRAGMA synchronous = ${Number(synchronous)}`));
    }
  },
};
