import { beforeEach, describe, expect, it } from "vitest";
import { createMember, createMembers } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import type { ListParams } from "~/lib/list-params.ts";
import { USER_PAGE_SIZE, userList, type UserSortKey } from "./users.server.ts";

function params(overrides: Partial<ListParams<UserSortKey>> = {}): ListParams<UserSortKey> {
  return { q: "", sort: "lastName", dir: "asc", page: 1, pageSize: USER_PAGE_SIZE, filters: {}, ...overrides };
}

const T0 = Date.UTC(2024, 0, 1);

/** firstName, lastName, email, createdAt offset in days. */
const PEOPLE: [string, string, string, number][] = [
  ["Ada", "Lovelace", "ada@example.org", 3],
  ["Grace", "Hopper", "grace@navy.example.mil", 1],
  ["Alan", "Turing", "alan@bletchley.example.uk", 4],
  ["Katherine", "Johnson", "kj@nasa.example.gov", 2],
  ["Margaret", "Hamilton", "mhamilton@mit.example.edu", 0],
];

beforeEach(async () => {
  await resetDatabase();
});

async function seedPeople() {
  for (const [firstName, lastName, email, day] of PEOPLE) {
    await createMember({ firstName, lastName, email, createdAt: new Date(T0 + day * 86_400_000) });
  }
}

async function lastNames(overrides: Partial<ListParams<UserSortKey>>) {
  return (await userList.source.page(params(overrides))).rows.map((r) => r.lastName);
}

describe("the Users list: filter", () => {
  beforeEach(seedPeople);

  it("matches the first name, last name or email, ignoring case", async () => {
    expect(await lastNames({ q: "grace" })).toEqual(["Hopper"]);
    expect(await lastNames({ q: "HOPPER" })).toEqual(["Hopper"]);
    expect(await lastNames({ q: "NaSa" })).toEqual(["Johnson"]);
    expect(await lastNames({ q: "ham" })).toEqual(["Hamilton"]);
  });

  it("matches part of a word across all three", async () => {
    expect(await lastNames({ q: "al" })).toEqual(["Turing"]); // Alan, alan@
    expect(await lastNames({ q: "ILTON" })).toEqual(["Hamilton"]);
    expect(await lastNames({ q: "example.org" })).toEqual(["Lovelace"]);
  });

  it("narrows with every extra word", async () => {
    expect(await lastNames({ q: "a" })).toHaveLength(5);
    expect(await lastNames({ q: "ada lovelace" })).toEqual(["Lovelace"]);
    expect(await lastNames({ q: "  ada   turing " })).toEqual([]);
    expect(await lastNames({ q: "margaret mit" })).toEqual(["Hamilton"]);
  });

  it("reports the filtered total", async () => {
    const page = await userList.source.page(params({ q: "example.gov" }));
    expect(page.total).toBe(1);
    expect(page.lastPage).toBe(1);
  });

  it("leaves out deleted users", async () => {
    await db.user.update({ where: { email: "ada@example.org" }, data: { deletedAt: new Date() } });
    expect(await lastNames({})).not.toContain("Lovelace");
    expect(await lastNames({ q: "ada" })).toEqual([]);
    expect((await userList.source.page(params())).total).toBe(4);
  });
});

describe("the Users list: sort", () => {
  beforeEach(seedPeople);

  it("by last name, both ways", async () => {
    expect(await lastNames({ sort: "lastName", dir: "asc" })).toEqual(["Hamilton", "Hopper", "Johnson", "Lovelace", "Turing"]);
    expect(await lastNames({ sort: "lastName", dir: "desc" })).toEqual(["Turing", "Lovelace", "Johnson", "Hopper", "Hamilton"]);
  });

  it("by first name, both ways", async () => {
    const first = async (dir: "asc" | "desc") =>
      (await userList.source.page(params({ sort: "firstName", dir }))).rows.map((r) => r.firstName);
    expect(await first("asc")).toEqual(["Ada", "Alan", "Grace", "Katherine", "Margaret"]);
    expect(await first("desc")).toEqual(["Margaret", "Katherine", "Grace", "Alan", "Ada"]);
  });

  it("by email, both ways", async () => {
    const emails = async (dir: "asc" | "desc") => (await userList.source.page(params({ sort: "email", dir }))).rows.map((r) => r.email);
    const sorted = PEOPLE.map((p) => p[2]).sort();
    expect(await emails("asc")).toEqual(sorted);
    expect(await emails("desc")).toEqual([...sorted].reverse());
  });

  it("by date joined, both ways", async () => {
    expect(await lastNames({ sort: "createdAt", dir: "asc" })).toEqual(["Hamilton", "Hopper", "Johnson", "Lovelace", "Turing"]);
    expect(await lastNames({ sort: "createdAt", dir: "desc" })).toEqual(["Turing", "Lovelace", "Johnson", "Hopper", "Hamilton"]);
  });

  it("orders people with the same last name by first name, and the same full name by email", async () => {
    await createMember({ firstName: "Bob", lastName: "Hopper", email: "zed@example.org" });
    await createMember({ firstName: "Bob", lastName: "Hopper", email: "bob@example.org" });
    const hoppers = async (dir: "asc" | "desc") =>
      (await userList.source.page(params({ sort: "lastName", dir }))).rows
        .filter((r) => r.lastName === "Hopper")
        .map((r) => `${r.firstName} ${r.email}`);
    const asc = await hoppers("asc");
    expect(asc.slice(0, 2)).toEqual(["Bob bob@example.org", "Bob zed@example.org"]);
    expect(asc[2]).toMatch(/^Grace /);
    expect(await hoppers("desc")).toEqual([...asc].reverse());
  });
});

describe("the Users list: pages", () => {
  beforeEach(async () => {
    await createMembers(120, (i) => ({
      firstName: "Member",
      lastName: `Person${String(i).padStart(3, "0")}`,
      email: `m${String(i).padStart(3, "0")}@example.org`,
    }));
  });

  it("shows 50 a page by default", async () => {
    expect(USER_PAGE_SIZE).toBe(50);
    const page = await userList.source.page(params());
    expect(page).toMatchObject({ total: 120, page: 1, lastPage: 3, pageSize: 50 });
    expect(page.rows).toHaveLength(50);
    expect(page.rows[0]?.lastName).toBe("Person000");
    expect(page.rows[49]?.lastName).toBe("Person049");
  });

  it("the next pages continue where the last one ended, and the last page holds the rest", async () => {
    const second = await userList.source.page(params({ page: 2 }));
    expect(second.rows[0]?.lastName).toBe("Person050");
    const third = await userList.source.page(params({ page: 3 }));
    expect(third.rows).toHaveLength(20);
    expect(third.rows.at(-1)?.lastName).toBe("Person119");
  });

  it("a page past the end shows the last page", async () => {
    const page = await userList.source.page(params({ page: 99 }));
    expect(page.page).toBe(3);
    expect(page.rows).toHaveLength(20);
    expect(page.rows[0]?.lastName).toBe("Person100");
  });

  it("honours another page size", async () => {
    const page = await userList.source.page(params({ pageSize: 25, page: 5 }));
    expect(page).toMatchObject({ page: 5, lastPage: 5, pageSize: 25 });
    expect(page.rows).toHaveLength(20);
  });

  it("has one empty page when nothing matches", async () => {
    const page = await userList.source.page(params({ q: "nobody-matches-this", page: 4 }));
    expect(page).toMatchObject({ rows: [], total: 0, page: 1, lastPage: 1 });
  });
});
