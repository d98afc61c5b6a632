/**
 * Create forms that make one record however often they are posted: the page is served with a random
 * key in a hidden field (`formOnce`); the create, inside its transaction, first looks the key up and
 * answers with the record the first post made, else makes the record and keeps the key with it. A
 * double click, Back and resubmit, or a retried request then has the effect of one post.
 *
 * On SQLite the transaction holds the write lock from its start, so the second post waits and then
 * finds the key. On PostgreSQL both may look at once and miss it; the second then fails on a unique
 * key when the first commits (the form's key, or a unique value of the record such as its name), and
 * `takenMeanwhile` answers with the first post's record instead of that failure.
 */
import { randomUUID } from "node:crypto";
import { db, isUniqueViolation, type Tx } from "~/lib/db.server.ts";

/** The hidden field's name. */
export const ONCE_FIELD = "once";

/** A new key for a create form's page. */
export function formOnce(): string {
  return randomUUID();
}

/** The posted key, when it looks like one we serve (anything else: no protection, as without the field). */
export function postedOnce(formData: FormData): string | null {
  const value = formData.get(ONCE_FIELD);
  return typeof value === "string" && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

/** The record a post with this key already made, or null. */
export async function takenBy(client: Tx | typeof db, key: string): Promise<number | null> {
  const row = await client.formSubmission.findUnique({ where: { key }, select: { recordId: true } });
  return row?.recordId ?? null;
}

/** Keeps the key with the record the post made (same transaction). */
export async function markTaken(tx: Tx, key: string, recordId: number): Promise<void> {
  await tx.formSubmission.create({ data: { key, recordId } });
}

/** After a create with this key failed on a unique key: the record another post of the form made meanwhile, or null. */
export async function takenMeanwhile(key: string | null, error: unknown): Promise<number | null> {
  if (!key || !isUniqueViolation(error)) return null;
  return takenBy(db, key);
}

/**
 * A create form's transaction, once per key (see the top): the record an earlier post with the key
 * made, else the one `create` makes (null: nothing made, e.g. no such member), kept with the key;
 * a post that lost the race on PostgreSQL answers with the winner's record.
 */
export async function createOnce(key: string | null, create: (tx: Tx) => Promise<number | null>): Promise<number | null> {
  try {
    return await db.$transaction(async (tx) => {
      const taken = key ? await takenBy(tx, key) : null;
      if (taken !== null) return taken;
      const id = await create(tx);
      if (key && id !== null) await markTaken(tx, key, id);
      return id;
    });
  } catch (error) {
    const taken = await takenMeanwhile(key, error);
    if (taken !== null) return taken;
    throw error;
  }
}
