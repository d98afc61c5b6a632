/** A member's receipt for one of their own transactions. */
import { PAYMENT_METHOD_TYPE, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { formatDate, formatLongDate } from "~/lib/dates.ts";

/**
 * The receipt, or null when the transaction is missing, belongs to someone else, or was never paid
 * (pending or failed: the page says "Total paid").
 */
export async function getReceipt(userId: number, transactionId: number) {
  const t = await db.transaction.findFirst({
    where: { id: transactionId, userId, status: { in: [TRANSACTION_STATUS.succeeded, TRANSACTION_STATUS.refunded] } },
    select: {
      id: true,
      createdAt: true,
      amountCents: true,
      status: true,
      paymentMethodType: true,
      cardLastFour: true,
      discount: { select: { code: true, percentage: true, amount: true } },
      lineItems: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          name: true,
          quantity: true,
          finalPriceCents: true,
          priceBeforeDiscountCents: true,
          due: true,
          year: true,
          userMembership: { select: { start: true, end: true } },
        },
      },
    },
  });
  if (!t) return null;
  const method =
    t.paymentMethodType === PAYMENT_METHOD_TYPE.free
      ? "No charge"
      : t.paymentMethodType === PAYMENT_METHOD_TYPE.admin
        ? "Recorded by the association"
        : t.cardLastFour
          ? `Card ending in ${t.cardLastFour}`
          : "Card";
  return {
    id: t.id,
    date: formatDate(t.createdAt),
    amountCents: t.amountCents,
    status: t.status,
    method,
    discount: t.discount ? { code: t.discount.code } : null,
    lineItems: t.lineItems.map((li) => ({
      id: li.id,
      name: li.name,
      quantity: li.quantity,
      totalCents: li.finalPriceCents * li.quantity,
      due: li.due ? formatLongDate(li.due) : null,
      year: li.year,
      membership: li.userMembership ? { start: formatDate(li.userMembership.start), end: formatDate(li.userMembership.end) } : null,
    })),
  };
}
