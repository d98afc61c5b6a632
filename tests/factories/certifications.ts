/**
 * Certification holders by state: certified in good standing, lapsed, revoked. Each has the
 * registration that got there (paid, exam passed, hours approved, ethics signed, complete) and
 * the UserCertification final approval writes: its first reporting period (the one running, by
 * default) and the certificate's URL.
 */
import {
  CERTIFICATION_STATUS,
  EXAM_RESULT,
  PATHWAY_KEY,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  type CertificationStatus,
} from "~/domain/constants.ts";
import { addDays, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { currentReportingPeriod } from "./ceus.ts";
import { paidOrder, productLine } from "./commerce.ts";
import { certificationReference } from "./reference.ts";
import { enrolledRegistration, type PostRegistrationOptions } from "./registrations.ts";
import { next } from "./sequence.ts";

export type CertifiedOptions = PostRegistrationOptions & {
  /** when final approval issued it (default 760 days ago) */
  graduatedOn?: Date;
  /** default: the reporting period running now (found or made) */
  reportingPeriodId?: number;
  /** the certificate's URL (default a made-up credential.net one; null: none yet) */
  accredibleUrl?: string | null;
  revokedAt?: Date | null;
};

async function fullName(userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true } });
  return `${user.firstName} ${user.lastName}`;
}

async function certified(userId: number, status: CertificationStatus, opts: CertifiedOptions) {
  const now = opts.now ?? new Date();
  const graduatedOn = opts.graduatedOn ?? daysAgo(760, now);
  const reference = opts.reference ?? (await certificationReference());
  // The name is the default signature and certificate name: read only when one is missing.
  const name = opts.ethics && opts.data?.certificateName ? "" : await fullName(userId);
  const takenAt = opts.exam && opts.exam !== "paid" ? opts.exam.takenAt : undefined;
  const examTakenAt = takenAt ?? addDays(graduatedOn, -40);
  const built = await enrolledRegistration(
    userId,
    {
      ...opts,
      reference,
      enrolledOn: opts.enrolledOn ?? addDays(graduatedOn, -400),
      exam: opts.exam ?? { result: EXAM_RESULT.pass, score: 80, takenAt: examTakenAt },
      ethics: opts.ethics ?? { signature: name, signedAt: addDays(examTakenAt, -30) },
      experience: opts.experience ?? [
        { status: "approved", hours: reference.pathway[opts.pathway ?? PATHWAY_KEY.education].requiredHours },
      ],
      data: { certificateName: `${name}, AFC®`, graduatedOn, ...opts.data },
    },
    { status: REGISTRATION_STATUS.complete, step: REGISTRATION_STEP.finalSummary },
  );
  const period = opts.reportingPeriodId
    ? await db.reportingPeriod.findUniqueOrThrow({ where: { id: opts.reportingPeriodId } })
    : await currentReportingPeriod(now);
  const userCertification = await db.userCertification.create({
    data: {
      userId,
      certificationId: reference.certification.id,
      registrationId: built.registration.id,
      status,
      accredibleUrl: opts.accredibleUrl !== undefined ? opts.accredibleUrl : `https://www.credential.net/test-${next()}`,
      reportingPeriodId: period.id,
      issuedAt: graduatedOn,
      expiresAt: period.end,
      revokedAt: opts.revokedAt ?? null,
    },
  });
  return { ...built, userCertification };
}

/** Certified in good standing. */
export function certifiedInGoodStanding(userId: number, opts: CertifiedOptions = {}) {
  return certified(userId, CERTIFICATION_STATUS.goodStanding, opts);
}

/** A lapsed certification: for CEUs unless `status: lapsedPayment`. */
export function lapsedCertification(
  userId: number,
  opts: CertifiedOptions & { status?: typeof CERTIFICATION_STATUS.lapsedCeus | typeof CERTIFICATION_STATUS.lapsedPayment } = {},
) {
  return certified(userId, opts.status ?? CERTIFICATION_STATUS.lapsedCeus, opts);
}

/** A revoked certification (revoked 60 days ago unless `revokedAt`). */
export function revokedCertification(userId: number, opts: CertifiedOptions = {}) {
  return certified(userId, CERTIFICATION_STATUS.revoked, { ...opts, revokedAt: opts.revokedAt ?? daysAgo(60, opts.now) });
}

/**
 * The annual certification fee of `year` paid for a certification (as the renewal's checkout leaves
 * it): a `renewal` line of the certification's fee product for that year, paid at `at` (default now).
 */
export async function certificationFeePaid(userId: number, opts: { userCertificationId: number; year: number; at?: Date }) {
  const { renewalProduct } = await certificationReference();
  return paidOrder(userId, [productLine(renewalProduct, { userCertificationId: opts.userCertificationId, year: opts.year })], {
    at: opts.at,
  });
}
