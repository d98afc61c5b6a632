/**
 * Driving a wizard (kit/wizard/engine.server.ts) in service tests: a request signed in as a member
 * (a real session row and cookie), a step page as that member opens it (the page's data, or where
 * it redirects), and the step call an action's guard would make.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import type { Actor } from "~/lib/actor.ts";
import { createSession } from "~/lib/auth.server.ts";
import type { RouteParams, StepCall } from "~/kit/wizard/engine.server.ts";

export async function signedInRequest(userId: number, path = "/"): Promise<Request> {
  const { setCookie } = await createSession(userId, { remember: false });
  return new Request(`http://localhost${path}`, { headers: { Cookie: setCookie.split(";")[0] } });
}

type Pageable<Page, Key extends string> = { page(request: Request, params: RouteParams, step: Key): Promise<Page> };

/** The step page the member gets: `{ kind: "ok", page }`, or `{ kind: "redirect", to }` (a 404 and other errors throw). */
export async function openStep<Page, Key extends string>(
  wizard: Pageable<Page, Key>,
  userId: number,
  params: RouteParams,
  step: Key,
): Promise<{ kind: "ok"; page: Page } | { kind: "redirect"; to: string }> {
  try {
    return { kind: "ok", page: await wizard.page(await signedInRequest(userId), params, step) };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return { kind: "redirect", to: thrown.headers.get("Location") ?? "" };
    throw thrown;
  }
}

/** What a step action's guard gives the step's service, for a registration of a certification. */
export function registrationCall<Key extends string>(
  actor: Actor,
  registration: { id: number; certificationId: number | null },
  step: Key,
): StepCall<{ certificationId: number }, Key> {
  return { actor, recordId: registration.id, scope: { certificationId: registration.certificationId ?? 0 }, step };
}

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
export type Posted = { status: number; location: string | null; errors: Record<string, string[] | null> | null; toast: boolean };

/**
 * Posts a form to an action as the member (fields as a browser sends them; a `File` makes it
 * multipart, a list repeats the name), and reads the answer as the browser would: a redirect's
 * status and location (with whether it sets a toast), or the form's errors with the status.
 */
export async function postForm(
  action: Action,
  userId: number,
  params: Record<string, string>,
  fields: Record<string, string | readonly string[] | File | undefined>,
): Promise<Posted> {
  const body = new FormData();
  // A list is a checkbox group (or a multiple select): the name once per ticked value.
  for (const [k, v] of Object.entries(fields))
    for (const one of v === undefined ? [] : typeof v === "object" && !(v instanceof File) ? v : [v]) body.append(k, one);
  const signed = await signedInRequest(userId);
  const request = new Request("http://localhost/step", { method: "POST", body, headers: { Cookie: signed.headers.get("Cookie") ?? "" } });
  let answer: unknown;
  try {
    answer = await action({ request, params, context: { cspNonce: "", requestId: "test" } });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    const toast = (answer.headers.get("Set-Cookie") ?? "").includes("__toast");
    return { status: answer.status, location: answer.headers.get("Location"), errors: null, toast };
  }
  const { data, init } = answer as { data: { result?: { error?: Record<string, string[] | null> } }; init?: { status?: number } };
  return { status: init?.status ?? 200, location: null, errors: data.result?.error ?? null, toast: false };
}
