/**
 * Moving a SQLite deployment to PostgreSQL (issue 38): the test process's SQLite database, filled by
 * the builders, copied into new databases on POSTGRESQL_SERVER_URL (or a throwaway server), then read
 * back through both Prisma clients. A test of SQLite's data, so it skips in the PostgreSQL pass.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient as PostgresqlPrismaClient } from "~/generated/prisma-postgresql/client.ts";
import { Prisma } from "~/generated/prisma/client.ts";
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { db, isMergedAccountRefusal } from "~/lib/db.server.ts";
import {
  cartLine,
  certifiedInGoodStanding,
  createIndividualCeu,
  createMember,
  creditType,
  mergedAccounts,
  upcomingEvent,
  waitingInFinalApproval,
} from "../tests/factories/index.ts";
import { onPostgresql, resetDatabase, testDatabaseFile } from "../tests/setup/db.ts";
import { baseDatabaseFile, repoRoot } from "../tests/setup/paths.ts";
import { dropDatabases, withClient } from "../tests/setup/postgresql.ts";
import { copyDatabase, CopyError, main } from "./copy.ts";
import { defaultPaths, readMigrationFiles } from "./migrate.ts";
import { databaseUrl, startPostgresqlServer, type PostgresqlServer } from "./postgresql-server.ts";

const run = promisify(execFile);
const prefix = `copy_test_${process.pid}_`;
const quiet = () => {};

let server: PostgresqlServer | undefined;
let serverUrl: string;
let workDir: string;
const clients: PostgresqlPrismaClient[] = [];

function target(name: string): string {
  return databaseUrl(serverUrl, prefix + name);
}

function postgresqlClient(url: string): PostgresqlPrismaClient {
  const client = new PostgresqlPrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  clients.push(client);
  return client;
}

type Row = Record<string, unknown>;
type Delegate = { findMany: () => Promise<Row[]> };

/** A model's client property: its name with a lower-case first letter. */
function delegateName(model: string): string {
  return model[0]!.toLowerCase() + model.slice(1);
}

/** Rows in one order on both sides: by their plain values (JSON columns aside). */
function sorted(rows: Row[]): Row[] {
  const key = (row: Row) => JSON.stringify(Object.values(row).filter((v) => v === null || typeof v !== "object" || v instanceof Date));
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

async function everyRow(client: unknown): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const model of Object.values(Prisma.ModelName)) {
    out[model] = sorted(await (client as Record<string, Delegate>)[delegateName(model)]!.findMany());
  }
  return out;
}

