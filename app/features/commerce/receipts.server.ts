/** The receipt of a paid transaction: for its owner, and for admins. */
import { PAYMENT_METHOD_TYPE, PRODUCT_KIND } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { formatDate, formatLongDate } from "~/lib/dates.ts";
import { formatCents } from "~/lib/money.ts";
import { PAID_TRANSACTION_STATUSES } from "./payments.server.ts";

/** Who asks: the acting user (the impersonated member while impersonating) and whether the real signed-in person is an admin. */
export type ReceiptAccess = { userId: number; admin: boolean };

/** "10% off" or "$50.00 off". */
export function describeDiscount(d: { percentage: boolean; amount: number }): string {
  return d.percentage ? `${d.amount}% off` : `${formatCents(d.amount)} off`;
}

function methodLabel(t: { paymentMethodType: string; cardLastFour: string | null }): string {
  if (t.paymentMethodType === PAYMENT_METHOD_TYPE.free) return "No charge";
  if (t.paymentMethodType === PAYMENT_METHOD_TYPE.admin) return "Recorded by the association";
  return t.cardLastFour ? `Card ending in ${t.cardLastFour}` : "Card";
}

/**
 * The receipt, or null when the transaction is missing, was never paid (pending or failed: the page
 * says "Total paid"), or belongs to someone else and the asker is not an admin.
 */
export async function getReceipt(access: ReceiptAccess, transactionId: number) {
  const t = await db.transaction.findFirst({
    where: { id: transactionId, status: { in: [...PAID_TRANSACTION_STATUSES] }, ...(access.admin ? {} : { userId: access.userId }) },
    select: {
      id: true,
      userId: true,
      createdAt: true,
      amountCents: true,
      status: true,
      paymentMethodType: true,
      cardLastFour: true,
      user: { select: { firstName: true, lastName: true } },
      discount: { select: { code: true, percentage: true, amount: true } },
      lineItems: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          kind: true,
          name: true,
          quantity: true,
          finalPriceCents: true,
          priceBeforeDiscountCents: true,
          due: true,
          year: true,
          userMembership: { select: { start: true, end: true } },
          donation: { select: { anonymous: true } },
        },
      },
    },
  });
  if (!t) return null;
  const lineItems = t.lineItems.map((li) => {
    const before = li.priceBeforeDiscountCents ?? li.finalPriceCents;
    const isDonation = li.kind === PRODUCT_KIND.donation || li.donation !== null;
    return {
      id: li.id,
      name: li.name,
      quantity: li.quantity,
      unitCents: li.finalPriceCents,
      /** the unit price before the discount code, only when the code changed it (shown struck through) */
      unitBeforeDiscountCents: before !== li.finalPriceCents ? before : null,
      totalCents: li.finalPriceCents * li.quantity,
      due: li.due ? formatLongDate(li.due) : null,
      year: li.year,
      membership: li.userMembership ? { start: formatDate(li.userMembership.start), end: formatDate(li.userMembership.end) } : null,
      donation: isDonation ? { anonymous: li.donation?.anonymous ?? false } : null,
    };
  });
  const beforeCents = t.lineItems.reduce((sum, li) => sum + (li.priceBeforeDiscountCents ?? li.finalPriceCents) * li.quantity, 0);
  const afterCents = t.lineItems.reduce((sum, li) => sum + li.finalPriceCents * li.quantity, 0);
  return {
    id: t.id,
    userId: t.userId,
    memberName: `${t.user.firstName} ${t.user.lastName}`,
    date: formatDate(t.createdAt),
    amountCents: t.amountCents,
    status: t.status,
    method: methodLabel(t),
    discount: t.discount
      ? { code: t.discount.code, description: describeDiscount(t.discount), amountOffCents: beforeCents - afterCents }
      : null,
    lineItems,
  };
}
