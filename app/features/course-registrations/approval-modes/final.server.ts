/**
 * Final approval: the certificate is issued from the certification's Accredible group and the
 * certification with it (UserCertification in good standing, its first reporting period, the
 * certificate's URL); the registration is complete.
 */
import { CERTIFICATION_STATUS, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { issueCredential } from "~/integrations/accredible.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { APPROVAL_MESSAGES, approvalFailure, firstReportingPeriod, recipient, undoCredentials } from "./shared.server.ts";
import type { ApprovalHandler } from "./types.ts";

/** The certificate issued before the transaction. */
type Credential = { id: string; url: string };

export const finalApproval: ApprovalHandler<Credential> = {
  mode: "final",
  approved: { status: REGISTRATION_STATUS.complete, step: null },
  question: (r) =>
    `Approve ${r.user.firstName}'s final steps? The ${r.certification?.name ?? ""} certification is issued in good standing with its certificate.`,

  /** Nobody is certified without a certificate: the certification needs its credential group. */
  refusal: (r) => (r.certification?.accredibleGroupId ? null : APPROVAL_MESSAGES.noCredentialGroup),

  async prepare(r, _actor, now) {
    const credential = await issueCredential({
      groupId: r.certification!.accredibleGroupId!,
      recipient: recipient(r),
      issuedOn: todayISO(now),
    });
    return credential.ok
      ? { ok: true, value: { id: credential.id, url: credential.url } }
      : { ok: false, message: approvalFailure(credential.message) };
  },

  async apply(tx, r, { now, prepared: credential }) {
    if (!credential) throw new Error("final approval without a credential");
    const certification = r.certification!;
    const period = certification.reportable ? await firstReportingPeriod(tx, now) : null;
    const data = {
      status: CERTIFICATION_STATUS.goodStanding,
      registrationId: r.id,
      accredibleUrl: credential.url,
      credentialId: credential.id,
      credentialRevokedAt: null,
      ceuLapsePeriodId: null,
      reportingPeriodId: period?.id ?? null,
      issuedAt: now,
      expiresAt: period?.end ?? null,
      revokedAt: null,
    };
    const uc = await tx.userCertification.upsert({
      where: { userId_certificationId: { userId: r.user.id, certificationId: certification.id } },
      create: { userId: r.user.id, certificationId: certification.id, ...data },
      update: data,
      select: { id: true },
    });
    await tx.registration.update({ where: { id: r.id }, data: { graduatedOn: now } });
    return { userCertificationId: uc.id, accredibleUrl: credential.url, reportingPeriodId: period?.id ?? null };
  },

  undo: (_r, credential) => undoCredentials([credential.id]),

  notice(r, credential) {
    const cert = r.certification?.name ?? "registration";
    const url = credential?.url ?? "";
    return {
      title: `You are certified: ${cert}`,
      text: `Congratulations! Your ${cert} certification was approved.${url ? ` Your certificate: ${url}` : ""}`,
    };
  },
};
