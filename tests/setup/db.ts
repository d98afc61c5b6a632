/**
 * Database helpers for tests. The test process's database is the copy named by DATABASE_URL
 * (set by tests/setup/worker-database.ts).
 */
import Database from "better-sqlite3";
import { fullTextTableNames } from "../../app/lib/full-text.ts";
import { testDialect } from "./paths.ts";
import { emptyingScript, quoteIdentifier, withClient } from "./postgresql.ts";

/** The SQLite file this test process uses. */
export function testDatabaseFile(): string {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith("file:")) throw new Error("DATABASE_URL is not a file: URL; run tests with -c tests/vitest.config.ts");
  return url.slice("file:".length);
}

/** Whether this run is on PostgreSQL (TEST_DATABASE=postgresql): a test of SQLite's own machinery skips then. */
export const onPostgresql = testDialect() === "postgresql";

let postgresqlEmptying: string | undefined;

/**
 * Deletes every row of every table and restarts autoincrement ids, so a test file can start from a
 * freshly migrated database. Kept: the migration history and the rows migrations themselves insert
 * (the two roles). Foreign keys are off while it runs. The full-text indexes are emptied by their
 * triggers as the rows they index are deleted.
 */
export async function resetDatabase(): Promise<void> {
  if (onPostgresql) {
    await withClient(process.env.DATABASE_URL!, async (client) => {
      postgresqlEmptying ??= await emptyingScript(client);
      await client.query(postgresqlEmptying);
    });
    return;
  }
  const db = new Database(testDatabaseFile(), { fileMustExist: true, timeout: 5000 });
  try {
    db.pragma("foreign_keys = OFF");
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('_prisma_migrations', 'Role')",
      )
      .pluck()
      .all() as string[];
    const fullText = new Set(fullTextTableNames());
    const owned = tables.filter((table) => !fullText.has(table));
    const hasSequence = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'").get() !== undefined;
    db.transaction(() => {
      for (const table of owned) db.prepare(`DELETE FROM ${quoteIdentifier(table)}`).run();
      if (hasSequence) db.prepare("DELETE FROM sqlite_sequence").run();
    })();
    db.pragma("foreign_keys = ON");
  } finally {
    db.close();
  }
}
