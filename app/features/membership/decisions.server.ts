/**
 * Deciding membership requests (student and emeritus), on the review kit (kit/review/decide.server.ts).
 *
 * Approving charges the type's price to the member's saved card and grants the membership through
 * the same path as a checkout: a pending Transaction (the attempt, holding the request's lock), the
 * charge with an idempotency key (the kit's `prepare` step, outside the database transaction),
 * then ONE database transaction that marks the transaction succeeded, creates and attaches the
 * membership line item (fulfilment creates the UserMembership), moves the request out of "pending"
 * and records the decision. A declined card grants nothing and leaves the request pending; the
 * failed attempt stays on record. A price of 0 is recorded as a free transaction.
 *
 * Charging once: a pending attempt holds the unique lockKey "membership-request:{id}", so two
 * approvals cannot both charge, and the attempt is made only while the request is still pending (an
 * approval that granted meanwhile is seen then); the Stripe idempotency key is the attempt's (`membership-request-{id}`,
 * then `-retry-{n}`: Stripe replays a key's first answer, so a fixed card needs a new key); the request
 * leaves "pending" in the grant's transaction, so a later approval finds it decided. An attempt left
 * by a crashed process is resumed with its own key (Stripe answers the original result).
 */
import { MEMBERSHIP_REQUEST_STATUS, PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { AlreadyPaidError, attachPaidLines } from "~/features/commerce/payments.server.ts";
import {
  chargeInProgress,
  chargeSavedCardOnce,
  freeTransaction,
  markCharged,
  pendingAttempt,
  STALE_ATTEMPT_MS,
  type Charged,
} from "~/features/commerce/saved-card-charge.server.ts";
import type { Result } from "~/kit/forms/outcome.ts";
import { decide, LostRace, type DecisionDefinition, type DecisionInput, type DecisionKind } from "~/kit/review/decide.server.ts";
import { decisionRoute } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { DecisionSchema } from "~/kit/review/schemas.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, isUniqueViolation, type Tx } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { deleteStoredFiles } from "~/lib/uploads.server.ts";
import { syncMembershipStatus } from "./memberships.server.ts";
import { approvalKey, approvalLockKey, requestSelect } from "./review.server.ts";
import {
  approveFailureMessage,
  MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY,
  MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY,
  MEMBERSHIP_REVIEW_MESSAGES,
} from "./rules.ts";

async function loadRequest(id: number) {
  const r = await db.membershipRequest.findUnique({ where: { id }, select: requestSelect });
  return r && { ...r, owner: r.user };
}
type LoadedRequest = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;

const keysOf = (requestId: number) => ({ lockKey: approvalLockKey(requestId), keyBase: approvalKey(requestId) });

/** What the approval's `prepare` step did: nothing to charge, or a charge that succeeded. */
type Payment = { free: true } | ({ free: false } & Charged) | undefined;

/** Charges the type's price to the saved card, once (see the header); a price of 0 charges nothing. */
async function chargeForApproval(request: LoadedRequest, actor: Actor, now: Date): Promise<Result<{ value: Payment }>> {
  const keys = keysOf(request.id);
  const attempt = await pendingAttempt(keys.lockKey);
  const priceCents = attempt?.amountCents ?? request.membershipType.product!.priceCents;
  if (!attempt && priceCents <= 0) return { ok: true, value: { free: true } };
  const charged = await chargeSavedCardOnce(
    {
      ...keys,
      actor,
      user: request.user,
      amountCents: priceCents,
      description: `${request.membershipType.name} (membership request #${request.id})`,
      metadata: { membershipRequestId: String(request.id) },
      audit: { action: "membershipRequest.approve_failed", entityType: "MembershipRequest", entityId: request.id },
      // A write that changes nothing but conflicts with the grant's (see saved-card-charge.server.ts).
      stillOpen: async (tx) =>
        (await tx.$executeRaw`UPDATE "MembershipRequest" SET "status" = "status" WHERE "id" = ${request.id} AND "status" = ${MEMBERSHIP_REQUEST_STATUS.pending}`) ===
        1,
      messages: {
        noSavedCard: MEMBERSHIP_REVIEW_MESSAGES.noSavedCard,
        inProgress: MEMBERSHIP_REVIEW_MESSAGES.inProgress,
        decided: MEMBERSHIP_REVIEW_MESSAGES.notPending,
        failed: approveFailureMessage,
      },
    },
    now,
  );
  return charged.ok ? { ok: true, value: { free: false, ...charged.value } } : charged;
}

/**
 * Inside the payment's database transaction: the request leaves "pending" (conditionally: a second
 * approval loses here), the membership line item is created and attached to the transaction
 * (fulfilment creates the UserMembership), the request points at the membership and the user's
 * membership summary follows.
 */
async function grant(
  tx: Tx,
  request: LoadedRequest,
  g: { actor: Actor; transactionId: number; amountCents: number; paymentMethodId: string | null; message: string | null },
  now: Date,
) {
  const product = request.membershipType.product;
  if (!product) throw new Error("membership type without a product");
  const claimed = await tx.membershipRequest.updateMany({
    where: { id: request.id, status: MEMBERSHIP_REQUEST_STATUS.pending },
    data: { status: MEMBERSHIP_REQUEST_STATUS.approved, reviewedById: g.actor.userId, reviewedAt: now, message: g.message },
  });
  if (claimed.count !== 1) throw new LostRace();
  const line = await tx.lineItem.create({
    data: {
      userId: request.user.id,
      productId: product.id,
      kind: PRODUCT_KIND.membership,
      name: product.name,
      priceCents: g.amountCents,
      finalPriceCents: g.amountCents,
      quantity: 1,
      showInCart: false,
      createdAt: now,
    },
    select: { id: true },
  });
  await attachPaidLines(
    tx,
    {
      transactionId: g.transactionId,
      userId: request.user.id,
      lines: [{ id: line.id, unitCents: g.amountCents, beforeDiscountCents: null, discountId: null }],
      paymentMethodId: g.paymentMethodId,
    },
    now,
  );
  const membership = await tx.userMembership.findUnique({ where: { lineItemId: line.id }, select: { id: true, start: true, end: true } });
  if (!membership) throw new Error(`fulfilment made no membership for line item ${line.id}`);
  await tx.membershipRequest.update({ where: { id: request.id }, data: { userMembershipId: membership.id } });
  await syncMembershipStatus(tx, request.user.id, now);
  return {
    status: MEMBERSHIP_REQUEST_STATUS.approved,
    transactionId: g.transactionId,
    amountCents: g.amountCents,
    userMembershipId: membership.id,
    start: membership.start,
    end: membership.end,
  };
}

type Granted = { amountCents: number; lastFour: string | null } | undefined;

export const membershipRequestDecisions: DecisionDefinition<LoadedRequest, Payment, Granted> = {
  entityType: "MembershipRequest",
  auditAction: "membershipRequest",
  templateCategory: { approve: MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY, reject: MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY },
  load: loadRequest,
  notFound: MEMBERSHIP_REVIEW_MESSAGES.notFound,
  async refusal(request, kind, _input, now) {
    if (request.status !== MEMBERSHIP_REQUEST_STATUS.pending) return MEMBERSHIP_REVIEW_MESSAGES.notPending;
    if (kind === "approve" && !request.membershipType.product) return MEMBERSHIP_REVIEW_MESSAGES.noPrice;
    return (await chargeInProgress(approvalLockKey(request.id), now)) ? MEMBERSHIP_REVIEW_MESSAGES.inProgress : null;
  },
  prepare: (request, kind, input, { now }) =>
    kind === "approve" ? chargeForApproval(request, input.actor, now) : Promise.resolve({ ok: true, value: undefined }),
  async apply(tx, request, kind, input, { message, now, prepared: payment }) {
    const before = { status: MEMBERSHIP_REQUEST_STATUS.pending };
    if (kind === "reject") {
      const claimed = await tx.membershipRequest.updateMany({
        where: { id: request.id, status: MEMBERSHIP_REQUEST_STATUS.pending },
        data: { status: MEMBERSHIP_REQUEST_STATUS.rejected, reviewedById: input.actor.userId, reviewedAt: now, message },
      });
      if (claimed.count !== 1) return null;
      await syncMembershipStatus(tx, request.user.id, now);
      return { before, after: { status: MEMBERSHIP_REQUEST_STATUS.rejected }, result: undefined };
    }
    if (!payment || payment.free) {
      const transactionId = await freeTransaction(
        tx,
        { userId: request.user.id, keyBase: approvalKey(request.id), actor: input.actor },
        now,
      );
      const after = await grant(tx, request, { actor: input.actor, transactionId, amountCents: 0, paymentMethodId: null, message }, now);
      return { before, after, result: { amountCents: 0, lastFour: null } };
    }
    await markCharged(tx, payment, now, null);
    const after = await grant(
      tx,
      request,
      {
        actor: input.actor,
        transactionId: payment.attemptId,
        amountCents: payment.amountCents,
        paymentMethodId: payment.paymentMethodId,
        message,
      },
      now,
    );
    return { before, after, result: { amountCents: payment.amountCents, lastFour: payment.lastFour } };
  },
  // A second approval finds the line item paid, or takes the same free transaction key.
  isLostRace: (error) => error instanceof AlreadyPaidError || isUniqueViolation(error),
  lost: () => MEMBERSHIP_REVIEW_MESSAGES.notPending,
  async afterLost(request, _kind, _input, { now, prepared: payment }) {
    if (!payment || payment.free) return;
    // Decided (or deleted) while the card was being charged: keep the money on record for a refund.
    log.error("membership approval charged but the request was already decided: refund needed", {
      requestId: request.id,
      transactionId: payment.attemptId,
    });
    await markCharged(db, payment, now, "Request already decided: refund needed");
  },
  notice(request, kind, _input, { message, result }) {
    const name = request.membershipType.name;
    const extra = message ? `\n\n${htmlToText(message)}` : "";
    if (kind === "reject") {
      return {
        title: "Membership request not approved",
        message: `Your ${name} request was not approved.${extra}`,
        url: paths.membership.root(),
        subject: `Your ${name} request`,
        template: "membership_request_rejected",
      };
    }
    const paid = result ?? { amountCents: 0, lastFour: null };
    const charged =
      paid.amountCents > 0
        ? ` ${formatCents(paid.amountCents)} was charged to your saved card${paid.lastFour ? ` ending in ${paid.lastFour}` : ""}.`
        : "";
    return {
      title: "Membership request approved",
      message: `Your ${name} request was approved and your membership is active.${charged}${extra}`,
      url: paths.membership.root(),
      subject: `Your ${name} request was approved`,
      template: "membership_request_approved",
    };
  },
};

/** Approves a pending request: charges the saved card once and grants the membership (see the header); the member is told. */
export function approveMembershipRequest(input: DecisionInput, now = new Date()): Promise<Result> {
  return decide(membershipRequestDecisions, "approve", input, now);
}

/** Rejects a pending request with a message (templates of the membership-rejection category and free text). */
export function rejectMembershipRequest(input: DecisionInput, now = new Date()): Promise<Result> {
  return decide(membershipRequestDecisions, "reject", input, now);
}

const where = {
  reviewPath: (id: number) => paths.admin.memberships.review(id),
  donePath: () => paths.admin.memberships.root(),
  schema: DecisionSchema,
};
/** The Approve and Reject modal routes (admin.memberships.$requestId.{approve,reject}.tsx). */
export const membershipDecisionRoutes: Record<DecisionKind, ReturnType<typeof decisionRoute>> = {
  approve: decisionRoute(membershipRequestDecisions, "approve", { ...where, failed: MEMBERSHIP_REVIEW_MESSAGES.approveFailed }),
  reject: decisionRoute(membershipRequestDecisions, "reject", { ...where, failed: MEMBERSHIP_REVIEW_MESSAGES.rejectFailed }),
};

/**
 * Deletes a request and its uploaded files (media rows in the same database transaction, the files
 * after it). A membership it granted stays. Refused while an approval is charging the card.
 */
export async function deleteMembershipRequest(actor: Actor, requestId: number, now = new Date()): Promise<Result> {
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
    const attempt = await pendingAttempt(approvalLockKey(request.id));
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
      await auditChange(tx, actor, {
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
      });
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
