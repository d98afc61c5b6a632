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
  type PaymentMethodType,
} from "~/domain/constants.ts";
import { addDays, daysAgo, startOfDateNY, yearNY } from "~/lib/dates.ts";
import { feeDueDate, unpaidFeeStanding } from "~/features/renewals/calendar.ts";
import { annualFeeKey, lateFeeKey } from "~/features/renewals/rules.ts";
import { cartLine, paidOrder, payLines, productLine } from "./commerce.ts";
import { db } from "~/lib/db.server.ts";
import { currentReportingPeriod } from "./ceus.ts";
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
  /** the certificate's id at the credential service (default none: issue one at the stand-in to have it withdrawn) */
  credentialId?: string | null;
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
      credentialId: opts.credentialId ?? null,
      // Lapsed for CEUs: the period it is on ended (or will end) short of credits.
      ceuLapsePeriodId: status === CERTIFICATION_STATUS.lapsedCeus ? period.id : null,
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

// ---------------------------------------------------------------------------------------------
// The renewal by state (decision 51): fees paid or owed, late fees posted as the jobs post them.
// ---------------------------------------------------------------------------------------------

/**
 * The annual fee of `year` paid for a certification (checkout with a new card, unless `method`), as
 * the renewal pays it: the fee the association posted, when it is there, else a new line under its key.
 */
export async function annualFeePaid(
  userId: number,
  userCertificationId: number,
  year: number,
  opts: { at?: Date; method?: PaymentMethodType; type?: string; createdById?: number | null } = {},
) {
  const at = opts.at ?? startOfDateNY(year, 6, 1);
  const pay = { at, method: opts.method, type: opts.type, createdById: opts.createdById };
  const posted = await db.lineItem.findUnique({ where: { chargeKey: annualFeeKey(userCertificationId, year) } });
  if (posted && posted.transactionId === null) return payLines(userId, [posted.id], pay);
  const { renewalProduct } = await certificationReference();
  return paidOrder(
    userId,
    [
      productLine(renewalProduct, {
        name: `${renewalProduct.name} ${year}`,
        userCertificationId,
        year,
        due: feeDueDate(year),
        chargeKey: annualFeeKey(userCertificationId, year),
      }),
    ],
    pay,
  );
}

/**
 * Certified in good standing (issued about three years before `now`) with every fee paid up to last
 * year: this year's annual fee is the one to renew (due June 30, or late after it, when the jobs have
 * not run yet: `lapsedForPayment` is the state after them).
 */
export async function certifiedWithFeeDue(userId: number, opts: CertifiedOptions = {}) {
  const now = opts.now ?? new Date();
  const built = await certifiedInGoodStanding(userId, { graduatedOn: daysAgo(3 * 365, now), ...opts });
  const year = yearNY(now);
  for (const y of [year - 2, year - 1]) await annualFeePaid(userId, built.userCertification.id, y);
  return { ...built, year };
}

/** Certified in good standing with this year's fee paid too (the next renewal is next year's). */
export async function certifiedAndPaidUp(userId: number, opts: CertifiedOptions = {}) {
  const built = await certifiedWithFeeDue(userId, opts);
  await annualFeePaid(userId, built.userCertification.id, built.year);
  return built;
}

/**
 * Lapsed for payment: this year's fee unpaid past June 30, posted by the fee job, with the late fees
 * the calendar has charged by `now` (at least one), as `post-annual-fees` and `charge-late-fees` leave it.
 * `ceusShort`: its reporting period also ended short of credits (the CEU lapse recorded under the
 * payment lapse, as `record-ceu-lapses` leaves it).
 */
export async function lapsedForPayment(userId: number, opts: CertifiedOptions & { lateFees?: number; ceusShort?: boolean } = {}) {
  const now = opts.now ?? new Date();
  const built = await certifiedWithFeeDue(userId, opts);
  const { renewalProduct, lateFeeProduct } = await certificationReference();
  const ucId = built.userCertification.id;
  const year = built.year;
  const standing = unpaidFeeStanding(year, now);
  const lateFees = opts.lateFees ?? Math.max(1, standing.state === "due" ? 1 : standing.lateFees);
  await cartLine(
    userId,
    productLine(renewalProduct, {
      name: `${renewalProduct.name} ${year}`,
      userCertificationId: ucId,
      year,
      due: feeDueDate(year),
      chargeKey: annualFeeKey(ucId, year),
      showInCart: false,
    }),
  );
  for (let n = 1; n <= lateFees; n++) {
    await cartLine(
      userId,
      productLine(lateFeeProduct, {
        name: `${lateFeeProduct.name} ${year} (${n} of 6)`,
        userCertificationId: ucId,
        year,
        due: feeDueDate(year),
        chargeKey: lateFeeKey(ucId, year, n),
        showInCart: false,
      }),
    );
  }
  const userCertification = await db.userCertification.update({
    where: { id: ucId },
    data: {
      status: CERTIFICATION_STATUS.lapsedPayment,
      ...(opts.ceusShort ? { ceuLapsePeriodId: built.userCertification.reportingPeriodId } : {}),
    },
  });
  return { ...built, userCertification, lateFees };
}

/**
 * The renewal agreement of `year` signed for a certification (its answers and the CEU totals kept,
 * as the agreement's form keeps them), its fee not paid.
 */
export async function renewalSigned(userId: number, userCertificationId: number, opts: { year?: number; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const year = opts.year ?? yearNY(now);
  return db.renewal.create({
    data: {
      userId,
      userCertificationId,
      year,
      paymentCents: 9500,
      credits: 30,
      totalCreditsRequired: 30,
      earnedCredits: 30,
      earnedEthicsCredits: 2,
      ethicCreditsRequired: 2,
      dueDate: feeDueDate(year),
      individualsServed: 40,
      hoursProvided: 12,
      signature: "Signed Member",
      signedAt: now,
    },
  });
}
