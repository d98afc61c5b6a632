/**
 * Uploaded files: reading a multipart request with a size limit, recognising images by their first
 * bytes (never by the name or the browser's content type) and storing files under the uploads
 * directory (`DATA_DIR/uploads`, outside public/). Files are served only through the authorised
 * media resource route, by Media id.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { getEnv } from "./env.server.ts";

/** Room for the ordinary text fields that travel with a file. */
const FIELDS_ALLOWANCE = 64 * 1024;

export const UNREADABLE_UPLOAD_MESSAGE = "The upload could not be read. Please try again.";

export type FormReadResult = { ok: true; formData: FormData } | { ok: false; message: string };

/**
 * Reads a form post that may carry files, holding at most `maxFileBytes` per part and
 * `maxFileBytes` plus a small allowance for the whole body. A body over the limit gives
 * `{ ok: false, message: tooLargeMessage }` (not a 500); so does a declared Content-Length over
 * it, before anything is read. A plain url-encoded post (e.g. a remove button) is read as usual.
 */
export async function readUploadForm(request: Request, opts: { maxFileBytes: number; tooLargeMessage: string }): Promise<FormReadResult> {
  const maxTotal = opts.maxFileBytes + FIELDS_ALLOWANCE;
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxTotal) return { ok: false, message: opts.tooLargeMessage };
  const contentType = request.headers.get("Content-Type") ?? "";
  try {
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      return { ok: true, formData: await request.formData() };
    }
    const handler = limitTotal(unstable_createMemoryUploadHandler({ maxPartSize: opts.maxFileBytes }), maxTotal);
    return { ok: true, formData: await unstable_parseMultipartFormData(request, handler) };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, message: opts.tooLargeMessage };
    return { ok: false, message: UNREADABLE_UPLOAD_MESSAGE };
  }
}

/** Counts the bytes of every part, so many small parts cannot add up to more than `maxTotal`. */
function limitTotal(handler: UploadHandler, maxTotal: number): UploadHandler {
  let total = 0;
  return (part) => {
    async function* counted() {
      for await (const chunk of part.data) {
        total += chunk.byteLength;
        if (total > maxTotal) throw new MaxPartSizeExceededError(part.name, maxTotal);
        yield chunk;
      }
    }
    return handler({ ...part, data: counted() });
  };
}

export type ImageMimeType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The image type by magic bytes, or null when the content is not a JPEG, PNG, WebP or GIF. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** A document's type by its first bytes: PDF, JPEG or PNG (agendas, certificates, transcripts); null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): { mimeType: string; ext: string } | null {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
  if (bytes.length >= pdf.length && pdf.every((b, i) => bytes[i] === b)) return { mimeType: "application/pdf", ext: "pdf" };
  const image = sniffImageType(bytes);
  if (image === "image/jpeg") return { mimeType: image, ext: "jpg" };
  if (image === "image/png") return { mimeType: image, ext: "png" };
  return null;
}

export const UPLOAD_MESSAGES = {
  document: "Please upload a PDF, JPEG or PNG file.",
  image: "Please upload a JPEG or PNG image.",
  /** a file chosen with an otherwise invalid form is not kept: the browser cannot refill a file input */
  chooseAgain: "Please choose the file again.",
} as const;

/** "Files may be at most 10 MB each." */
export function fileTooLargeMessage(maxBytes: number): string {
  return `Files may be at most ${Math.round(maxBytes / (1024 * 1024))} MB each.`;
}

export type FieldUpload<F extends string> = { field: F; name: string; bytes: Uint8Array; mimeType: string; ext: string };

/**
 * The files of a form's file inputs, each checked by size and by content: `document` accepts PDF,
 * JPEG or PNG, `image` JPEG or PNG. Empty inputs are skipped; a refused file gets its message under
 * its field. Read the body with `readUploadForm` (room for every file) first.
 */
export async function readFileFields<F extends string>(
  formData: FormData,
  fields: Readonly<Record<F, "document" | "image">>,
  maxBytes: number,
): Promise<{ files: FieldUpload<F>[]; errors: Partial<Record<F, string[]>> }> {
  const posted: Partial<Record<F, unknown>> = {};
  for (const field of Object.keys(fields) as F[]) posted[field] = formData.get(field);
  return checkFiles(posted, fields, maxBytes);
}

/** `readFileFields` over files already taken from the form (a parsed submission's `File` values). */
export async function checkFiles<F extends string>(
  posted: Partial<Record<F, unknown>>,
  fields: Readonly<Record<F, "document" | "image">>,
  maxBytes: number,
): Promise<{ files: FieldUpload<F>[]; errors: Partial<Record<F, string[]>> }> {
  const files: FieldUpload<F>[] = [];
  const errors: Partial<Record<F, string[]>> = {};
  for (const field of Object.keys(fields) as F[]) {
    const value = posted[field];
    if (!(value instanceof File) || value.size === 0) continue;
    if (value.size > maxBytes) {
      errors[field] = [fileTooLargeMessage(maxBytes)];
      continue;
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    const document = sniffDocumentType(bytes);
    const type = fields[field] === "document" ? document : document && document.mimeType !== "application/pdf" ? document : null;
    if (!type) {
      errors[field] = [fields[field] === "document" ? UPLOAD_MESSAGES.document : UPLOAD_MESSAGES.image];
      continue;
    }
    files.push({ field, name: value.name.slice(0, 255) || `${field}.${type.ext}`, bytes, mimeType: type.mimeType, ext: type.ext });
  }
  return { files, errors };
}

export function uploadsDir(): string {
  return getEnv().uploadsDir;
}

/**
 * The absolute path of a stored file. Refuses (throws) anything that is not a plain relative path
 * inside the uploads directory: absolute paths, `..` escapes, backslashes, NUL bytes.
 */
export function resolveStoredPath(rel: string): string {
  const root = uploadsDir();
  if (!rel || rel.includes("\0") || rel.includes("\\") || path.isAbsolute(rel))
    throw new Error(`Refused stored path: ${JSON.stringify(rel)}`);
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) throw new Error(`Refused stored path: ${JSON.stringify(rel)}`);
  return full;
}

/**
 * Writes a new file under a random name in a sub-folder named by its first two characters
 * (`3f/3f9c...e1.webp`) and returns that relative path, the value kept in `Media.storedPath`.
 */
export async function storeFile(bytes: Uint8Array, ext: string): Promise<string> {
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Bad file extension: ${JSON.stringify(ext)}`);
  const name = randomBytes(16).toString("hex");
  const rel = `${name.slice(0, 2)}/${name}.${ext}`;
  await writeStoredFile(rel, bytes);
  return rel;
}

/** A sibling of a stored file: `ab/abc.webp` with suffix `-64` is `ab/abc-64.webp`. */
export function variantPath(rel: string, suffix: string): string {
  const ext = path.posix.extname(rel);
  return `${rel.slice(0, rel.length - ext.length)}${suffix}${ext}`;
}

/** Writes a file at a relative path that must not exist yet. */
export async function writeStoredFile(rel: string, bytes: Uint8Array): Promise<void> {
  const full = resolveStoredPath(rel);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, bytes, { flag: "wx" });
}

/** The file's bytes, or null when it is missing. */
export async function readStoredFile(rel: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(resolveStoredPath(rel));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Removes stored files; a file already gone is fine. */
export async function deleteStoredFiles(rels: readonly string[]): Promise<void> {
  await Promise.all(rels.map((rel) => fs.rm(resolveStoredPath(rel), { force: true })));
}
