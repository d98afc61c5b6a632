/**
 * Marking line items paid: the one place a Transaction gets its line items. Used by checkout (card,
 * saved card, free, admin override), the Stripe webhook and the admin "mark as paid" action.
 */
import type { Tx } from "~/lib/db.server.ts";
import { fulfilLineItems, type PaidLineItem } from "./fulfilment.server.ts";

/** A priced cart line as the transaction pays it (unit price after discount; before, when a code changed it). */
export type PaidLine = { id: number; unitCents: number; beforeDiscountCents: number | null; discountId: number | null };

export class AlreadyPaidError extends Error {
  constructor(public readonly lineItemIds: number[]) {
    super(`line items already paid: ${lineItemIds.join(", ")}`);
  }
}

/**
 * Links the lines to the succeeded transaction, snapshotting the prices paid, and runs each item's
 * fulfilment. Only unpaid items are touched: an item paid meanwhile (another checkout, an admin)
 * throws AlreadyPaidError, so the caller's database transaction rolls back.
 */
export async function attachPaidLines(
  tx: Tx,
  input: { transactionId: number; userId: number; lines: readonly PaidLine[]; paymentMethodId: string | null },
  now = new Date(),
): Promise<void> {
  const clash: number[] = [];
  for (const line of input.lines) {
    const { count } = await tx.lineItem.updateMany({
      where: { id: line.id, userId: input.userId, transactionId: null },
      data: {
        transactionId: input.transactionId,
        finalPriceCents: line.unitCents,
        priceBeforeDiscountCents: line.beforeDiscountCents,
        discountId: line.discountId,
        paymentMethodId: input.paymentMethodId,
      },
    });
    if (count !== 1) clash.push(line.id);
  }
  if (clash.length > 0) throw new AlreadyPaidError(clash);
  const paid = await tx.lineItem.findMany({
    where: { id: { in: input.lines.map((l) => l.id) } },
    orderBy: { id: "asc" },
    select: { id: true, userId: true, kind: true, productId: true, registrationId: true, quantity: true, finalPriceCents: true },
  });
  const items: PaidLineItem[] = paid.map((p) => ({ ...p, transactionId: input.transactionId }));
  await fulfilLineItems(tx, items, now);
}

export { PAID_TRANSACTION_STATUSES } from "~/domain/constants.ts";
