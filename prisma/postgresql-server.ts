/**
 * A throwaway PostgreSQL server from the machine's binaries (Debian's postgresql package), for the
 * tests and for the migration tooling's shadow databases when no server is given (decision 58).
 *
 *   tsx prisma/postgresql-server.ts start <dir> [name=value ...]
 *                                                initdb into <dir>, start on a free loopback port with
 *                                                these server settings too (shared_buffers=2GB), print the URL
 *   tsx prisma/postgresql-server.ts stop <dir>    stop it (the folder stays; delete it yourself)
 *
 * PostgreSQL refuses to run as root: as root the server runs as the `postgres` user (runuser).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where Debian and the machine image put the server binaries; the first folder with initdb wins. */
const BINARY_DIRS = [
  "/usr/local/bin",
  "/usr/lib/postgresql/17/bin",
  "/usr/lib/postgresql/16/bin",
  "/usr/lib/postgresql/15/bin",
  "/usr/bin",
];

/** The folder holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresqlBinaries(): string | null {
  const fromEnv = process.env.POSTGRESQL_BIN_DIR;
  const dirs = fromEnv ? [fromEnv, ...BINARY_DIRS] : BINARY_DIRS;
  return dirs.find((dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

function asServerUser(bin: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [command, argv] = root ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  execFileSync(command, argv, { stdio: ["ignore", "pipe", "pipe"] });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface PostgresqlServer {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  dir: string;
  stop(): void;
}

/**
 * Creates a cluster in `dir` (a new temporary folder by default) and starts it on a free loopback
 * port, with the C collation (the byte order SQLite sorts text in) and settings for tests: no
 * fsync (a test server's data is thrown away), enough connections for parallel test processes.
 */
export async function startPostgresqlServer(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pg-")),
  settings: string[] = [],
): Promise<PostgresqlServer> {
  const bad = settings.find((s) => !/^\w+=[\w.]+$/.test(s));
  if (bad) throw new Error(`A server setting is name=value (shared_buffers=2GB): ${bad}`);
  const bin = postgresqlBinaries();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (or set POSTGRESQL_BIN_DIR)");
  fs.mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", dir]);
  const data = path.join(dir, "data");
  asServerUser(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--locale=C", "-E", "UTF8"]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=300",
    ...settings.map((s) => `-c ${s}`),
  ];
  asServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-o", options.join(" "), "-l", path.join(dir, "server.log"), "-w", "start"]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop: () => stopPostgresqlServer(dir),
  };
}

export function stopPostgresqlServer(dir: string): void {
  const bin = postgresqlBinaries();
  if (!bin || !fs.existsSync(path.join(dir, "data", "postmaster.pid"))) return;
  asServerUser(path.join(bin, "pg_ctl"), ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
}

/** The same URL naming another database on the server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

if (process.argv[1] && fs.realpathSync(path.resolve(process.argv[1])) === fs.realpathSync(fileURLToPath(import.meta.url))) {
  const [command, dir, ...settings] = process.argv.slice(2);
  if (command === "start" && dir) {
    void startPostgresqlServer(path.resolve(dir), settings).then((server) => console.log(server.url));
  } else if (command === "stop" && dir) {
    stopPostgresqlServer(path.resolve(dir));
  } else {
    console.error("Usage: tsx prisma/postgresql-server.ts start <dir> [name=value ...] | stop <dir>");
    process.exitCode = 2;
  }
}