async function databaseExists(name: string): Promise<boolean> {
  return withClient(
    serverUrl,
    async (client) => (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1,
  );
}

let merged: Awaited<ReturnType<typeof mergedAccounts>>;
let deletedNoteId: number;

describe.skipIf(onPostgresql)("npm run db:copy", () => {
  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "copy-test-"));
    if (process.env.POSTGRESQL_SERVER_URL) serverUrl = process.env.POSTGRESQL_SERVER_URL;
    else {
      server = await startPostgresqlServer();
      serverUrl = server.url;
    }

    // Several states: dates, booleans, nulls, JSON (objects, a bare number), floats, merged accounts.
    await resetDatabase();
    merged = await mergedAccounts();
    const member = await createMember({
      firstName: "Zoë",
      lastName: 'O\'Brien "Quoted" \\ 😀',
      dateOfBirth: new Date("1950-02-28T00:00:00Z"),
    });
    const certified = await certifiedInGoodStanding(member.id);
    await createIndividualCeu(member.id, {
      reportingPeriodId: certified.userCertification.reportingPeriodId!,
      creditTypeId: (await creditType()).id,
      credits: 0.1 + 0.2,
      programTitle: "Line one\nline two\ttabbed",
    });
    await waitingInFinalApproval((await createMember()).id);
    await cartLine(member.id, { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 1_234 });
    await upcomingEvent({ ceus: 1.5, event: { extra: { room: "B", seats: [1, 2], nested: { ok: true } } } });
    await db.jobRun.create({
      data: { job: "copy-test", period: "2026-11", asOf: new Date("2026-11-26T23:59:59.999Z"), status: "done", summary: 42 },
    });
    await db.jobRun.create({
      data: { job: "copy-test", period: "2026-12", asOf: new Date(), status: "failed", summary: { changed: 3, examples: ["a", "b"] } },
    });
    // The newest note is deleted: SQLite never gives its id out again, nor must PostgreSQL.
    deletedNoteId = (await db.note.create({ data: { userId: member.id, note: "deleted before the copy" } })).id;
    await db.note.delete({ where: { id: deletedNoteId } });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.$disconnect()));
    if (serverUrl) await dropDatabases(serverUrl, prefix);
    server?.stop();
    if (server) fs.rmSync(server.dir, { recursive: true, force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it("copies every row of every model, and PostgreSQL's ids continue after SQLite's", async () => {
    const url = target("main");
    const result = await copyDatabase({ from: testDatabaseFile(), to: url, log: quiet, batchRows: 3 });
    expect(result.differing).toEqual([]);
    expect(result.counts.find((c) => c.table === "User")?.postgresql).toBeGreaterThan(3);

    const pg = postgresqlClient(url);
    const [sqliteRows, pgRows] = [await everyRow(db), await everyRow(pg)];
    const filled = Object.keys(sqliteRows).filter((model) => sqliteRows[model]!.length > 0);
    expect(filled).toEqual(
      expect.arrayContaining([
        "User",
        "UserMerge",
        "IndividualCeu",
        "LineItem",
        "Transaction",
        "Registration",
        "Event",
        "JobRun",
        "AuditEvent",
      ]),
    );
    for (const model of Object.keys(sqliteRows)) expect(pgRows[model], model).toEqual(sqliteRows[model]);
    // What the types must survive, read on PostgreSQL's side.
    expect(await pg.jobRun.findFirst({ where: { period: "2026-11" } })).toMatchObject({
      summary: 42,
      asOf: new Date("2026-11-26T23:59:59.999Z"),
    });
    expect((await pg.individualCeu.findFirst({ where: { programTitle: { startsWith: "Line one" } } }))?.credits).toBe(0.1 + 0.2);
    expect((await pg.user.findUniqueOrThrow({ where: { id: merged.duplicate.id } })).mergedIntoId).toBe(merged.survivor.id);

    // The planner has the copied tables' statistics at once.
    const analyzed = await pg.$queryRawUnsafe<{ relname: string }[]>(
      `SELECT relname FROM pg_stat_user_tables WHERE relname IN ('User', 'IndividualCeu') AND last_analyze IS NOT NULL ORDER BY relname`,
    );
    expect(analyzed.map((r) => r.relname)).toEqual(["IndividualCeu", "User"]);

    const nextUser = await pg.user.create({ data: { email: "after-the-copy@example.org", firstName: "After", lastName: "Copy" } });
    expect(nextUser.id).toBe((await db.user.aggregate({ _max: { id: true } }))._max.id! + 1);
    const nextRole = await pg.role.create({ data: { key: "auditor", name: "Auditor" } });
    expect(nextRole.id).toBe((await db.role.aggregate({ _max: { id: true } }))._max.id! + 1);
    const nextNote = await pg.note.create({ data: { userId: merged.survivor.id, note: "after the copy" } });
    expect(nextNote.id).toBe(deletedNoteId + 1);
  });

  it("refuses a second copy into a target that holds rows, and --replace replaces them", async () => {
    const url = target("main");
    const pg = postgresqlClient(url);
    expect(await pg.user.count({ where: { email: "after-the-copy@example.org" } })).toBe(1);
    await expect(copyDatabase({ from: testDatabaseFile(), to: url, log: quiet })).rejects.toThrow(
      /already holds rows \(Address, .* and \d+ more\): copy into an empty database, or pass --replace to delete them first$/,
    );
    expect(await pg.user.count({ where: { email: "after-the-copy@example.org" } })).toBe(1);

    const result = await copyDatabase({ from: testDatabaseFile(), to: url, replace: true, log: quiet });
    expect(result.differing).toEqual([]);
    expect(await pg.user.count({ where: { email: "after-the-copy@example.org" } })).toBe(0);
    expect(await pg.role.findMany({ orderBy: { id: "asc" } })).toEqual(await db.role.findMany({ orderBy: { id: "asc" } }));
  });

  it("keeps refusing an order for a merged account after the copy", async () => {
    const pg = postgresqlClient(target("main"));
    const line = { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 500, finalPriceCents: 500 };
    const refused = await pg.lineItem.create({ data: { ...line, userId: merged.duplicate.id } }).catch((error: unknown) => error);
    expect(isMergedAccountRefusal(refused)).toBe(true);
    await expect(pg.lineItem.create({ data: { ...line, userId: merged.survivor.id } })).resolves.toMatchObject({
      userId: merged.survivor.id,
    });
  });

  it("refuses a source whose migrations are behind, before touching the target", async () => {
    // The test run's migrated database with its newest migration not applied, as the history records it.
    const behind = path.join(workDir, "behind.db");
    fs.copyFileSync(baseDatabaseFile, behind);
    const newest = readMigrationFiles(defaultPaths().migrationsDir).at(-1)!.name;
    const file = new Database(behind);
    file.prepare("DELETE FROM _prisma_migrations WHERE migration_name = ?").run(newest);
    file.close();

    await expect(copyDatabase({ from: behind, to: target("behind"), log: quiet })).rejects.toThrow(
      new CopyError(`${behind} is not up to date (1 pending migration): run npm run db:migrate first`),
    );
    expect(await databaseExists(`${prefix}behind`)).toBe(false);
  });

  it("refuses a target that is not PostgreSQL in one line", async () => {
    await expect(main(["--to", "file:data/other.db"])).rejects.toThrow(
      new CopyError('--to must be a postgresql:// URL, not "file:data/other.db"'),
    );
    await expect(main([])).rejects.toThrow(/^--to is required/);
  });

  it("the command copies the portal's database, prints the counts and where the uploads stay, and exits 0", async () => {
    const url = target("cli");
    const { stdout } = await run(path.join(repoRoot, "node_modules", ".bin", "tsx"), ["prisma/copy.ts", "--to", url], {
      cwd: repoRoot,
      env: process.env,
    });
    const users = new Database(testDatabaseFile(), { readonly: true });
    const userCount = users.prepare('SELECT count(*) FROM "User"').pluck().get() as number;
    users.close();
    expect(stdout).toMatch(/^Table +SQLite +PostgreSQL$/m);
    expect(stdout).toMatch(new RegExp(`^User +${userCount} +${userCount}$`, "m"));
    expect(stdout).toMatch(/more tables? empty on both sides/);
    expect(stdout).toContain(`they stay in ${process.env.UPLOADS_DIR}`);
    expect(stdout).toContain("Every table holds the same number of rows on both sides.");
  });
});
