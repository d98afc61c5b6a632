/**
 * SSO Partners: the partner systems the portal signs members in to by SAML single sign-on (decision
 * 54): the partner's entity id (the Issuer of its requests), the address the signed answer is posted
 * to (its ACS URL; https in production) and, optionally, its signing certificate, which makes signed
 * requests required. Archiving a partner refuses its requests.
 */
import { X509Certificate } from "node:crypto";
import { formatDate } from "~/lib/dates.ts";
import { getEnv } from "~/lib/env.server.ts";
import { col, defineKind, text, textarea, url } from "../define.server.ts";

export const SSO_PARTNER_MESSAGES = {
  https: "Use an https:// address (http is accepted only outside production)",
  certificate: "Paste a certificate in PEM form (-----BEGIN CERTIFICATE----- ...)",
} as const;

function isCertificate(pem: string): boolean {
  try {
    new X509Certificate(pem);
    return /-----BEGIN CERTIFICATE-----/.test(pem);
  } catch {
    return false;
  }
}

export const ssoPartners = defineKind({
  slug: "sso-partners",
  model: "ssoPartner",
  entityType: "SsoPartner",
  noun: "SSO partner",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name"),
    col("entityId", "Entity id", { wrap: true }),
    col("acsUrl", "Answer address (ACS URL)", { wrap: true }),
    col("certificate", "Signed requests", { sort: false, value: (r) => (r.certificate ? "Required" : "Not required") }),
    col("updatedAt", "Last changed", { value: (r) => formatDate(r.updatedAt as Date) }),
  ],
  search: ["name", "entityId", "acsUrl"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true, max: 120, help: "Shown to members: “Signing you in to {name}”." }),
    text("entityId", "Entity id", { required: true, max: 500, help: "The partner's SAML entity id: the Issuer of its sign-in requests." }),
    url("acsUrl", "Answer address (ACS URL)", {
      required: true,
      help: "Where the signed answer is posted (the partner's Assertion Consumer Service). A request naming another address is refused.",
    }),
    textarea("certificate", "Signing certificate", {
      max: 20000,
      help: "The partner's request-signing certificate (PEM). When set, its requests must be signed with it; blank: unsigned requests are accepted.",
    }),
  ],
  refine: (v) => {
    const problems: Record<string, string> = {};
    if (typeof v.acsUrl === "string" && getEnv().isProduction && !v.acsUrl.toLowerCase().startsWith("https://"))
      problems.acsUrl = SSO_PARTNER_MESSAGES.https;
    if (typeof v.certificate === "string" && !isCertificate(v.certificate)) problems.certificate = SSO_PARTNER_MESSAGES.certificate;
    return Object.keys(problems).length > 0 ? problems : null;
  },
  retire: { column: "active", by: "flag" },
  usage: [],
});
