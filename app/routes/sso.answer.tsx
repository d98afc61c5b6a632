/**
 * The answer to the sign-on request kept in this browser (decision 54): the login action sends a
 * member here once signed in, as does the endpoint for a request posted by a partner. A whole HTML
 * document that posts the signed answer to the partner, or the page saying why it cannot.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { answerPendingSignOn } from "~/features/sso/flow.server.ts";
import stylesHref from "~/styles/app.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return answerPendingSignOn(request, { nonce: String(context.cspNonce ?? ""), stylesHref });
}
