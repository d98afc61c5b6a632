/**
 * The staff's notes on a member (admin user profile, Notes tab; spec Note: note, author, createdAt):
 * added by an admin with the author and date recorded, listed newest first. A note posted twice
 * from the same page (a double click, Back and resubmit) is added once (the form's once-key).
 */
import { z } from "zod";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { requiredText } from "~/kit/forms/fields.server.ts";
import { createOnce } from "~/kit/forms/once.server.ts";

/** A note's longest text. */
export const NOTE_MAX = 5000;

export const NoteSchema = z.object({ note: requiredText(NOTE_MAX) });
export type NoteInput = z.infer<typeof NoteSchema>;

export type NoteRow = { id: number; note: string; author: string; createdAt: string };

/** The member's notes, newest first; null when there is no such member. */
export async function listNotes(userId: number): Promise<NoteRow[] | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      notes: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 500,
        select: { id: true, note: true, createdAt: true, author: { select: { firstName: true, lastName: true } } },
      },
    },
  });
  if (!user) return null;
  return user.notes.map((n) => ({
    id: n.id,
    note: n.note,
    author: n.author ? `${n.author.firstName} ${n.author.lastName}`.trim() : "A former admin",
    createdAt: formatDateTime(n.createdAt),
  }));
}

/** Adds a note by the acting admin; audited. Null when there is no such member. */
export async function addNote(actor: Actor, userId: number, input: NoteInput, once: string | null, now = new Date()) {
  const id = await createOnce(once, async (tx) => {
    if (!(await tx.user.findUnique({ where: { id: userId }, select: { id: true } }))) return null;
    const note = await tx.note.create({ data: { userId, authorId: actor.userId, note: input.note, createdAt: now } });
    await auditChange(tx, actor, {
      action: "user.note.add",
      entityType: "User",
      entityId: userId,
      after: { noteId: note.id, note: input.note },
    });
    return note.id;
  });
  return id === null ? null : { id };
}
