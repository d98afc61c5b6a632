import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { readStoredFile } from "~/lib/uploads.server.ts";
import { viewableMedia } from "~/features/profile/avatar.server.ts";
import { notFound } from "~/lib/http.ts";

/** Types a browser may show inline; anything else is downloaded. */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);

/** `attachment; filename="..."` with a plain-ASCII fallback and the UTF-8 name. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_") || "download";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /resources/media/:mediaId[?size=64]: an uploaded file, by id. Profile images for any
 * signed-in user (`?size=64`: the thumbnail); other files for their owner or an admin. Missing and
 * not allowed are the same 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const id = idParam(params.mediaId);
  const size = Number(new URL(request.url).searchParams.get("size"));
  const media = await viewableMedia(id, viewer, size);
  if (!media) throw notFound();
  let bytes: Buffer | null;
  try {
    bytes = await readStoredFile(media.storedPath);
  } catch {
    throw notFound();
  }
  if (!bytes) throw notFound();
  const headers = new Headers({
    "Content-Type": media.mimeType,
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": "private, max-age=86400",
    // X-Content-Type-Options: nosniff comes with every response (lib/security.server.ts); set
    // here too it would be sent twice.
  });
  if (!INLINE_TYPES.has(media.mimeType)) headers.set("Content-Disposition", attachment(media.originalName));
  return new Response(new Uint8Array(bytes), { headers });
}
