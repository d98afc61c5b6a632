/**
 * Backups of the portal's data: the SQLite database and the uploads folder (decision 36).
 *
 *   tsx prisma/backup.ts        (npm run backup)   take one now, keep the newest BACKUP_KEEP
 *   tsx prisma/restore.ts <b>   (npm run restore)  put one back, server stopped (prisma/restore.ts)
 *
 * A backup is a folder `portal-<UTC stamp>` under BACKUP_DIR (default $DATA_DIR/backups) holding
 * `portal.db` (a consistent copy made by `VACUUM INTO` while the server writes), `uploads/` (a copy of
 * UPLOADS_DIR) and `manifest.json` (when, from where, the latest migration, row counts, sizes and
 * SHA-256 checksums). It is written under a hidden temporary name and renamed when complete and
 * checked (`PRAGMA integrity_check` and `foreign_key_check`), so a crash never leaves something
 * that counts as a backup; only then are the oldest removed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { EnvError, parseEnv } from "../app/lib/env.server.ts";

/** An expected failure: the CLI prints its message as one line, without a stack. */
export class BackupError extends Error {
  override name = "BackupError";
}

export interface BackupSettings {
  /** The live SQLite file (DATABASE_URL, else $DATA_DIR/portal.db). */
  databaseFile: string;
  /** The live uploads folder (UPLOADS_DIR, else $DATA_DIR/uploads). */
  uploadsDir: string;
  /** Where backups go (BACKUP_DIR, else $DATA_DIR/backups). */
  backupDir: string;
  /** How many backups to keep (BACKUP_KEEP, default 14). */
  keep: number;
  /** The server's port (PORT), which restore checks for a running portal. */
  port: number;
}

/** The settings that locate the data, read like app/lib/env.server.ts (only these: the rest is not ours to judge). */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const names = ["DATABASE_URL", "DATA_DIR", "UPLOADS_DIR", "BACKUP_DIR", "BACKUP_KEEP", "PORT"] as const;
  try {
    const parsed = parseEnv(Object.fromEntries(names.map((name) => [name, env[name]])));
    if (parsed.databaseFile === null) {
      // Decision 58: a PostgreSQL deployment is backed up by its database server.
      throw new BackupError(
        "DATABASE_URL is a PostgreSQL database: back it up with the database server's own tools (pg_dump, or base backups with WAL archiving) and copy the uploads folder beside it; `npm run backup` copies a SQLite deployment.",
      );
    }
    return {
      databaseFile: parsed.databaseFile,
      uploadsDir: parsed.uploadsDir,
      backupDir: parsed.backupDir,
      keep: parsed.BACKUP_KEEP,
      port: parsed.PORT,
    };
  } catch (error) {
    if (error instanceof EnvError) throw new BackupError(error.message.replace(/\s*\n\s*/g, " "));
    throw error;
  }
}

export const DATABASE_COPY = "portal.db";
export const UPLOADS_COPY = "uploads";
export const MANIFEST = "manifest.json";
const NAME = /^portal-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d+)?$/;
const INCOMPLETE = /^\.incomplete-portal-.*-(\d+)$/;

export interface BackupManifest {
  format: 1;
  /** When the copy of the database was taken (ISO 8601, UTC). */
  createdAt: string;
  source: { database: string; uploads: string };
  /** The newest migration applied to the copy, or null (no migrations table). */
  migration: string | null;
  database: { file: string; bytes: number; sha256: string; rows: Record<string, number> };
  /** `sha256` is the SHA-256 of the lines "<file sha256>  <relative path>" in path order. */
  uploads: { folder: string; files: number; bytes: number; sha256: string };
}

export interface TakenBackup {
  name: string;
  folder: string;
  manifest: BackupManifest;
  /** Older backups removed to keep the newest `keep`. */
  removed: string[];
}

