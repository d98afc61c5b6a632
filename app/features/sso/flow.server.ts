/**
 * The single sign-on flow the routes run (decision 54): a partner's request arrives (GET or POST),
 * is checked, then answered at once for a signed-in member, or kept while the member signs in
 * (login's action sends them on to the answer). A refusal is a page saying why, never a redirect.
 */
import { redirect } from "@remix-run/node";
import { getViewer, type Viewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { answerSignOn } from "./answer.server.ts";
import { answerDocument, refusalDocument } from "./document.server.ts";
import { REFUSAL } from "./messages.ts";
import { dropPendingSignOn, keepPendingSignOn, readPendingSignOn, type PendingSignOn } from "./pending.server.ts";
import { checkSignOnRequest, type SignOnInput } from "./requests.server.ts";

export type PageOptions = { nonce: string; stylesHref: string };

async function answerFor(viewer: Viewer, pending: PendingSignOn, page: PageOptions): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await dropPendingSignOn() });
  const outcome = await answerSignOn(viewer, pending);
  return outcome.ok ? answerDocument(outcome.answer, { ...page, headers }) : refusalDocument(outcome.reason, { ...page, headers });
}

/**
 * A partner's sign-on request. GET (HTTP-Redirect) with a signed-in member: the answer at once.
 * Otherwise the checked request is kept and the member goes to login (GET), or to the answer (POST:
 * the session cookie does not come with another site's post, but does with the redirect).
 */
export async function receiveSignOn(request: Request, input: SignOnInput, page: PageOptions): Promise<Response> {
  const check = await checkSignOnRequest(input);
  if (!check.ok) return refusalDocument(check.reason, page);
  const viewer = input.binding === "redirect" ? await getViewer(request) : null;
  if (viewer) return answerFor(viewer, check.pending, page);
  const headers = { "Set-Cookie": await keepPendingSignOn(check.pending) };
  return redirect(input.binding === "redirect" ? paths.login() : paths.sso.answer(), { status: 303, headers });
}

/** The answer to the request kept in this browser, once the member is signed in. */
export async function answerPendingSignOn(request: Request, page: PageOptions): Promise<Response> {
  const pending = await readPendingSignOn(request);
  if (!pending) return refusalDocument(REFUSAL.nothingWaiting, page);
  const viewer = await getViewer(request);
  if (!viewer) return redirect(paths.login());
  return answerFor(viewer, pending, page);
}

/** The partner a request waiting in this browser is for (the login page says so), or null. */
export async function pendingSignOnPartner(request: Request): Promise<string | null> {
  return (await readPendingSignOn(request))?.partnerName ?? null;
}
