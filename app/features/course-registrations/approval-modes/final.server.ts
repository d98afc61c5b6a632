/**
 * Final approval: the certification is issued (UserCertification in good standing, its first
 * reporting period) and its certificate is recorded to be issued from the certification's
 * Accredible group after the commit (decision 53: the outbox keeps the certificate's URL on the
 * certification when Accredible answers, and retries while it does not); the registration is complete.
 */
import { CERTIFICATION_STATUS, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { recordCredentialIssue } from "~/features/certifications/credentials.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { APPROVAL_MESSAGES, firstReportingPeriod, recipient } from "./shared.server.ts";
import type { ApprovalHandler } from "./types.ts";

export const finalApproval: ApprovalHandler = {
  mode: "final",
  approved: { status: REGISTRATION_STATUS.complete, step: null },
  question: (r) =>
    `Approve ${r.user.firstName}'s final steps? The ${r.certification?.name ?? ""} certification is issued in good standing with its certificate.`,

  /** Nobody is certified without a certificate: the certification needs its credential group. */
  refusal: (r) => (r.certification?.accredibleGroupId ? null : APPROVAL_MESSAGES.noCredentialGroup),

  async apply(tx, r, { now }) {
    const certification = r.certification!;
    const period = certification.reportable ? await firstReportingPeriod(tx, now) : null;
    const data = {
      status: CERTIFICATION_STATUS.goodStanding,
      registrationId: r.id,
      accredibleUrl: null,
      credentialId: null,
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
    const certificateCallId = await recordCredentialIssue(
      tx,
      {
        key: `certificate:registration-${r.id}`,
        groupId: certification.accredibleGroupId!,
        recipient: recipient(r),
        issuedOn: todayISO(now),
        target: { kind: "userCertification", id: uc.id },
        registrationId: r.id,
        userId: r.user.id,
      },
      now,
    );
    return { userCertificationId: uc.id, certificateCallId, reportingPeriodId: period?.id ?? null };
  },

  notice(r) {
    const cert = r.certification?.name ?? "registration";
    return {
      title: `You are certified: ${cert}`,
      text: `Congratulations! Your ${cert} certification was approved. Your certificate is on its way: its link shows on your certification's page as soon as it is issued.`,
    };
  },
};