/** `2026-11-26T151300Z`: sorts by time, and is a valid file name everywhere. */
export function backupStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/:/g, "")}Z`;
}

/**
 * Takes a backup: copies the live database (one read transaction: writers carry on) and then the
 * uploads into a temporary folder, checks the copy, writes the manifest, renames the folder to its
 * final name and removes the oldest backups beyond `keep`. Throws BackupError, leaving no folder,
 * on any failure.
 */
export async function takeBackup(options: Partial<BackupSettings> & { now?: Date } = {}): Promise<TakenBackup> {
  const settings = { ...backupSettings(), ...options };
  const databaseFile = path.resolve(settings.databaseFile);
  const uploadsDir = path.resolve(settings.uploadsDir);
  const backupDir = path.resolve(settings.backupDir);
  if (isInside(backupDir, uploadsDir))
    throw new BackupError(`BACKUP_DIR (${backupDir}) must not be inside the uploads folder (${uploadsDir})`);
  if (!fs.existsSync(databaseFile)) throw new BackupError(`No database at ${databaseFile} (DATABASE_URL or DATA_DIR): nothing to back up`);

  const now = options.now ?? new Date();
  const stamp = backupStamp(now);
  attempt(`Cannot create the backup folder ${backupDir}`, () => fs.mkdirSync(backupDir, { recursive: true }));
  const temp = path.join(backupDir, `.incomplete-portal-${stamp}-${process.pid}`);
  fs.rmSync(temp, { recursive: true, force: true });
  try {
    attempt(`Cannot write in ${backupDir}`, () => fs.mkdirSync(temp));
    const copy = path.join(temp, DATABASE_COPY);
    copyDatabase(databaseFile, copy);
    const inspected = inspectDatabase(copy);
    if (inspected.problems.length > 0)
      throw new BackupError(`The copy of ${databaseFile} failed its check: ${summary(inspected.problems)}`);
    const sha256 = attempt(`Cannot read back ${copy}`, () => sha256File(copy, { sync: true }));
    const database = { file: DATABASE_COPY, bytes: fs.statSync(copy).size, sha256, rows: inspected.rows };
    const uploads = { folder: UPLOADS_COPY, ...copyTree(uploadsDir, path.join(temp, UPLOADS_COPY)) };
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      source: { database: databaseFile, uploads: uploadsDir },
      migration: inspected.migration,
      database,
      uploads,
    };
    attempt("Cannot write the manifest", () => writeDurably(path.join(temp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`));
    syncPath(temp);
    const name = freeName(backupDir, `portal-${stamp}`);
    const folder = path.join(backupDir, name);
    attempt(`Cannot rename ${temp} to ${folder}`, () => fs.renameSync(temp, folder));
    syncPath(backupDir);
    const removed = pruneBackups(backupDir, settings.keep, { complete: folder });
    return { name, folder, manifest, removed };
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** The complete backups in `backupDir` (a folder with its name's shape and a manifest), oldest first. */
export function listBackups(backupDir: string): { name: string; folder: string }[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && NAME.test(entry.name) && fs.existsSync(path.join(backupDir, entry.name, MANIFEST)))
    .map((entry) => ({ name: entry.name, folder: path.join(backupDir, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
}

/**
 * Removes the oldest complete backups beyond `keep` (never `complete`, the one just written), and
 * the temporary folders of backups whose process has gone (a crash mid-way). Returns the names removed.
 */
export function pruneBackups(backupDir: string, keep: number, options: { complete?: string } = {}): string[] {
  const removed: string[] = [];
  try {
    const backups = listBackups(backupDir).filter((b) => b.folder !== options.complete);
    const surplus = backups.length + (options.complete ? 1 : 0) - keep;
    for (const backup of backups.slice(0, Math.max(0, surplus))) {
      fs.rmSync(backup.folder, { recursive: true, force: true });
      removed.push(backup.name);
    }
    for (const name of fs.readdirSync(backupDir)) {
      const pid = INCOMPLETE.exec(name)?.[1];
      if (pid !== undefined && !isRunning(Number(pid))) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
    }
  } catch (error) {
    const done = options.complete ? `The backup ${options.complete} is complete, but removing` : "Removing";
    throw new BackupError(`${done} old backups in ${backupDir} failed: ${plainReason(error)}`);
  }
  return removed;
}

// ---------------------------------------------------------------------------------------------------
// The database copy and its check

/**
 * `VACUUM INTO` copies the database as one read transaction sees it: in WAL mode the server's
 * processes keep writing meanwhile, and the copy holds exactly what was committed when it began.
 * The copy is a plain (rollback journal) file without free pages; SQLite does not sync it, so we do.
 */
function copyDatabase(source: string, target: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(source, { fileMustExist: true, timeout: 10_000 });
    db.prepare("VACUUM INTO ?").run(target);
  } catch (error) {
    throw new BackupError(`Cannot copy the database ${source}: ${plainReason(error)}`);
  } finally {
    db?.close();
  }
}

export interface DatabaseInspection {
  /** What `PRAGMA integrity_check` and `PRAGMA foreign_key_check` found, or why the file could not be read; empty when sound. */
  problems: string[];
  /** Rows per table (full-text index tables aside). */
  rows: Record<string, number>;
  migration: string | null;
}

/** Opens a database file read-only and checks it; never throws for a damaged file (it reports it). */
export function inspectDatabase(file: string): DatabaseInspection {
  const result: DatabaseInspection = { problems: [], rows: {}, migration: null };
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma("integrity_check") as { integrity_check: string }[];
    if (!(integrity.length === 1 && integrity[0].integrity_check === "ok")) {
      result.problems.push(...integrity.map((row) => `integrity_check: ${row.integrity_check}`));
      return result;
    }
    const orphans = db.pragma("foreign_key_check") as { table: string; rowid: number; parent: string }[];
    result.problems.push(...orphans.map((o) => `foreign_key_check: ${o.table} row ${o.rowid} refers to a missing ${o.parent}`));
    const tables = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string; sql: string }[];
    const virtual = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
    for (const { name } of tables) {
      if (virtual.some((v) => name === v || name.startsWith(`${v}_`))) continue;
      result.rows[name] = (db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
    }
    if (tables.some((t) => t.name === "_prisma_migrations")) {
      const latest = db
        .prepare(
          "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1",
        )
        .get() as { migration_name: string } | undefined;
      result.migration = latest?.migration_name ?? null;
    }
  } catch (error) {
    result.problems.push(`cannot be read: ${plainReason(error)}`);
  } finally {
    db?.close();
  }
  return result;
}

/** The migrations a database records as applied (finished, not rolled back), by name. */
export function appliedMigrations(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return [];
    const rows = db
      .prepare(
        "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
      )
      .all() as { migration_name: string }[];
    return rows.map((r) => r.migration_name);
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Files

/**
 * Copies the regular files under `from` to `to` (created), each synced, and returns their count,
 * bytes and checksum. A missing `from` is an empty folder. The app writes each upload once under a
 * new name, so the files the database copy refers to were all there when it was taken; a file
 * deleted since is skipped, one added since is copied (and refers to nothing in the copy).
 */
export function copyTree(from: string, to: string): { files: number; bytes: number; sha256: string } {
  const lines: string[] = [];
  let bytes = 0;
  const walk = (rel: string) => {
    attempt(`Cannot write ${path.join(to, rel)}`, () => fs.mkdirSync(path.join(to, rel), { recursive: true }));
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(from, rel), { withFileTypes: true });
    } catch (error) {
      if (isCode(error, "ENOENT")) return;
      throw new BackupError(`Cannot read ${path.join(from, rel)}: ${plainReason(error)}`);
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        try {
          fs.copyFileSync(path.join(from, child), path.join(to, child), fs.constants.COPYFILE_EXCL);
        } catch (error) {
          if (isCode(error, "ENOENT") && !fs.existsSync(path.join(from, child))) continue;
          throw new BackupError(`Cannot copy ${path.join(from, child)}: ${plainReason(error)}`);
        }
        const copied = path.join(to, child);
        lines.push(`${sha256File(copied, { sync: true })}  ${child}\n`);
        bytes += fs.statSync(copied).size;
      }
    }
    syncPath(path.join(to, rel));
  };
  walk("");
  return { files: lines.length, bytes, sha256: createHash("sha256").update(lines.sort(byPath).join("")).digest("hex") };
}

