/**
 * A System Data kind's form in unit tests (features/system-data): the errors its post gets, or the
 * value the save is given, parsed by the kind's schema as the new and edit pages' actions do.
 */
import { recordSchema } from "~/features/system-data/records.server.ts";
import { kindDefinition } from "~/features/system-data/registry.server.ts";
import type { SystemDataKindSlug } from "~/features/system-data/kinds.ts";
import { parsedForm, schemaErrors } from "./forms.ts";

type Posted = Record<string, string | readonly string[]>;

/** The kind's errors for a post by field ({} when the form is taken); `editing` parses as the edit page does. */
export function kindErrors(slug: SystemDataKindSlug, values: Posted, editing = false): Record<string, string[] | null> {
  return schemaErrors(recordSchema(kindDefinition(slug), editing), values) ?? {};
}

/** The value the kind's save gets for a post its form takes (throws with the errors otherwise). */
export function kindValue(slug: SystemDataKindSlug, values: Posted, editing = false): Record<string, unknown> {
  return parsedForm(recordSchema(kindDefinition(slug), editing), values) as Record<string, unknown>;
}
