/**
 * A form's schema in unit tests, as its action parses it (`parseWithZod` on a posted form): the
 * errors a post gets, or the value its service is given.
 */
import type { ZodTypeAny, z } from "zod";
import { parseWithZod } from "~/lib/forms.server.ts";

/** A posted form with these fields (a list posts the field once per value). */
export function postedForm(values: Record<string, string | readonly string[]>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) for (const v of typeof value === "string" ? [value] : value) fd.append(key, v);
  return fd;
}

/** The errors of a post by field, or undefined when the schema takes it. */
export function schemaErrors(schema: ZodTypeAny, values: Record<string, string | readonly string[]>) {
  const submission = parseWithZod(postedForm(values), { schema });
  return submission.status === "success" ? undefined : submission.error;
}

/** The parsed value of a post the schema takes (throws with the errors otherwise). */
export function parsedForm<S extends ZodTypeAny>(schema: S, values: Record<string, string | readonly string[]>): z.output<S> {
  const submission = parseWithZod(postedForm(values), { schema });
  if (submission.status !== "success") throw new Error(`the form was refused: ${JSON.stringify(submission.error)}`);
  return submission.value as z.output<S>;
}
