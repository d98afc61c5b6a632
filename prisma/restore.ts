/**
 * Puts a backup (prisma/backup.ts) back, with the server stopped (decision 36).
 *
 *   tsx prisma/restore.ts <backup folder, or its name under BACKUP_DIR, or "latest">   (npm run restore -- ...)
 *
 * Refuses while the portal appears to be running. Checks the backup (its manifest's checksums,
 * `PRAGMA integrity_check`, `PRAGMA foreign_key_check`, migrations this version knows), stages a copy
 * beside the live files and applies the newer migrations to it (prisma/migrate.ts), and only then
 * swaps: the current database and uploads are renamed `<name>.before-restore-<stamp>`, never deleted.
 * Any failure before the swap leaves the current data as it was.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations, defaultPaths, MigrateError, readMigrationFiles, type MigratePaths } from "./migrate.ts";
import {
  appliedMigrations,
  attempt,
  BackupError,
  backupSettings,
  backupStamp,
  copyTree,
  plainReason,
  freeName,
  inspectDatabase,
  isCode,
  isEntryPoint,
  listBackups,
  MANIFEST,
  megabytes,
  relative,
  runCli,
  sha256File,
  summary,
  type BackupManifest,
  type BackupSettings,
} from "./backup.ts";

export interface RestoreOptions {
  /** A backup folder, or the name of one under the backup folder, or "latest". */
  backup: string;
  settings?: Partial<BackupSettings>;
  /** The migrations to bring the restored database up to (default prisma/migrations or PRISMA_MIGRATIONS_DIR). */
  migrations?: Partial<MigratePaths>;
  /** The port a running portal would answer on; null skips that check. Default: the PORT setting. */
  port?: number | null;
  now?: Date;
}

export interface Restored {
  folder: string;
  manifest: BackupManifest;
  /** Migrations applied to the restored database. */
  applied: string[];
  /** Where the data it replaced now is (null where there was none). */
  keptAside: { database: string | null; uploads: string | null };
}

export async function restoreBackup(options: RestoreOptions): Promise<Restored> {
  const settings = { ...backupSettings(), ...options.settings };
  const databaseFile = path.resolve(settings.databaseFile);
  const uploadsDir = path.resolve(settings.uploadsDir);
  const folder = findBackup(options.backup, path.resolve(settings.backupDir));
  const manifest = readManifest(folder);

  const port = options.port === undefined ? settings.port : options.port;
  const refuseWhileRunning = async () => {
    const running = await portalRunning(databaseFile, port);
    if (running) throw new BackupError(`The portal appears to be running (${running}). Stop the server, then restore.`);
  };
  await refuseWhileRunning();

  const copy = path.join(folder, manifest.database.file);
  if (!fs.existsSync(copy)) throw new BackupError(`${folder} has no ${manifest.database.file}: not a complete backup`);
  if (attempt(`Cannot read ${copy}`, () => sha256File(copy)) !== manifest.database.sha256) {
    throw new BackupError(`${copy} does not match the checksum in its manifest: the backup is damaged or was changed`);
  }
  const inspected = inspectDatabase(copy);
  if (inspected.problems.length > 0) throw new BackupError(`The database in ${folder} failed its check: ${summary(inspected.problems)}`);
  const migrations = { ...defaultPaths(), ...options.migrations };
  const known = new Set(readMigrationFiles(migrations.migrationsDir).map((m) => m.name));
  const unknown = appliedMigrations(copy).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup was taken by a newer version of the portal (migration ${unknown.join(", ")} is not in ${migrations.migrationsDir}): deploy that version, then restore`,
    );
  }

  const stamp = backupStamp(options.now ?? new Date());
  const stagedDatabase = `${databaseFile}.restoring-${stamp}`;
  const stagedUploads = `${uploadsDir}.restoring-${stamp}`;
  const clean = () => {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${stagedDatabase}${suffix}`, { force: true });
    fs.rmSync(stagedUploads, { recursive: true, force: true });
  };
  clean();
  try {
    attempt(`Cannot copy ${copy} to ${stagedDatabase}`, () => {
      fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
      fs.copyFileSync(copy, stagedDatabase);
    });
    if (sha256File(stagedDatabase, { sync: true }) !== manifest.database.sha256) {
      throw new BackupError(`The copy ${stagedDatabase} does not match the backup's checksum: check the disk`);
    }
    const uploads = copyTree(path.join(folder, manifest.uploads.folder), stagedUploads);
    if (uploads.sha256 !== manifest.uploads.sha256 || uploads.files !== manifest.uploads.files) {
      throw new BackupError(
        `The uploads in ${folder} do not match its manifest (${uploads.files} files found, ${manifest.uploads.files} expected): the backup is damaged or was changed`,
      );
    }
    let applied: string[];
    try {
      applied = await applyMigrations(stagedDatabase, migrations);
    } catch (error) {
      if (error instanceof MigrateError)
        throw new BackupError(`Applying the newer migrations to the restored copy failed: ${error.message}`);
      throw error;
    }
    // Again just before the swap: staging a large backup takes a while.
    await refuseWhileRunning();
    const keptAside = swapIn({ databaseFile, uploadsDir, stagedDatabase, stagedUploads, stamp });
    return { folder, manifest, applied, keptAside };
  } finally {
    clean();
  }
}

