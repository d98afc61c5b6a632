/**
 * Charging a member's saved card once for an admin decision (approving a membership request,
 * approving a course registration with a balance): the attempt is a pending Transaction that holds
 * a unique lockKey, so two approvals cannot both charge; its Stripe idempotency key is the
 * decision's key base (then `-retry-{n}`: Stripe replays a key's first answer, so a fixed card needs
 * a new key). An attempt left by a crashed process (older than STALE_ATTEMPT_MS) is resumed with its
 * own key and amount, so Stripe answers the original result. The caller's database transaction
 * then marks the attempt succeeded (`markCharged`) and frees the lock beside what the money buys.
 *
 * The caller read its record before the attempt, so an approval that charged, decided and freed the
 * lock meanwhile would go unseen; the transaction that takes the lock therefore first writes the
 * record, on condition that it is still undecided (`stillOpen`). On SQLite that transaction holds
 * the write lock and sees the latest state; on PostgreSQL (serialisable) the write conflicts with
 * a decision committed meanwhile, and the transaction runs again and sees it.
 */
import { PAYMENT_METHOD_TYPE, TRANSACTION_STATUS, TRANSACTION_TYPE } from "~/domain/constants.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { chargeSavedCard } from "~/integrations/stripe.server.ts";
import type { Result } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, isUniqueViolation, type Tx } from "~/lib/db.server.ts";

/** A pending attempt younger than this is still charging; an older one was left by a crash and is resumed. */
export const STALE_ATTEMPT_MS = 2 * 60_000;

/** Which decision a charge belongs to: the lock while charging and the idempotency key base. */
export type ChargeKeys = { lockKey: string; keyBase: string };

/** Every attempt of a decision (the first key and its retries). */
export function attemptsWhere(keyBase: string): Prisma.TransactionWhereInput {
  return { OR: [{ idempotencyKey: keyBase }, { idempotencyKey: { startsWith: `${keyBase}-retry-` } }] };
}

const attemptSelect = { id: true, createdAt: true, idempotencyKey: true, amountCents: true } as const;

/** The pending attempt holding the lock, if any. */
export function pendingAttempt(lockKey: string) {
  return db.transaction.findUnique({ where: { lockKey }, select: attemptSelect });
}

/** True while another approval is charging the card (its attempt is younger than STALE_ATTEMPT_MS). */
export async function chargeInProgress(lockKey: string, now: Date): Promise<boolean> {
  const attempt = await pendingAttempt(lockKey);
  return attempt !== null && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS;
}

/** Marks a pending attempt failed and frees its lock. */
export async function failAttempt(transactionId: number, message: string, now: Date) {
  await db.transaction.updateMany({
    where: { id: transactionId, status: TRANSACTION_STATUS.pending },
    data: { status: TRANSACTION_STATUS.failed, lockKey: null, failureMessage: message.slice(0, 500), completedAt: now },
  });
}

async function nextKey(client: Tx | typeof db, keyBase: string): Promise<string> {
  const previous = await client.transaction.count({ where: attemptsWhere(keyBase) });
  return previous === 0 ? keyBase : `${keyBase}-retry-${previous}`;
}

/** A charge that went through. */
export type Charged = {
  attemptId: number;
  amountCents: number;
  stripeId: string | null;
  lastFour: string | null;
  paymentMethodId: string | null;
};

export type SavedCardCharge = ChargeKeys & {
  actor: Actor;
  user: { id: number; stripeCustomerId: string | null; stripePaymentMethodId: string | null; pmLastFour: string | null };
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** the audit event written when the card is refused */
  audit: { action: string; entityType: string; entityId: number };
  /**
   * In the transaction that takes the lock: whether the decision is still to be made, by a
   * conditional write to the decided record (it must conflict with the write that decides it; see
   * the header).
   */
  stillOpen(tx: Tx): Promise<boolean>;
  messages: { noSavedCard: string; inProgress: string; decided: string; failed(cardMessage: string): string };
};

