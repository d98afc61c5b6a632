/**
 * The portal as a SAML 2.0 identity provider (samlify; decision 54): its entity id and endpoints,
 * its metadata, and the samlify entities for the portal and for one partner. Every XML message
 * samlify reads is checked against the SAML schemas first (its xmllint validator).
 */
import validator from "@authenio/samlify-node-xmllint";
import samlify from "samlify";
import { getEnv } from "~/lib/env.server.ts";
import { paths } from "~/lib/paths.ts";
import { idpKeys } from "./keys.server.ts";

// samlify is CommonJS: Node finds only some of its names from an ES module, so take them from the default.
const { Constants, IdentityProvider, ServiceProvider, setSchemaValidator } = samlify;

setSchemaValidator(validator);

export const BINDING = Constants.namespace.binding;
export const EMAIL_NAME_ID = Constants.namespace.format.emailAddress;

/** The portal's entity id (its metadata address) and the address partners send members to. */
export function idpEndpoints() {
  const base = getEnv().APP_URL;
  return { entityId: new URL(paths.sso.metadata(), base).href, signOnUrl: new URL(paths.sso.signOn(), base).href };
}

/** The attributes an answer carries besides the NameID (the member's email). */
export const ANSWER_ATTRIBUTES = ["email", "firstName", "lastName", "userId", "brightspaceId"] as const;
export type AnswerAttribute = (typeof ANSWER_ATTRIBUTES)[number];

/**
 * samlify's default login response with an AuthnStatement (signed in by password over TLS): the
 * assertion is signed, then the response.
 */
const RESPONSE_TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}"><saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="{StatusCode}"/></samlp:Status><saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}"><saml:Issuer>{Issuer}</saml:Issuer><saml:Subject><saml:NameID Format="{NameIDFormat}">{NameID}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{SubjectConfirmationDataNotOnOrAfter}" Recipient="{SubjectRecipient}" InResponseTo="{InResponseTo}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="{ConditionsNotBefore}" NotOnOrAfter="{ConditionsNotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{AssertionID}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>{AttributeStatement}</saml:Assertion></samlp:Response>';

/**
 * The portal's identity provider: `signedRequests` when the partner's requests must carry a valid
 * signature (it has a certificate); `attributes` the answer's attribute names (those the member has).
 */
export function portalIdp(opts: { signedRequests: boolean; attributes?: readonly AnswerAttribute[] }) {
  const keys = idpKeys();
  const { entityId, signOnUrl } = idpEndpoints();
  // Made once per setting (samlify builds its metadata, and warns of the logout service the portal
  // does not offer, each time).
  const key = [keys.fingerprint, entityId, opts.signedRequests, ...(opts.attributes ?? ANSWER_ATTRIBUTES)].join("|");
  const known = providers.get(key);
  if (known) return known;
  const attributes = (opts.attributes ?? ANSWER_ATTRIBUTES).map((name) => ({
    name,
    valueTag: name,
    nameFormat: "urn:oasis:names:tc:SAML:2.0:attrname-format:basic",
    valueXsiType: "xs:string",
  }));
  const idp = IdentityProvider({
    entityID: entityId,
    privateKey: keys.privateKey,
    signingCert: keys.certificate,
    wantAuthnRequestsSigned: opts.signedRequests,
    nameIDFormat: [EMAIL_NAME_ID],
    singleSignOnService: [
      { Binding: BINDING.redirect, Location: signOnUrl },
      { Binding: BINDING.post, Location: signOnUrl },
    ],
    loginResponseTemplate: { context: RESPONSE_TEMPLATE, attributes },
  });
  providers.set(key, idp);
  return idp;
}

const providers = new Map<string, ReturnType<typeof IdentityProvider>>();

export type PartnerEntity = { entityId: string; acsUrl: string; certificate: string | null };

/** A partner as samlify's service provider: answers go by HTTP-POST to its ACS URL, assertion and response signed. */
export function partnerSp(partner: PartnerEntity) {
  return ServiceProvider({
    entityID: partner.entityId,
    assertionConsumerService: [{ Binding: BINDING.post, Location: partner.acsUrl }],
    ...(partner.certificate ? { signingCert: partner.certificate, authnRequestsSigned: true } : {}),
    wantAssertionsSigned: true,
    wantMessageSigned: true,
  });
}

/** The portal's IdP metadata XML (entity id, signing certificate, sign-on endpoints, NameID format). */
export function idpMetadataXml(): string {
  return portalIdp({ signedRequests: false }).getMetadata();
}
