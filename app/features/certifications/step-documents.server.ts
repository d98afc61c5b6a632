/**
 * The documents of a wizard step (the registration's Supporting Documentation, the final steps'
 * certificate of completion): files checked by content and size, stored before the move, attached
 * inside the move's transaction (one file per kind: a new one replaces the earlier), the replaced
 * files deleted from disk after the commit and the new ones when the move does not happen.
 */
import type { MediaKind } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { checkFiles, deleteStoredFiles, fileTooLargeMessage } from "~/lib/uploads.server.ts";
import { attachUploads, deleteAttachment, discardUploads, storeUploads } from "~/kit/forms/attachments.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_REQUIRED_MESSAGE = "Required";

/** The step action's multipart reading for a document step (the message goes under `field`). */
export const documentUpload = (field: string) => ({
  maxFileBytes: DOCUMENT_MAX_BYTES,
  tooLargeMessage: fileTooLargeMessage(DOCUMENT_MAX_BYTES),
  field,
});

/**
 * Saves a document step: `posted` are the step's file fields, `required` those that need a file
 * (posted now or attached before), `refusals` the step's other field errors; `move` runs the wizard
 * move with `attach` inside its transaction.
 */
export async function saveStepDocuments<F extends string>(args: {
  actor: Actor;
  registrationId: number;
  posted: Partial<Record<F, File | undefined>>;
  kinds: Readonly<Record<F, MediaKind>>;
  required: readonly F[];
  refusals?: Partial<Record<string, string>>;
  move: (attach: (tx: Tx) => Promise<void>) => Promise<Moved>;
}): Promise<Moved | Invalid> {
  const fields = Object.fromEntries(Object.keys(args.kinds).map((f) => [f, "document"])) as Record<F, "document">;
  const { files, errors } = await checkFiles(args.posted, fields, DOCUMENT_MAX_BYTES);
  const refusals: Record<string, string | string[] | undefined> = { ...args.refusals, ...errors };
  if (args.required.length > 0) {
    const attached = await db.media.findMany({
      where: { registrationId: args.registrationId, kind: { in: args.required.map((f) => args.kinds[f]) } },
      select: { kind: true },
    });
    for (const field of args.required) {
      const has = files.some((f) => f.field === field) || attached.some((m) => m.kind === args.kinds[field]);
      if (!has && !refusals[field]) refusals[field] = DOCUMENT_REQUIRED_MESSAGE;
    }
  }
  const refusal = invalid(refusals);
  if (Object.keys(refusal.errors).length > 0) return refusal;
  const stored = await storeUploads(files);
  let replaced: string[] = [];
  let attachedNow = false;
  try {
    const moved = await args.move(async (tx) => {
      replaced = await attachUploads(
        tx,
        { owner: { registrationId: args.registrationId }, ownerUserId: args.actor.userId, actor: args.actor },
        stored,
        args.kinds,
      );
      attachedNow = true;
    });
    if (attachedNow) await deleteStoredFiles(replaced);
    else await discardUploads(stored);
    return moved;
  } catch (error) {
    await discardUploads(stored);
    throw error;
  }
}

/** Deletes one of the registration's documents of these kinds (the step's Delete button); false when there is none. */
export async function deleteStepDocument(
  actor: Actor,
  registrationId: number,
  mediaId: number,
  kinds: readonly MediaKind[],
): Promise<boolean> {
  const media = await db.media.findFirst({
    where: { id: mediaId, registrationId, ownerUserId: actor.userId, kind: { in: [...kinds] } },
    select: { id: true, storedPath: true, originalName: true },
  });
  if (!media) return false;
  return deleteAttachment(actor, media, { entityType: "Registration", entityId: registrationId, action: "registration.deleteFile" });
}
