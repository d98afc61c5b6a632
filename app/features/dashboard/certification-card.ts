/**
 * The dashboard's Certification card (spec section 4, "Certification card is checked in order").
 * Pure: the service loads the member's certifications and latest certification registration,
 * this picks the one state to show. Dates stay `Date` here; `formatCertificationCard` turns them
 * into display strings for the loader.
 */
import { DateTime } from "luxon";
import {
  APPROVAL_STATUSES,
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUS_LABEL,
  CERTIFICATION_STATUS_TONE,
  EXAM_RESULT,
  EXPIRATION_STATUS,
  EXTENSION_STATUS,
  POST_REGISTRATION_STATUSES,
  REGISTRATION_STATUS,
  type BadgeTone,
  type CertificationStatus,
  type ExtensionStatus,
} from "~/domain/constants.ts";

import { effectiveExpiration, requestDeadline } from "~/features/extensions/rules.ts";

const ZONE = "America/New_York";
/** Lapse and expiry banners appear within this many days of the date (spec section 4). */
export const EXPIRY_WARNING_DAYS = 90;

export type CardCertification = {
  /** the certification's id (the "View certification" link) */
  certificationId?: number;
  name: string;
  /** one of CERTIFICATION_STATUS */
  status: string;
  reportingPeriodEnd: Date | null;
  /** UserCertification.expiresAt: the lapse/expiry date behind the 90-day banner */
  expiresAt: Date | null;
  credentialUrl: string | null;
};

export type CardExtension = { submittedAt: Date | null; approved: boolean | null; deadline: Date | null };

export type CardRegistration = {
  certificationName: string;
  /** one of REGISTRATION_STATUS */
  status: string;
  /** one of EXPIRATION_STATUS, null while not expired */
  expirationStatus: string | null;
  deadline: Date | null;
  requiredHours: number;
  /** an unpaid line item of this registration is shown in the cart */
  inCart: boolean;
  /** total of the approved experience hours */
  approvedExperienceHours: number;
  /** the latest exam attempt: its result and whether it was paid (has a transaction) */
  latestExam: { result: string | null; paid: boolean } | null;
  ethicsSigned: boolean;
  /** the latest extension request of this registration */
  latestExtension: CardExtension | null;
};

export type CertificationCardInput = {
  certifications: readonly CardCertification[];
  /** the member's latest certification registration */
  registration: CardRegistration | null;
};

/** Exam state on the progress card (spec "Exam"). */
export const EXAM_PROGRESS = { passed: "passed", paid: "paid", waitingOnPayment: "waiting_on_payment" } as const;
export type ExamProgress = (typeof EXAM_PROGRESS)[keyof typeof EXAM_PROGRESS];
export const EXAM_PROGRESS_LABEL: Record<ExamProgress, string> = {
  passed: "Passed",
  paid: "Paid",
  waiting_on_payment: "Waiting on payment",
};

export type CertificationCard<D = Date> =
  | {
      step: 1 | 7;
      kind: "certificate";
      /** null when not known */
      certificationId: number | null;
      name: string;
      status: CertificationStatus;
      statusLabel: string;
      tone: BadgeTone;
      reportingPeriodEnd: D | null;
      /** set when the expiry date is within 90 days (the expiry banner) */
      expiresSoonOn: D | null;
      credentialUrl: string | null;
    }
  | { step: 2; kind: "in_cart"; name: string }
  | { step: 3; kind: "under_review"; name: string; finalApplication: boolean }
  | { step: 4; kind: "expired"; name: string; deadline: D | null; canRequestExtension: boolean; requestBy: D | null }
  | { step: 5; kind: "extension"; name: string; extension: ExtensionStatus; newDeadline: D | null }
  | {
      step: 6;
      kind: "progress";
      name: string;
      experienceHours: number;
      requiredHours: number;
      exam: ExamProgress;
      examLabel: string;
      ethicsSigned: boolean;
      deadline: D | null;
      /** the deadline is within 90 days (the expiry banner) */
      deadlineSoon: boolean;
      /** the deadline is an approved extension's */
      extensionApproved: boolean;
    }
  | { step: 8; kind: "enroll" };

const ny = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE });

/** The date's New York day is today or within the next `days` days. */
function withinDays(date: Date, days: number, now: Date): boolean {
  const diff = Math.round(ny(date).startOf("day").diff(ny(now).startOf("day"), "days").days);
  return diff >= 0 && diff <= days;
}

/** Extension state from its stored fields: unsubmitted is in the cart, then pending, approved or rejected. */
export function extensionStatus(e: CardExtension): ExtensionStatus {
  if (e.submittedAt === null) return EXTENSION_STATUS.inCart;
  if (e.approved === null) return EXTENSION_STATUS.pending;
  return e.approved ? EXTENSION_STATUS.approved : EXTENSION_STATUS.rejected;
}

