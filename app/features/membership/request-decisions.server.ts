/**
 * Deciding membership requests (student and emeritus). Approving one charges the type's price to
 * the member's saved card and grants the membership through the same path as a checkout: a pending
 * Transaction (the attempt, holding the request's lock), the charge with an idempotency key, then
 * ONE database transaction that creates the membership line item, marks the transaction succeeded,
 * attaches the line (fulfilment creates the UserMembership) and records the decision. A declined
 * card grants nothing and leaves the request pending; the failed attempt stays on record.
 *
 * Every decision is an audit event (in the same database transaction) and the member is told by a
 * notification and an email (after the commit, best effort).
 */
import { MEMBERSHIP_REQUEST_STATUS, PAYMENT_METHOD_TYPE, PRODUCT_KIND, TRANSACTION_STATUS, TRANSACTION_TYPE } from "~/domain/constants.ts";
import { chargeSavedCard } from "~/integrations/stripe.server.ts";
import { db, isUniqueViolation, type Tx } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { deleteStoredFiles } from "~/lib/uploads.server.ts";
import { recordAudit } from "~/lib/audit.server.ts";
import { buildDecisionMessage, htmlToText, notifyMember } from "~/kit/review/messages.server.ts";
import { syncMembershipStatus } from "./memberships.server.ts";
import { AlreadyPaidError, attachPaidLines } from "~/features/commerce/payments.server.ts";
import { approvalKey, approvalLockKey, attemptsWhere, requestSelect } from "./request-review.server.ts";
import {
  type ActionResult,
  MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY,
  MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY,
  MEMBERSHIP_REVIEW_MESSAGES,
  STALE_ATTEMPT_MS,
  approveFailureMessage,
} from "./request-rules.ts";

export type DecisionInput = { adminId: number; requestId: number; selectedMessages: readonly number[]; message: string | null };

class NotPendingError extends Error {}

type LoadedRequest = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;
function loadRequest(id: number) {
  return db.membershipRequest.findUnique({ where: { id }, select: requestSelect });
}

/** A pending approval attempt of the request (its lock), if any. */
function pendingAttempt(requestId: number) {
  return db.transaction.findUnique({
    where: { lockKey: approvalLockKey(requestId) },
    select: { id: true, status: true, createdAt: true, idempotencyKey: true, amountCents: true, userId: true },
  });
}

/**
 * Approves a pending request: grants the membership (fulfilment of a paid membership line item)
 * and charges the type's price to the member's saved card; a price of 0 is recorded as a free
 * transaction. A declined or failed charge grants nothing, keeps the request pending, records the
 * failed attempt and answers "Could not approve: <card message>".
 *
 * Charging once: an attempt is a Transaction with the unique lockKey "membership-request:{id}"
 * while pending, so two approvals at once cannot both charge; the Stripe idempotency key is the
 * attempt's key (`membership-request-{id}`, then `-retry-{n}` after a failed attempt: Stripe
 * replays a key's first answer, so a member who fixed their card needs a new key); the request
 * leaves "pending" in the same database transaction as the grant, so a later approval finds it
 * decided. An attempt left pending by a crashed process is resumed with its own key, which Stripe
 * answers with the original result instead of charging again.
 */
