/**
 * The single sign-on pages as whole HTML documents (a resource route answers them; the answer must
 * replace the member's document, as the spec's login says): the answer, a form posting the signed
 * SAML Response to the partner with a visible Continue button (no JavaScript needed) and a small
 * script that submits it; and the refusal, a 400 saying why in plain words. Both use the site's
 * stylesheet and brand colours; the answer carries its own Content-Security-Policy, whose form-action
 * adds the partner's origin (the server entry lets a route's policy replace its default).
 */
import { getBrand } from "~/lib/brand.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { paths } from "~/lib/paths.ts";
import { contentSecurityPolicy } from "~/lib/security.server.ts";
import type { SignOnAnswer } from "./answer.server.ts";
import { REFUSAL_HEADING } from "./messages.ts";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

type Frame = { title: string; body: string; nonce: string; stylesHref: string; script?: string };

function documentHtml({ title, body, nonce, stylesHref, script }: Frame): string {
  const brand = getBrand();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Member Portal</title>
<link rel="stylesheet" href="${escapeHtml(stylesHref)}">
<style nonce="${escapeHtml(nonce)}">${brand.css}</style>
</head>
<body>
<p class="auth-brand"><span>${escapeHtml(brand.name)}</span></p>
<div class="auth-layout">
<main id="main" class="card">
${body}
</main>
</div>
${script ? `<script nonce="${escapeHtml(nonce)}">${script}</script>\n` : ""}</body>
</html>
`;
}

const HTML = "text/html; charset=utf-8";

/** The answer page: posts the signed answer to the partner's ACS URL (200). */
export function answerDocument(answer: SignOnAnswer, opts: { nonce: string; stylesHref: string; headers?: Headers }): Response {
  const relay = answer.relayState === null ? "" : `\n<input type="hidden" name="RelayState" value="${escapeHtml(answer.relayState)}">`;
  const body = `<h1>Signing you in to ${escapeHtml(answer.partnerName)}</h1>
<p>You are signed in to the portal. Select Continue to go on to ${escapeHtml(answer.partnerName)}.</p>
<form method="post" action="${escapeHtml(answer.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(answer.samlResponse)}">${relay}
<button class="btn btn-block" type="submit">Continue</button>
</form>`;
  const html = documentHtml({
    title: `Signing you in to ${answer.partnerName}`,
    body,
    nonce: opts.nonce,
    stylesHref: opts.stylesHref,
    script: "document.forms[0].submit();",
  });
  const headers = new Headers(opts.headers);
  headers.set("Content-Type", HTML);
  headers.set("Cache-Control", "no-store");
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(opts.nonce, { dev: !getEnv().isProduction, formAction: [new URL(answer.acsUrl).origin] }),
  );
  return new Response(html, { status: 200, headers });
}

/** The refusal page: why the request cannot be used (400); never a redirect elsewhere. */
export function refusalDocument(reason: string, opts: { nonce: string; stylesHref: string; headers?: Headers }): Response {
  const body = `<h1>${REFUSAL_HEADING}</h1>
<p>${escapeHtml(reason)}</p>
<p><a href="${paths.dashboard()}">Go to the member portal</a></p>`;
  const headers = new Headers(opts.headers);
  headers.set("Content-Type", HTML);
  headers.set("Cache-Control", "no-store");
  return new Response(documentHtml({ title: REFUSAL_HEADING, body, nonce: opts.nonce, stylesHref: opts.stylesHref }), {
    status: 400,
    headers,
  });
}
