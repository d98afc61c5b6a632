/**
 * Throttles kept in the database, so they hold across restarts and cannot be raced: each use of a
 * throttled action is a ThrottleHit row under a key (the action and whom it counts against). A turn
 * is taken by recording the hit first and then counting the hits at or before it in the window.
 * SQLite runs one write at a time, so of N requests racing for the last free turn exactly one gets
 * it; the others see their own hit past the limit, remove it and are refused.
 */
import { db } from "~/lib/db.server.ts";

/** At most `max` turns per key in any `windowMs`. */
export type ThrottleRule = { max: number; windowMs: number };

export type Turn = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Hits older than this are of no use to any rule and are swept now and then. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** Takes a turn for `key` under `rule`, or says how long until the next one frees up. */
export async function takeTurn(key: string, rule: ThrottleRule, now = new Date()): Promise<Turn> {
  const hit = await db.throttleHit.create({ data: { key, createdAt: now }, select: { id: true } });
  const recent = await db.throttleHit.findMany({
    where: { key, id: { lte: hit.id }, createdAt: { gt: new Date(now.getTime() - rule.windowMs) } },
    orderBy: { id: "desc" },
    take: rule.max + 1,
    select: { createdAt: true },
  });
  if (hit.id % 500 === 0) await db.throttleHit.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEEP_MS) } } });
  if (recent.length <= rule.max) return { allowed: true };
  await db.throttleHit.delete({ where: { id: hit.id } });
  // recent[0] is this hit; the turn frees when the oldest of the `max` before it leaves the window.
  const oldest = recent[rule.max]!.createdAt.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000)) };
}

/** Forgets every turn of `key` (e.g. a client's failed sign-ins once it signs in). */
export async function clearTurns(key: string): Promise<void> {
  await db.throttleHit.deleteMany({ where: { key } });
}

/** "5 minutes", "1 minute", "30 seconds": the wait a refusal names. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
