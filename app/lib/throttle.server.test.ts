import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { clearTurns, holdTurn, takeTurn, waitText } from "./throttle.server.ts";

beforeEach(() => resetDatabase());

const RULE = { max: 3, windowMs: 60_000 };

describe("takeTurn", () => {
  it("gives max turns per window, then names the wait until the oldest leaves it", async () => {
    const t0 = new Date("2026-11-24T12:00:00Z");
    for (let i = 0; i < 3; i++) expect(await takeTurn("k", RULE, new Date(t0.getTime() + i * 10_000))).toEqual({ allowed: true });
    expect(await takeTurn("k", RULE, new Date(t0.getTime() + 30_000))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await db.throttleHit.count({ where: { key: "k" } })).toBe(3);
    expect(await takeTurn("other", RULE, t0)).toEqual({ allowed: true });
    expect(await takeTurn("k", RULE, new Date(t0.getTime() + 60_001))).toEqual({ allowed: true });
  });

  it("of many parallel requests exactly max get a turn", async () => {
    const turns = await Promise.all(Array.from({ length: 20 }, () => takeTurn("race", RULE)));
    expect(turns.filter((t) => t.allowed)).toHaveLength(3);
    expect(await db.throttleHit.count({ where: { key: "race" } })).toBe(3);
  });

  it("clearTurns gives a key its turns back", async () => {
    for (let i = 0; i < 3; i++) await takeTurn("k", RULE);
    await clearTurns("k");
    expect(await takeTurn("k", RULE)).toEqual({ allowed: true });
  });

  it("holdTurn counts like takeTurn until the turn is given back", async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => holdTurn("held", RULE)));
    expect(held.filter((t) => t.allowed)).toHaveLength(3);
    for (const turn of held) if (turn.allowed) await turn.giveBack();
    expect(await db.throttleHit.count({ where: { key: "held" } })).toBe(0);
    const kept = await holdTurn("held", RULE);
    expect(kept.allowed).toBe(true);
    expect(await takeTurn("held", RULE)).toEqual({ allowed: true });
    expect(await takeTurn("held", RULE)).toEqual({ allowed: true });
    expect(await holdTurn("held", RULE)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it("waitText names seconds or whole minutes", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(30)).toBe("30 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(900)).toBe("15 minutes");
  });
});