/** Passed when the latest result is P; waiting on payment when unpaid or a retake is due after a fail; otherwise paid. */
export function examProgress(latest: CardRegistration["latestExam"]): ExamProgress {
  if (!latest) return EXAM_PROGRESS.waitingOnPayment;
  if (latest.result === EXAM_RESULT.pass) return EXAM_PROGRESS.passed;
  if (latest.result === EXAM_RESULT.fail || !latest.paid) return EXAM_PROGRESS.waitingOnPayment;
  return EXAM_PROGRESS.paid;
}

function asStatus(s: string): CertificationStatus {
  return (Object.values(CERTIFICATION_STATUS) as string[]).includes(s) ? (s as CertificationStatus) : CERTIFICATION_STATUS.goodStanding;
}

function certificate(c: CardCertification, step: 1 | 7, now: Date): CertificationCard {
  const status = asStatus(c.status);
  return {
    step,
    kind: "certificate",
    certificationId: c.certificationId ?? null,
    name: c.name,
    status,
    statusLabel: CERTIFICATION_STATUS_LABEL[status],
    tone: CERTIFICATION_STATUS_TONE[status],
    reportingPeriodEnd: c.reportingPeriodEnd,
    expiresSoonOn: c.expiresAt && withinDays(c.expiresAt, EXPIRY_WARNING_DAYS, now) ? c.expiresAt : null,
    credentialUrl: c.credentialUrl,
  };
}

/** The one state the Certification card shows, checked in the spec's order. */
export function certificationCard(
  { certifications, registration: reg }: CertificationCardInput,
  now: Date = new Date(),
): CertificationCard {
  // 1. A certification that is not revoked: the certificate with its status.
  const held = certifications.find((c) => c.status !== CERTIFICATION_STATUS.revoked);
  if (held) return certificate(held, 1, now);

  if (reg) {
    const name = reg.certificationName;
    // 2. Registration items waiting in the cart.
    if (reg.inCart) return { step: 2, kind: "in_cart", name };
    // 3. Awaiting an admin decision.
    if ((APPROVAL_STATUSES as readonly string[]).includes(reg.status)) {
      return { step: 3, kind: "under_review", name, finalApplication: reg.status === REGISTRATION_STATUS.finalApproval };
    }
    const expiration = effectiveExpiration(reg, now);
    const e = reg.latestExtension;
    // An approved extension reopens the registration until its new deadline: progress, with a note.
    const extended =
      expiration === EXPIRATION_STATUS.expiredWithExtension &&
      e !== null &&
      extensionStatus(e) === EXTENSION_STATUS.approved &&
      effectiveExpiration({ ...reg, expirationStatus: null }, now) === null;
    // 4. Expired without extension: an extension may be requested for 6 months after expiry.
    if (expiration === EXPIRATION_STATUS.expiredWithoutExtension) {
      const requestBy = reg.deadline ? requestDeadline(reg.deadline) : null;
      return {
        step: 4,
        kind: "expired",
        name,
        deadline: reg.deadline,
        canRequestExtension: requestBy === null || now.getTime() <= requestBy.getTime(),
        requestBy,
      };
    }
    // 5. Expired with extension: the extension is in the cart, under review, or decided.
    if (expiration === EXPIRATION_STATUS.expiredWithExtension && !extended) {
      return {
        step: 5,
        kind: "extension",
        name,
        extension: e ? extensionStatus(e) : EXTENSION_STATUS.inCart,
        newDeadline: e?.deadline ?? null,
      };
    }
    // 6. On the way to certification: progress.
    if (
      (POST_REGISTRATION_STATUSES as readonly string[]).includes(reg.status) &&
      reg.status !== REGISTRATION_STATUS.complete &&
      (expiration === null || extended)
    ) {
      const exam = examProgress(reg.latestExam);
      return {
        step: 6,
        kind: "progress",
        name,
        experienceHours: Math.round(reg.approvedExperienceHours * 100) / 100,
        requiredHours: reg.requiredHours,
        exam,
        examLabel: EXAM_PROGRESS_LABEL[exam],
        ethicsSigned: reg.ethicsSigned,
        deadline: reg.deadline,
        deadlineSoon: reg.deadline !== null && withinDays(reg.deadline, EXPIRY_WARNING_DAYS, now),
        extensionApproved: extended,
      };
    }
  }

  // 7. Revoked: the certificate card, showing the revoked status.
  const revoked = certifications.find((c) => c.status === CERTIFICATION_STATUS.revoked);
  if (revoked) return certificate(revoked, 7, now);

  // 8. Not enrolled.
  return { step: 8, kind: "enroll" };
}

/** The card with its dates turned into display strings (the loader formats; the browser gets text). */
export function formatCertificationCard(card: CertificationCard, format: (d: Date) => string): CertificationCard<string> {
  const f = (d: Date | null) => (d ? format(d) : null);
  switch (card.kind) {
    case "certificate":
      return { ...card, reportingPeriodEnd: f(card.reportingPeriodEnd), expiresSoonOn: f(card.expiresSoonOn) };
    case "expired":
      return { ...card, deadline: f(card.deadline), requestBy: f(card.requestBy) };
    case "extension":
      return { ...card, newDeadline: f(card.newDeadline) };
    case "progress":
      return { ...card, deadline: f(card.deadline) };
    default:
      return card;
  }
}
