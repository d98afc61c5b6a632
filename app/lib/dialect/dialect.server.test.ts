/**
 * The dialect seam's contract: the same answers on SQLite and on PostgreSQL (this file runs on
 * whichever the run uses; TEST_DATABASE=postgresql for the second).
 *
 * Text matching, every path (the full-text lookup, `contains` in SQL, Prisma's filter, the lists
 * built on them): a word is found anywhere in the text, ASCII letters in either case, `\` and
 * quotes as themselves, words of 1 or 2 characters too; `%` and `_` as themselves too, except in
 * Prisma's filters, where they are LIKE's wildcards on both (`containing`). Where the two differ:
 * letters beyond ASCII match in the same case only, except that SQLite's FTS5 (words of 3 or more
 * characters) folds their case too, and so does PostgreSQL's ILIKE on a database whose LC_CTYPE is
 * not C (the test servers use C). Names sort byte by byte on both (SQLite's BINARY, PostgreSQL's C
 * collation; another collation sorts them by its language's rules).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { onPostgresql, resetDatabase } from "../../../tests/setup/db.ts";
import { createTextFixtures, has, likeHas, PEOPLE, WORDS, type Fixture } from "../../../tests/setup/text-matching.ts";
import { REVIEW_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { containing, dialect, join, nullsLowest, raw, sql, type Sql } from "./index.server.ts";

const d = dialect();

const ids = (rows: { id: number | bigint }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

let users: Fixture[] = [];
let ceus: Fixture[] = [];

beforeAll(async () => {
  await resetDatabase();
  ({ users, ceus } = await createTextFixtures());
});

const expected = (rows: Fixture[], word: string, match = has) => rows.filter((r) => match(r.texts, word)).map((r) => r.id);

describe("text matching: the same rules on both dialects", () => {
  it("the full-text lookup finds a word anywhere in a member's names or email", async () => {
    for (const word of WORDS) expect(ids(await db.$queryRaw(d.textSearch("User", word))), word).toEqual(expected(users, word));
  });

  it("the full-text lookup finds a word anywhere in a CEU's title or sponsor", async () => {
    for (const word of WORDS) expect(ids(await db.$queryRaw(d.textSearch("IndividualCeu", word))), word).toEqual(expected(ceus, word));
  });

  it("contains in SQL follows the same rules", async () => {
    const columns = ["firstName", "lastName", "email"].map((c) => raw(`u."${c}"`));
    for (const word of WORDS) {
      const where = join(
        columns.map((c) => d.contains(c, word)),
        " OR ",
      );
      expect(ids(await db.$queryRaw(sql`SELECT u."id" AS id FROM "User" u WHERE ${where}`)), word).toEqual(expected(users, word));
    }
  });

  it("Prisma's contains filter follows the same rules, but for LIKE's wildcards % and _", async () => {
    for (const word of WORDS) {
      const found = await db.user.findMany({
        where: { OR: [{ firstName: containing(word) }, { lastName: containing(word) }, { email: containing(word) }] },
        select: { id: true },
      });
      expect(ids(found), word).toEqual(expected(users, word, likeHas));
      const ceusFound = await db.individualCeu.findMany({
        where: { OR: [{ programTitle: containing(word) }, { sponsor: containing(word) }] },
        select: { id: true },
      });
      expect(ids(ceusFound), word).toEqual(expected(ceus, word, likeHas));
    }
  });
});

describe("text matching: where the dialects differ", () => {
  it("letters beyond ASCII in another case: SQLite's FTS5 folds them, its LIKE does not; PostgreSQL's ILIKE as its LC_CTYPE does", async () => {
    const zoe = users[6]!.id; // Zoë Ångström
    const viaIndex = ids(await db.$queryRaw(d.textSearch("User", "ångström")));
    const viaContains = ids(await db.$queryRaw(sql`SELECT u."id" AS id FROM "User" u WHERE ${d.contains(sql`u."lastName"`, "ångström")}`));
    if (onPostgresql) {
      const [{ ctype }] = await db.$queryRaw<[{ ctype: string }]>(sql`SELECT current_setting('lc_ctype') AS ctype`);
      const folds = ctype !== "C" && ctype !== "POSIX";
      expect([viaIndex, viaContains]).toEqual(folds ? [[zoe], [zoe]] : [[], []]);
    } else {
      expect([viaIndex, viaContains]).toEqual([[zoe], []]);
    }
  });
});

describe("raw SQL: what the call sites rely on", () => {
  it("values travel as parameters, in order, however the SQL is composed (the client writes ? or $n)", async () => {
    const emails = PEOPLE.slice(0, 4).map((p) => p[2]);
    const ceuJoin: Sql = sql`AND "id" IN (SELECT "userId" FROM "IndividualCeu" WHERE "programTitle" <> ${"?"})`;
    const rows = await db.$queryRaw<{ id: number | bigint; tag: string }[]>(
      sql`SELECT "id", ${"$1 ?"} AS tag FROM "User" WHERE "email" IN (${join(emails)}) ${ceuJoin} AND "lastName" <> ${"Why?$1"} ORDER BY "id" LIMIT ${3} OFFSET ${1}`,
    );
    expect(ids(rows)).toEqual(users.slice(1, 4).map((u) => u.id));
    expect(rows.every((r) => r.tag === "$1 ?")).toBe(true);
    const quoted = await db.$queryRaw<{ id: number | bigint }[]>(sql`SELECT "id" FROM "User" WHERE "lastName" = ${"Why?$1"}`);
    expect(ids(quoted)).toEqual([users[8]!.id]);
  });

  it("an email is looked up exactly, case and all (every form stores and asks for it lower-case)", async () => {
    expect(await db.user.findUnique({ where: { email: "ada@example.org" }, select: { id: true } })).toEqual({ id: users[0]!.id });
    expect(await db.user.findUnique({ where: { email: "Ada@example.org" } })).toBeNull();
    expect(await db.user.count({ where: { email: "ADA@EXAMPLE.ORG" } })).toBe(0);
  });

  it("COUNT may come back as a bigint: read with Number()", async () => {
    const [row] = await db.$queryRaw<[{ n: number | bigint }]>(
      sql`SELECT COUNT(*) AS n FROM "User" WHERE "willText" = ${true} OR "willText" = FALSE`,
    );
    expect(Number(row.n)).toBe(PEOPLE.length);
  });

  it("a timestamp column comes back as a Date, and compares with a Date parameter as Prisma does", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { id: users[0]!.id } });
    const [row] = await db.$queryRaw<[{ at: Date }]>(sql`SELECT "createdAt" AS at FROM "User" WHERE "id" = ${user.id}`);
    expect(row.at).toEqual(user.createdAt);
    const later = await db.$queryRaw<{ id: number }[]>(sql`SELECT "id" FROM "User" WHERE "createdAt" >= ${user.createdAt}`);
    expect(ids(later)).toEqual(ids(await db.user.findMany({ where: { createdAt: { gte: user.createdAt } }, select: { id: true } })));
  });

  it("a nullable column ordered with nullsLowest puts NULL first ascending and last descending, as SQLite does by itself", async () => {
    const [a, b, c] = users;
    await db.user.update({ where: { id: a!.id }, data: { organization: "Zeta" } });
    await db.user.update({ where: { id: c!.id }, data: { organization: "Alpha" } });
    const order = async (dir: "asc" | "desc") =>
      (
        await db.user.findMany({
          where: { id: { in: [a!.id, b!.id, c!.id] } },
          orderBy: [{ organization: nullsLowest(dir) }, { id: "asc" }],
          select: { id: true },
        })
      ).map((u) => u.id);
    expect(await order("asc")).toEqual([b!.id, c!.id, a!.id]);
    expect(await order("desc")).toEqual([a!.id, c!.id, b!.id]);
  });

  it("a JSON array of rows: '[]' when none, numbers, text and timestamps that read back as the same instant", async () => {
    const fields = { id: sql`u."id"`, name: sql`u."firstName"`, at: d.jsonTimestamp(sql`u."createdAt"`) };
    const pick = (where: Sql) => db.$queryRaw<[{ list: string }]>(sql`SELECT ${d.jsonArray(fields, sql`"User" u WHERE ${where}`)} AS list`);
    const [none] = await pick(sql`u."id" < 0`);
    expect(JSON.parse(none.list)).toEqual([]);
    const [some] = await pick(sql`u."id" IN (${join(users.slice(0, 2).map((u) => u.id))})`);
    const read = (JSON.parse(some.list) as { id: number; name: string; at: string }[]).sort((a, b) => a.id - b.id);
    const want = await db.user.findMany({ where: { id: { in: users.slice(0, 2).map((u) => u.id) } }, orderBy: { id: "asc" } });
    expect(read.map((r) => ({ id: r.id, name: r.name, at: new Date(r.at).getTime() }))).toEqual(
      want.map((u) => ({ id: u.id, name: u.firstName, at: u.createdAt.getTime() })),
    );
  });

  it("index hints and ordered joins change no answer (SQLite names the index; PostgreSQL leaves them out)", async () => {
    const byTitle = await db.$queryRaw<{ id: number }[]>(
      sql`SELECT c."id" AS id FROM "IndividualCeu" c ${d.indexedBy("IndividualCeu_status_submittedAt_idx")} WHERE c."status" = ${REVIEW_STATUS.pending}
          ORDER BY ${d.unindexedOrder(sql`c."programTitle"`)} DESC, c."id"`,
    );
    const titles = await db.individualCeu.findMany({ orderBy: [{ programTitle: "desc" }, { id: "asc" }], select: { id: true } });
    expect(byTitle.map((r) => Number(r.id))).toEqual(titles.map((c) => c.id));
    const byMember = await db.$queryRaw<{ id: number }[]>(
      sql`SELECT c."id" AS id FROM "User" u ${d.orderedJoin} "IndividualCeu" c ${d.notIndexed} ON c."userId" = u."id" ORDER BY u."lastName", c."id"`,
    );
    const members = await db.individualCeu.findMany({ orderBy: [{ user: { lastName: "asc" } }, { id: "asc" }], select: { id: true } });
    expect(byMember.map((r) => Number(r.id))).toEqual(members.map((c) => c.id));
  });
});

describe("the seed's helpers", () => {
  it("bulk writes keep what they write and give back what the writing returns", async () => {
    const made = await d.bulkWrites(db, () => createMember({ firstName: "Bulk", lastName: "Writer", email: "bulk@example.org" }));
    expect(await db.user.findUnique({ where: { email: "bulk@example.org" } })).toMatchObject({ id: made.id, lastName: "Writer" });
    if (!onPostgresql) {
      // SQLite: the durability setting is back as it was.
      const [{ synchronous }] = await db.$queryRaw<[{ synchronous: number | bigint }]>(sql`PRAGMA synchronous`);
      expect(Number(synchronous)).not.toBe(0);
    }
  });

  it("deleting every row empties every table, keeps the migration history and restarts the ids at 1", async () => {
    await d.deleteEveryRow(db);
    expect([await db.user.count(), await db.individualCeu.count(), await db.role.count()]).toEqual([0, 0, 0]);
    const [history] = await db.$queryRaw<[{ n: number | bigint }]>(sql`SELECT COUNT(*) AS n FROM "_prisma_migrations"`);
    expect(Number(history.n)).toBeGreaterThan(0);
    for (const [key, name] of [
      ["admin", "Admin"],
      ["member", "Member"],
    ])
      await db.role.create({ data: { key, name } });
    const again = await createMember({ firstName: "Ada", lastName: "Again", email: "again@example.org" });
    expect(again.id).toBe(1);
    // The full-text lookup sees the new rows only.
    expect(ids(await db.$queryRaw(d.textSearch("User", "ada")))).toEqual([1]);
    expect(ids(await db.$queryRaw(d.textSearch("User", "lovelace")))).toEqual([]);
  });
});
