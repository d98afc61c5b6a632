/**
 * Buying a practice exam bundle after registration (spec: "add practice exam to cart"): a line item
 * of the registration for the bundle's product. Adding twice makes one line; a bought bundle or a
 * registration still in its wizard (which sells it at its Practice Exam Bundle step) adds nothing.
 */
import { PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, cartLockKey } from "~/features/commerce/cart.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { loadPracticeExam } from "./candidate.server.ts";

export const PRACTICE_EXAM_CART_MESSAGES = {
  added: "The practice exam is in your cart.",
  inRegistration: "Choose the practice exam bundle in your registration.",
  notOffered: "This practice exam is not offered for this registration.",
  bought: "You already have this practice exam.",
} as const;

export type AddToCartOutcome = { ok: true } | { ok: false; message: string };

/** Null: not the member's registration or not a bundle of its certification (a 404). */
export async function addPracticeExamToCart(
  actor: Actor,
  input: { registrationId: number; practiceExamId: number },
  now = new Date(),
): Promise<AddToCartOutcome | null> {
  const page = await loadPracticeExam(actor.userId, input.registrationId, input.practiceExamId);
  if (!page) return null;
  const { state } = page.bundle;
  if (state === "in_cart") return { ok: true };
  if (state === "purchased") return { ok: false, message: PRACTICE_EXAM_CART_MESSAGES.bought };
  if (state === "choose_in_registration") return { ok: false, message: PRACTICE_EXAM_CART_MESSAGES.inRegistration };
  if (state === "not_offered") return { ok: false, message: PRACTICE_EXAM_CART_MESSAGES.notOffered };
  const locked = await db.transaction.count({ where: { lockKey: cartLockKey(actor.userId), status: TRANSACTION_STATUS.pending } });
  if (locked > 0) return { ok: false, message: CART_LOCKED_MESSAGE };
  const product = await db.product.findFirst({
    where: { practiceExam: { id: input.practiceExamId }, deletedAt: null },
    select: { id: true, name: true, priceCents: true },
  });
  if (!product) return { ok: false, message: PRACTICE_EXAM_CART_MESSAGES.notOffered };
  await db.$transaction(async (tx) => {
    // Inside the write lock: a second click finds the first one's line.
    const waiting = await tx.lineItem.count({
      where: { registrationId: input.registrationId, productId: product.id, transactionId: null, showInCart: true },
    });
    if (waiting > 0) return;
    const item = await tx.lineItem.create({
      data: {
        userId: actor.userId,
        registrationId: input.registrationId,
        kind: PRODUCT_KIND.practiceExam,
        productId: product.id,
        name: product.name,
        priceCents: product.priceCents,
        finalPriceCents: product.priceCents,
        showInCart: true,
        createdAt: now,
      },
    });
    await auditChange(tx, actor, {
      action: "registration.practiceExamToCart",
      entityType: "Registration",
      entityId: input.registrationId,
      after: { lineItemId: item.id, practiceExamId: input.practiceExamId, cents: product.priceCents },
    });
  });
  return { ok: true };
}
