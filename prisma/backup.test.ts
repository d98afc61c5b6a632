/**
 * Backups that restore (issue 31): real SQLite files in a temporary folder, the project's migrated
 * database (the test run's base copy) and a writer in another process (tests/cross-process/writer.ts).
 */
import { execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgresql } from "../tests/setup/db.ts";
import { baseDatabaseFile, repoRoot } from "../tests/setup/paths.ts";
import { BackupError, inspectDatabase, listBackups, takeBackup, type BackupSettings } from "./backup.ts";
import { applyMigrations, defaultPaths, migrationStatus, readMigrationFiles } from "./migrate.ts";
import { restoreBackup } from "./restore.ts";

const tsx = path.join(repoRoot, "node_modules", ".bin", "tsx");
let workDir: string;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
});

afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

interface Live {
  dataDir: string;
  settings: BackupSettings;
}

/** A data folder as a deployment has it: the migrated database and a few uploads (nested, binary). */
function liveData(name: string): Live {
  const dataDir = path.join(workDir, name);
  const settings: BackupSettings = {
    databaseFile: path.join(dataDir, "portal.db"),
    uploadsDir: path.join(dataDir, "uploads"),
    backupDir: path.join(dataDir, "backups"),
    keep: 14,
    port: 0,
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(baseDatabaseFile, settings.databaseFile);
  for (const rel of ["3f/3f9c01.webp", "3f/3f9c01-64.webp", "a0/a0b1c2.pdf", "e7/e7d4.png"]) {
    fs.mkdirSync(path.dirname(path.join(settings.uploadsDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(settings.uploadsDir, rel), randomBytes(2000 + rel.length * 100));
  }
  return { dataDir, settings };
}

/** Every file under `dir`, by relative path. */
function files(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, rel);
    if (fs.statSync(full).isFile()) out[rel] = fs.readFileSync(full);
  }
  return out;
}

/** The mail outbox's rows (all, or those with id <= upTo): how many, the highest id, and a digest of their content. */
function outbox(file: string, upTo = Number.MAX_SAFE_INTEGER): { count: number; maxId: number; digest: string } {
  const db = new Database(file, { fileMustExist: true, timeout: 10_000 });
  try {
    const rows = db.prepare('SELECT id, "to", subject, text FROM "EmailMessage" WHERE id <= ? ORDER BY id').all(upTo);
    const digest = createHash("sha256").update(JSON.stringify(rows)).digest("hex");
    return { count: rows.length, maxId: (rows.at(-1) as { id: number } | undefined)?.id ?? 0, digest };
  } finally {
    db.close();
  }
}

/** The data folder's files and their content, to show a refused restore changed nothing. */
function snapshot(live: Live) {
  return {
    names: fs.readdirSync(live.dataDir).sort(),
    database: createHash("sha256").update(fs.readFileSync(live.settings.databaseFile)).digest("hex"),
    uploads: files(live.settings.uploadsDir),
  };
}

/** The writer process: resolves `writing` once it commits in its loop; `stop()` ends it and gives its count. */
function startWriter(file: string, prefill: number) {
  const child = spawn(tsx, [path.join(repoRoot, "tests/cross-process/writer.ts"), file], {
    cwd: repoRoot,
    env: { ...process.env, PREFILL: String(prefill) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  let markWriting: () => void;
  const writing = new Promise<void>((resolve) => (markWriting = resolve));
  const finished = new Promise<{ count: number }>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith("writing\n")) markWriting();
    });
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`writer exited ${code}: ${out}`));
      else resolve(JSON.parse(out.trim().split("\n").at(-1)!) as { count: number });
    });
  });
  return { writing, stop: () => (child.stdin.end(), finished) };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as Error).message;
}

