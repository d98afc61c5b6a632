/**
 * What an admin changes on a user's certification (admin spec 2 "User certification view", 4, 5, 7,
 * 8): the status, the certificate's URL and the user's secuId (admin-only fields); certification
 * payments added (a year and a price in dollars, recorded as an admin payment) and deleted; and a
 * revoked certification reinstated with a new certificate from the credential service. Each change is
 * an audit event; the member is told of a reinstatement.
 */
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUSES,
  PAYMENT_METHOD_TYPE,
  PRODUCT_KIND,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  type CertificationStatus,
} from "~/domain/constants.ts";
import { z } from "zod";
import { recordCredentialIssue } from "~/features/certifications/credentials.server.ts";
import { runNewCalls } from "~/features/outside-calls/runner.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import { notifyMember } from "~/kit/review/messages.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { settleStanding } from "~/features/renewals/standing.server.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { dollarsToCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { DateTime } from "luxon";
import { defaultPaymentYear, paymentYearOptions } from "./certification-payments.ts";

export const CERTIFICATION_ADMIN_MESSAGES = {
  success: "Success",
  reinstateFailed: "There was a problem reinstating the certification",
  notRevoked: "Only a revoked certification can be reinstated.",
  updateFailed: "There was a problem updating the user",
  invalidStatus: "Please choose one of the options.",
  invalidUrl: "Please enter a web address starting with https://",
  invalidYear: "Please choose a year.",
  invalidPrice: "Please enter a price in dollars, 0 or more.",
  deleteConfirm: "Are you sure you want to delete this payment?",
  paymentNotFound: "This payment no longer exists.",
} as const;

const currentYear = (now: Date) => DateTime.fromJSDate(now, { zone: "America/New_York" }).year;

async function held(userId: number, certificationId: number) {
  return db.userCertification.findUnique({
    where: { userId_certificationId: { userId, certificationId } },
    select: {
      id: true,
      status: true,
      accredibleUrl: true,
      revokedAt: true,
      certification: { select: { name: true, accredibleGroupId: true } },
      user: { select: { id: true, email: true, firstName: true, lastName: true, secuId: true } },
    },
  });
}

/** The Edit Certification modal's values and options; null when the user does not hold it. */
export async function certificationEditForm(userId: number, certificationId: number) {
  const uc = await held(userId, certificationId);
  return (
    uc && {
      values: { status: uc.status, accredibleUrl: uc.accredibleUrl ?? "", secuId: uc.user.secuId ?? "" },
      statuses: CERTIFICATION_STATUSES.map((s) => s),
    }
  );
}

/** Blank text is "" (the field was left empty). */
const text = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? "");

/** The user's secuId (admin-only): up to 50 characters, blank is "" (none). Also edited on the admin's Info tab. */
export const secuIdField = text.refine((id) => id.length <= 50, "Please use 50 characters or fewer.");

/** The Edit Certification modal: a status of the list, an https:// certificate URL or blank, a secuId of up to 50 characters. */
export const CertificationEditSchema = z.object({
  status: z
    .string({ required_error: CERTIFICATION_ADMIN_MESSAGES.invalidStatus })
    .refine((s) => (CERTIFICATION_STATUSES as readonly string[]).includes(s), CERTIFICATION_ADMIN_MESSAGES.invalidStatus)
    .transform((s) => s as CertificationStatus),
  accredibleUrl: text.refine((url) => !url || (/^https:\/\/\S+$/i.test(url) && url.length <= 500), CERTIFICATION_ADMIN_MESSAGES.invalidUrl),
  secuId: secuIdField,
});
export type CertificationEditInput = z.infer<typeof CertificationEditSchema>;

