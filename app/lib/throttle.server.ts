/**
 * Throttles kept in the database, so they hold across restarts and cannot be raced: each use of a
 * throttled action is a ThrottleHit row under a key (the action and whom it counts against). A turn
 * is taken by recording the hit first and then counting the hits at or before it in the window.
 * SQLite runs one write at a time, so of N requests racing for the last free turn exactly one gets
 * it; the others see their own hit past the limit, remove it and are refused.
 */
import { db } from "~/lib/db.server.ts";

export { waitText } from "~/lib/wait-text.ts";

/** At most `max` turns per key in any `windowMs`. */
export type ThrottleRule = { max: number; windowMs: number };

export type Turn = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Hits older than this are of no use to any rule and are swept now and then. */
export const THROTTLE_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** Takes a turn for `key` under `rule`, or says how long until the next one frees up. */
export async function takeTurn(key: string, rule: ThrottleRule, now = new Date()): Promise<Turn> {
  const taken = await take(key, rule, now);
  return "id" in taken ? { allowed: true } : { allowed: false, retryAfterSeconds: taken.retryAfterSeconds };
}

export type HeldTurn = { allowed: true; giveBack: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * A turn for an action that counts only if it goes wrong (a sign-in counts only when its password
 * was wrong): taken like any turn, so parallel tries cannot together take more than the rule allows,
 * and given back with `giveBack()` once the action turns out not to count.
 */
export async function holdTurn(key: string, rule: ThrottleRule, now = new Date()): Promise<HeldTurn> {
  const taken = await take(key, rule, now);
  if (!("id" in taken)) return { allowed: false, retryAfterSeconds: taken.retryAfterSeconds };
  return { allowed: true, giveBack: async () => void (await db.throttleHit.deleteMany({ where: { id: taken.id } })) };
}

async function take(key: string, rule: ThrottleRule, now: Date): Promise<{ id: number } | { retryAfterSeconds: number }> {
  const hit = await db.throttleHit.create({ data: { key, createdAt: now }, select: { id: true } });
  const recent = await db.throttleHit.findMany({
    where: { key, id: { lte: hit.id }, createdAt: { gt: new Date(now.getTime() - rule.windowMs) } },
    orderBy: { id: "desc" },
    take: rule.max + 1,
    select: { createdAt: true },
  });
  if (hit.id % 500 === 0) await db.throttleHit.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - THROTTLE_KEEP_MS) } } });
  if (recent.length <= rule.max) return { id: hit.id };
  await db.throttleHit.delete({ where: { id: hit.id } });
  // recent[0] is this hit; the turn frees when the oldest of the `max` before it leaves the window.
  const oldest = recent[rule.max]!.createdAt.getTime();
  return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000)) };
}

/** Forgets every turn of `key` (e.g. a client's failed sign-ins once it signs in). */
export async function clearTurns(key: string): Promise<void> {
  await db.throttleHit.deleteMany({ where: { key } });
}
