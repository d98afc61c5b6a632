/**
 * The sign-on request and its answer, with a real SAML service provider (@node-saml/node-saml) as
 * the partner: it builds the AuthnRequest, and it validates the portal's signed answer.
 */
import { SAML, ValidateInResponseTo } from "@node-saml/node-saml";
import { inflateRawSync } from "node:zlib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActor, memberActor } from "~/lib/actor.ts";
import type { Viewer } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { resetEnvCache } from "~/lib/env.server.ts";
import {
  createAdmin,
  createMember,
  inactiveSsoPartner,
  signingSsoPartner,
  ssoPartner,
  testSigningKeys,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { answerSignOn } from "./answer.server.ts";
import { idpEndpoints, idpMetadataXml } from "./idp.server.ts";
import { REFUSAL } from "./messages.ts";
import { checkSignOnRequest, type SignOnCheck } from "./requests.server.ts";
import type { PendingSignOn } from "./pending.server.ts";

const idp = testSigningKeys("portal under test");
const partnerKeys = testSigningKeys("partner under test");

beforeAll(() => {
  process.env.APP_URL = "https://portal.test";
  process.env.SSO_IDP_PRIVATE_KEY = idp.privateKey;
  process.env.SSO_IDP_CERTIFICATE = idp.certificate;
  resetEnvCache();
});
beforeEach(() => resetDatabase());

type Partner = { entityId: string; acsUrl: string };

/** The partner's side: node-saml configured against the portal's endpoints and certificate. */
function serviceProvider(partner: Partner, opts: { sign?: boolean; binding?: "HTTP-POST" } = {}) {
  return new SAML({
    entryPoint: idpEndpoints().signOnUrl,
    issuer: partner.entityId,
    callbackUrl: partner.acsUrl,
    audience: partner.entityId,
    idpCert: idp.certificate,
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
    signatureAlgorithm: "sha256",
    ...(opts.sign ? { privateKey: partnerKeys.privateKey } : {}),
    ...(opts.binding ? { authnRequestBinding: opts.binding } : {}),
  });
}

async function redirectRequest(sp: SAML, relayState = "/course/42") {
  const url = new URL(await sp.getAuthorizeUrlAsync(relayState, undefined, {}));
  return { url, check: await checkSignOnRequest({ binding: "redirect", rawQuery: url.search }) };
}

function viewerOf(
  user: { id: number; email: string; firstName: string; lastName: string; role: string },
  impersonator: typeof user | null = null,
): Viewer {
  return {
    user,
    impersonator,
    sessionId: "test",
    actor: impersonator ? { ...memberActor(user.id), impersonatorId: impersonator.id } : memberActor(user.id),
  };
}

function pendingOf(check: SignOnCheck): PendingSignOn {
  if (!check.ok) throw new Error(`refused: ${check.reason}`);
  return check.pending;
}

describe("single sign-on", () => {
  it("answers a partner's request with a signed response its own SAML library accepts", async () => {
    const partner = await ssoPartner();
    const member = await createMember({ brightspaceId: "bs-77" });
    const sp = serviceProvider(partner);
    const { url, check } = await redirectRequest(sp);
    const pending = pendingOf(check);
    const requestXml = inflateRawSync(Buffer.from(url.searchParams.get("SAMLRequest")!, "base64")).toString();
    const requestId = /ID="([^"]+)"/.exec(requestXml)![1];
    expect(pending).toMatchObject({ partnerId: partner.id, requestId, acsUrl: partner.acsUrl, relayState: "/course/42" });

    const outcome = await answerSignOn(viewerOf(member), pending);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.answer).toMatchObject({ partnerName: partner.name, acsUrl: partner.acsUrl, relayState: "/course/42" });
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: outcome.answer.samlResponse });
    expect(profile).toMatchObject({
      nameID: member.email,
      nameIDFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
      inResponseTo: requestId,
      issuer: idpEndpoints().entityId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      userId: String(member.id),
      brightspaceId: "bs-77",
    });
    const xml = Buffer.from(outcome.answer.samlResponse, "base64").toString();
    expect(xml).toContain(`<saml:Audience>${partner.entityId}</saml:Audience>`);
    const until = Date.parse(/NotOnOrAfter="([^"]+)"/.exec(xml)![1]!);
    expect(until - Date.now()).toBeGreaterThan(60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const events = await db.auditEvent.findMany({ where: { action: "sso.answer" } });
    expect(events).toMatchObject([{ actorId: member.id, entityType: "User", entityId: member.id }]);
  });

  it("a tampered answer fails the partner's validation", async () => {
    const partner = await ssoPartner();
    const member = await createMember();
    const sp = serviceProvider(partner);
    const outcome = await answerSignOn(viewerOf(member), pendingOf((await redirectRequest(sp)).check));
    if (!outcome.ok) throw new Error(outcome.reason);
    const xml = Buffer.from(outcome.answer.samlResponse, "base64").toString();
    const forged = Buffer.from(xml.replaceAll(member.email, "someone.else@example.org")).toString("base64");
    await expect(sp.validatePostResponseAsync({ SAMLResponse: forged })).rejects.toThrow();
    // Signed by another key: refused too.
    const other = serviceProvider(partner);
    (other.options as { idpCert: string }).idpCert = partnerKeys.certificate;
    await expect(other.validatePostResponseAsync({ SAMLResponse: outcome.answer.samlResponse })).rejects.toThrow();
  });

  it("leaves out the learning system id when the member has none", async () => {
    const partner = await ssoPartner();
    const member = await createMember();
    const sp = serviceProvider(partner);
    const outcome = await answerSignOn(viewerOf(member), pendingOf((await redirectRequest(sp)).check));
    if (!outcome.ok) throw new Error(outcome.reason);
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: outcome.answer.samlResponse });
    expect(profile?.email).toBe(member.email);
    expect(profile).not.toHaveProperty("brightspaceId");
  });

  it("refuses a request from a system it does not know, or from an archived partner", async () => {
    const unknown = { entityId: "https://stranger.example.net/saml", acsUrl: "https://stranger.example.net/acs" };
    expect((await redirectRequest(serviceProvider(unknown))).check).toEqual({ ok: false, reason: REFUSAL.unknownPartner });
    const archived = await inactiveSsoPartner();
    expect((await redirectRequest(serviceProvider(archived))).check).toEqual({ ok: false, reason: REFUSAL.inactive(archived.name) });
  });

  it("refuses a request whose answer address is not the partner's", async () => {
    const partner = await ssoPartner();
    const sp = serviceProvider({ entityId: partner.entityId, acsUrl: "https://attacker.example.net/acs" });
    expect((await redirectRequest(sp)).check).toEqual({ ok: false, reason: REFUSAL.wrongAcs(partner.name) });
  });

  it("requires a valid signature from a partner with a certificate", async () => {
    const partner = await signingSsoPartner(partnerKeys.certificate);
    expect((await redirectRequest(serviceProvider(partner))).check).toEqual({ ok: false, reason: REFUSAL.unsigned(partner.name) });
    expect((await redirectRequest(serviceProvider(partner, { sign: true }))).check.ok).toBe(true);
    // The same request with its RelayState changed after signing.
    const { url } = await redirectRequest(serviceProvider(partner, { sign: true }), "/a");
    const changed = url.search.replace("RelayState=%2Fa", "RelayState=%2Fb");
    expect(await checkSignOnRequest({ binding: "redirect", rawQuery: changed })).toEqual({
      ok: false,
      reason: REFUSAL.badSignature(partner.name),
    });
  });

  it("reads the HTTP-POST binding, signed", async () => {
    const partner = await signingSsoPartner(partnerKeys.certificate);
    const sp = serviceProvider(partner, { sign: true, binding: "HTTP-POST" });
    const form = await sp.getAuthorizeFormAsync("/post-relay");
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(form)?.[1] ?? "";
    const unescape = (s: string) =>
      s
        .replace(/&#x2F;/g, "/")
        .replace(/&#x3D;/g, "=")
        .replace(/&#x2B;/g, "+")
        .replace(/&amp;/g, "&");
    const check = await checkSignOnRequest({
      binding: "post",
      form: { SAMLRequest: unescape(field("SAMLRequest")), RelayState: unescape(field("RelayState")) },
    });
    expect(check).toMatchObject({ ok: true, pending: { partnerId: partner.id, relayState: "/post-relay" } });
  });

  it("refuses an expired request, a missing one and nonsense", async () => {
    const partner = await ssoPartner();
    const { url } = await redirectRequest(serviceProvider(partner));
    expect(await checkSignOnRequest({ binding: "redirect", rawQuery: url.search }, Date.now() + 10 * 60_000)).toEqual({
      ok: false,
      reason: REFUSAL.expired(partner.name),
    });
    expect(await checkSignOnRequest({ binding: "redirect", rawQuery: "" })).toEqual({ ok: false, reason: REFUSAL.missing });
    expect(await checkSignOnRequest({ binding: "redirect", rawQuery: "?SAMLRequest=not-saml" })).toEqual({
      ok: false,
      reason: REFUSAL.unreadable,
    });
    expect(await checkSignOnRequest({ binding: "post", form: { SAMLRequest: Buffer.from("<x/>").toString("base64") } })).toEqual({
      ok: false,
      reason: REFUSAL.unreadable,
    });
  });

  it("refuses to answer for a member an admin is impersonating", async () => {
    const partner = await ssoPartner();
    const [member, admin] = [await createMember(), await createAdmin()];
    const pending = pendingOf((await redirectRequest(serviceProvider(partner))).check);
    expect(await answerSignOn(viewerOf(member, admin), pending)).toEqual({ ok: false, reason: REFUSAL.impersonating(partner.name) });
    expect(adminActor(admin.id).admin).toBe(true);
    expect(await db.auditEvent.count({ where: { action: "sso.answer" } })).toBe(0);
  });

  it("publishes its metadata with its entity id, certificate and sign-on address", () => {
    const xml = idpMetadataXml();
    expect(xml).toContain(`entityID="${idpEndpoints().entityId}"`);
    expect(xml).toContain(idp.certificate.split("\n")[1]!.slice(0, 40));
    expect(xml).toContain(`Location="${idpEndpoints().signOnUrl}"`);
  });
});