/** Saves the modal (null), or says the user no longer holds the certification. */
export async function updateUserCertification(
  actor: Actor,
  userId: number,
  certificationId: number,
  input: CertificationEditInput,
  now = new Date(),
): Promise<Invalid | null> {
  const { status, accredibleUrl: url, secuId } = input;
  const uc = await held(userId, certificationId);
  if (!uc) return invalid({ "": CERTIFICATION_ADMIN_MESSAGES.updateFailed });
  await db.$transaction(async (tx) => {
    const after = {
      status,
      accredibleUrl: url || null,
      revokedAt: status === CERTIFICATION_STATUS.revoked ? (uc.status === CERTIFICATION_STATUS.revoked ? undefined : now) : null,
    };
    await tx.userCertification.update({ where: { id: uc.id }, data: after });
    await tx.user.update({ where: { id: userId }, data: { secuId: secuId || null } });
    await auditChange(tx, actor, {
      action: "userCertification.update",
      entityType: "UserCertification",
      entityId: uc.id,
      before: { status: uc.status, accredibleUrl: uc.accredibleUrl, secuId: uc.user.secuId },
      after: { status, accredibleUrl: url || null, secuId: secuId || null },
    });
  });
  return null;
}

/** The Add Payment modal: the years offered and the default year. */
export async function paymentForm(userId: number, certificationId: number, now = new Date()) {
  const uc = await held(userId, certificationId);
  if (!uc) return null;
  const paid = await db.lineItem.findMany({
    where: { userCertificationId: uc.id, kind: PRODUCT_KIND.renewal, transactionId: { not: null } },
    select: { year: true },
  });
  const year = currentYear(now);
  return {
    years: paymentYearOptions(year),
    defaultYear: defaultPaymentYear(
      paid.map((p) => p.year),
      year,
    ),
  };
}

/** The Add Payment modal: one of the years offered now, and a price in dollars (blank is 0) of at most $100,000. */
export function certificationPaymentSchema(now = new Date()) {
  const years = paymentYearOptions(currentYear(now));
  return z.object({
    year: z.coerce
      .number({ invalid_type_error: CERTIFICATION_ADMIN_MESSAGES.invalidYear })
      .refine((y) => years.includes(y), CERTIFICATION_ADMIN_MESSAGES.invalidYear),
    price: text.transform((price, ctx) => {
      const cents = price === "" ? 0 : dollarsToCents(price);
      if (cents !== null && cents >= 0 && cents <= 10_000_000) return cents;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: CERTIFICATION_ADMIN_MESSAGES.invalidPrice });
      return z.NEVER;
    }),
  });
}
export type CertificationPaymentInput = z.infer<ReturnType<typeof certificationPaymentSchema>>;

/** Records a certification payment for a year (an admin payment: succeeded, no charge); refused when the user no longer holds it. */
export async function addCertificationPayment(
  actor: Actor,
  userId: number,
  certificationId: number,
  input: CertificationPaymentInput,
  now = new Date(),
): Promise<Invalid | null> {
  const { year, price: cents } = input;
  const uc = await held(userId, certificationId);
  if (!uc) return invalid({ "": CERTIFICATION_ADMIN_MESSAGES.updateFailed });
  await db.$transaction(async (tx) => {
    const t = await tx.transaction.create({
      data: {
        userId,
        type: TRANSACTION_TYPE.adminPayment,
        status: TRANSACTION_STATUS.succeeded,
        amountCents: cents,
        paymentMethodType: PAYMENT_METHOD_TYPE.admin,
        createdById: actor.userId,
        idempotencyKey: `certification-payment-${uc.id}-${year}-${now.getTime()}`,
        completedAt: now,
        createdAt: now,
      },
      select: { id: true },
    });
    const line = await tx.lineItem.create({
      data: {
        userId,
        userCertificationId: uc.id,
        kind: PRODUCT_KIND.renewal,
        name: `${uc.certification.name} Certification Payment ${year}`,
        priceCents: cents,
        finalPriceCents: cents,
        year,
        showInCart: false,
        transactionId: t.id,
        createdAt: now,
      },
      select: { id: true },
    });
    // A payment of a late year clears the lapse for payment (decision 51).
    await settleStanding(tx, uc.id, now);
    await auditChange(tx, actor, {
      action: "certificationPayment.add",
      entityType: "LineItem",
      entityId: line.id,
      after: { userCertificationId: uc.id, year, cents, transactionId: t.id },
    });
  });
  return null;
}