export async function approveMembershipRequest(input: DecisionInput, now = new Date()): Promise<ActionResult> {
  const request = await loadRequest(input.requestId);
  if (!request) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notFound };
  if (request.status !== MEMBERSHIP_REQUEST_STATUS.pending) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  const product = request.membershipType.product;
  if (!product) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.noPrice };
  const message = await buildDecisionMessage(MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY, input.selectedMessages, input.message);

  let attempt = await pendingAttempt(request.id);
  if (attempt && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS)
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.inProgress };

  const priceCents = attempt?.amountCents ?? product.priceCents;
  if (!attempt && priceCents <= 0) return grantFree(request, input, message, now);
  const user = request.user;
  if (!user.stripePaymentMethodId) {
    if (attempt) await failAttempt(attempt.id, MEMBERSHIP_REVIEW_MESSAGES.noSavedCard, now);
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.noSavedCard };
  }

  if (!attempt) {
    const previous = await db.transaction.count({ where: attemptsWhere(request.id) });
    const key = previous === 0 ? approvalKey(request.id) : `${approvalKey(request.id)}-retry-${previous}`;
    try {
      const created = await db.transaction.create({
        data: {
          userId: user.id,
          type: TRANSACTION_TYPE.purchase,
          status: TRANSACTION_STATUS.pending,
          amountCents: priceCents,
          idempotencyKey: key,
          paymentMethodType: PAYMENT_METHOD_TYPE.existing,
          createdById: input.adminId,
          lockKey: approvalLockKey(request.id),
          createdAt: now,
        },
        select: { id: true, status: true, createdAt: true, idempotencyKey: true, amountCents: true, userId: true },
      });
      attempt = created;
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.inProgress };
      throw error;
    }
  }

  const charge = await chargeSavedCard({
    amountCents: attempt.amountCents,
    customerId: user.stripeCustomerId,
    paymentMethodId: user.stripePaymentMethodId,
    idempotencyKey: attempt.idempotencyKey,
    description: `${request.membershipType.name} (membership request #${request.id})`,
    metadata: { transactionId: String(attempt.id), userId: String(user.id), membershipRequestId: String(request.id) },
  });
  if (!charge.ok) {
    await failAttempt(attempt.id, charge.message, now);
    await recordAudit({
      actorId: input.adminId,
      action: "membershipRequest.approve_failed",
      entityType: "MembershipRequest",
      entityId: request.id,
      after: { transactionId: attempt.id, amountCents: attempt.amountCents, message: charge.message, declined: charge.declined },
    });
    return { ok: false, message: approveFailureMessage(charge.message) };
  }

  const attemptId = attempt.id;
  const amountCents = attempt.amountCents;
  try {
    await db.$transaction(async (tx) => {
      await tx.transaction.update({
        where: { id: attemptId },
        data: {
          status: TRANSACTION_STATUS.succeeded,
          lockKey: null,
          completedAt: now,
          stripeId: charge.paymentIntentId,
          cardLastFour: charge.card?.lastFour ?? user.pmLastFour,
          failureMessage: null,
        },
      });
      await grantInTx(
        tx,
        request,
        {
          ...input,
          transactionId: attemptId,
          amountCents,
          paymentMethodId: charge.card?.paymentMethodId ?? user.stripePaymentMethodId,
          message,
        },
        now,
      );
    });
  } catch (error) {
    if (!(error instanceof NotPendingError) && !(error instanceof AlreadyPaidError)) throw error;
    // Decided (or deleted) while the card was being charged: keep the money on record for a refund.
    log.error("membership approval charged but the request was already decided: refund needed", {
      requestId: request.id,
      transactionId: attemptId,
    });
    await db.transaction.update({
      where: { id: attemptId },
      data: {
        status: TRANSACTION_STATUS.succeeded,
        lockKey: null,
        completedAt: now,
        stripeId: charge.paymentIntentId,
        cardLastFour: charge.card?.lastFour ?? null,
        failureMessage: "Request already decided: refund needed",
      },
    });
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  }
  await notifyApproved(request, { amountCents, lastFour: charge.card?.lastFour ?? user.pmLastFour, message });
  return { ok: true };
}

async function failAttempt(transactionId: number, message: string, now: Date) {
  await db.transaction.updateMany({
    where: { id: transactionId, status: TRANSACTION_STATUS.pending },
    data: { status: TRANSACTION_STATUS.failed, lockKey: null, failureMessage: message.slice(0, 500), completedAt: now },
  });
}

