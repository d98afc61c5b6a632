import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  ADMIN_DOCUMENT_KINDS,
  UPLOAD_FAILED,
  uploadRegistrationDocument,
  type AdminDocumentKind,
} from "~/features/course-registrations/documents.server.ts";
import { storeUploads } from "~/kit/forms/attachments.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { fileTooLargeMessage, readFileFields, readUploadForm } from "~/lib/uploads.server.ts";

const MAX_BYTES = 10 * 1024 * 1024;

/** /admin/course-registrations/:registrationId/documents: the review page's upload form posts here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(paths.admin.courseRegistrations.review(idParam(params.registrationId)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const back = paths.admin.courseRegistrations.review(id);
  const read = await readUploadForm(request, { maxFileBytes: MAX_BYTES, tooLargeMessage: fileTooLargeMessage(MAX_BYTES) });
  if (!read.ok) return redirectWithToast(back, { kind: "error", message: read.message });
  const kindValue = read.formData.get("kind");
  const kind = typeof kindValue === "string" && kindValue in ADMIN_DOCUMENT_KINDS ? (kindValue as AdminDocumentKind) : null;
  const { files, errors } = await readFileFields(read.formData, { file: "document" }, MAX_BYTES);
  const problem = errors.file?.[0] ?? (files.length === 0 ? "Choose a file to upload." : !kind ? "Choose what the document is." : null);
  if (problem || !kind) return redirectWithToast(back, { kind: "error", message: problem ?? UPLOAD_FAILED });
  const [stored] = await storeUploads(files);
  const done = await uploadRegistrationDocument(admin.actor, id, kind, stored);
  return redirectWithToast(back, done ? { kind: "success", message: "File uploaded." } : { kind: "error", message: UPLOAD_FAILED });
}
