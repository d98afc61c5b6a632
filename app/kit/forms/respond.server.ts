/**
 * Kept only for the registration wizard's step routes, which still read raw values (issue 30 moves
 * them to `parseWithZod` + `replyTo`; then this file goes): a refused form shown again with the
 * values and each error under its field ("" the form's own), 400. The answer is `FormReply`.
 */
import { invalid } from "./outcome.ts";
import { replyWith } from "./reply.server.ts";

export function refused(values: Record<string, string>, errors: Record<string, string | undefined>) {
  return replyWith(values, { invalid: invalid(errors), status: 400 });
}
