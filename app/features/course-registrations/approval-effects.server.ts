/**
 * What approving a course registration does besides the review row, by status (admin spec 4
 * "Registration approval action depends on status"). Each mode has a `prepare` part outside the
 * database (a card charge, a credential from Accredible) and an `apply` part inside the decision's
 * transaction; `undo` puts right the outside part when another decision won meanwhile.
 * - general registration approval: the unpaid balance is charged to the saved card once
 *   (features/commerce/saved-card-charge.server.ts) and the lines are paid through fulfilment;
 * - module approval: each module not yet completed is completed with its training's badge;
 * - final approval: the certification is issued (UserCertification in good standing, its first
 *   reporting period, the certificate's URL);
 * - experience approval: the registration's pending experience hours are approved.
 */
import { CERTIFICATION_STATUS, REGISTRATION_STATUS, REGISTRATION_STEP, REVIEW_STATUS, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { cartLockKey } from "~/features/commerce/cart.server.ts";
import { attachPaidLines } from "~/features/commerce/payments.server.ts";
import {
  chargeInProgress,
  chargeSavedCardOnce,
  freeTransaction,
  markCharged,
  pendingAttempt,
  type Charged,
} from "~/features/commerce/saved-card-charge.server.ts";
import { deleteCredential, issueCredential } from "~/integrations/accredible.server.ts";
import type { Result } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { addMonths, todayISO } from "~/lib/dates.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { formatCents } from "~/lib/money.ts";

export const APPROVAL_MESSAGES = {
  failed: "There was a problem approving the registration",
  noSavedCard: "This candidate has no saved card to charge the unpaid balance to.",
  inProgress: "This registration is being approved. Please wait a moment and try again.",
  checkoutPending: "The candidate is paying for this registration right now. Please try again in a few minutes.",
  noCredentialGroup: "This certification has no credential group set, so its certificate cannot be issued.",
} as const;

/** "There was a problem approving the registration: <what the card or credential service said>". */
export const approvalFailure = (message: string) => `${APPROVAL_MESSAGES.failed}: ${message}`;

export type ApprovalMode = "pathway" | "general" | "module" | "final" | "experience";

/** The approval a registration waits for, by its status (null: none). */
export function approvalMode(r: { status: string; step: string }): ApprovalMode | null {
  switch (r.status) {
    case REGISTRATION_STATUS.registrationApproval:
      return r.step === REGISTRATION_STEP.pathwayApproval ? "pathway" : "general";
    case REGISTRATION_STATUS.moduleApproval:
      return "module";
    case REGISTRATION_STATUS.finalApproval:
      return "final";
    case REGISTRATION_STATUS.experienceApproval:
      return "experience";
    default:
      return null;
  }
}

/** What each mode moves the registration to. */
export function approvedState(mode: ApprovalMode): { status: string; step: string | null } {
  switch (mode) {
    case "pathway":
      return { status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.courseMaterials };
    case "general":
      return { status: REGISTRATION_STATUS.postRegistration, step: REGISTRATION_STEP.exam };
    case "final":
      return { status: REGISTRATION_STATUS.complete, step: null };
    case "module":
    case "experience":
      return { status: REGISTRATION_STATUS.postRegistration, step: null };
  }
}

export type ApprovalSubject = {
  id: number;
  enrolledOn: Date | null;
  deadline: Date | null;
  certification: { id: number; name: string; reportable: boolean; accredibleGroupId: string | null } | null;
  pathway: { id: number; deadlineMonths: number } | null;
  user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    stripeCustomerId: string | null;
    stripePaymentMethodId: string | null;
    pmLastFour: string | null;
  };
};

// ---------------------------------------------------------------------------------------------
// General registration approval: the unpaid balance
// ---------------------------------------------------------------------------------------------

export const chargeKeys = (registrationId: number) => ({
  lockKey: `registration-approval:${registrationId}`,
  keyBase: `registration-approval-${registrationId}`,
});

