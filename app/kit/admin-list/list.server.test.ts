import { beforeEach, describe, expect, it } from "vitest";
import { createGroupCeu, createMember, pendingMembershipRequest, rejectedMembershipRequest } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { MEMBERSHIP_KEY, REVIEW_STATUS } from "~/domain/constants.ts";
import { userList } from "~/features/admin-users/users.server.ts";
import { groupCeuList } from "~/features/ceus/group-queue.server.ts";
import { membershipRequestList } from "~/features/membership/queue.server.ts";
import { collectRows, listCsv, loadList, readListParams, type AdminListDefinition } from "./list.server.ts";

beforeEach(() => resetDatabase());

const DAY = 86_400_000;

/** Members with repeated names, so sorts have ties that cross page and chunk edges. */
async function people(n: number) {
  const first = ["Ann", "Bo", "Cy"];
  const last = ["Lee", "Kim"];
  const out = [];
  for (let i = 0; i < n; i++)
    out.push(await createMember({ firstName: first[i % 3]!, lastName: last[i % 2]!, createdAt: new Date(Date.now() - (i % 4) * DAY) }));
  return out;
}

/** Every page's rows in order, at page size 4. */
async function pagedIds<Row extends { id: number }, S extends string>(def: AdminListDefinition<Row, S>, query: string) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const data = await loadList(def, new Request(`http://localhost/list?${query}&pageSize=5&page=${page}`));
    ids.push(...data.rows.map((r) => r.id));
    if (page >= data.lastPage) return ids;
  }
}

async function expectCsvInPageOrder<Row extends { id: number }, S extends string>(def: AdminListDefinition<Row, S>, filters: string[]) {
  for (const filter of filters) {
    for (const sort of def.sortKeys) {
      for (const dir of ["asc", "desc"]) {
        const query = `sort=${sort}&dir=${dir}${filter ? `&${filter}` : ""}`;
        const pages = await pagedIds(def, query);
        const csv = await collectRows(def, readListParams(def, new URLSearchParams(query)), 2);
        expect(
          csv.map((r) => r.id),
          query,
        ).toEqual(pages);
        expect(pages.length, query).toBeGreaterThan(0);
      }
    }
  }
}

describe("admin-list kit: the CSV reads the list's order in keyset chunks", () => {
  it("users, every sort both ways, with ties on every name", async () => {
    await people(11);
    await expectCsvInPageOrder(userList, ["", "q=Lee"]);
  });

  it("group CEUs, every sort both ways, under every status", async () => {
    const members = await people(4);
    for (let i = 0; i < 9; i++) {
      await createGroupCeu(members[i % 4]!.id, {
        programTitle: `Program ${i % 3}`,
        sponsor: `Sponsor ${i % 2}`,
        credits: (i % 3) + 1,
        status: i % 4 === 0 ? REVIEW_STATUS.rejected : i % 4 === 1 ? REVIEW_STATUS.approved : REVIEW_STATUS.pending,
        startDate: new Date(Date.now() + (i % 3) * DAY),
      });
    }
    await expectCsvInPageOrder(groupCeuList, ["", "status=all", "status=approved", "status=rejected"]);
  });

  it("membership requests, every sort both ways", async () => {
    const members = await people(9);
    const types = [MEMBERSHIP_KEY.student, MEMBERSHIP_KEY.emeritus];
    for (const [i, m] of members.entries()) {
      const request = i % 3 === 0 ? rejectedMembershipRequest : pendingMembershipRequest;
      await request(m.id, { typeKey: types[i % 2], createdAt: new Date(Date.now() - (i % 2) * DAY) });
    }
    await expectCsvInPageOrder(membershipRequestList, ["", "status=all"]);
  });
});

describe("admin-list kit: the page and the CSV route", () => {
  it("keeps a bad filter at its default and links the CSV of the list as shown", async () => {
    const data = await loadList(groupCeuList, new Request("http://localhost/admin/ceus/group?status=bogus&sort=credits&dir=desc&q=x"));
    expect(data.filters).toEqual({ status: "pending" });
    expect(data.csvHref).toBe("/admin/ceus/group.csv?dir=desc&q=x&sort=credits&status=pending");
  });

  it("sends ?format=csv to the CSV route", async () => {
    const redirect = await loadList(userList, new Request("http://localhost/admin/users?format=csv&sort=email")).catch((r: Response) => r);
    expect((redirect as Response).headers.get("Location")).toBe("/admin/users.csv?dir=asc&sort=email");
  });

  it("streams the header and every row, formula cells neutralised", async () => {
    await createMember({ firstName: "=cmd()", lastName: "Zed", email: "zed@example.org" });
    await people(3);
    const response = listCsv(userList, new Request("http://localhost/admin/users.csv?sort=lastName&dir=desc"));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="users.csv"');
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("First Name,Last Name,Email");
    expect(lines[1]).toBe("'=cmd(),Zed,zed@example.org");
    expect(lines.filter(Boolean)).toHaveLength(5);
  });
});
