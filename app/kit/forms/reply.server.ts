/**
 * The one way a form action answers without redirecting: `FormReply` (kit/forms/outcome.ts) as the
 * action's data, with a 400 when something is wrong (a 429 with Retry-After when a limit refused it),
 * so the form shows its errors with and without JavaScript.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, type HeadersFunction } from "@remix-run/node";
import type { FieldErrors, FormReply, Invalid } from "./outcome.ts";

let seq = 0;
function nextSeq(): number {
  seq += 1;
  return seq;
}

export type ReplyOptions = {
  /** the service's refusal, shown under its fields */
  invalid?: Invalid | null;
  /** fields whose values are not sent back (passwords) */
  hideFields?: string[];
  /** values the server changed (a code applied fills fields): shown instead of the posted ones */
  values?: Readonly<Record<string, string>>;
  notice?: string;
  /** empty the form (a request sent: the form is ready for another) */
  reset?: boolean;
  /** 400 when there are errors, else 200, unless given */
  status?: number;
  /** extra response headers (a toast's cookie for the page's reload after a script's post) */
  headers?: HeadersInit;
  /** a limit refused the post for this long: 429 with `Retry-After` (seconds) */
  retryAfterSeconds?: number;
};

function asReply(result: SubmissionResult<string[]>, opts: ReplyOptions) {
  const failed = result.status === "error";
  const reply: FormReply = { result, seq: nextSeq(), ...(opts.notice ? { notice: opts.notice } : {}) };
  const wait = opts.retryAfterSeconds;
  let headers = opts.headers;
  if (wait !== undefined) {
    headers = new Headers(headers);
    headers.set("Retry-After", String(Math.max(1, Math.ceil(wait))));
  }
  const status = opts.status ?? (wait !== undefined ? 429 : failed ? 400 : 200);
  return data(reply, { status, ...(headers ? { headers } : {}) });
}

/** A form action's answer when it does not redirect (`FormReply` with its status). */
export type Reply = ReturnType<typeof replyWith>;

/** The form again after `parseWithZod`: the schema's errors, or the service's `Invalid`, with the posted values. */
export function replyTo(submission: Submission<unknown>, opts: ReplyOptions = {}) {
  const { "": formErrors, ...fieldErrors } = (opts.invalid?.errors ?? {}) as FieldErrors;
  let result = opts.reset
    ? submission.reply({ resetForm: true })
    : submission.reply({ formErrors, fieldErrors, hideFields: opts.hideFields });
  if (opts.values) result = { ...result, initialValue: { ...opts.values } };
  return asReply(result, opts);
}

/**
 * The form again when there is no submission to reply to (the body could not be read, say): the
 * errors and, when known, the values to show (null leaves what the form shows alone).
 */
export function replyWith(values: Readonly<Record<string, string>> | null, opts: ReplyOptions = {}) {
  const errors = (opts.invalid?.errors ?? {}) as FieldErrors;
  const result: SubmissionResult<string[]> = { status: Object.keys(errors).length > 0 ? "error" : "success", error: errors };
  if (values) result.initialValue = { ...values };
  return asReply(result, opts);
}

/**
 * The `headers` export of a route whose action may answer a limit's refusal
 * (`retryAfterSeconds`): Remix passes only an action's cookies on to the response unless the route
 * names the headers to keep, so without it the 429 would lose its Retry-After. What the parent
 * routes give is kept, as without the export.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const kept = new Headers(parentHeaders);
  const wait = actionHeaders.get("Retry-After");
  if (wait) kept.set("Retry-After", wait);
  return kept;
};