/** The registration's unpaid line items and their total (what general approval charges). */
export async function unpaidBalance(registrationId: number) {
  const lines = await db.lineItem.findMany({
    where: { registrationId, transactionId: null },
    orderBy: { id: "asc" },
    select: { id: true, userId: true, finalPriceCents: true, quantity: true, priceBeforeDiscountCents: true, discountId: true },
  });
  return { lines, totalCents: lines.reduce((n, l) => n + l.finalPriceCents * l.quantity, 0) };
}

/** Why general approval cannot run now (another approval charging, the candidate in checkout), or null. */
export async function chargeRefusal(r: ApprovalSubject, now: Date): Promise<string | null> {
  if (await chargeInProgress(chargeKeys(r.id).lockKey, now)) return APPROVAL_MESSAGES.inProgress;
  if (await chargeInProgress(cartLockKey(r.user.id), now)) return APPROVAL_MESSAGES.checkoutPending;
  return null;
}

export type Prepared =
  | { mode: "general"; charged: Charged | null }
  | { mode: "final"; credential: { id: string; url: string } }
  | { mode: "module"; badges: { userTrainingId: number; id: string; url: string }[] }
  | undefined;

async function chargeBalance(r: ApprovalSubject, actor: Actor, now: Date): Promise<Result<{ value: Prepared }>> {
  const keys = chargeKeys(r.id);
  const attempt = await pendingAttempt(keys.lockKey);
  const amountCents = attempt?.amountCents ?? (await unpaidBalance(r.id)).totalCents;
  if (amountCents <= 0) return { ok: true, value: { mode: "general", charged: null } };
  const charged = await chargeSavedCardOnce(
    {
      ...keys,
      actor,
      user: r.user,
      amountCents,
      description: `${r.certification?.name ?? "Registration"} (registration #${r.id})`,
      metadata: { registrationId: String(r.id) },
      audit: { action: "registration.approve_failed", entityType: "Registration", entityId: r.id },
      messages: { noSavedCard: APPROVAL_MESSAGES.noSavedCard, inProgress: APPROVAL_MESSAGES.inProgress, failed: approvalFailure },
    },
    now,
  );
  return charged.ok ? { ok: true, value: { mode: "general", charged: charged.value } } : charged;
}

