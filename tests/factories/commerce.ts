/**
 * Orders: a paid order (a succeeded transaction whose line items were paid through the product's own
 * payment path, `attachPaidLines`, so each item's fulfilment runs: an exam fee becomes an exam
 * attempt, a membership starts, an event gets a seat ...), an unpaid line in the cart, a payment in
 * progress or failed; and what the shop sells: a discount code, a donation fund, an event.
 */
import { createHash } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client.ts";
import {
  DISCOUNT_KIND,
  EVENT_TYPE,
  PAYMENT_METHOD_TYPE,
  PRODUCT_KIND,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  type PaymentMethodType,
} from "~/domain/constants.ts";
import { cartLockKey } from "~/features/commerce/cart.server.ts";
import { attachPaidLines } from "~/features/commerce/payments.server.ts";
import { priceCart } from "~/features/commerce/pricing.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { daysAgo, daysFromNow } from "~/lib/dates.ts";
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
  /** true: the member can change the quantity in the cart */
  withQty?: boolean;
  /** a charge the association posts (annual or late fee), by its natural key */
  chargeKey?: string | null;
  /** a donation line's Donation row, made with the line as the cart makes it (without it, paying makes one, not anonymous) */
  donation?: { anonymous?: boolean; optionId?: number | null };
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
  const item = await db.lineItem.create({
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
      chargeKey: line.chargeKey ?? null,
      ...(opts.at ? { createdAt: opts.at } : {}),
    },
  });
  if (line.donation) {
    await db.donation.create({
      data: {
        userId,
        optionId: line.donation.optionId ?? null,
        amountCents: item.finalPriceCents * item.quantity,
        anonymous: line.donation.anonymous ?? false,
        lineItemId: item.id,
        ...(opts.at ? { createdAt: opts.at } : {}),
      },
    });
  }
  return item;
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
  /** true: each line is paid at the prices it carries (final, before discount), not re-priced: a stored order whose numbers the test sets */
  keepPrices?: boolean;
  /** the amount charged (default: the priced lines' total) */
  amountCents?: number;
  /** the card's last four (default "4242" for a card payment, none otherwise) */
  cardLastFour?: string | null;
  /** the Stripe payment id (default: a made-up `pi_...` for a card payment) */
  stripeId?: string | null;
  /** true: refunded since (the status reads refunded) */
  refunded?: boolean;
};

const CARD_METHODS: readonly string[] = [PAYMENT_METHOD_TYPE.stripe, PAYMENT_METHOD_TYPE.existing];

/**
 * Pays unpaid line items of the user as checkout does: priced by the cart's price function
 * (member pricing as of `at`; `keepPrices`: at their own prices), one succeeded transaction, the
 * lines attached and fulfilled.
 */