const byPath = (a: string, b: string) => {
  const pa = a.slice(66);
  const pb = b.slice(66);
  return pa < pb ? -1 : pa > pb ? 1 : 0;
};

/** SHA-256 of a file, read in chunks; with `sync`, the file is also flushed to the disk. */
export function sha256File(file: string, options: { sync?: boolean } = {}): string {
  const hash = createHash("sha256");
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(1 << 20);
    let read: number;
    while ((read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0) hash.update(buffer.subarray(0, read));
    if (options.sync) fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest("hex");
}

/** Flushes a file or folder (its entries) to the disk. */
export function syncPath(target: string): void {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function writeDurably(file: string, text: string): void {
  const fd = fs.openSync(file, "wx");
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** `base`, or `base-2`, `base-3`... when a file or folder of that name exists in `dir`. */
export function freeName(dir: string, base: string): string {
  let name = base;
  for (let n = 2; fs.existsSync(path.join(dir, name)); n++) name = `${base}-${n}`;
  return name;
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, "EPERM");
  }
}

// ---------------------------------------------------------------------------------------------------
// Errors

export function isCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === code;
}

const PLAIN: Record<string, string> = {
  ENOSPC: "no space left on the disk",
  SQLITE_FULL: "no space left on the disk",
  EDQUOT: "the disk quota is used up",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the disk is read-only",
  ENOENT: "not found",
  SQLITE_CANTOPEN: "the file cannot be opened",
  SQLITE_NOTADB: "the file is not a SQLite database",
  SQLITE_CORRUPT: "the database file is damaged",
  SQLITE_BUSY: "the database stayed locked by another process",
  SQLITE_READONLY: "the database is read-only",
};

