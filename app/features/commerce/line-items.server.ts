/**
 * Admin work on a member's line items (admin spec: "mark line items paid and edit prices") and the
 * admin Payments tab. Every change is an audit event in the same database transaction.
 */
import type { Result } from "~/kit/forms/outcome.ts";
import {
  PAYMENT_METHOD_TYPE,
  TRANSACTION_STATUS,
  TRANSACTION_STATUS_LABEL,
  TRANSACTION_TYPE,
  TRANSACTION_TYPE_LABEL,
} from "~/domain/constants.ts";
import { dashboardPaymentUrl } from "~/integrations/stripe.server.ts";
import { safeRedirect } from "~/lib/auth.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db, isUniqueViolation } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { afterPayment } from "./fulfilment.server.ts";
import { AlreadyPaidError, attachPaidLines, PAID_TRANSACTION_STATUSES } from "./payments.server.ts";
import { notFound } from "~/lib/http.ts";

export const LINE_ITEM_MESSAGES = {
  alreadyPaid: "This item is already paid.",
  paidPriceLocked: "A paid item's price cannot be changed.",
  notFound: "This item no longer exists.",
} as const;

export type LineItemActionResult = Result<{ transactionId: number | null }>;

/** The one idempotency key of "mark as paid" for an item: marking it twice finds the unique key taken. */
export function markPaidKey(lineItemId: number): string {
  return `mark-paid-${lineItemId}`;
}

/** The admin page a line-item modal was opened from (its `returnTo`), when it is one; else null. */
export function adminReturnTo(raw: unknown): string | null {
  const safe = safeRedirect(raw);
  return safe?.startsWith("/admin/") ? safe : null;
}

/**
 * One of the member's line items, for the admin modals, or null when it does not exist or belongs
 * to someone else (the route answers 404).
 */
export async function findUserLineItem(userId: number, lineItemId: number) {
  const item = await db.lineItem.findFirst({
    where: { id: lineItemId, userId },
    select: { id: true, name: true, priceCents: true, finalPriceCents: true, quantity: true, transactionId: true },
  });
  if (!item) return null;
  const { transactionId, ...rest } = item;
  return { ...rest, paid: transactionId !== null };
}

/**
 * Records an unpaid line item as paid by the association: an `admin_payment` transaction of the
 * item's current price times its quantity, the item linked to it (fulfilment runs: event seat,
 * donation, ...) and an audit event, all in one database transaction.
 *
 * The transaction's idempotency key is derived from the item, so a double click (or two admins at
 * once) creates one transaction: the second attempt hits the unique key, or finds the item paid
 * (attachPaidLines), rolls back and answers "This item is already paid."
 */
export async function markLineItemPaid(
  input: { actor: Actor; lineItemId: number; notes: string | null },
  now = new Date(),
): Promise<LineItemActionResult> {
  const item = await db.lineItem.findUnique({
    where: { id: input.lineItemId },
    select: { id: true, userId: true, name: true, finalPriceCents: true, quantity: true, discountId: true, transactionId: true },
  });
  if (!item) return { ok: false, message: LINE_ITEM_MESSAGES.notFound };
  if (item.transactionId !== null) return { ok: false, message: LINE_ITEM_MESSAGES.alreadyPaid };
  const amountCents = item.finalPriceCents * item.quantity;
  try {
    const transactionId = await db.$transaction(async (tx) => {
      const transaction = await tx.transaction.create({
        data: {
          userId: item.userId,
          type: TRANSACTION_TYPE.adminPayment,
          status: TRANSACTION_STATUS.succeeded,
          amountCents,
          paymentMethodType: PAYMENT_METHOD_TYPE.admin,
          createdById: input.actor.userId,
          overrideNotes: input.notes,
          idempotencyKey: markPaidKey(item.id),
          completedAt: now,
          createdAt: now,
        },
        select: { id: true },
      });
      await attachPaidLines(
        tx,
        {
          transactionId: transaction.id,
          userId: item.userId,
          lines: [{ id: item.id, unitCents: item.finalPriceCents, beforeDiscountCents: null, discountId: item.discountId }],
          paymentMethodId: null,
        },
        now,
      );
      await auditChange(tx, input.actor, {
        action: "line_item.mark_paid",
        entityType: "LineItem",
        entityId: item.id,
        before: { transactionId: null },
        after: { transactionId: transaction.id, amountCents, notes: input.notes },
      });
      return transaction.id;
    });
    await afterPayment(transactionId);
    return { ok: true, transactionId };
  } catch (error) {
    if (error instanceof AlreadyPaidError || isUniqueViolation(error)) return { ok: false, message: LINE_ITEM_MESSAGES.alreadyPaid };
    throw error;
  }
}

/**
 * Sets the price an unpaid item is charged at. Decision: `finalPriceCents` is what is charged (the
 * cart, checkout and "mark as paid" all read it), so that is what changes; `priceCents` stays the
 * list price (the cart shows it struck through when the admin's price is lower). A
 * free-for-members item loses that flag, because pricing charges non-members the list price of such
 * an item and the admin's price must hold for everyone. Paid items keep the price they were paid at.
 */