// Backup and restore copy a SQLite deployment's file; PostgreSQL has its own tools (npm run backup refuses it).
describe.skipIf(onPostgresql)("a backup taken while the portal writes", { timeout: 120_000 }, () => {
  it("holds every row committed before it began, passes the check, and restores with the uploads byte for byte", async () => {
    const live = liveData("concurrent");
    const uploadsAtBackup = files(live.settings.uploadsDir);
    const writer = startWriter(live.settings.databaseFile, 20_000);
    let stopped = false;
    try {
      await writer.writing;
      const before = outbox(live.settings.databaseFile).maxId;
      const taken = await takeBackup(live.settings);
      const after = outbox(live.settings.databaseFile).maxId;
      const { count } = await writer.stop();
      stopped = true;

      // The writer kept committing while the backup ran.
      expect(after).toBeGreaterThan(before);
      expect(count).toBeGreaterThan(0);
      const copy = path.join(taken.folder, "portal.db");
      expect(inspectDatabase(copy).problems).toEqual([]);
      expect(outbox(copy, before)).toEqual(outbox(live.settings.databaseFile, before));
      const copied = taken.manifest.database.rows.EmailMessage;
      expect(copied).toBeGreaterThanOrEqual(before);
      expect(copied).toBeLessThanOrEqual(after);
      expect(taken.manifest).toMatchObject({
        migration: readMigrationFiles(defaultPaths().migrationsDir).at(-1)!.name,
        uploads: { files: 4 },
        source: { database: live.settings.databaseFile, uploads: live.settings.uploadsDir },
      });
      expect(fs.readdirSync(taken.folder).sort()).toEqual(["manifest.json", "portal.db", "uploads"]);

      // After the backup: more rows (the writer's) and the uploads change.
      const rowsBefore = outbox(live.settings.databaseFile, before);
      const latest = outbox(live.settings.databaseFile);
      fs.rmSync(path.join(live.settings.uploadsDir, "a0/a0b1c2.pdf"));
      fs.writeFileSync(path.join(live.settings.uploadsDir, "e7/e7d4.png"), "changed");
      fs.writeFileSync(path.join(live.settings.uploadsDir, "3f/3f0000.webp"), "new");
      const uploadsChanged = files(live.settings.uploadsDir);

      const restored = await restoreBackup({ backup: taken.name, settings: live.settings, port: null });

      const db = live.settings.databaseFile;
      expect(inspectDatabase(db).problems).toEqual([]);
      expect(outbox(db, before)).toEqual(rowsBefore);
      expect(outbox(db).maxId).toBe(copied);
      expect(files(live.settings.uploadsDir)).toEqual(uploadsAtBackup);
      expect(restored.applied).toEqual([]);
      // What it replaced is kept, not deleted.
      expect(outbox(restored.keptAside.database!)).toEqual(latest);
      expect(files(restored.keptAside.uploads!)).toEqual(uploadsChanged);
      expect(fs.readdirSync(live.dataDir).filter((name) => /-wal$|-shm$|restoring/.test(name))).toEqual([]);
    } finally {
      if (!stopped) await writer.stop().catch(() => undefined);
    }
  });
});

describe.skipIf(onPostgresql)("keeping the last N", () => {
  it("removes the oldest once a new backup is complete, and never counts a half-written one", async () => {
    const live = liveData("keep");
    const { backupDir } = live.settings;
    fs.mkdirSync(path.join(backupDir, ".incomplete-portal-2025-12-31T000000Z-999999999"), { recursive: true });
    const noManifest = path.join(backupDir, "portal-2026-01-09T000000Z");
    fs.mkdirSync(noManifest);

    const names: string[] = [];
    for (let day = 1; day <= 3; day++) {
      names.push((await takeBackup({ ...live.settings, keep: 2, now: new Date(Date.UTC(2026, 0, day, 12, 30, 5)) })).name);
    }

    expect(names).toEqual(["portal-2026-01-01T123005Z", "portal-2026-01-02T123005Z", "portal-2026-01-03T123005Z"]);
    expect(listBackups(backupDir).map((b) => b.name)).toEqual(names.slice(1));
    // The crashed backup's leftover is gone; a folder without a manifest is not a backup and is left alone.
    expect(fs.readdirSync(backupDir).sort()).toEqual([...names.slice(1), "portal-2026-01-09T000000Z"]);
  });

  it("a failed backup leaves no folder and removes none", async () => {
    const live = liveData("failed");
    await takeBackup({ ...live.settings, keep: 1 });
    const listing = fs.readdirSync(live.settings.backupDir);

    fs.rmSync(live.settings.uploadsDir, { recursive: true });
    fs.writeFileSync(live.settings.uploadsDir, "a file where the uploads folder should be");
    expect(await refusal(takeBackup({ ...live.settings, keep: 1 }))).toMatch(/^Cannot read .*uploads/);
    expect(await refusal(takeBackup({ ...live.settings, databaseFile: path.join(live.dataDir, "missing.db") }))).toMatch(
      /^No database at .*missing\.db/,
    );
    expect(fs.readdirSync(live.settings.backupDir)).toEqual(listing);
  });
});

