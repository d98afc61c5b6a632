/**
 * The admin lists written in raw SQL through the dialect seam (app/lib/dialect), and the Users list
 * on Prisma's filters: the same rows, order and counts on SQLite and on PostgreSQL, by the text
 * matching rules of the dialect contract (tests/setup/text-matching.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "../setup/db.ts";
import { createTextFixtures, has, likeHas, PEOPLE, PROGRAMS } from "../setup/text-matching.ts";
import { REVIEW_STATUS } from "~/domain/constants.ts";
import { listAdminIndividualCeus, type IndividualCeuSortKey } from "~/features/ceus/individual-queue.server.ts";
import { userList, type UserSortKey } from "~/features/admin-users/users.server.ts";
import type { ListParams } from "~/lib/list-params.ts";

beforeAll(async () => {
  await resetDatabase();
  await createTextFixtures();
});

describe("the admin lists built on raw SQL: the same rows, order and counts", () => {
  const ceuParams = (q: string, sort: IndividualCeuSortKey, dir: "asc" | "desc" = "asc"): ListParams<IndividualCeuSortKey> => ({
    q,
    sort,
    dir,
    page: 1,
    pageSize: 100,
    filters: { status: "all" },
  });

  it("the Individual CEUs queue: every word must match the member or the CEU, sorted by any column", async () => {
    const searches = ["", "a", "o'", "100%", "_", "LOVE", "ov ce", "budget civic", "crédit", "h\\t", "e_l", "zz"];
    for (const q of searches) {
      const words = q.split(" ").filter(Boolean);
      const want = PROGRAMS.map(([title, sponsor], i) => ({ title, member: PEOPLE[i]!, texts: [title, sponsor, ...PEOPLE[i]!] })).filter(
        (c) => words.every((w) => has(c.texts, w)),
      );
      for (const dir of ["asc", "desc"] as const) {
        const byTitle = await listAdminIndividualCeus(ceuParams(q, "programTitle", dir));
        const titles = want.map((c) => c.title).sort();
        expect(
          byTitle.rows.map((r) => r.programTitle),
          `${q} ${dir}`,
        ).toEqual(dir === "asc" ? titles : titles.reverse());
        expect(byTitle.total, q).toBe(want.length);
        const byLastName = await listAdminIndividualCeus(ceuParams(q, "lastName", dir));
        const lastNames = want.map((c) => c.member[1]).sort();
        expect(
          byLastName.rows.map((r) => r.lastName),
          `${q} ${dir}`,
        ).toEqual(dir === "asc" ? lastNames : lastNames.reverse());
      }
    }
    // Counts per status without a search (plain SQL counts).
    const pending = await listAdminIndividualCeus({ ...ceuParams("", "submittedAt"), filters: { status: REVIEW_STATUS.pending } });
    const approved = await listAdminIndividualCeus({ ...ceuParams("", "submittedAt"), filters: { status: REVIEW_STATUS.approved } });
    expect([pending.total, approved.total]).toEqual([PROGRAMS.length, 0]);
  });

  it("the Users list (Prisma's filter): every word must match a name or the email, sorted by last name", async () => {
    const params = (q: string): ListParams<UserSortKey> => ({ q, sort: "lastName", dir: "asc", page: 1, pageSize: 50, filters: {} });
    for (const q of ["", "A", "o' hop", "%", "_", "\\", "STRöM", "example.org", "?$1", "zz"]) {
      const words = q.split(" ").filter(Boolean);
      const want = PEOPLE.filter((p) => words.every((w) => likeHas(p, w)))
        .map((p) => p[1])
        .sort();
      const page = await userList.source.page(params(q));
      expect(
        page.rows.map((r) => r.lastName),
        q,
      ).toEqual(want);
      expect(page.total, q).toBe(want.length);
    }
  });
});
