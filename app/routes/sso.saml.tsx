/**
 * The single sign-on endpoint partners send members to (decision 54): a SAML AuthnRequest by
 * HTTP-Redirect (GET) or HTTP-POST. Public; the request itself says which partner it is from.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { receiveSignOn } from "~/features/sso/flow.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import stylesHref from "~/styles/app.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const rawQuery = new URL(request.url).search;
  return receiveSignOn(request, { binding: "redirect", rawQuery }, { nonce: String(context.cspNonce ?? ""), stylesHref });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const fields = Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  return receiveSignOn(request, { binding: "post", form: fields }, { nonce: String(context.cspNonce ?? ""), stylesHref });
}
