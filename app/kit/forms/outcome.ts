/**
 * The one vocabulary of commands and form actions.
 *
 * - `Result`: what a command that is not a form answers when it can refuse (`{ ok: false, message }`,
 *   shown as a toast) or succeed with extra data (`{ ok: true, ...data }`): decisions, cart buttons.
 * - `Invalid`: what a form's service answers when the input cannot be saved, in the form's own field
 *   names (`""` is the form's own message above the fields). Every form service uses it, built with
 *   `invalid()`; the route answers it with `replyTo(submission, { invalid })` (reply.server.ts).
 * - `FormReply`: the one action-data shape every form's `useForm` reads (`lastResult: reply?.result`).
 *
 * The pattern (docs/architecture.md, "The form pattern"): read the body -> `parseWithZod` with the
 * feature's schema -> `replyTo(submission)` on bad input -> the service with `submission.value` ->
 * `replyTo(submission, { invalid })` when it answers `Invalid` -> redirect (with a toast) when saved.
 */
import type { SubmissionResult } from "@conform-to/react";

export type Failure = { ok: false; message: string };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type Result<T extends object = {}> = ({ ok: true } & T) | Failure;

/** Errors by field name ("" is the form's own message). */
export type FieldErrors = Record<string, string[]>;

/** A form service's refusal: the messages to show, under the form's own field names. */
export type Invalid<F extends string = string> = { kind: "invalid"; errors: Partial<Record<F | "", string[]>> };

/** `Invalid` from one message (or several) per field; blank messages are left out. */
export function invalid<F extends string>(errors: Partial<Record<F | "", string | readonly string[] | null | undefined>>): Invalid<F> {
  const out: Partial<Record<F | "", string[]>> = {};
  for (const [field, messages] of Object.entries(errors) as Array<[F | "", string | readonly string[] | null | undefined]>) {
    const list = (typeof messages === "string" ? [messages] : [...(messages ?? [])]).filter(Boolean);
    if (list.length > 0) out[field] = list;
  }
  return { kind: "invalid", errors: out };
}

/** True for a service's `Invalid` (generic, so the other branch keeps the success value's type). */
export function isInvalid<T>(outcome: T): outcome is Extract<T, { kind: "invalid" }> {
  return typeof outcome === "object" && outcome !== null && (outcome as { kind?: unknown }).kind === "invalid";
}

/**
 * What every form action answers when it does not redirect: Conform's result (errors and the values
 * to show), an optional notice (a code applied, a file deleted) and `seq`, which changes with each
 * answer so a form keyed on it remounts with the answered values (after the server changed them).
 */
export type FormReply = { result: SubmissionResult<string[]>; notice?: string; seq: number };