export async function changeLineItemPrice(input: { actor: Actor; lineItemId: number; priceCents: number }): Promise<LineItemActionResult> {
  const item = await db.lineItem.findUnique({
    where: { id: input.lineItemId },
    select: { id: true, finalPriceCents: true, freeForMembers: true, transactionId: true },
  });
  if (!item) return { ok: false, message: LINE_ITEM_MESSAGES.notFound };
  if (item.transactionId !== null) return { ok: false, message: LINE_ITEM_MESSAGES.paidPriceLocked };
  return db.$transaction(async (tx) => {
    // Conditional on still being unpaid: a checkout or "mark as paid" may have landed meanwhile.
    const { count } = await tx.lineItem.updateMany({
      where: { id: item.id, transactionId: null },
      data: { finalPriceCents: input.priceCents, freeForMembers: false },
    });
    if (count !== 1) return { ok: false, message: LINE_ITEM_MESSAGES.paidPriceLocked } as const;
    await auditChange(tx, input.actor, {
      action: "line_item.change_price",
      entityType: "LineItem",
      entityId: item.id,
      before: { finalPriceCents: item.finalPriceCents, freeForMembers: item.freeForMembers },
      after: { finalPriceCents: input.priceCents, freeForMembers: false },
    });
    return { ok: true, transactionId: null } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Admin Payments tab
// ---------------------------------------------------------------------------------------------

const TYPE_LABEL: Record<string, string> = TRANSACTION_TYPE_LABEL;
const STATUS_LABEL: Record<string, string> = TRANSACTION_STATUS_LABEL;
const METHOD_LABEL: Record<string, string> = {
  [PAYMENT_METHOD_TYPE.stripe]: "Card",
  [PAYMENT_METHOD_TYPE.existing]: "Saved card",
  [PAYMENT_METHOD_TYPE.admin]: "Admin",
  [PAYMENT_METHOD_TYPE.free]: "No charge",
};

/** How many transactions the tab lists (newest first). */
export const PAYMENTS_TAB_LIMIT = 200;

/**
 * The member's transactions (newest first, every status, so an admin sees failed attempts too) and
 * their unpaid line items (in the cart or not), or null when there is no such user.
 */
export async function listUserPayments(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) return null;
  const [transactions, totalTransactions, unpaid] = await Promise.all([
    db.transaction.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: PAYMENTS_TAB_LIMIT,
      select: {
        id: true,
        createdAt: true,
        type: true,
        status: true,
        paymentMethodType: true,
        cardLastFour: true,
        amountCents: true,
        stripeId: true,
        overrideNotes: true,
        discount: { select: { code: true } },
        createdBy: { select: { firstName: true, lastName: true } },
        lineItems: { orderBy: { id: "asc" }, select: { name: true, quantity: true } },
      },
    }),
    db.transaction.count({ where: { userId } }),
    db.lineItem.findMany({
      where: { userId, transactionId: null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        priceCents: true,
        finalPriceCents: true,
        quantity: true,
        showInCart: true,
        registrationId: true,
        due: true,
        year: true,
      },
    }),
  ]);
  return {
    totalTransactions,
    transactions: transactions.map((t) => {
      const lineItemNames = t.lineItems.map((li) => (li.quantity > 1 ? `${li.name} × ${li.quantity}` : li.name));
      return {
        id: t.id,
        date: formatDate(t.createdAt),
        type: t.type,
        typeLabel: TYPE_LABEL[t.type] ?? t.type,
        status: t.status,
        statusLabel: STATUS_LABEL[t.status] ?? t.status,
        method: t.paymentMethodType,
        methodLabel:
          (t.paymentMethodType === PAYMENT_METHOD_TYPE.stripe || t.paymentMethodType === PAYMENT_METHOD_TYPE.existing) && t.cardLastFour
            ? `${METHOD_LABEL[t.paymentMethodType]} ending in ${t.cardLastFour}`
            : (METHOD_LABEL[t.paymentMethodType] ?? t.paymentMethodType),
        amountCents: t.amountCents,
        stripeId: t.stripeId,
        dashboardUrl: t.stripeId ? dashboardPaymentUrl(t.stripeId) : null,
        discountCode: t.discount?.code ?? null,
        notes: t.overrideNotes,
        recordedBy: t.createdBy ? `${t.createdBy.firstName} ${t.createdBy.lastName}` : null,
        lineItemNames,
        /** the receipt page shows paid (and refunded) payments only */
        hasReceipt: (PAID_TRANSACTION_STATUSES as readonly string[]).includes(t.status),
      };
    }),
    unpaidItems: unpaid.map((li) => ({
      id: li.id,
      name: li.name,
      priceCents: li.priceCents,
      finalPriceCents: li.finalPriceCents,
      quantity: li.quantity,
      showInCart: li.showInCart,
      registrationId: li.registrationId,
      due: li.due ? formatDate(li.due) : null,
      year: li.year,
    })),
  };
}

/**
 * What the mark-paid and change-price modals load: the member's item (404 for another member's),
 * where the modal closes to (`?returnTo=`, admin paths only, else the Payments tab).
 */
export async function lineItemModal(userId: number, lineItemId: number, returnToRaw: string | null) {
  const item = await findUserLineItem(userId, lineItemId);
  if (!item) throw notFound();
  const returnTo = adminReturnTo(returnToRaw);
  return {
    closeTo: returnTo ?? paths.admin.users.payments(userId),
    returnTo,
    paid: item.paid,
    finalPriceCents: item.finalPriceCents,
    item: {
      name: item.name,
      quantity: item.quantity,
      price: formatCents(item.finalPriceCents),
      amount: formatCents(item.finalPriceCents * item.quantity),
    },
  };
}