/** The backup folder an argument names: a path, a name under `backupDir`, or "latest". */
export function findBackup(argument: string, backupDir: string): string {
  if (argument === "latest") {
    const latest = listBackups(backupDir).at(-1);
    if (!latest) throw new BackupError(`No backups in ${backupDir}`);
    return latest.folder;
  }
  for (const candidate of [path.resolve(argument), path.join(backupDir, argument)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isDirectory()) return candidate;
  }
  throw new BackupError(`No backup folder ${argument} (looked at ${path.resolve(argument)} and in ${backupDir})`);
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${folder} has no ${MANIFEST}: not a complete backup`);
  try {
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as BackupManifest;
    if (manifest.format !== 1 || typeof manifest.database?.sha256 !== "string" || typeof manifest.uploads?.sha256 !== "string") {
      throw new Error("unknown format");
    }
    if (
      path.basename(manifest.database.file) !== manifest.database.file ||
      path.basename(manifest.uploads.folder) !== manifest.uploads.folder
    ) {
      throw new Error("file names outside the backup folder");
    }
    return manifest;
  } catch (error) {
    throw new BackupError(`${file} cannot be read: ${plainReason(error)}`);
  }
}

/**
 * Why the portal appears to be running, or null. Two signs, each with its limit:
 * - another process has the live database open: a server process that has run a query, a backup,
 *   a console. Taking SQLite's exclusive lock fails while any other connection holds the file (in
 *   WAL mode every open connection holds a shared lock). A server that has not yet touched the
 *   database, or one on another machine sharing the file over a network disk, is not seen.
 * - something answers on the server's port on this machine. A server on another port or host
 *   (or in another container) is not seen; an unrelated program on that port is taken for it.
 * Taking the lock and letting it go also checkpoints the current database, so its -wal is folded in.
 */
export async function portalRunning(databaseFile: string, port: number | null): Promise<string | null> {
  if (fs.existsSync(databaseFile)) {
    let db: Database.Database | undefined;
    try {
      db = new Database(databaseFile, { fileMustExist: true, timeout: 500 });
      db.pragma("locking_mode = EXCLUSIVE");
      db.exec("BEGIN EXCLUSIVE");
      db.exec("COMMIT");
    } catch (error) {
      if (isCode(error, "SQLITE_BUSY") || isCode(error, "SQLITE_LOCKED")) return `another process has ${databaseFile} open`;
      // A database that cannot be read at all (often the reason to restore) does not stop the restore.
    } finally {
      db?.close();
    }
  }
  if (port !== null && (await answers(port))) return `something answers on port ${port}`;
  return null;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/**
 * Renames the current database and uploads aside and the staged ones into place; undoes the renames
 * already made when one fails. The database's -wal and -journal move with it (they belong to it).
 */
function swapIn(p: {
  databaseFile: string;
  uploadsDir: string;
  stagedDatabase: string;
  stagedUploads: string;
  stamp: string;
}): Restored["keptAside"] {
  const done: [string, string][] = [];
  const move = (from: string, to: string) => {
    fs.renameSync(from, to);
    done.push([from, to]);
  };
  const aside = (target: string) =>
    path.join(path.dirname(target), freeName(path.dirname(target), `${path.basename(target)}.before-restore-${p.stamp}`));
  const keptAside: Restored["keptAside"] = { database: null, uploads: null };
  try {
    if (fs.existsSync(p.databaseFile)) {
      keptAside.database = aside(p.databaseFile);
      move(p.databaseFile, keptAside.database);
      for (const suffix of ["-wal", "-journal"]) {
        if (fs.existsSync(p.databaseFile + suffix)) move(p.databaseFile + suffix, keptAside.database + suffix);
      }
    }
    fs.rmSync(`${p.databaseFile}-shm`, { force: true });
    for (const suffix of ["-wal", "-journal"]) {
      if (fs.existsSync(p.stagedDatabase + suffix)) move(p.stagedDatabase + suffix, p.databaseFile + suffix);
    }
    move(p.stagedDatabase, p.databaseFile);
    if (fs.existsSync(p.uploadsDir)) {
      keptAside.uploads = aside(p.uploadsDir);
      move(p.uploadsDir, keptAside.uploads);
    }
    move(p.stagedUploads, p.uploadsDir);
    return keptAside;
  } catch (error) {
    const stuck: string[] = [];
    for (const [from, to] of done.reverse()) {
      try {
        fs.renameSync(to, from);
      } catch {
        stuck.push(`${from} is now ${to}`);
      }
    }
    const where = stuck.length === 0 ? "the current data is back in place" : `moving back failed too: ${stuck.join("; ")}`;
    throw new BackupError(`Putting the restored files in place failed (${plainReason(error)}); ${where}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const settings = backupSettings();
  if (args.length !== 1 || args[0].startsWith("-")) {
    const backups = listBackups(settings.backupDir);
    console.log("Usage: npm run restore -- <backup folder | name under BACKUP_DIR | latest>   (with the server stopped)");
    console.log(backups.length === 0 ? `No backups in ${relative(settings.backupDir)}.` : `Backups in ${relative(settings.backupDir)}:`);
    for (const b of backups) console.log(`  ${b.name}`);
    if (args[0] === "-h" || args[0] === "--help") return;
    throw new BackupError(args.length === 0 ? "Name the backup to restore" : `Unexpected arguments: ${args.join(" ")}`);
  }
  const restored = await restoreBackup({ backup: args[0], settings });
  const { manifest, keptAside } = restored;
  console.log(
    `Restored ${relative(restored.folder)} (taken ${manifest.createdAt}) into ${relative(settings.databaseFile)} and ${relative(settings.uploadsDir)}`,
  );
  console.log(
    `  database: ${megabytes(manifest.database.bytes)}, checked; uploads: ${manifest.uploads.files} file${manifest.uploads.files === 1 ? "" : "s"}, ${megabytes(manifest.uploads.bytes)}`,
  );
  console.log(
    restored.applied.length === 0
      ? "  no newer migrations to apply"
      : `  applied ${restored.applied.length} newer migration(s): ${restored.applied.join(", ")}`,
  );
  if (keptAside.database) console.log(`The database it replaced is kept as ${relative(keptAside.database)}`);
  if (keptAside.uploads) console.log(`The uploads it replaced are kept as ${relative(keptAside.uploads)}`);
  console.log("Start the server when ready; delete the kept files once you are sure.");
}

if (isEntryPoint(import.meta.url)) runCli("restore", main);
