/**
 * A partner's sign-on request (SAML AuthnRequest, HTTP-Redirect or HTTP-POST binding), checked
 * against the partner its Issuer names: samlify reads it (schema, and the signature when the partner
 * has a certificate), then the portal's own rules: the partner is known and active, the request is
 * fresh, meant for this portal, asks for an HTTP-POST answer and names no ACS URL but the partner's.
 */
import samlify from "samlify";
import { db } from "~/lib/db.server.ts";
import { BINDING, idpEndpoints, partnerSp, portalIdp } from "./idp.server.ts";
import { REFUSAL } from "./messages.ts";
import { PENDING_TTL_SECONDS, type PendingSignOn } from "./pending.server.ts";

// samlify is CommonJS: Node finds only some of its names from an ES module, so take them from the default.
const { Extractor, Utility } = samlify;

/** How old a request may be (its IssueInstant), and how far ahead a partner's clock may run. */
export const REQUEST_MAX_AGE_MS = 5 * 60 * 1000;
export const CLOCK_SKEW_MS = 60 * 1000;

export type SignOnInput =
  /** GET: the query string as sent (its raw values: the signature covers them as encoded) */
  | { binding: "redirect"; rawQuery: string }
  /** POST: the posted form's fields */
  | { binding: "post"; form: Record<string, string> };

export type SignOnCheck = { ok: true; pending: PendingSignOn } | { ok: false; reason: string };

const refuse = (reason: string): SignOnCheck => ({ ok: false, reason });

/** The raw (still percent-encoded) query parameters, in their order. */
function rawParams(rawQuery: string): [string, string][] {
  return rawQuery
    .replace(/^\?/, "")
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    });
}

type Envelope = { xml: string; relayState: string | null; samlifyRequest: Record<string, unknown> };

function envelope(input: SignOnInput): Envelope | "missing" | "unreadable" {
  try {
    if (input.binding === "redirect") {
      const params = rawParams(input.rawQuery);
      const get = (name: string) => params.find(([k]) => k === name)?.[1];
      const encoded = get("SAMLRequest");
      if (!encoded) return "missing";
      // The signed octets: SAMLRequest, RelayState, SigAlg as sent (SAML bindings 3.4.4.1).
      const octetString = ["SAMLRequest", "RelayState", "SigAlg"]
        .filter((k) => get(k) !== undefined)
        .map((k) => `${k}=${get(k)}`)
        .join("&");
      // samlify takes the values decoded (as a web framework's query object has them).
      const decoded = (v: string) => decodeURIComponent(v.replace(/\+/g, " "));
      const query = Object.fromEntries(
        ["SAMLRequest", "RelayState", "SigAlg", "Signature"].flatMap((k) => (get(k) === undefined ? [] : [[k, decoded(get(k)!)]])),
      );
      const relay = get("RelayState");
      return {
        xml: Utility.inflateString(decodeURIComponent(encoded)),
        relayState: relay === undefined ? null : decoded(relay),
        samlifyRequest: { query, octetString },
      };
    }
    const encoded = input.form.SAMLRequest;
    if (!encoded) return "missing";
    let xml = String(Utility.base64Decode(encoded));
    // Some service providers (node-saml among them) deflate in the POST binding too; its signature is
    // inside the XML, so the inflated message is handed on as the binding says it should come.
    if (!xml.trimStart().startsWith("<")) xml = Utility.inflateString(encoded);
    return {
      xml,
      relayState: input.form.RelayState ?? null,
      samlifyRequest: { body: { ...input.form, SAMLRequest: Buffer.from(xml, "utf8").toString("base64") } },
    };
  } catch {
    return "unreadable";
  }
}

type Extracted = { issuer?: string; request?: Record<string, string | undefined>; binding?: { protocolBinding?: string } };

function reasonOf(error: unknown, partner: string): string {
  const code = error instanceof Error ? error.message : String(error);
  if (/MISSING_SIG|ZERO_SIGNATURE|NO_SIGNATURE/i.test(code)) return REFUSAL.unsigned(partner);
  if (/SIGNATURE/i.test(code)) return REFUSAL.badSignature(partner);
  return REFUSAL.unreadable;
}

/** Checks a sign-on request; what the answer needs, or why it cannot be used. */
export async function checkSignOnRequest(input: SignOnInput, now = Date.now()): Promise<SignOnCheck> {
  const env = envelope(input);
  if (env === "missing") return refuse(REFUSAL.missing);
  if (env === "unreadable") return refuse(REFUSAL.unreadable);
  let extracted: Extracted;
  try {
    extracted = Extractor.extract(env.xml, [
      ...Extractor.loginRequestFields,
      { key: "binding", localPath: ["AuthnRequest"], attributes: ["ProtocolBinding"] },
    ]) as Extracted;
  } catch {
    return refuse(REFUSAL.unreadable);
  }
  const issuer = typeof extracted.issuer === "string" ? extracted.issuer.trim() : "";
  if (!issuer) return refuse(REFUSAL.unreadable);
  const partner = await db.ssoPartner.findUnique({ where: { entityId: issuer } });
  if (!partner) return refuse(REFUSAL.unknownPartner);
  if (!partner.active) return refuse(REFUSAL.inactive(partner.name));

  let parsed: { extract: Extracted };
  try {
    const idp = portalIdp({ signedRequests: Boolean(partner.certificate) });
    parsed = (await idp.parseLoginRequest(partnerSp(partner), input.binding, env.samlifyRequest as never)) as { extract: Extracted };
  } catch (error) {
    return refuse(reasonOf(error, partner.name));
  }
  const request = parsed.extract.request ?? {};
  const id = request.id;
  if (!id) return refuse(REFUSAL.unreadable);
  const issued = Date.parse(request.issueInstant ?? "");
  if (Number.isNaN(issued) || issued < now - REQUEST_MAX_AGE_MS || issued > now + CLOCK_SKEW_MS)
    return refuse(REFUSAL.expired(partner.name));
  if (request.destination && request.destination !== idpEndpoints().signOnUrl) return refuse(REFUSAL.wrongDestination);
  const acs = request.assertionConsumerServiceUrl;
  if (acs && acs !== partner.acsUrl) return refuse(REFUSAL.wrongAcs(partner.name));
  const binding = extracted.binding?.protocolBinding;
  if (binding && binding !== BINDING.post) return refuse(REFUSAL.unsupportedBinding(partner.name));
  return {
    ok: true,
    pending: {
      partnerId: partner.id,
      partnerName: partner.name,
      requestId: id,
      acsUrl: partner.acsUrl,
      relayState: env.relayState,
      expiresAt: now + PENDING_TTL_SECONDS * 1000,
    },
  };
}
