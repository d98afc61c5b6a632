/**
 * Files attached to a record through its form (a CEU's agenda and certificate, a pre-approval's
 * agenda and logo; the wizards' documents next): stored before the write, attached inside it (a new
 * file of a kind replaces the earlier one), removed from disk when the write fails or after it
 * commits for the replaced ones, and deleted one at a time with their audit event.
 */
import type { MediaKind } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { deleteStoredFiles, storeFile, type FieldUpload } from "~/lib/uploads.server.ts";

export type StoredUpload<F extends string> = FieldUpload<F> & { storedPath: string };

/** The record the files belong to (the Media row's link column). */
export type MediaOwner = { individualCeuId: number } | { groupCeuId: number } | { registrationId: number } | { experienceId: number };

/** Writes the uploads to storage; if one fails, those already written are removed. */
export async function storeUploads<F extends string>(files: ReadonlyArray<FieldUpload<F>>): Promise<StoredUpload<F>[]> {
  const stored: StoredUpload<F>[] = [];
  try {
    for (const f of files) stored.push({ ...f, storedPath: await storeFile(f.bytes, f.ext) });
  } catch (error) {
    await discardUploads(stored);
    throw error;
  }
  return stored;
}

/** Removes stored uploads whose write did not happen. */
export async function discardUploads(stored: ReadonlyArray<{ storedPath: string }>): Promise<void> {
  await deleteStoredFiles(stored.map((f) => f.storedPath));
}

/** Who uploaded a file for its owner: an admin (in the admin area or impersonating), else nobody but the owner. */
export function uploaderId(actor: Actor, ownerUserId: number): number | null {
  if (actor.impersonatorId !== null) return actor.impersonatorId;
  return actor.userId !== ownerUserId ? actor.userId : null;
}

/**
 * Attaches stored uploads to `owner` inside the caller's transaction, one file per kind: an earlier
 * file of the same kind (and whatever `alsoReplaced` names, e.g. a logo linked from the record) is
 * deleted. `onAttached` links the new row where the record points at it. Returns the replaced files'
 * paths, to delete from disk once the transaction has committed.
 */
export async function attachUploads<F extends string>(
  tx: Tx,
  target: { owner: MediaOwner; ownerUserId: number; actor: Actor },
  uploads: ReadonlyArray<StoredUpload<F>>,
  kinds: Readonly<Record<F, MediaKind>>,
  hooks: {
    alsoReplaced?: (field: F) => Promise<Array<{ id: number; storedPath: string }>>;
    onAttached?: (field: F, mediaId: number) => Promise<void>;
  } = {},
): Promise<string[]> {
  const replaced: string[] = [];
  for (const f of uploads) {
    const kind = kinds[f.field];
    const old = await tx.media.findMany({ where: { ...target.owner, kind }, select: { id: true, storedPath: true } });
    for (const extra of (await hooks.alsoReplaced?.(f.field)) ?? []) if (!old.some((o) => o.id === extra.id)) old.push(extra);
    if (old.length) {
      await tx.media.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
      replaced.push(...old.map((o) => o.storedPath));
    }
    const media = await tx.media.create({
      data: {
        ...target.owner,
        ownerUserId: target.ownerUserId,
        uploadedById: uploaderId(target.actor, target.ownerUserId),
        kind,
        originalName: f.name,
        storedPath: f.storedPath,
        mimeType: f.mimeType,
        sizeBytes: f.bytes.byteLength,
      },
      select: { id: true },
    });
    await hooks.onAttached?.(f.field, media.id);
  }
  return replaced;
}

/**
 * Deletes one attached file and writes its audit event in the same transaction, then removes it
 * from disk. False (logged) when the delete failed: the form says so and keeps what was typed.
 */
export async function deleteAttachment(
  actor: Actor,
  media: { id: number; storedPath: string; originalName: string },
  record: { entityType: string; entityId: number; action: string },
): Promise<boolean> {
  try {
    await db.$transaction(async (tx) => {
      await tx.media.delete({ where: { id: media.id } });
      await auditChange(tx, actor, { ...record, after: { mediaId: media.id, name: media.originalName } });
    });
  } catch (error) {
    log.error("deleting an attached file failed", { mediaId: media.id, error });
    return false;
  }
  await deleteStoredFiles([media.storedPath]);
  return true;
}
