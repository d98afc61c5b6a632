/**
 * Orders: a paid order (a succeeded transaction whose line items were paid through the product's own
 * payment path, `attachPaidLines`, so each item's fulfilment runs: an exam fee becomes an exam
 * attempt, a membership starts, an event gets a seat ...) and an unpaid line in the cart.
 */
import { createHash } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client.ts";
import { DISCOUNT_KIND, PAYMENT_METHOD_TYPE, TRANSACTION_STATUS, TRANSACTION_TYPE, type PaymentMethodType } from "~/domain/constants.ts";
import { attachPaidLines } from "~/features/commerce/payments.server.ts";
import { priceCart } from "~/features/commerce/pricing.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { db } from "~/lib/db.server.ts";
import { idLabel, next } from "./sequence.ts";

/** A line of an order: what the cart would hold. `finalPriceCents` is the price when added (default: the list price). */
export type OrderLine = {
  kind: string;
  name: string;
  priceCents: number;
  finalPriceCents?: number;
  productId?: number | null;
  quantity?: number;
  registrationId?: number | null;
  userCertificationId?: number | null;
  year?: number | null;
  due?: Date | null;
  hcCourseId?: string | null;
  discountId?: number | null;
  priceBeforeDiscountCents?: number | null;
  freeForMembers?: boolean;
  /** false: a balance kept off the cart (a registration waiting for approval) */
  showInCart?: boolean;
  /** true: the cart offers a quantity for it */
  withQty?: boolean;
};

/** A product as an order line at its list price (override what differs). */
export function productLine(
  product: { id: number; kind: string; name: string; priceCents: number; freeForMembers?: boolean },
  over: Partial<OrderLine> = {},
): OrderLine {
  return {
    kind: product.kind,
    name: product.name,
    priceCents: product.priceCents,
    productId: product.id,
    freeForMembers: product.freeForMembers ?? false,
    ...over,
  };
}

/** An unpaid line item of the user: in the cart unless `showInCart: false`. */
export async function cartLine(userId: number, line: OrderLine, opts: { at?: Date } = {}) {
  return db.lineItem.create({
    data: {
      userId,
      kind: line.kind,
      name: line.name,
      productId: line.productId ?? null,
      priceCents: line.priceCents,
      finalPriceCents: line.finalPriceCents ?? line.priceCents,
      quantity: line.quantity ?? 1,
      registrationId: line.registrationId ?? null,
      userCertificationId: line.userCertificationId ?? null,
      year: line.year ?? null,
      due: line.due ?? null,
      hcCourseId: line.hcCourseId ?? null,
      discountId: line.discountId ?? null,
      priceBeforeDiscountCents: line.priceBeforeDiscountCents ?? null,
      freeForMembers: line.freeForMembers ?? false,
      showInCart: line.showInCart ?? true,
      withQty: line.withQty ?? false,
      ...(opts.at ? { createdAt: opts.at } : {}),
    },
  });
}

export type PayOptions = {
  /** when it was paid (default now): the transaction's date and the fulfilment's "now" */
  at?: Date;
  /** default: card (stripe) when something is due, free otherwise */
  method?: PaymentMethodType;
  /** default: a purchase */
  type?: string;
  /** the admin who recorded it (an admin payment) */
  createdById?: number | null;
  discountId?: number | null;
};

const CARD_METHODS: readonly string[] = [PAYMENT_METHOD_TYPE.stripe, PAYMENT_METHOD_TYPE.existing];

/**
 * Pays unpaid line items of the user as checkout does: priced by the cart's price function
 * (member pricing as of `at`), one succeeded transaction, the lines attached and fulfilled.
 */
export async function payLines(userId: number, lineItemIds: readonly number[], opts: PayOptions = {}) {
  const at = opts.at ?? new Date();
  const items = await db.lineItem.findMany({
    where: { id: { in: [...lineItemIds] }, userId, transactionId: null },
    orderBy: { id: "asc" },
  });
  if (items.length !== lineItemIds.length)
    throw new Error(`payLines: not every line item is the user's and unpaid: ${lineItemIds.join(", ")}`);
  // Member pricing changes only a free-for-members line's price: ask only when there is one.
  const memberPricing = items.some((i) => i.freeForMembers) && (await hasMemberPricing(userId, at));
  const priced = priceCart(items, { memberPricing });
  const method = opts.method ?? (priced.totalCents > 0 ? PAYMENT_METHOD_TYPE.stripe : PAYMENT_METHOD_TYPE.free);
  const card = CARD_METHODS.includes(method);
  const n = next();
  return db.$transaction(async (tx) => {
    const transaction = await tx.transaction.create({
      data: {
        userId,
        type: opts.type ?? TRANSACTION_TYPE.purchase,
        status: TRANSACTION_STATUS.succeeded,
        amountCents: priced.totalCents,
        stripeId: card ? `pi_${idLabel()}_${String(n).padStart(6, "0")}` : null,
        idempotencyKey: `${idLabel()}-checkout-${n}`,
        paymentMethodType: method,
        cardLastFour: card ? "4242" : null,
        discountId: opts.discountId ?? null,
        createdById: opts.createdById ?? null,
        completedAt: at,
        createdAt: at,
      },
    });
    await attachPaidLines(
      tx,
      {
        transactionId: transaction.id,
        userId,
        lines: priced.lines.map((l, i) => ({
          id: l.id,
          unitCents: l.discountedUnitCents,
          beforeDiscountCents: l.discounted ? l.unitCents : null,
          discountId: items[i].discountId,
        })),
        paymentMethodId: card ? `pm_${idLabel()}_${n}` : null,
      },
      at,
    );
    return { transaction, lineItemIds: items.map((i) => i.id) };
  });
}

/** A paid order: the lines put in the cart and paid at `at` (see `payLines`). Returns the transaction and the line ids in order. */
export async function paidOrder(userId: number, lines: readonly OrderLine[], opts: PayOptions = {}) {
  const ids: number[] = [];
  for (const line of lines) ids.push((await cartLine(userId, line, { at: opts.at })).id);
  return payLines(userId, ids, opts);
}

/** Gives the user a saved card (Stripe's test card, which the mocked Stripe knows too). */
export async function saveCard(userId: number, card: { id?: string; brand?: string; last4?: string } = {}) {
  return db.user.update({
    where: { id: userId },
    data: { stripePaymentMethodId: card.id ?? "pm_card_visa", pmType: card.brand ?? "visa", pmLastFour: card.last4 ?? "4242" },
  });
}

/** An active promo code: 10% off, unlimited, with a short code of its own (`PROMO…`, unique per id label) unless given. */
export async function promoCode(over: Partial<Prisma.DiscountUncheckedCreateInput> = {}) {
  const label = createHash("sha1").update(idLabel()).digest("hex").slice(0, 6);
  const code = `PROMO${label}${next()}`.toUpperCase();
  return db.discount.create({ data: { code, kind: DISCOUNT_KIND.promo, percentage: true, amount: 10, active: true, ...over } });
}
