/**
 * Credentials at Accredible, issued and withdrawn through the outbox (decision 53): a decision
 * records the call in its transaction, the runner makes it after the commit and the scheduled job
 * retries it. Issuing is not idempotent at Accredible, so each credential carries the portal's own
 * id (license_id, made when the call is recorded) and is looked up by it before it is created: a retried issue
 * finds the first one. What Accredible answers is kept on the record (the certificate's or badge's URL).
 */
import { randomUUID } from "node:crypto";
import type { Tx } from "~/lib/db.server.ts";
import { expireCredential, findCredential, issueCredential } from "~/integrations/accredible.server.ts";
import { CERTIFICATION_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { recordCall } from "~/features/outside-calls/record.server.ts";
import { OUTSIDE_CALL_ACTION } from "~/features/outside-calls/rules.ts";

type Outcome = { ok: true; result: Record<string, unknown> } | { ok: false; message: string };

/** Where an issued credential's URL is kept. */
export type CredentialTarget = { kind: "userCertification"; id: number } | { kind: "userTraining"; id: number };

export type CredentialIssue = {
  /** the effect's natural key: "certificate:registration-12", "badge:user-training-7", "certificate:user-certification-3:reinstated-…" */
  key: string;
  groupId: string;
  recipient: { name: string; email: string };
  issuedOn: string;
  target: CredentialTarget;
  registrationId?: number | null;
  userId: number;
};

/** Records a credential's issue in the decision's transaction. */
export function recordCredentialIssue(tx: Tx, issue: CredentialIssue, now: Date = new Date()) {
  return recordCall(
    tx,
    {
      action: OUTSIDE_CALL_ACTION.accredibleIssue,
      key: `accredible.issue:${issue.key}`,
      payload: {
        groupId: issue.groupId,
        recipient: issue.recipient,
        issuedOn: issue.issuedOn,
        target: issue.target,
        // Unique across the portal's environments and databases (they may share one Accredible account), kept for every retry.
        licenseId: `portal-${randomUUID()}`,
      },
      registrationId: issue.registrationId ?? null,
      userId: issue.userId,
      userCertificationId: issue.target.kind === "userCertification" ? issue.target.id : null,
    },
    now,
  );
}

/** Records the withdrawal of a revoked certification's certificate. */
export function recordCredentialWithdrawal(
  tx: Tx,
  uc: { id: number; userId: number; credentialId: string; revokedOn: string },
  now: Date = new Date(),
) {
  return recordCall(
    tx,
    {
      action: OUTSIDE_CALL_ACTION.accredibleExpire,
      key: `accredible.expire:credential-${uc.credentialId}`,
      payload: { credentialId: uc.credentialId, expiredOn: uc.revokedOn, userCertificationId: uc.id },
      userId: uc.userId,
      userCertificationId: uc.id,
    },
    now,
  );
}

async function keep(target: CredentialTarget, credential: { id: string; url: string }) {
  if (target.kind === "userCertification") {
    // A certificate issued for a certification revoked meanwhile is still kept: the withdrawal follows it.
    await db.userCertification.updateMany({
      where: { id: target.id },
      data: { accredibleUrl: credential.url, credentialId: credential.id },
    });
  } else {
    await db.userTraining.updateMany({ where: { id: target.id }, data: { accredibleUrl: credential.url } });
  }
}

/** accredible.issue: found by its license id, or issued; its URL kept on the record. */
export async function issueRecordedCredential(payload: Record<string, unknown>): Promise<Outcome> {
  const p = payload as {
    groupId: string;
    recipient: { name: string; email: string };
    issuedOn: string;
    target: CredentialTarget;
    licenseId: string;
  };
  const licenseId = p.licenseId;
  let found = await findCredential(licenseId);
  if (!found.ok) return found;
  if (!found.credential) {
    const issued = await issueCredential({ groupId: p.groupId, recipient: p.recipient, issuedOn: p.issuedOn, licenseId });
    if (issued.ok) found = { ok: true, credential: { id: issued.id, url: issued.url } };
    else {
      // Issued by an earlier try whose answer was lost: the license id is taken, so look it up again.
      const again = await findCredential(licenseId);
      if (!again.ok || !again.credential) return issued;
      found = again;
    }
  }
  const credential = found.credential!;
  await keep(p.target, credential);
  return { ok: true, result: { credentialId: credential.id, url: credential.url } };
}

/** accredible.expire: the certificate marked expired on the revocation day; the withdrawal recorded. */
export async function withdrawRecordedCredential(payload: Record<string, unknown>, now: Date = new Date()): Promise<Outcome> {
  const p = payload as { credentialId: string; expiredOn: string; userCertificationId: number };
  const done = await expireCredential(p.credentialId, p.expiredOn);
  if (!done.ok) return done;
  await db.userCertification.updateMany({
    where: { id: p.userCertificationId, status: CERTIFICATION_STATUS.revoked, credentialRevokedAt: null },
    data: { credentialRevokedAt: now },
  });
  return { ok: true, result: { credentialId: p.credentialId, expiredOn: p.expiredOn } };
}
