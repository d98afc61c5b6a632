/**
 * The user certification view (admin spec 2, "User certification view (candidate, or admin viewing
 * a user), per certification id") and the admin user profile's Certifications tab: one user's
 * certifications, and one of them with its Certification Information card, the CEU card of a
 * reporting period (reportable certifications only) and the Certification Payments table.
 *
 * Every query is scoped by `userId`: a certification the user does not hold is `null` (a 404).
 */
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUS_LABEL,
  CERTIFICATION_STATUS_TONE,
  EXTENSION_STATUS_LABEL,
  PRODUCT_KIND,
  type BadgeTone,
  type CertificationStatus,
  type ExtensionStatus,
} from "~/domain/constants.ts";
import type { CreditTotals } from "~/features/ceus/rules.ts";
import { extensionStatus } from "~/features/dashboard/certification-card.ts";
import { formatDate, formatLongDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { nullsLowest } from "~/lib/dialect/index.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { ceuSummary, type CreditRow } from "~/features/ceus/ceu-summary.server.ts";
import { PAID_TRANSACTION_STATUSES } from "~/features/commerce/payments.server.ts";

const EXTENSION_TONE: Record<ExtensionStatus, BadgeTone> = {
  in_cart: "warning",
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

function asStatus(s: string): CertificationStatus {
  return (Object.values(CERTIFICATION_STATUS) as string[]).includes(s) ? (s as CertificationStatus) : CERTIFICATION_STATUS.goodStanding;
}

function statusOf(s: string) {
  const status = asStatus(s);
  return { status, statusLabel: CERTIFICATION_STATUS_LABEL[status], tone: CERTIFICATION_STATUS_TONE[status] };
}

/** `?period=` as a period id, or null for anything that is not a positive whole number. */
export function periodParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

// ---------------------------------------------------------------------------------------------
// Admin user profile: Certifications tab
// ---------------------------------------------------------------------------------------------

export type UserCertificationRow = {
  id: number;
  certificationId: number;
  name: string;
  status: CertificationStatus;
  statusLabel: string;
  tone: BadgeTone;
  /** MM/DD/YYYY, "" when not recorded */
  issuedOn: string;
  /** the current reporting period's name, "" when none */
  reportingPeriod: string;
  /** the admin's certification view of this row */
  href: string;
};

/** The user's certifications, newest issued first; null when the user does not exist. */
export async function listUserCertifications(userId: number): Promise<UserCertificationRow[] | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      userCertifications: {
        orderBy: [{ issuedAt: nullsLowest("desc") }, { id: "desc" }],
        select: {
          id: true,
          certificationId: true,
          status: true,
          issuedAt: true,
          certification: { select: { name: true } },
          reportingPeriod: { select: { name: true } },
        },
      },
    },
  });
  if (!user) return null;
  return user.userCertifications.map((uc) => ({
    id: uc.id,
    certificationId: uc.certificationId,
    name: uc.certification.name,
    ...statusOf(uc.status),
    issuedOn: formatDate(uc.issuedAt),
    reportingPeriod: uc.reportingPeriod?.name ?? "",
    href: paths.admin.users.certification(userId, uc.certificationId),
  }));
}

// ---------------------------------------------------------------------------------------------
// The certification view
// ---------------------------------------------------------------------------------------------

export type CertificationInfo = {
  /** the certification's name */
  type: string;
  status: CertificationStatus;
  statusLabel: string;
  tone: BadgeTone;
  /** the latest extension request of this certification (or of the registration that earned it) */
  extension: { status: ExtensionStatus; label: string; tone: BadgeTone } | null;
  /** the external certificate */
  certificateUrl: string | null;
  /** MM/DD/YYYY, "" when not recorded */
  registeredOn: string;
  registrationDeadline: string;
  graduatedOn: string;
};

export type CeuCard = {
  /** the periods the selector offers, latest first */
  periods: Array<{ id: number; name: string }>;
  /** the period shown; null when no period may be picked yet */
  period: { id: number; name: string; start: string; end: string } | null;
  totals: CreditTotals;
  /** the period's individual CEUs that are not approved (pending or rejected), newest first */
  openCredits: CreditRow[];
};

