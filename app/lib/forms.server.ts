/**
 * Conform's zod parser for actions. Route modules import it from here, never from "@conform-to/zod"
 * directly: Remix empties `.server` modules in the browser build, while a direct import survives the
 * removal of the action as a bare import and ships zod and Conform's zod adapter (about 25 KB gzip)
 * to the page. For the same reason every capability keeps its zod schemas in `schemas.server.ts`
 * files (features/<capability>/), which routes import directly.
 */
import { badRequest } from "~/lib/http.ts";

export { parseWithZod } from "@conform-to/zod";

/** What a body that cannot be read as a form gets (with a 400). */
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please reload the page and try again.";

/**
 * The one way an action reads its form (forms with files use `readUploadForm`): the entry already
 * refused bodies that are not forms (app/server.ts), and a form body that cannot be parsed (a cut
 * multipart body, say) is a 400 with a plain message, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest(UNREADABLE_FORM_MESSAGE);
  }
}
