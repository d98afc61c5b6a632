import { afterAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "./env.server.ts";

describe("query count (benchmark)", () => {
  afterAll(() => {
    delete process.env.QUERY_COUNT;
    resetEnvCache();
    (globalThis as { __prisma?: unknown }).__prisma = undefined;
  });

  it("counts each SQL statement against the request that ran it, and nothing outside one", async () => {
    process.env.QUERY_COUNT = "true";
    resetEnvCache();
    (globalThis as { __prisma?: unknown }).__prisma = undefined;
    const { db } = await import("./db.server.ts");
    const { withQueryCount } = await import("./query-count.server.ts");

    let work: Promise<unknown> = Promise.resolve();
    const one = withQueryCount(() => {
      work = (async () => {
        await db.user.count();
        await db.role.findMany();
        await db.$transaction([db.user.count(), db.role.count()]);
      })();
    });
    let other: Promise<unknown> = Promise.resolve();
    const two = withQueryCount(() => {
      other = (async () => {
        await db.user.count();
      })();
    });
    await db.user.count(); // outside any request
    await Promise.all([work, other]);
    // two plain queries, then a transaction of two (plus its BEGIN and COMMIT)
    expect(one.read()).toBeGreaterThanOrEqual(4);
    expect(one.read()).toBeLessThanOrEqual(6);
    expect(two.read()).toBe(1);
  });
});
