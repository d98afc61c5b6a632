/**
 * The answer to a checked sign-on request: a SAML Response for the signed-in member (NameID their
 * email; attributes email, firstName, lastName, userId and brightspaceId when known), signed by the
 * portal (assertion and response), InResponseTo the request, valid a few minutes, its audience the
 * partner; recorded as an audit event "sso.answer". Refused while an admin impersonates the member.
 */
import samlify from "samlify";
import type { Viewer } from "~/lib/auth.server.ts";
import { recordAudit } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { EMAIL_NAME_ID, idpEndpoints, partnerSp, portalIdp, type AnswerAttribute } from "./idp.server.ts";
import { REFUSAL } from "./messages.ts";
import type { PendingSignOn } from "./pending.server.ts";

// samlify is CommonJS: Node finds only some of its names from an ES module, so take them from the default.
const { SamlLib } = samlify;

/** How long the partner may accept the answer (its NotOnOrAfter). */
export const ANSWER_TTL_MS = 5 * 60 * 1000;

/** What the answer page posts to the partner. */
export type SignOnAnswer = { partnerName: string; acsUrl: string; samlResponse: string; relayState: string | null };

export type AnswerOutcome = { ok: true; answer: SignOnAnswer } | { ok: false; reason: string };

/** Builds, signs and records the answer for the signed-in member. */
export async function answerSignOn(viewer: Viewer, pending: PendingSignOn, now = new Date()): Promise<AnswerOutcome> {
  if (viewer.impersonator) return { ok: false, reason: REFUSAL.impersonating(pending.partnerName) };
  const partner = await db.ssoPartner.findUnique({ where: { id: pending.partnerId } });
  if (!partner || !partner.active) return { ok: false, reason: REFUSAL.inactive(pending.partnerName) };
  // Changed since the request was checked: answer only where the partner says now.
  if (partner.acsUrl !== pending.acsUrl) return { ok: false, reason: REFUSAL.wrongAcs(partner.name) };
  const user = await db.user.findUnique({
    where: { id: viewer.user.id },
    select: { id: true, email: true, firstName: true, lastName: true, brightspaceId: true },
  });
  if (!user) return { ok: false, reason: REFUSAL.nothingWaiting };

  const values: Record<AnswerAttribute, string | null> = {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userId: String(user.id),
    brightspaceId: user.brightspaceId ? String(user.brightspaceId) : null,
  };
  const attributes = (Object.keys(values) as AnswerAttribute[]).filter((name) => values[name] !== null);
  const idp = portalIdp({ signedRequests: false, attributes });
  const sp = partnerSp(partner);
  const responseId = `_${crypto.randomUUID()}`;
  const issued = now.toISOString();
  const until = new Date(now.getTime() + ANSWER_TTL_MS).toISOString();
  const tags: Record<string, string> = {
    ID: responseId,
    AssertionID: `_${crypto.randomUUID()}`,
    Destination: partner.acsUrl,
    Audience: partner.entityId,
    SubjectRecipient: partner.acsUrl,
    Issuer: idpEndpoints().entityId,
    IssueInstant: issued,
    StatusCode: "urn:oasis:names:tc:SAML:2.0:status:Success",
    ConditionsNotBefore: issued,
    ConditionsNotOnOrAfter: until,
    SubjectConfirmationDataNotOnOrAfter: until,
    NameIDFormat: EMAIL_NAME_ID,
    NameID: user.email,
    InResponseTo: pending.requestId,
    ...Object.fromEntries(attributes.map((name) => [`attr${name[0]!.toUpperCase()}${name.slice(1)}`, values[name]!])),
  };
  const response = await idp.createLoginResponse(sp, { extract: { request: { id: pending.requestId } } }, "post", user, {
    ...(pending.relayState !== null ? { relayState: pending.relayState } : {}),
    customTagReplacement: (template: string) => ({ id: responseId, context: SamlLib.replaceTagsByValue(template, tags) }),
  });
  await recordAudit({
    actorId: user.id,
    action: "sso.answer",
    entityType: "User",
    entityId: user.id,
    after: { partner: partner.name, partnerEntityId: partner.entityId, requestId: pending.requestId, responseId },
    ipAddress: viewer.actor.ipAddress ?? null,
  });
  return {
    ok: true,
    answer: { partnerName: partner.name, acsUrl: partner.acsUrl, samlResponse: response.context, relayState: pending.relayState },
  };
}