/** A free membership (price 0): the line item and a free transaction, granted in one database transaction. */
async function grantFree(request: LoadedRequest, input: DecisionInput, message: string | null, now: Date): Promise<ActionResult> {
  try {
    await db.$transaction(async (tx) => {
      const previous = await tx.transaction.count({ where: attemptsWhere(request.id) });
      const t = await tx.transaction.create({
        data: {
          userId: request.user.id,
          type: TRANSACTION_TYPE.purchase,
          status: TRANSACTION_STATUS.succeeded,
          amountCents: 0,
          idempotencyKey: previous === 0 ? approvalKey(request.id) : `${approvalKey(request.id)}-retry-${previous}`,
          paymentMethodType: PAYMENT_METHOD_TYPE.free,
          createdById: input.adminId,
          completedAt: now,
          createdAt: now,
        },
        select: { id: true },
      });
      await grantInTx(tx, request, { ...input, transactionId: t.id, amountCents: 0, paymentMethodId: null, message }, now);
    });
  } catch (error) {
    if (error instanceof NotPendingError || isUniqueViolation(error)) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
    throw error;
  }
  await notifyApproved(request, { amountCents: 0, lastFour: null, message });
  return { ok: true };
}

/**
 * Inside the payment's database transaction: the request leaves "pending" (conditionally: a second
 * approval rolls back here), the membership line item is created and attached to the transaction
 * (fulfilment creates the UserMembership), the request points at the membership, the user's
 * membership summary follows, and the decision is audited.
 */
async function grantInTx(
  tx: Tx,
  request: LoadedRequest,
  grant: DecisionInput & { transactionId: number; amountCents: number; paymentMethodId: string | null; message: string | null },
  now: Date,
) {
  const product = request.membershipType.product;
  if (!product) throw new Error("membership type without a product");
  const claimed = await tx.membershipRequest.updateMany({
    where: { id: request.id, status: MEMBERSHIP_REQUEST_STATUS.pending },
    data: { status: MEMBERSHIP_REQUEST_STATUS.approved, reviewedById: grant.adminId, reviewedAt: now, message: grant.message },
  });
  if (claimed.count !== 1) throw new NotPendingError();
  const line = await tx.lineItem.create({
    data: {
      userId: request.user.id,
      productId: product.id,
      kind: PRODUCT_KIND.membership,
      name: product.name,
      priceCents: grant.amountCents,
      finalPriceCents: grant.amountCents,
      quantity: 1,
      showInCart: false,
      createdAt: now,
    },
    select: { id: true },
  });
  await attachPaidLines(
    tx,
    {
      transactionId: grant.transactionId,
      userId: request.user.id,
      lines: [{ id: line.id, unitCents: grant.amountCents, beforeDiscountCents: null, discountId: null }],
      paymentMethodId: grant.paymentMethodId,
    },
    now,
  );
  const membership = await tx.userMembership.findUnique({ where: { lineItemId: line.id }, select: { id: true, start: true, end: true } });
  if (!membership) throw new Error(`fulfilment made no membership for line item ${line.id}`);
  await tx.membershipRequest.update({ where: { id: request.id }, data: { userMembershipId: membership.id } });
  await syncMembershipStatus(tx, request.user.id, now);
  await recordAudit(
    {
      actorId: grant.adminId,
      action: "membershipRequest.approve",
      entityType: "MembershipRequest",
      entityId: request.id,
      before: { status: MEMBERSHIP_REQUEST_STATUS.pending },
      after: {
        status: MEMBERSHIP_REQUEST_STATUS.approved,
        transactionId: grant.transactionId,
        amountCents: grant.amountCents,
        userMembershipId: membership.id,
        start: membership.start,
        end: membership.end,
        selectedMessages: grant.selectedMessages,
        message: grant.message,
      },
    },
    tx,
  );
}

async function notifyApproved(request: LoadedRequest, paid: { amountCents: number; lastFour: string | null; message: string | null }) {
  const charged =
    paid.amountCents > 0
      ? ` ${formatCents(paid.amountCents)} was charged to your saved card${paid.lastFour ? ` ending in ${paid.lastFour}` : ""}.`
      : "";
  const extra = paid.message ? `\n\n${htmlToText(paid.message)}` : "";
  await notifyMember(request.user, {
    title: "Membership request approved",
    message: `Your ${request.membershipType.name} request was approved and your membership is active.${charged}${extra}`,
    url: paths.membership.root(),
    subject: `Your ${request.membershipType.name} request was approved`,
    template: "membership_request_approved",
  });
}

