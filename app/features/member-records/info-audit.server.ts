/**
 * The audit event of an Info tab save: one event on the member's User with only the fields whose
 * value changed, before and after; none when nothing changed.
 */
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import type { Tx } from "~/lib/db.server.ts";

type Values = Record<string, unknown>;

/** A value as stored in an audit event (dates as ISO text), for comparing by value. */
const asStored = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The fields of `after` whose value differs from `before` (dates, lists and null/undefined compared
 * as an audit event stores them), as `{ before, after }`; null when none differs.
 */
export function changedFields(before: Values, after: Values): { before: Values; after: Values } | null {
  const keys = Object.keys(after).filter((k) => asStored(before[k]) !== asStored(after[k]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/** Writes the save's audit event inside its transaction; true when something changed. */
export async function auditInfoChange(tx: Tx, actor: Actor, userId: number, action: string, before: Values, after: Values) {
  const changed = changedFields(before, after);
  if (changed) await auditChange(tx, actor, { action, entityType: "User", entityId: userId, ...changed });
  return changed !== null;
}
