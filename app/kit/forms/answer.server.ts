/**
 * Helpers of the forms that read their multipart body themselves (the CEU and experience forms):
 * the posted text of each field, values back as a FormData for `parseWithZod`, and the "choose the
 * file again" rule every upload form follows.
 */
import type { FieldErrors } from "./outcome.ts";

/**
 * A file chosen with a form that is refused is not kept (the browser cannot show it again): each
 * chosen file without an error of its own asks to be chosen again.
 */
export function askForFilesAgain(errors: FieldErrors, files: ReadonlyArray<{ field: string }>, message: string): FieldErrors {
  const out = { ...errors };
  for (const f of files) if (!out[f.field]) out[f.field] = [message];
  return out;
}

/** The posted text of `keys` ("" when missing or a file), in the shape of `empty`. */
export function postedText<V extends Record<string, string>>(
  formData: FormData,
  empty: V,
  keys: ReadonlyArray<keyof V> = Object.keys(empty),
): V {
  const out = { ...empty };
  for (const key of keys) {
    const v = formData.get(key as string);
    out[key] = (typeof v === "string" ? v : "") as V[keyof V];
  }
  return out;
}

/** Values as a FormData for `parseWithZod` (blank inputs left out, as a browser's Conform form sends them). */
export function asFormData(values: Readonly<Record<string, string>>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== "") fd.append(k, v);
  return fd;
}
