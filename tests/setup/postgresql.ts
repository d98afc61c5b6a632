/**
 * The PostgreSQL half of the test databases (TEST_DATABASE=postgresql, decision 58). Imports nothing
 * from the app, so the setup files can use it before any app module loads.
 */
import pg from "pg";

/** Runs `fn` with a client on `url`, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Drops the databases whose names start with `prefix` (a finished run's), closing their connections. */
export async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
  });
}

/**
 * The statement that empties every table but the migration history and the roles, and restarts
 * every id sequence: DELETE with triggers and foreign keys off (session_replication_role), which
 * on the mostly empty tables of a test is far quicker than TRUNCATE.
 */
export async function emptyingScript(client: pg.Client): Promise<string> {
  const tables = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'Role') ORDER BY tablename",
  );
  const sequences = await client.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' AND sequencename <> 'Role_id_seq' ORDER BY sequencename",
  );
  return [
    "SET session_replication_role = replica",
    ...tables.rows.map((t) => `DELETE FROM ${quoteIdentifier(t.name)}`),
    ...sequences.rows.map((s) => `ALTER SEQUENCE ${quoteIdentifier(s.name)} RESTART`),
    "SET session_replication_role = DEFAULT",
  ].join(";\n");
}
