/**
 * The one vocabulary of commands and form actions.
 *
 * - `Result`: what a command answers when it can refuse (`{ ok: false, message }`, shown as a
 *   toast or beside the form) or succeed with extra data (`{ ok: true, ...data }`).
 * - `FormOutcome`: what a form's service answers to its route: `saved` (the route redirects with a
 *   toast), `form` (the values and errors to show again, with the HTTP status: 400 for bad input)
 *   or `notFound` (not the viewer's record: 404). Services build the `form` case with `formAnswer`
 *   (kit/forms/answer.server.ts); routes map the outcome in one place with `respondToForm`
 *   (kit/forms/respond.server.ts).
 */
import type { SubmissionResult } from "@conform-to/react";

export type Failure = { ok: false; message: string };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type Result<T extends object = {}> = ({ ok: true } & T) | Failure;

/** Errors by field name ("" is the form's own message). */
export type FieldErrors = Record<string, string[]>;

/**
 * What every form answer carries: Conform's result (errors and the values to show), an optional
 * note, and `seq`, which changes with each answer so a form keyed on it remounts with the answered
 * values (after the server changed them: a code applied, a file deleted).
 */
export type FormAnswer = { result: SubmissionResult<string[]>; notice?: string; seq: number };

export type FormOutcome<Saved extends object, Answer extends FormAnswer = FormAnswer> =
  ({ kind: "saved" } & Saved) | { kind: "form"; status: number; answer: Answer } | { kind: "notFound" };