describe.skipIf(onPostgresql)("restore refuses, leaving the current data in place", { timeout: 60_000 }, () => {
  let live: Live;
  let backup: string;

  beforeAll(async () => {
    live = liveData("refusals");
    backup = (await takeBackup(live.settings)).folder;
  });

  /** A copy of the good backup, changed by `spoil`; the manifest's checksum follows the change when `resign`. */
  function spoiled(name: string, spoil: (dbFile: string) => void, resign: boolean): string {
    const folder = path.join(workDir, "spoiled", name);
    fs.cpSync(backup, folder, { recursive: true });
    const dbFile = path.join(folder, "portal.db");
    spoil(dbFile);
    if (resign) {
      const manifest = JSON.parse(fs.readFileSync(path.join(folder, "manifest.json"), "utf8")) as { database: { sha256: string } };
      manifest.database.sha256 = createHash("sha256").update(fs.readFileSync(dbFile)).digest("hex");
      fs.writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(manifest));
    }
    return folder;
  }

  /** Garbage over two pages in the middle of the file (a table's or an index's pages; the schema stays readable). */
  const damage = (dbFile: string) => {
    const middle = Math.floor(fs.statSync(dbFile).size / 4096 / 2) * 4096;
    const fd = fs.openSync(dbFile, "r+");
    fs.writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, middle);
    fs.closeSync(fd);
  };

  it("a backup that is absent, incomplete, damaged or inconsistent", async () => {
    const before = snapshot(live);
    const restore = (backup: string) => refusal(restoreBackup({ backup, settings: live.settings, port: null }));

    expect(await restore("portal-1999-01-01T000000Z")).toMatch(/^No backup folder portal-1999-01-01T000000Z/);
    const incomplete = path.join(workDir, "spoiled", "incomplete");
    fs.mkdirSync(incomplete, { recursive: true });
    expect(await restore(incomplete)).toMatch(/has no manifest\.json: not a complete backup/);
    expect(await restore(spoiled("damaged", damage, false))).toMatch(/does not match the checksum in its manifest/);
    expect(await restore(spoiled("corrupt", damage, true))).toMatch(
      /failed its check: (.*integrity_check|cannot be read: the database file is damaged)/,
    );
    const orphan = (dbFile: string) => {
      const db = new Database(dbFile);
      db.pragma("foreign_keys = OFF");
      db.prepare(
        `INSERT INTO "EmailMessage" ("userId", "to", "from", "subject", "text") VALUES (999999, 'a@example.org', 'b', 'c', 'd')`,
      ).run();
      db.close();
    };
    expect(await restore(spoiled("orphan", orphan, true))).toMatch(
      /failed its check: foreign_key_check: EmailMessage row 1 refers to a missing User/,
    );
    const lostUpload = spoiled("lost-upload", () => {}, false);
    fs.rmSync(path.join(lostUpload, "uploads", "e7", "e7d4.png"));
    expect(await restore(lostUpload)).toMatch(/uploads in .* do not match its manifest \(3 files found, 4 expected\)/);

    expect(snapshot(live)).toEqual(before);
  });

  it("while the portal appears to be running: the database held open, or its port answering", async () => {
    const before = snapshot(live);
    const server = new Database(live.settings.databaseFile);
    server.prepare('SELECT count(*) FROM "User"').get();
    try {
      expect(await refusal(restoreBackup({ backup, settings: live.settings, port: null }))).toMatch(
        /^The portal appears to be running \(another process has .*portal\.db open\)\. Stop the server, then restore\.$/,
      );
    } finally {
      server.close();
    }
    const listener = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const port = (listener.address() as net.AddressInfo).port;
      expect(await refusal(restoreBackup({ backup, settings: live.settings, port }))).toMatch(`something answers on port ${port}`);
    } finally {
      listener.close();
    }
    expect(snapshot(live)).toEqual(before);
  });
});