/** Deletes a certification payment of the user's certification; an admin payment left empty goes with it. */
export async function deleteCertificationPayment(actor: Actor, userId: number, certificationId: number, lineItemId: number) {
  const uc = await held(userId, certificationId);
  const line = uc
    ? await db.lineItem.findFirst({
        where: { id: lineItemId, userId, userCertificationId: uc.id, kind: PRODUCT_KIND.renewal, transactionId: { not: null } },
        select: { id: true, year: true, finalPriceCents: true, transactionId: true, transaction: { select: { type: true } } },
      })
    : null;
  if (!line) return { ok: false as const, message: CERTIFICATION_ADMIN_MESSAGES.paymentNotFound };
  await db.$transaction(async (tx) => {
    await tx.lineItem.delete({ where: { id: line.id } });
    if (line.transactionId && line.transaction?.type === TRANSACTION_TYPE.adminPayment) {
      const left = await tx.lineItem.count({ where: { transactionId: line.transactionId } });
      if (left === 0) await tx.transaction.delete({ where: { id: line.transactionId } });
    }
    await auditChange(tx, actor, {
      action: "certificationPayment.delete",
      entityType: "LineItem",
      entityId: line.id,
      subjectUserId: userId,
      before: { year: line.year, cents: line.finalPriceCents, transactionId: line.transactionId },
    });
  });
  return { ok: true as const };
}

/**
 * Reinstates a revoked certification: 'In Good Standing' at once, and a new certificate from the
 * credential service recorded to be issued after the commit (decision 53; its URL replaces the
 * revoked one's when Accredible answers).
 */
export async function reinstateCertification(actor: Actor, userId: number, certificationId: number, now = new Date()) {
  const uc = await held(userId, certificationId);
  if (!uc) return { ok: false as const, message: CERTIFICATION_ADMIN_MESSAGES.reinstateFailed };
  if (uc.status !== CERTIFICATION_STATUS.revoked) return { ok: false as const, message: CERTIFICATION_ADMIN_MESSAGES.notRevoked };
  if (!uc.certification.accredibleGroupId) return { ok: false as const, message: CERTIFICATION_ADMIN_MESSAGES.reinstateFailed };
  const groupId = uc.certification.accredibleGroupId;
  const changed = await db.$transaction(async (tx) => {
    const done = await tx.userCertification.updateMany({
      where: { id: uc.id, status: CERTIFICATION_STATUS.revoked },
      data: {
        status: CERTIFICATION_STATUS.goodStanding,
        accredibleUrl: null,
        credentialId: null,
        credentialRevokedAt: null,
        ceuLapsePeriodId: null,
        revokedAt: null,
      },
    });
    if (done.count !== 1) return false;
    // One new certificate per revocation reinstated: a second click finds the certification reinstated.
    await recordCredentialIssue(
      tx,
      {
        key: `certificate:user-certification-${uc.id}:reinstated-${(uc.revokedAt ?? now).getTime()}`,
        groupId,
        recipient: { name: `${uc.user.firstName} ${uc.user.lastName}`.trim(), email: uc.user.email },
        issuedOn: todayISO(now),
        target: { kind: "userCertification", id: uc.id },
        userId,
      },
      now,
    );
    await auditChange(tx, actor, {
      action: "userCertification.reinstate",
      entityType: "UserCertification",
      entityId: uc.id,
      before: { status: uc.status, accredibleUrl: uc.accredibleUrl },
      after: { status: CERTIFICATION_STATUS.goodStanding, accredibleUrl: null },
    });
    return true;
  });
  if (!changed) return { ok: false as const, message: CERTIFICATION_ADMIN_MESSAGES.notRevoked };
  await runNewCalls({ userCertificationId: uc.id }, now);
  await notifyMember(uc.user, {
    title: "Your certification was reinstated",
    subject: "Your certification was reinstated",
    message: `Your ${uc.certification.name} certification was reinstated and is in good standing. Your new certificate's link shows on your certification's page as soon as it is issued.`,
    url: paths.certifications.view(certificationId),
    template: "certification_reinstated",
  });
  return { ok: true as const };
}