/** Rejects a pending request with a message (templates of the membership-rejection category and free text). */
export async function rejectMembershipRequest(input: DecisionInput, now = new Date()): Promise<ActionResult> {
  const request = await loadRequest(input.requestId);
  if (!request) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notFound };
  if (request.status !== MEMBERSHIP_REQUEST_STATUS.pending) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  const attempt = await pendingAttempt(request.id);
  if (attempt && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS)
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.inProgress };
  const message = await buildDecisionMessage(MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.membershipRequest.updateMany({
      where: { id: request.id, status: MEMBERSHIP_REQUEST_STATUS.pending },
      data: { status: MEMBERSHIP_REQUEST_STATUS.rejected, reviewedById: input.adminId, reviewedAt: now, message },
    });
    if (claimed.count !== 1) return false;
    await syncMembershipStatus(tx, request.user.id, now);
    await recordAudit(
      {
        actorId: input.adminId,
        action: "membershipRequest.reject",
        entityType: "MembershipRequest",
        entityId: request.id,
        before: { status: MEMBERSHIP_REQUEST_STATUS.pending },
        after: { status: MEMBERSHIP_REQUEST_STATUS.rejected, selectedMessages: input.selectedMessages, message },
      },
      tx,
    );
    return true;
  });
  if (!done) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.notPending };
  await notifyMember(request.user, {
    title: "Membership request not approved",
    message: `Your ${request.membershipType.name} request was not approved.${message ? `\n\n${htmlToText(message)}` : ""}`,
    url: paths.membership.root(),
    subject: `Your ${request.membershipType.name} request`,
    template: "membership_request_rejected",
  });
  return { ok: true };
}

/**
 * Deletes a request and its uploaded files (media rows in the same database transaction, the files
 * after it). A membership it granted stays. Refused while an approval is charging the card.
 */
export async function deleteMembershipRequest(adminId: number, requestId: number, now = new Date()): Promise<ActionResult> {
  try {
    const request = await db.membershipRequest.findUnique({
      where: { id: requestId },
      select: {
        id: true,
        userId: true,
        status: true,
        membershipTypeId: true,
        userMembershipId: true,
        createdAt: true,
        media: { select: { id: true, storedPath: true } },
      },
    });
    if (!request) return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
    const attempt = await pendingAttempt(request.id);
    if (attempt && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS)
      return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
    await db.$transaction(async (tx) => {
      if (attempt)
        await tx.transaction.updateMany({
          where: { id: attempt.id, status: TRANSACTION_STATUS.pending },
          data: { status: TRANSACTION_STATUS.failed, lockKey: null, failureMessage: "Request deleted", completedAt: now },
        });
      await tx.media.deleteMany({ where: { membershipRequestId: request.id } });
      await tx.membershipRequest.delete({ where: { id: request.id } });
      await syncMembershipStatus(tx, request.userId, now);
      await recordAudit(
        {
          actorId: adminId,
          action: "membershipRequest.delete",
          entityType: "MembershipRequest",
          entityId: request.id,
          before: {
            userId: request.userId,
            status: request.status,
            membershipTypeId: request.membershipTypeId,
            userMembershipId: request.userMembershipId,
            createdAt: request.createdAt,
            mediaIds: request.media.map((m) => m.id),
          },
        },
        tx,
      );
    });
    await deleteStoredFiles(request.media.map((m) => m.storedPath)).catch((error: unknown) =>
      log.warn("could not delete membership request files", { requestId, error }),
    );
    return { ok: true };
  } catch (error) {
    log.error("delete membership request failed", { requestId, error });
    return { ok: false, message: MEMBERSHIP_REVIEW_MESSAGES.deleteFailed };
  }
}
