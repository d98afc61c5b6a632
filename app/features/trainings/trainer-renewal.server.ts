/**
 * Renewing the Independent Trainer status (spec: the "renewal agreement" modal; POST
 * /api/training/independent/{id}/renew with signature and date). Offered from 90 days before the
 * status expires and after it has expired: the trainer signs, and the trainer category's renewal
 * product (the training requirements price) goes in the cart, once. Paying extends the status by a
 * year (decision 48: from the old expiry, or from the payment once expired).
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { changeCart } from "~/features/commerce/cart.server.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { formatCents } from "~/lib/money.ts";
import type { TrainerRenewalInput } from "./trainer-schemas.server.ts";
import { renewedExpiry } from "./trainer-status.ts";
import { getTrainerCategory, readTrainerRecord, renewalInCartWhere } from "./trainer-status.server.ts";

export const RENEWAL_MESSAGES = {
  notOffered: "Renewal opens 90 days before your Independent Trainer status expires.",
  notAvailable: "The renewal is not available right now. Please contact us.",
  added: "Your Independent Trainer renewal is in your cart.",
} as const;

/** The renewal product when the member may renew now (expiring soon or expired), else why not. */
async function renewalOffer(userId: number, now: Date) {
  const { status, category } = await readTrainerRecord(userId, now);
  if (status.state !== "expiring_soon" && status.state !== "expired") return { ok: false as const, message: RENEWAL_MESSAGES.notOffered };
  const product = category?.renewalProduct;
  if (!product || product.deletedAt) return { ok: false as const, message: RENEWAL_MESSAGES.notAvailable };
  return { ok: true as const, status, product };
}

/** What the renewal agreement shows; `in_cart` once the renewal waits in the cart, `not_offered` (with why) otherwise. */
export async function loadTrainerRenewal(userId: number, now: Date = new Date()) {
  const offer = await renewalOffer(userId, now);
  if (!offer.ok) return { kind: "not_offered" as const, message: offer.message };
  if (offer.status.renewalInCart) return { kind: "in_cart" as const };
  return {
    kind: "offer" as const,
    fee: formatCents(offer.product.priceCents),
    expired: offer.status.state === "expired",
    expiresOn: formatDate(offer.status.expiresAt),
    today: formatDate(now),
  };
}

/**
 * Puts the renewal in the cart with the signed agreement (kept on its line item, extra.renewal).
 * Twice is once: a renewal already in the cart is the answer (the check and the write share one
 * database transaction, which SQLite runs one writer at a time).
 */
export async function renewalToCart(actor: Actor, input: TrainerRenewalInput, now: Date = new Date()): Promise<{ ok: true } | Invalid> {
  const offer = await renewalOffer(actor.userId, now);
  if (!offer.ok) return invalid({ "": offer.message });
  const { product } = offer;
  const done = await changeCart(actor.userId, async (tx) => {
    const inCart = await tx.lineItem.findFirst({ where: renewalInCartWhere(actor.userId, product.id), select: { id: true } });
    if (inCart) return { ok: true as const };
    const line = await tx.lineItem.create({
      data: {
        userId: actor.userId,
        productId: product.id,
        kind: PRODUCT_KIND.independentTrainer,
        name: product.name,
        priceCents: product.priceCents,
        finalPriceCents: product.priceCents,
        quantity: 1,
        showInCart: true,
        extra: { renewal: { signature: input.signature, signedAt: now.toISOString() } },
        createdAt: now,
      },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "cart.trainer_renewal.add",
      entityType: "LineItem",
      entityId: line.id,
      after: { signature: input.signature },
    });
    return { ok: true as const };
  });
  return done.ok ? done : invalid({ "": done.message });
}

/**
 * The renewal paid (the `independent_trainer` kind's registry entry runs it beside the
 * application's handler): acts only on the category's renewal product. The status runs one more
 * year (renewedExpiry), `renewedAt` is the payment, and the current application's deadline follows.
 * Idempotent: the line item records the renewal it made (extra.renewed).
 */
export const fulfilTrainerRenewal: FulfilmentHandler = async (tx, item, now) => {
  const category = await getTrainerCategory(tx);
  if (!category?.renewalProductId || item.productId !== category.renewalProductId) return;
  const line = await tx.lineItem.findUniqueOrThrow({ where: { id: item.id }, select: { extra: true } });
  const extra = (line.extra && typeof line.extra === "object" && !Array.isArray(line.extra) ? line.extra : {}) as Record<string, unknown>;
  if (extra.renewed) return;
  const trainer = await tx.independentTrainer.findUnique({
    where: { userId: item.userId },
    select: { id: true, expiresAt: true, registrationId: true },
  });
  if (!trainer) return;
  const expiresAt = renewedExpiry(trainer.expiresAt, now);
  await tx.independentTrainer.update({ where: { id: trainer.id }, data: { expiresAt, renewedAt: now } });
  // A renewal after the status expired makes the member a trainer again (the expiry job cleared it).
  await tx.user.update({ where: { id: item.userId }, data: { isIndependentTrainer: true } });
  if (trainer.registrationId) await tx.registration.update({ where: { id: trainer.registrationId }, data: { deadline: expiresAt } });
  await tx.lineItem.update({
    where: { id: item.id },
    data: { extra: { ...extra, renewed: { from: trainer.expiresAt?.toISOString() ?? null, to: expiresAt.toISOString() } } },
  });
};