export async function payLines(userId: number, lineItemIds: readonly number[], opts: PayOptions = {}) {
  const at = opts.at ?? new Date();
  const items = await db.lineItem.findMany({
    where: { id: { in: [...lineItemIds] }, userId, transactionId: null },
    orderBy: { id: "asc" },
  });
  if (items.length !== lineItemIds.length)
    throw new Error(`payLines: not every line item is the user's and unpaid: ${lineItemIds.join(", ")}`);
  const lines = opts.keepPrices
    ? items.map((i) => ({ id: i.id, unitCents: i.finalPriceCents, beforeDiscountCents: i.priceBeforeDiscountCents, quantity: i.quantity }))
    : await checkoutPrices(userId, items, at);
  const totalCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const method = opts.method ?? (totalCents > 0 ? PAYMENT_METHOD_TYPE.stripe : PAYMENT_METHOD_TYPE.free);
  const card = CARD_METHODS.includes(method);
  const n = next();
  return db.$transaction(async (tx) => {
    const transaction = await tx.transaction.create({
      data: {
        userId,
        type: opts.type ?? TRANSACTION_TYPE.purchase,
        status: opts.refunded ? TRANSACTION_STATUS.refunded : TRANSACTION_STATUS.succeeded,
        amountCents: opts.amountCents ?? totalCents,
        stripeId: opts.stripeId !== undefined ? opts.stripeId : card ? `pi_${idLabel()}_${String(n).padStart(6, "0")}` : null,
        idempotencyKey: `${idLabel()}-checkout-${n}`,
        paymentMethodType: method,
        cardLastFour: opts.cardLastFour !== undefined ? opts.cardLastFour : card ? "4242" : null,
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
        lines: lines.map((l, i) => ({
          id: l.id,
          unitCents: l.unitCents,
          beforeDiscountCents: l.beforeDiscountCents,
          discountId: items[i].discountId,
        })),
        paymentMethodId: card ? `pm_${idLabel()}_${n}` : null,
      },
      at,
    );
    return { transaction, lineItemIds: items.map((i) => i.id) };
  });
}

/** The lines priced by the cart's price function, as checkout prices them (member pricing as of `at`). */
async function checkoutPrices(userId: number, items: Parameters<typeof priceCart>[0], at: Date) {
  // Member pricing changes only a free-for-members line's price: ask only when there is one.
  const memberPricing = items.some((i) => i.freeForMembers) && (await hasMemberPricing(userId, at));
  return priceCart(items, { memberPricing }).lines.map((l) => ({
    id: l.id,
    unitCents: l.discountedUnitCents,
    beforeDiscountCents: l.discounted ? l.unitCents : null,
    quantity: l.quantity,
  }));
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

type UnpaidPaymentOptions = {
  /** when it was started (default now) */
  at?: Date;
  /** what it would charge (default $100) */
  amountCents?: number;
  /** default: a new card (stripe) */
  method?: PaymentMethodType;
  idempotencyKey?: string;
  /** the admin who started it */
  createdById?: number | null;
};

async function unpaidPayment(
  userId: number,
  state: { status: string; lockKey: string | null; failureMessage?: string | null },
  opts: UnpaidPaymentOptions,
) {
  const at = opts.at ?? new Date();
  return db.transaction.create({
    data: {
      userId,
      type: TRANSACTION_TYPE.purchase,
      amountCents: opts.amountCents ?? 10_000,
      idempotencyKey: opts.idempotencyKey ?? `${idLabel()}-attempt-${next()}`,
      paymentMethodType: opts.method ?? PAYMENT_METHOD_TYPE.stripe,
      createdById: opts.createdById ?? null,
      createdAt: at,
      ...state,
    },
  });
}

/** A payment under way: a pending transaction holding the user's cart lock (or `lockKey`'s; null: no lock), so the cart waits. */
export function paymentInProgress(userId: number, opts: UnpaidPaymentOptions & { lockKey?: string | null } = {}) {
  return unpaidPayment(
    userId,
    { status: TRANSACTION_STATUS.pending, lockKey: opts.lockKey !== undefined ? opts.lockKey : cartLockKey(userId) },
    opts,
  );
}

/** A payment that failed (the card declined): no lines paid, the cart's lock released. */
export function failedPayment(userId: number, opts: UnpaidPaymentOptions & { failureMessage?: string } = {}) {
  const failureMessage = opts.failureMessage ?? "Your card was declined.";
  return unpaidPayment(userId, { status: TRANSACTION_STATUS.failed, lockKey: null, failureMessage }, opts);
}

/**
 * An active promo code: 10% off, unlimited, unless given; its code is short (it shows in the cart on
 * a phone) and unique per id label (`PROMO`, a hash of the label, a number), so two browser workers
 * never make the same one. Codes are stored upper-case.
 */
export async function discountCode(over: Partial<Prisma.DiscountUncheckedCreateInput> = {}) {
  const label = createHash("sha1").update(idLabel()).digest("hex").slice(0, 6);
  const code = `PROMO${label}${next()}`.toUpperCase();
  return db.discount.create({ data: { code, kind: DISCOUNT_KIND.promo, percentage: true, amount: 10, active: true, ...over } });
}

/** A donation fund offered at /donate and in the cart, with its donation product ("General fund", the usual preset amounts, unless given). */
export async function donationOption(
  opts: { name?: string; amountsCents?: Prisma.InputJsonValue; active?: boolean; sortOrder?: number; categoryId?: number | null } = {},
) {
  const name = opts.name ?? "General fund";
  const product = await db.product.create({ data: { kind: PRODUCT_KIND.donation, name: `Donation: ${name}`, priceCents: 0 } });
  return db.donationOption.create({
    data: {
      name,
      amountsCents: opts.amountsCents ?? [2500, 5000, 10000, 25000, 50000],
      productId: product.id,
      categoryId: opts.categoryId ?? null,
      active: opts.active ?? true,
      sortOrder: opts.sortOrder ?? 0,
    },
  });
}

export type EventOptions = {
  name?: string;
  type?: string;
  date?: Date;
  priceCents?: number;
  memberPriceCents?: number | null;
  freeForMembers?: boolean;
  approvedForEthics?: boolean;
  ceus?: number | null;
  /** `now` fixes the clock of the default dates */
  now?: Date;
  event?: Partial<Omit<Prisma.EventUncheckedCreateInput, "productId">>;
};

/**
 * An event on sale with its product: a $100 webinar "Money Coaching Webinar" 30 days from now unless
 * given; `event` sets any other column (the expiration day, the recording link ...). Returns both.
 */
export async function upcomingEvent(opts: EventOptions = {}) {
  const name = opts.name ?? "Money Coaching Webinar";
  const product = await db.product.create({
    data: {
      kind: PRODUCT_KIND.event,
      name,
      priceCents: opts.priceCents ?? 10_000,
      memberPriceCents: opts.memberPriceCents ?? null,
      freeForMembers: opts.freeForMembers ?? false,
    },
  });
  const event = await db.event.create({
    data: {
      name,
      type: opts.type ?? EVENT_TYPE.webinar,
      date: opts.date ?? daysFromNow(30, opts.now),
      approvedForEthics: opts.approvedForEthics ?? false,
      ceus: opts.ceus ?? null,
      ...opts.event,
      productId: product.id,
    },
  });
  return { product, event };
}

/** An event already held (30 days ago unless given) whose registration closed that day: on the list, no longer for sale. */
export async function pastEvent(opts: EventOptions = {}) {
  const date = opts.date ?? daysAgo(30, opts.now);
  return upcomingEvent({ name: "Budgeting Basics Webinar", ...opts, date, event: { expirationDate: date, ...opts.event } });
}

/** A member-only event ahead (spec: fpa and virtual types; FPA unless `type` says virtual): its page sends non-members to /membership. */
export async function memberOnlyEvent(opts: EventOptions & { type?: typeof EVENT_TYPE.fpa | typeof EVENT_TYPE.virtual } = {}) {
  return upcomingEvent({ name: "FPA Roundtable", ...opts, type: opts.type ?? EVENT_TYPE.fpa });
}

/**
 * An OnDemand recording first shown 60 days ago, for sale until the end of its expiration day
 * (`expirationDate`, default 90 days ahead; null: no end): the upcoming list and the dashboard show it.
 */
export async function onDemandEvent(opts: EventOptions & { expirationDate?: Date | null } = {}) {
  const expirationDate = opts.expirationDate === undefined ? daysFromNow(90, opts.now) : opts.expirationDate;
  return upcomingEvent({
    name: "OnDemand: Ethics Refresher",
    date: daysAgo(60, opts.now),
    ...opts,
    type: EVENT_TYPE.onDemand,
    event: { expirationDate, ...opts.event },
  });
}

/** A product on sale in the catalogue (system data), at $100 unless told otherwise. */
export async function catalogueProduct(over: Partial<Prisma.ProductUncheckedCreateInput> = {}) {
  return db.product.create({ data: { kind: PRODUCT_KIND.event, name: `Catalogue product ${next()}`, priceCents: 10_000, ...over } });
}
