/**
 * SQLite FTS5 full-text indexes (prisma/migrations/*_full_text_search, decision 32). Each is an
 * external-content table with the trigram tokenizer: `MATCH` on a quoted word of 3 or more
 * characters finds the rows whose indexed columns contain it anywhere, case-insensitively, like
 * LIKE '%word%' but through the index.
 */

/** The FTS5 tables and the table whose rows each indexes (rowid = that table's id). */
export const FULL_TEXT_TABLES = {
  IndividualCeuSearch: "IndividualCeu",
  UserSearch: "User",
} as const;

/**
 * The columns a search looks into through each table's full-text index: SQLite's FTS5 table above,
 * PostgreSQL's pg_trgm GIN indexes (prisma/postgresql-schema.ts declares the same columns).
 */
export const FULL_TEXT_COLUMNS = {
  IndividualCeu: ["programTitle", "sponsor"],
  User: ["firstName", "lastName", "email"],
} as const;

/** The tables FTS5 creates beside each index (external content: no _content table). */
const FTS5_SHADOW_SUFFIXES = ["_config", "_data", "_docsize", "_idx"] as const;

/**
 * Every table the full-text indexes consist of. The schema diff must treat them as external
 * (prisma/migrate.ts): schema.prisma cannot describe virtual tables, so the diff would drop them.
 */
export function fullTextTableNames(): string[] {
  return Object.keys(FULL_TEXT_TABLES).flatMap((table) => [table, ...FTS5_SHADOW_SUFFIXES.map((suffix) => table + suffix)]);
}

/** The trigram tokenizer indexes 3-character sequences: a shorter term matches nothing through it. */
export const FULL_TEXT_MIN_LENGTH = 3;

/** Whether a search term can be found through a full-text index (else the list falls back to LIKE). */
export function usesFullText(term: string): boolean {
  return [...term].length >= FULL_TEXT_MIN_LENGTH;
}

/** A term as an FTS5 query: one quoted string (quotes doubled), so no character is query syntax. */
export function fullTextPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** A LIKE pattern (with ESCAPE '\') that finds the term anywhere, its `%`, `_` and `\` as themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