/** Inside the transaction: enrolment dates, then the unpaid lines paid by the charge (or a free transaction). */
async function applyGeneral(tx: Tx, r: ApprovalSubject, actor: Actor, charged: Charged | null, now: Date) {
  await tx.registration.update({
    where: { id: r.id },
    data: {
      enrolledOn: r.enrolledOn ?? now,
      deadline: r.deadline ?? (r.pathway ? addMonths(now, r.pathway.deadlineMonths) : null),
    },
  });
  const lines = await tx.lineItem.findMany({
    where: { registrationId: r.id, transactionId: null },
    orderBy: { id: "asc" },
    select: { id: true, finalPriceCents: true, priceBeforeDiscountCents: true, discountId: true },
  });
  if (lines.length === 0 && !charged) return { transactionId: null, amountCents: 0 };
  const transactionId = charged
    ? charged.attemptId
    : await freeTransaction(tx, { userId: r.user.id, keyBase: chargeKeys(r.id).keyBase, actor }, now);
  if (charged) await markCharged(tx, charged, now, null);
  await attachPaidLines(
    tx,
    {
      transactionId,
      userId: r.user.id,
      lines: lines.map((l) => ({
        id: l.id,
        unitCents: l.finalPriceCents,
        beforeDiscountCents: l.priceBeforeDiscountCents,
        discountId: l.discountId,
      })),
      paymentMethodId: charged?.paymentMethodId ?? null,
    },
    now,
  );
  return { transactionId, amountCents: charged?.amountCents ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Final approval: the certification
// ---------------------------------------------------------------------------------------------

const recipient = (r: ApprovalSubject) => ({ name: `${r.user.firstName} ${r.user.lastName}`.trim(), email: r.user.email });

/** Why final approval cannot run (no credential group for the certification), or null. */
export function finalRefusal(r: ApprovalSubject): string | null {
  return r.certification?.accredibleGroupId ? null : APPROVAL_MESSAGES.noCredentialGroup;
}

/** The first reporting period of a new certificate: the one running now, else the next to start. */
export async function firstReportingPeriod(client: Tx | typeof db, now: Date) {
  return (
    (await client.reportingPeriod.findFirst({
      where: { reportable: true, start: { lte: now }, end: { gte: now } },
      orderBy: { start: "desc" },
      select: { id: true, end: true },
    })) ??
    (await client.reportingPeriod.findFirst({
      where: { reportable: true, start: { gt: now } },
      orderBy: { start: "asc" },
      select: { id: true, end: true },
    }))
  );
}

async function applyFinal(tx: Tx, r: ApprovalSubject, credential: { url: string }, now: Date) {
  const certification = r.certification!;
  const period = certification.reportable ? await firstReportingPeriod(tx, now) : null;
  const data = {
    status: CERTIFICATION_STATUS.goodStanding,
    registrationId: r.id,
    accredibleUrl: credential.url,
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
}

// ---------------------------------------------------------------------------------------------
// Module approval: the training badges
// ---------------------------------------------------------------------------------------------

function openModules(registrationId: number) {
  return db.userTraining.findMany({
    where: { registrationId, status: { not: USER_TRAINING_STATUS.completed } },
    orderBy: { id: "asc" },
    select: { id: true, training: { select: { name: true, accredibleGroupId: true } } },
  });
}

async function issueBadges(r: ApprovalSubject, now: Date): Promise<Result<{ value: Prepared }>> {
  const badges: { userTrainingId: number; id: string; url: string }[] = [];
  for (const m of await openModules(r.id)) {
    if (!m.training.accredibleGroupId) continue;
    const badge = await issueCredential({ groupId: m.training.accredibleGroupId, recipient: recipient(r), issuedOn: todayISO(now) });
    if (!badge.ok) {
      await undoCredentials(badges.map((b) => b.id));
      return { ok: false, message: approvalFailure(badge.message) };
    }
    badges.push({ userTrainingId: m.id, id: badge.id, url: badge.url });
  }
  return { ok: true, value: { mode: "module", badges } };
}

async function applyModules(tx: Tx, r: ApprovalSubject, badges: { userTrainingId: number; url: string }[], now: Date) {
  const open = await tx.userTraining.findMany({
    where: { registrationId: r.id, status: { not: USER_TRAINING_STATUS.completed } },
    select: { id: true },
  });
  for (const m of open) {
    await tx.userTraining.update({
      where: { id: m.id },
      data: {
        status: USER_TRAINING_STATUS.completed,
        completedAt: now,
        accredibleUrl: badges.find((b) => b.userTrainingId === m.id)?.url ?? null,
      },
    });
  }
  return { modulesCompleted: open.map((m) => m.id) };
}

// ---------------------------------------------------------------------------------------------
// Experience approval: the pending hours
// ---------------------------------------------------------------------------------------------

async function applyExperience(tx: Tx, r: ApprovalSubject, actor: Actor, message: string | null, now: Date) {
  const pending = await tx.experience.findMany({
    where: { registrationId: r.id, status: REVIEW_STATUS.pending },
    select: { id: true, hours: true },
  });
  for (const e of pending) {
    await tx.experience.update({
      where: { id: e.id },
      data: { status: REVIEW_STATUS.approved, approved: true, rejectionStatus: null, hours: Math.round(e.hours * 100) / 100 },
    });
    await tx.experienceReview.create({
      data: { experienceId: e.id, reviewerId: actor.userId, approved: true, status: REVIEW_STATUS.approved, message, createdAt: now },
    });
  }
  return { experiencesApproved: pending.map((e) => e.id), hours: pending.reduce((n, e) => n + Math.round(e.hours * 100) / 100, 0) };
}

// ---------------------------------------------------------------------------------------------
// The three parts, by mode
// ---------------------------------------------------------------------------------------------

/** Outside the database, before the transaction: charge, or ask for credentials. */
export async function prepareApproval(
  mode: ApprovalMode,
  r: ApprovalSubject,
  actor: Actor,
  now: Date,
): Promise<Result<{ value: Prepared }>> {
  switch (mode) {
    case "general":
      return chargeBalance(r, actor, now);
    case "final": {
      const credential = await issueCredential({
        groupId: r.certification!.accredibleGroupId!,
        recipient: recipient(r),
        issuedOn: todayISO(now),
      });
      return credential.ok
        ? { ok: true, value: { mode: "final", credential: { id: credential.id, url: credential.url } } }
        : { ok: false, message: approvalFailure(credential.message) };
    }
    case "module":
      return issueBadges(r, now);
    default:
      return { ok: true, value: undefined };
  }
}

/** Inside the decision's transaction, after the registration was claimed: what the approval gives. */
export async function applyApproval(
  tx: Tx,
  mode: ApprovalMode,
  r: ApprovalSubject,
  ctx: { actor: Actor; message: string | null; now: Date; prepared: Prepared },
): Promise<Record<string, unknown>> {
  const p = ctx.prepared;
  switch (mode) {
    case "general":
      return applyGeneral(tx, r, ctx.actor, p?.mode === "general" ? p.charged : null, ctx.now);
    case "final":
      if (p?.mode !== "final") throw new Error("final approval without a credential");
      return applyFinal(tx, r, p.credential, ctx.now);
    case "module":
      return applyModules(tx, r, p?.mode === "module" ? p.badges : [], ctx.now);
    case "experience":
      return applyExperience(tx, r, ctx.actor, ctx.message, ctx.now);
    default:
      return {};
  }
}

async function undoCredentials(ids: string[]) {
  for (const id of ids) {
    const done = await deleteCredential(id);
    if (!done.ok) log.error("could not delete a credential issued by a lost approval", { credentialId: id });
  }
}

/** Another decision won: keep the money on record for a refund, delete the credentials issued. */
export async function undoApproval(r: ApprovalSubject, prepared: Prepared, now: Date): Promise<void> {
  if (prepared?.mode === "general" && prepared.charged) {
    log.error("registration approval charged but the registration was already decided: refund needed", {
      registrationId: r.id,
      transactionId: prepared.charged.attemptId,
    });
    await markCharged(db, prepared.charged, now, "Registration already decided: refund needed");
  }
  if (prepared?.mode === "final") await undoCredentials([prepared.credential.id]);
  if (prepared?.mode === "module") await undoCredentials(prepared.badges.map((b) => b.id));
}

/** What the approved candidate is told, by mode. */
export function approvalNotice(mode: ApprovalMode, r: ApprovalSubject, prepared: Prepared) {
  const cert = r.certification?.name ?? "registration";
  switch (mode) {
    case "general": {
      const c = prepared?.mode === "general" ? prepared.charged : null;
      const charged = c
        ? ` ${formatCents(c.amountCents)} was charged to your saved card${c.lastFour ? ` ending in ${c.lastFour}` : ""}.`
        : "";
      return { title: "Your registration was approved", text: `Your ${cert} registration was approved and you are enrolled.${charged}` };
    }
    case "module":
      return { title: "Your modules were approved", text: "Your modules were approved and their badges were issued." };
    case "final": {
      const url = prepared?.mode === "final" ? prepared.credential.url : "";
      return {
        title: `You are certified: ${cert}`,
        text: `Congratulations! Your ${cert} certification was approved.${url ? ` Your certificate: ${url}` : ""}`,
      };
    }
    case "experience":
      return { title: "Your experience hours were approved", text: "Your experience hours were approved." };
    case "pathway":
      return {
        title: "Your pathway was approved",
        text: "Your pathway was approved. Continue your registration to choose your course materials and pay.",
      };
  }
}
