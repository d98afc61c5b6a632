/**
 * Building a form service's answer: Conform's result from the values and errors, the note, and the
 * answer's sequence number; plus the "choose the file again" rule every upload form follows.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { FieldErrors, FormAnswer } from "./outcome.ts";

let seq = 0;

/**
 * The `form` outcome: `values` are what the form shows again (null when the body could not be read:
 * the form keeps what it shows), `errors` null for a successful step (a code applied, a file deleted).
 * `extra` adds the form's own answer fields and an optional `notice`.
 */
export function formAnswer<Extra extends object = object>(
  status: number,
  values: Readonly<Record<string, string>> | null,
  errors: FieldErrors | null,
  extra: Extra & { notice?: string } = {} as Extra,
): { kind: "form"; status: number; answer: FormAnswer & Extra } {
  seq += 1;
  const result: SubmissionResult<string[]> = { status: errors ? "error" : "success", error: errors ?? {} };
  if (values) result.initialValue = { ...values };
  return { kind: "form", status, answer: { ...extra, result, seq } };
}

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
