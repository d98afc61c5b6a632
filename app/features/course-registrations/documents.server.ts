/**
 * Admins upload supporting documents for the candidate (admin spec 1 "upload supporting documents
 * for users"): the file is attached to the registration as the candidate's, one per kind (a new
 * one replaces the earlier file of its kind), with the admin recorded as the uploader and an
 * audit event. The candidate sees it in the wizard's Supporting Documentation step.
 */
import { MEDIA_KIND } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { deleteStoredFiles } from "~/lib/uploads.server.ts";
import { attachUploads, discardUploads, type StoredUpload } from "~/kit/forms/attachments.server.ts";
import { auditChange } from "~/lib/audit.server.ts";

export const ADMIN_DOCUMENT_KINDS = { coursework: MEDIA_KIND.coursework, designation: MEDIA_KIND.designation } as const;
export type AdminDocumentKind = keyof typeof ADMIN_DOCUMENT_KINDS;
export const UPLOAD_FAILED = "Could not upload file.";

/** Attaches the stored upload to the registration; false (and the file removed) when the registration is gone or the write fails. */
export async function uploadRegistrationDocument(
  actor: Actor,
  registrationId: number,
  kind: AdminDocumentKind,
  upload: StoredUpload<"file">,
): Promise<boolean> {
  const registration = await db.registration.findUnique({ where: { id: registrationId }, select: { id: true, userId: true } });
  if (!registration) {
    await discardUploads([upload]);
    return false;
  }
  try {
    const replaced = await db.$transaction(async (tx) => {
      const paths = await attachUploads(tx, { owner: { registrationId }, ownerUserId: registration.userId, actor }, [upload], {
        file: ADMIN_DOCUMENT_KINDS[kind],
      });
      await auditChange(tx, actor, {
        action: "registration.uploadFile",
        entityType: "Registration",
        entityId: registrationId,
        after: { kind: ADMIN_DOCUMENT_KINDS[kind], name: upload.name },
      });
      return paths;
    });
    await deleteStoredFiles(replaced);
    return true;
  } catch (error) {
    log.error("admin registration upload failed", { registrationId, error });
    await discardUploads([upload]);
    return false;
  }
}
