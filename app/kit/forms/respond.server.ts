/** Maps a form service's outcome to the route's response: one place for every form action. */
import { data } from "@remix-run/node";
import { notFound } from "~/lib/http.ts";
import { formAnswer } from "./answer.server.ts";
import type { FieldErrors, FormAnswer, FormOutcome } from "./outcome.ts";

/**
 * `notFound` throws a 404, `form` answers the values and errors with the outcome's status (the page
 * renders them, with or without JavaScript), `saved` is handed to `onSaved` (a redirect with a toast).
 */
export function respondToForm<Saved extends object, Answer extends FormAnswer>(
  outcome: FormOutcome<Saved, Answer>,
  onSaved: (saved: { kind: "saved" } & Saved) => Response | Promise<Response>,
) {
  if (outcome.kind === "notFound") throw notFound();
  if (outcome.kind === "form") return data(outcome.answer, { status: outcome.status });
  return onSaved(outcome);
}

/** A refused form: shown again with the values and each error under its field ("" the form's own), 400. */
export function refused(values: Record<string, string>, errors: Record<string, string | undefined>) {
  const list: FieldErrors = {};
  for (const [k, v] of Object.entries(errors)) if (v) list[k] = [v];
  return data(formAnswer(400, values, list).answer, { status: 400 });
}
