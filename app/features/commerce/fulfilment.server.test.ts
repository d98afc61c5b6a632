import { beforeEach, describe, expect, it } from "vitest";
import { cartLine, createMember, membershipType, payLines, productLine } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";

beforeEach(() => resetDatabase());

describe("fulfilment of a paid membership", () => {
  it("starts today for 364 days, and a second year starts the day after the first ends", async () => {
    const user = await createMember();
    const type = await membershipType("professional");
    const now = new Date("2026-11-21T15:00:00Z");
    // Each line is paid the way checkout pays it (attachPaidLines runs the fulfilment).
    const line = (n: number) => cartLine(user.id, productLine(type.product!, { name: `Professional Membership ${n}` }));

    const first = await line(1);
    await payLines(user.id, [first.id], { at: now });
    const second = await line(2);
    await payLines(user.id, [second.id], { at: now });

    const rows = await db.userMembership.findMany({ where: { userId: user.id }, orderBy: { start: "asc" } });
    expect(rows.map((r) => [r.membershipTypeId, r.lineItemId, r.approved])).toEqual([
      [type.id, first.id, true],
      [type.id, second.id, true],
    ]);
    expect(rows[0]?.start).toEqual(now);
    expect(rows[0]?.end.toISOString()).toBe("2027-11-20T15:00:00.000Z");
    expect(rows[1]?.start.toISOString()).toBe("2027-11-21T15:00:00.000Z");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).membershipStatus).toBe("active");
  });
});