describe.skipIf(onPostgresql)("restore and migrations", { timeout: 120_000 }, () => {
  const all = defaultPaths();
  let older: string;
  let newest: string[];

  beforeAll(() => {
    // The migrations of an older version: all but the last two.
    older = path.join(workDir, "older-migrations");
    fs.cpSync(all.migrationsDir, older, { recursive: true });
    newest = readMigrationFiles(all.migrationsDir)
      .slice(-2)
      .map((m) => m.name);
    for (const name of newest) fs.rmSync(path.join(older, name), { recursive: true });
  });

  it("applies the migrations newer than the backup, onto a machine with no data yet", async () => {
    const old = liveData("old-version");
    fs.rmSync(old.settings.databaseFile);
    await applyMigrations(old.settings.databaseFile, { migrationsDir: older });
    const taken = await takeBackup(old.settings);
    expect(taken.manifest.migration).toBe(readMigrationFiles(older).at(-1)!.name);

    const fresh = path.join(workDir, "fresh-machine");
    const settings = {
      databaseFile: path.join(fresh, "portal.db"),
      uploadsDir: path.join(fresh, "uploads"),
      backupDir: old.settings.backupDir,
    };
    const restored = await restoreBackup({ backup: taken.folder, settings, migrations: all, port: null });

    expect(restored.applied).toEqual(newest);
    expect(restored.keptAside).toEqual({ database: null, uploads: null });
    expect(await migrationStatus(settings.databaseFile, all)).toMatchObject({ pending: [], drift: null, upToDate: true });
    expect(files(settings.uploadsDir)).toEqual(files(old.settings.uploadsDir));
  });

  it("refuses a backup taken by a newer version", async () => {
    const live = liveData("newer-backup");
    const taken = await takeBackup(live.settings);
    const before = snapshot(live);
    expect(
      await refusal(restoreBackup({ backup: taken.folder, settings: live.settings, migrations: { migrationsDir: older }, port: null })),
    ).toMatch(`newer version of the portal (migration ${newest.join(", ")} is not in`);
    expect(snapshot(live)).toEqual(before);
  });
});

describe.skipIf(onPostgresql)("npm run backup and npm run restore", { timeout: 120_000 }, () => {
  const run = promisify(execFile);

  async function cli(script: string, args: string[], env: Record<string, string>) {
    const { DATABASE_URL: _db, UPLOADS_DIR: _uploads, BACKUP_DIR: _backups, ...inherited } = process.env;
    try {
      const { stdout, stderr } = await run(tsx, [path.join(repoRoot, "prisma", script), ...args], {
        cwd: repoRoot,
        env: { ...inherited, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function closedPort(): Promise<string> {
    const listener = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    const port = (listener.address() as net.AddressInfo).port;
    await new Promise((resolve) => listener.close(resolve));
    return String(port);
  }

  it("print where they wrote, and fail with one line", async () => {
    const live = liveData("cli");
    const env = { DATA_DIR: live.dataDir, PORT: await closedPort() };

    const backup = await cli("backup.ts", [], env);
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(
      /^Backup written to .*backups\/portal-\d{4}-\d\d-\d\dT\d{6}Z\n {2}database: .* checked; latest migration \d{14}_\w+\n {2}uploads: 4 files/,
    );

    const restore = await cli("restore.ts", ["latest"], env);
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toMatch(/^Restored .*portal-.* into .*portal\.db and .*uploads\n/);
    expect(restore.stdout).toMatch(/The database it replaced is kept as .*portal\.db\.before-restore-/);

    const missing = await cli("backup.ts", [], { ...env, DATABASE_URL: `file:${path.join(live.dataDir, "none.db")}` });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^backup: No database at .*none\.db \(DATABASE_URL or DATA_DIR\): nothing to back up\n$/);

    const unnamed = await cli("restore.ts", [], env);
    expect(unnamed.code).toBe(1);
    expect(unnamed.stdout).toMatch(/Usage: npm run restore -- <backup/);
    expect(unnamed.stderr).toBe("restore: Name the backup to restore\n");
  });
});