class Decided extends Error {}

/** Charges the saved card once (see the header). The caller has checked the amount is above 0. */
export async function chargeSavedCardOnce(c: SavedCardCharge, now: Date): Promise<Result<{ value: Charged }>> {
  let attempt = await pendingAttempt(c.lockKey);
  if (!c.user.stripePaymentMethodId) {
    if (attempt) await failAttempt(attempt.id, c.messages.noSavedCard, now);
    return { ok: false, message: c.messages.noSavedCard };
  }
  // A young attempt is another approval charging now (it began after this one's refusal check).
  if (attempt && now.getTime() - attempt.createdAt.getTime() < STALE_ATTEMPT_MS) return { ok: false, message: c.messages.inProgress };
  if (!attempt) {
    try {
      attempt = await db.$transaction(async (tx) => {
        if (!(await c.stillOpen(tx))) throw new Decided();
        return tx.transaction.create({
          data: {
            userId: c.user.id,
            type: TRANSACTION_TYPE.purchase,
            status: TRANSACTION_STATUS.pending,
            amountCents: c.amountCents,
            idempotencyKey: await nextKey(tx, c.keyBase),
            paymentMethodType: PAYMENT_METHOD_TYPE.existing,
            createdById: c.actor.userId,
            lockKey: c.lockKey,
            createdAt: now,
          },
          select: attemptSelect,
        });
      });
    } catch (error) {
      if (error instanceof Decided) return { ok: false, message: c.messages.decided };
      if (isUniqueViolation(error)) return { ok: false, message: c.messages.inProgress };
      throw error;
    }
  }
  const charge = await chargeSavedCard({
    amountCents: attempt.amountCents,
    customerId: c.user.stripeCustomerId,
    paymentMethodId: c.user.stripePaymentMethodId,
    idempotencyKey: attempt.idempotencyKey,
    description: c.description,
    metadata: { transactionId: String(attempt.id), userId: String(c.user.id), ...c.metadata },
  });
  if (!charge.ok) {
    await failAttempt(attempt.id, charge.message, now);
    await auditChange(db, c.actor, {
      ...c.audit,
      after: { transactionId: attempt.id, amountCents: attempt.amountCents, message: charge.message, declined: charge.declined },
    });
    return { ok: false, message: c.messages.failed(charge.message) };
  }
  return {
    ok: true,
    value: {
      attemptId: attempt.id,
      amountCents: attempt.amountCents,
      stripeId: charge.paymentIntentId,
      lastFour: charge.card?.lastFour ?? c.user.pmLastFour,
      paymentMethodId: charge.card?.paymentMethodId ?? c.user.stripePaymentMethodId,
    },
  };
}

/** Inside the caller's transaction: the attempt succeeded (with a note when the money must go back). */
export async function markCharged(client: Tx | typeof db, payment: Charged, now: Date, failureMessage: string | null) {
  await client.transaction.update({
    where: { id: payment.attemptId },
    data: {
      status: TRANSACTION_STATUS.succeeded,
      lockKey: null,
      completedAt: now,
      stripeId: payment.stripeId,
      cardLastFour: payment.lastFour,
      failureMessage,
    },
  });
}

/** The transaction of a free grant (nothing to charge): succeeded at once, keyed like an attempt. */
export async function freeTransaction(tx: Tx, c: { userId: number; keyBase: string; actor: Actor }, now: Date): Promise<number> {
  const t = await tx.transaction.create({
    data: {
      userId: c.userId,
      type: TRANSACTION_TYPE.purchase,
      status: TRANSACTION_STATUS.succeeded,
      amountCents: 0,
      idempotencyKey: await nextKey(tx, c.keyBase),
      paymentMethodType: PAYMENT_METHOD_TYPE.free,
      createdById: c.actor.userId,
      completedAt: now,
      createdAt: now,
    },
    select: { id: true },
  });
  return t.id;
}