/** One line for an error: a plain reason for the known codes, then the system's own message. */
export function plainReason(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  const code = typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
  const plain = PLAIN[code] ?? (code.startsWith("SQLITE_IOERR") ? "a disk read or write failed" : undefined);
  return plain ? `${plain} (${message})` : message;
}

/** Runs `fn`, turning what it throws into a BackupError that starts with `what`. */
export function attempt<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${what}: ${plainReason(error)}`);
  }
}

export function summary(problems: string[]): string {
  return problems.length <= 3 ? problems.join("; ") : `${problems.slice(0, 3).join("; ")} and ${problems.length - 3} more`;
}

// ---------------------------------------------------------------------------------------------------
// CLI

export function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** Whether the module at `moduleUrl` is the script node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return fs.realpathSync(path.resolve(script)) === fs.realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** Runs a CLI's main: expected failures (BackupError) as one line on stderr, exit code 1. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().then(
    () => {
      process.exitCode = 0;
    },
    (error: unknown) => {
      if (error instanceof BackupError) console.error(`${name}: ${error.message}`);
      else console.error(error);
      process.exitCode = 1;
    },
  );
}

async function main(): Promise<void> {
  if (process.argv.length > 2) {
    console.log("Usage: npm run backup   (no arguments; settings: DATABASE_URL or DATA_DIR, UPLOADS_DIR, BACKUP_DIR, BACKUP_KEEP)");
    if (!["-h", "--help"].includes(process.argv[2])) throw new BackupError(`Unexpected arguments: ${process.argv.slice(2).join(" ")}`);
    return;
  }
  const settings = backupSettings();
  const taken = await takeBackup(settings);
  const { database, uploads, migration } = taken.manifest;
  const tables = Object.values(database.rows);
  console.log(`Backup written to ${relative(taken.folder)}`);
  console.log(
    `  database: ${megabytes(database.bytes)}, ${tables.reduce((a, b) => a + b, 0)} rows in ${tables.length} tables, checked; latest migration ${migration ?? "none"}`,
  );
  console.log(`  uploads: ${uploads.files} file${uploads.files === 1 ? "" : "s"}, ${megabytes(uploads.bytes)}`);
  if (taken.removed.length > 0)
    console.log(`Removed ${taken.removed.length} older backup(s), keeping ${settings.keep}: ${taken.removed.join(", ")}`);
}

if (isEntryPoint(import.meta.url)) runCli("backup", main);