export type CertificationPayment = {
  id: number;
  year: number | null;
  amount: string;
  /** "Annual fee" or "Late fee" */
  item: string;
  paid: boolean;
  /** 'Month D, YYYY' for an unpaid fee, else "" */
  due: string;
};

export type CertificationView = {
  userId: number;
  /** the UserCertification's id (the admin's page lists the outside calls about it) */
  userCertificationId: number;
  certification: { id: number; name: string; reportable: boolean };
  info: CertificationInfo;
  /** present only for a reportable certification */
  ceu: CeuCard | null;
  /** paid certification (renewal) fees, newest year first */
  payments: CertificationPayment[];
  revoked: boolean;
  officeEmail: string;
};

/**
 * One certification of a user, as the member (or an admin viewing the user) sees it; null when
 * the user holds no such certification. `periodId` picks the CEU card's reporting period when the
 * user may pick it (reportable and started), otherwise the default period is shown.
 */
export async function getCertificationView(
  userId: number,
  certificationId: number,
  opts: { periodId?: number | null } = {},
  now = new Date(),
): Promise<CertificationView | null> {
  const uc = await db.userCertification.findUnique({
    where: { userId_certificationId: { userId, certificationId } },
    select: {
      id: true,
      status: true,
      accredibleUrl: true,
      registrationId: true,
      certification: { select: { id: true, name: true, reportable: true } },
      registration: { select: { enrolledOn: true, createdAt: true, deadline: true, graduatedOn: true } },
    },
  });
  if (!uc) return null;

  const extensionScope = [{ userCertificationId: uc.id }, ...(uc.registrationId ? [{ registrationId: uc.registrationId }] : [])];
  const [extension, payments, summary] = await Promise.all([
    db.extension.findFirst({
      where: { userId, OR: extensionScope },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { submittedAt: true, approved: true, deadline: true },
    }),
    // Paid fees, and the fees posted and still owed (decision 51).
    db.lineItem.findMany({
      where: {
        userId,
        userCertificationId: uc.id,
        OR: [
          { kind: PRODUCT_KIND.renewal, transaction: { status: { in: [...PAID_TRANSACTION_STATUSES] } } },
          { kind: { in: [PRODUCT_KIND.renewal, PRODUCT_KIND.lateFee] }, transactionId: null, chargeKey: { not: null } },
          { kind: PRODUCT_KIND.lateFee, transaction: { status: { in: [...PAID_TRANSACTION_STATUSES] } } },
        ],
      },
      orderBy: [{ year: "desc" }, { id: "desc" }],
      take: 100,
      select: { id: true, kind: true, year: true, finalPriceCents: true, quantity: true, transactionId: true, due: true },
    }),
    uc.certification.reportable ? ceuSummary(userId, { periodId: opts.periodId ?? null, certificationId }, now) : Promise.resolve(null),
  ]);

  const extStatus = extension ? extensionStatus(extension) : null;
  const reg = uc.registration;
  const status = statusOf(uc.status);
  return {
    userId,
    userCertificationId: uc.id,
    certification: uc.certification,
    info: {
      type: uc.certification.name,
      ...status,
      extension: extStatus ? { status: extStatus, label: EXTENSION_STATUS_LABEL[extStatus], tone: EXTENSION_TONE[extStatus] } : null,
      certificateUrl: uc.accredibleUrl?.trim() || null,
      registeredOn: formatDate(reg?.enrolledOn ?? reg?.createdAt),
      registrationDeadline: formatDate(reg?.deadline),
      graduatedOn: formatDate(reg?.graduatedOn),
    },
    ceu: summary
      ? {
          periods: summary.periods,
          period: summary.period,
          totals: summary.totals,
          openCredits: summary.credits.filter((c) => !c.approved),
        }
      : null,
    payments: payments.map((p) => ({
      id: p.id,
      year: p.year,
      amount: formatCents(p.finalPriceCents * p.quantity),
      item: p.kind === PRODUCT_KIND.lateFee ? "Late fee" : "Annual fee",
      paid: p.transactionId !== null,
      due: p.transactionId === null ? formatLongDate(p.due) : "",
    })),
    revoked: status.status === CERTIFICATION_STATUS.revoked,
    // Where a candidate with a revoked certification is sent to discuss reinstatement: the setting.
    officeEmail: getEnv().SUPPORT_EMAIL,
  };
}
