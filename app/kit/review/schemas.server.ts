/** The decision modals' form: message templates (a multi-select) and free text, and for decisions that need one a required status or step. */
import { z } from "zod";
import { idList, TOO_MANY } from "~/kit/forms/fields.server.ts";

const message = z
  .string()
  .trim()
  .max(5000, TOO_MANY)
  .optional()
  .transform((v) => (v ? v : null));

/** Approve, or reject without a status: templates and text, both optional. */
export const DecisionSchema = z.object({ selectedMessages: idList(), message, status: z.undefined().optional() });

/** A decision that must say where the record goes (a rejection status, a registration step): `message` when none is chosen. */
export function decisionWithStatusSchema<const T extends readonly [string, ...string[]]>(statuses: T, required: string) {
  return z.object({ status: z.enum(statuses, { errorMap: () => ({ message: required }) }), selectedMessages: idList(), message });
}
