/**
 * The PostgreSQL schema is generated from prisma/schema.prisma, the one schema source (decision 58).
 *
 *   tsx prisma/postgresql-schema.ts write   regenerate prisma/postgresql/schema.prisma
 *   tsx prisma/postgresql-schema.ts check   exit 1 when the committed file differs from what write makes
 *
 * Only the datasource's provider, the generated client's folder, json columns and the indexes'
 * trailing id (`indexesCarryTheId`) differ: every model, column, index and relation is the SQLite
 * schema's. What schema.prisma cannot say (full-text indexes, triggers) each dialect's migrations
 * add by hand (docs/architecture.md, "The dialect seam").
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PRISMA_DIR = path.dirname(fileURLToPath(import.meta.url));
export const SQLITE_SCHEMA = path.join(PRISMA_DIR, "schema.prisma");
export const POSTGRESQL_DIR = path.join(PRISMA_DIR, "postgresql");
export const POSTGRESQL_SCHEMA = path.join(POSTGRESQL_DIR, "schema.prisma");
export const POSTGRESQL_MIGRATIONS = path.join(POSTGRESQL_DIR, "migrations");

const HEADER = `// GENERATED from prisma/schema.prisma by prisma/postgresql-schema.ts: do not edit.
// Change prisma/schema.prisma, then run \`npm run db:migrate:create -- --name <name>\`, which
// regenerates this file and writes a migration for each dialect.

`;

/**
 * Indexes only PostgreSQL has: its full-text indexes. SQLite finds a word inside these columns
 * through FTS5 trigram tables (prisma/migrations/*_full_text_search); PostgreSQL through pg_trgm GIN
 * indexes, which serve `ILIKE '%word%'` (app/lib/dialect). The extension itself is created by the
 * first PostgreSQL migration.
 */
export const POSTGRESQL_ONLY_INDEXES: Record<string, readonly string[]> = {
  User: ["firstName", "lastName", "email"].map(trigramIndex("User")),
  IndividualCeu: ["programTitle", "sponsor"].map(trigramIndex("IndividualCeu")),
};

function trigramIndex(model: string) {
  return (column: string) => `@@index([${column}(ops: raw("gin_trgm_ops"))], type: Gin, map: "${model}_${column}_trgm_idx")`;
}

/**
 * A model whose key is SQLite's rowid (`id Int @id @default(autoincrement())`): every SQLite index
 * of it holds the id after its columns, so a list ordered by an indexed column then by id (every
 * admin list: `ORDER BY column, id`) walks the index alone, and a deep page skips index entries.
 * PostgreSQL's indexes hold only the columns named: the same list sorts each run of equal values
 * and reads the table for every row it skips (1.3 s instead of 44 ms for page 50,000 of the
 * CEUs by title). So each PostgreSQL index of such a model names the id last, keeping the SQLite
 * index's name (`map:`), which both dialects' migrations and the SQLite hints use.
 */
function indexesCarryTheId(model: string, block: string): string {
  if (!/\n\s+id\s+Int\s+@id @default\(autoincrement\(\)\)/.test(block)) return block;
  return block.replace(/^(\s+)@@index\((.*)\)$/gm, (line, indent: string, args: string) => {
    const shape = /^\[(\w+(?:, \w+)*)\](?:, map: "(\w+)")?$/.exec(args);
    if (!shape) throw new Error(`prisma/schema.prisma: model ${model}: an index of unexpected shape: ${line.trim()}`);
    const fields = shape[1]!.split(", ");
    if (fields.at(-1) === "id") return line;
    // Prisma's default name, cut as it cuts it to PostgreSQL's 63 bytes
    const name = shape[2] ?? `${`${model}_${fields.join("_")}`.slice(0, 63 - "_idx".length)}_idx`;
    return `${indent}@@index([${[...fields, "id"].join(", ")}], map: "${name}")`;
  });
}

/** The PostgreSQL schema text for a SQLite schema text. Throws when the source has not the expected shape. */
export function postgresqlSchema(sqliteText: string): string {
  let text = sqliteText;
  const replace = (pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(text)) throw new Error(`prisma/schema.prisma: ${what} not found`);
    text = text.replace(pattern, by);
  };
  replace(/(datasource db \{\s*provider\s*=\s*)"sqlite"/, '$1"postgresql"', 'datasource db { provider = "sqlite" }');
  replace(/(output\s*=\s*)"\.\.\/app\/generated\/prisma"/, '$1"../../app/generated/prisma-postgresql"', "the client's output folder");
  // json, not jsonb: the value as the portal wrote it, keys in its order, as SQLite keeps it (the
  // History tab lists a change's fields in that order).
  text = text.replace(/^(\s+\w+\s+Json\??)(?=\s|$)/gm, "$1 @db.Json");
  text = text.replace(/\nmodel (\w+) \{\n[\s\S]*?\n\}\n/g, (block, model: string) => indexesCarryTheId(model, block));
  for (const [model, lines] of Object.entries(POSTGRESQL_ONLY_INDEXES)) {
    const block = new RegExp(`(\\nmodel ${model} \\{\\n[\\s\\S]*?)\\n\\}\\n`);
    replace(
      block,
      `$1\n\n  // PostgreSQL only (prisma/postgresql-schema.ts)\n${lines.map((l) => `  ${l}`).join("\n")}\n}\n`,
      `model ${model}`,
    );
  }
  return HEADER + text;
}

/** Writes prisma/postgresql/schema.prisma; returns whether it changed. */
export function writePostgresqlSchema(): boolean {
  const want = postgresqlSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
  const have = fs.existsSync(POSTGRESQL_SCHEMA) ? fs.readFileSync(POSTGRESQL_SCHEMA, "utf8") : null;
  if (have === want) return false;
  fs.mkdirSync(POSTGRESQL_DIR, { recursive: true });
  fs.writeFileSync(POSTGRESQL_SCHEMA, want);
  return true;
}

/** Whether the committed PostgreSQL schema is what prisma/schema.prisma generates. */
export function postgresqlSchemaIsCurrent(): boolean {
  const have = fs.existsSync(POSTGRESQL_SCHEMA) ? fs.readFileSync(POSTGRESQL_SCHEMA, "utf8") : null;
  return have === postgresqlSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
}

if (process.argv[1] && fs.realpathSync(path.resolve(process.argv[1])) === fs.realpathSync(fileURLToPath(import.meta.url))) {
  const command = process.argv[2];
  if (command === "write") {
    console.log(writePostgresqlSchema() ? "Wrote prisma/postgresql/schema.prisma" : "prisma/postgresql/schema.prisma is current");
  } else if (command === "check") {
    if (postgresqlSchemaIsCurrent()) console.log("prisma/postgresql/schema.prisma matches prisma/schema.prisma");
    else {
      console.error(
        "prisma/postgresql/schema.prisma is not what prisma/schema.prisma generates: run `tsx prisma/postgresql-schema.ts write`",
      );
      process.exitCode = 1;
    }
  } else {
    console.error("Usage: tsx prisma/postgresql-schema.ts write|check");
    process.exitCode = 2;
  }
}
