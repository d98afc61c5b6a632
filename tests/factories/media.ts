/**
 * Uploaded files: the bytes stored under the uploads folder (DATA_DIR/uploads) as the upload forms
 * store them, with the Media row that serves them and links them to their record.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { MEDIA_KIND } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { storeFile } from "~/lib/uploads.server.ts";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

export type UploadedFileOptions = Partial<Omit<Prisma.MediaUncheckedCreateInput, "ownerUserId" | "storedPath" | "sizeBytes">> & {
  /** the file's content (default: a one-page PDF) */
  bytes?: Uint8Array;
  /** the stored file's extension (default pdf) */
  ext?: string;
};

/**
 * A file the user uploaded (a supporting document, a PDF, unless given); link it to its record with
 * `individualCeuId`, `groupCeuId`, `registrationId`, `experienceId` ...
 */
export async function uploadedFile(ownerUserId: number, opts: UploadedFileOptions = {}) {
  const { bytes = PDF, ext = "pdf", ...data } = opts;
  const storedPath = await storeFile(bytes, ext);
  return db.media.create({
    data: {
      ownerUserId,
      kind: MEDIA_KIND.supportingDocument,
      originalName: `document.${ext}`,
      mimeType: "application/pdf",
      ...data,
      storedPath,
      sizeBytes: bytes.byteLength,
    },
  });
}
