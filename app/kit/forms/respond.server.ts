/** Maps a form service's outcome to the route's response: one place for every form action. */
import { data } from "@remix-run/node";
import { notFound } from "~/lib/http.ts";
import type { FormAnswer, FormOutcome } from "./outcome.ts";

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
