/** Fulfilment: the paid review fee submits the group CEU pre-approval it belongs to. */
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";

/**
 * The review fee is paid: the pre-approval it belongs to is submitted (it waits for review,
 * status pending). A listing whose fee the member took out of the cart is switched off. Idempotent.
 */
export const fulfilGroupCeuReview: FulfilmentHandler = async (tx, item, now) => {
  const g = await tx.groupCeu.findUnique({
    where: { reviewLineItemId: item.id },
    select: { id: true, submittedAt: true, listProgram: true, listingLineItemId: true },
  });
  if (!g || g.submittedAt !== null) return;
  await tx.groupCeu.update({
    where: { id: g.id },
    data: { submittedAt: now, ...(g.listProgram && g.listingLineItemId === null ? { listProgram: false } : {}) },
  });
};
