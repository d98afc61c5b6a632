/**
 * The cart: the user's unpaid line items shown in the cart (transactionId null, showInCart true),
 * priced by features/commerce/pricing.ts. The applied discount code is the one carried by the cart's
 * items (LineItem.discountId), so items added later are priced with it too.
 */
import { invalid, isInvalid, type Failure, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { EXPIRATION_STATUS, PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { donationAmountsFor, MAX_DONATION_CENTS, type DonationOptionView } from "~/features/commerce/donation-options.ts";
import {
  DISCOUNT_MESSAGES,
  discountProblem,
  priceCart,
  type CartDiscountInput,
  type CartLineInput,
  type PricedCart,
} from "~/features/commerce/pricing.ts";
import { DONATION_MESSAGES, MAX_QUANTITY, QUANTITY_MESSAGE } from "~/features/commerce/schemas.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { formatLongDate } from "~/lib/dates.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";

/** Where clause of the cart's items. */
export function cartItemsWhere(userId: number) {
  return { userId, transactionId: null, showInCart: true } as const;
}

/**
 * A training's or a trainer application's fee may leave the cart although tied to its registration:
 * the registration waits unpaid and can be added again. A certification registration's items are
 * one order the wizard made and leave with it (REGISTRATION_ITEM_MESSAGE).
 */
const REMOVABLE_REGISTRATION_KINDS: readonly string[] = [PRODUCT_KIND.training, PRODUCT_KIND.independentTrainer];

/** Whether the member may remove this cart line themselves. */
function isRemovable(item: { kind: string; registrationId: number | null }): boolean {
  return item.registrationId === null || REMOVABLE_REGISTRATION_KINDS.includes(item.kind);
}

export type CartLine = CartLineInput & {
  withQty: boolean;
  /** 'Month D, YYYY' */
  due: string | null;
  year: number | null;
  discountId: number | null;
  productId: number | null;
  registrationId: number | null;
  /** the member may remove it (else it is part of a certification registration) */
  removable: boolean;
  /** donations: "Anonymous" shown in the cart */
  anonymous: boolean;
};

export type Cart = {
  lines: CartLine[];
  pricing: PricedCart;
  discount: (CartDiscountInput & { id: number }) | null;
  memberPricing: boolean;
  /** a checkout of this cart is in progress (hosted card page open): changes wait until it ends */
  locked: boolean;
};

export function cartLockKey(userId: number): string {
  return `cart:${userId}`;
}

export async function loadCart(userId: number, now = new Date()): Promise<Cart> {
  const [items, memberPricing, pending] = await Promise.all([
    db.lineItem.findMany({
      where: cartItemsWhere(userId),
      orderBy: { id: "asc" },
      select: {
        id: true,
        kind: true,
        name: true,
        priceCents: true,
        finalPriceCents: true,
        freeForMembers: true,
        quantity: true,
        withQty: true,
        due: true,
        year: true,
        discountId: true,
        productId: true,
        registrationId: true,
        donation: { select: { anonymous: true } },
        discount: { select: { id: true, code: true, kind: true, percentage: true, amount: true } },
      },
    }),
    hasMemberPricing(userId, now),
    db.transaction.count({ where: { lockKey: cartLockKey(userId), status: TRANSACTION_STATUS.pending } }),
  ]);
  const discount = items.find((i) => i.discount)?.discount ?? null;
  const lines: CartLine[] = items.map((i) => ({
    id: i.id,
    kind: i.kind,
    name: i.name,
    priceCents: i.priceCents,
    finalPriceCents: i.finalPriceCents,
    freeForMembers: i.freeForMembers,
    quantity: i.quantity,
    withQty: i.withQty,
    due: i.due ? formatLongDate(i.due) : null,
    year: i.year,
    discountId: i.discountId,
    productId: i.productId,
    registrationId: i.registrationId,
    removable: isRemovable(i),
    anonymous: i.kind === PRODUCT_KIND.donation && i.donation?.anonymous === true,
  }));
  return { lines, pricing: priceCart(lines, { memberPricing, discount }), discount, memberPricing, locked: pending > 0 };
}

// ---------------------------------------------------------------------------------------------
// Changes to the cart (spec: PATCH /api/cart/item/{id}, POST /api/cart/remove, POST
// /api/cart/apply-discount, donation add-to-cart). Each one is refused while a checkout of the cart
// is pending, and touches only the user's own unpaid cart items.
// ---------------------------------------------------------------------------------------------

export const CART_LOCKED_MESSAGE = "A payment for your cart is in progress. Please wait a moment and try again.";
export const REGISTRATION_ITEM_MESSAGE = "This item is part of your registration and cannot be removed here.";

export const CART_MESSAGES = {
  quantityUpdated: "Quantity updated",
  removed: "Item removed",
  donationAdded: "Donation added to your cart.",
  donationFailed: "Could not add the donation to your cart.",
  donationOption: "Please choose a donation.",
} as const;

/**
 * What a cart change did: a message for the toast, or why it was refused (`code`: the item is not
 * the user's cart item, a checkout of the cart is pending, or the item is a registration's). A
 * refused form field is the form service's `Invalid` instead.
 */
export type CartResult =
  { ok: true; message: string; /** the item added */ lineItemId?: number } | (Failure & { code: "notFound" | "locked" | "refused" });

const NOT_FOUND: CartResult = { ok: false, code: "notFound", message: "Not Found" };
const LOCKED = { ok: false, code: "locked", message: CART_LOCKED_MESSAGE } as const satisfies CartResult;

class CartLocked extends Error {}

async function isLocked(tx: Tx | typeof db, userId: number): Promise<boolean> {
  return (await tx.transaction.count({ where: { lockKey: cartLockKey(userId), status: TRANSACTION_STATUS.pending } })) > 0;
}

/**
 * Runs a change in one database transaction after checking that no checkout of the cart is pending
 * (other areas that put items in the cart use it too, e.g. the group CEU fees).
 */
export async function changeCart<T>(userId: number, change: (tx: Tx) => Promise<T>): Promise<T | typeof LOCKED> {
  try {
    return await db.$transaction(async (tx) => {
      if (await isLocked(tx, userId)) throw new CartLocked();
      return change(tx);
    });
  } catch (error) {
    if (error instanceof CartLocked) return LOCKED;
    throw error;
  }
}

/** Sets the quantity of one of the user's unpaid cart items that allows it (withQty); anything else is not found. */
export async function updateQuantity(actor: Actor, lineItemId: number, quantity: number): Promise<CartResult | Invalid<"quantity">> {
  const userId = actor.userId;
  if (!Number.isSafeInteger(quantity) || quantity < 1) return invalid({ quantity: QUANTITY_MESSAGE });
  if (quantity > MAX_QUANTITY) return invalid({ quantity: `Please enter a quantity of ${MAX_QUANTITY} or less` });
  return changeCart(userId, async (tx): Promise<CartResult> => {
    const item = await tx.lineItem.findFirst({
      where: { id: lineItemId, ...cartItemsWhere(userId) },
      select: { id: true, withQty: true, quantity: true },
    });
    if (!item || !item.withQty) return NOT_FOUND;
    await tx.lineItem.update({ where: { id: item.id }, data: { quantity } });
    await auditChange(tx, actor, {
      action: "cart.quantity",
      entityType: "LineItem",
      entityId: item.id,
      before: { quantity: item.quantity },
      after: { quantity },
    });
    return { ok: true, message: CART_MESSAGES.quantityUpdated };
  });
}

/**
 * An extension request's cart item is removed: the unpaid request goes with it, and its registration
 * reads "expired without extension" again, so a new request can be made (features/extensions).
 */
async function dropUnpaidExtension(tx: Tx, lineItemId: number): Promise<void> {
  const ext = await tx.extension.findUnique({ where: { lineItemId }, select: { id: true, submittedAt: true, registrationId: true } });
  if (!ext || ext.submittedAt) return;
  await tx.extension.delete({ where: { id: ext.id } });
  if (ext.registrationId === null) return;
  await tx.registration.updateMany({
    where: { id: ext.registrationId, expirationStatus: EXPIRATION_STATUS.expiredWithExtension, extensions: { none: {} } },
    data: { expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension },
  });
}

/**
 * Removes one of the user's unpaid cart items, with the Donation row of a donation. Items that
 * belong to a certification or training registration (the item's registration, or a course
 * material, exam or practice exam of one) are the registration wizard's to change, so they are
 * refused. An unpaid extension request goes with its item (`dropUnpaidExtension`). Other records
 * that point at a removed item (membership, renewal, event seat, group CEU fee) keep their row; the
 * database clears their link.
 */
export async function removeItem(actor: Actor, lineItemId: number): Promise<CartResult> {
  const userId = actor.userId;
  return changeCart(userId, async (tx): Promise<CartResult> => {
    const item = await tx.lineItem.findFirst({
      where: { id: lineItemId, ...cartItemsWhere(userId) },
      select: {
        id: true,
        kind: true,
        name: true,
        priceCents: true,
        quantity: true,
        registrationId: true,
        chargeKey: true,
        userCertificationId: true,
        registrationCourseMaterial: { select: { id: true } },
        examAttempt: { select: { id: true } },
        practiceExamPurchase: { select: { id: true } },
      },
    });
    if (!item) return NOT_FOUND;
    if (!isRemovable(item) || item.registrationCourseMaterial || item.examAttempt || item.practiceExamPurchase) {
      return { ok: false, code: "refused", message: REGISTRATION_ITEM_MESSAGE };
    }
    await tx.donation.deleteMany({ where: { lineItemId: item.id, userId } });
    await dropUnpaidExtension(tx, item.id);
    if (item.chargeKey && item.userCertificationId) {
      // A fee the association posted (annual fee, late fee) is owed whatever the cart holds: it
      // leaves the cart with the rest of its renewal and stays on record, unpaid.
      await tx.lineItem.updateMany({
        where: { userId, userCertificationId: item.userCertificationId, transactionId: null, chargeKey: { not: null } },
        data: { showInCart: false },
      });
    } else {
      await tx.lineItem.delete({ where: { id: item.id } });
    }
    await auditChange(tx, actor, {
      action: "cart.remove",
      entityType: "LineItem",
      entityId: item.id,
      subjectUserId: userId,
      before: { name: item.name, priceCents: item.priceCents, quantity: item.quantity },
    });
    return { ok: true, message: CART_MESSAGES.removed };
  });
}

/**
 * Applies a discount code to the cart: stored on every unpaid cart item (pricing applies it to the
 * eligible ones only, and items added later carry it too). The usage limit is checked here; a use is
 * counted when a checkout starts.
 */
export async function applyDiscount(actor: Actor, code: string, now = new Date()): Promise<CartResult | Invalid<"code">> {
  const userId = actor.userId;
  const normalized = code.trim().toUpperCase();
  if (!normalized) return invalid({ code: DISCOUNT_MESSAGES.blank });
  return changeCart(userId, async (tx): Promise<CartResult | Invalid<"code">> => {
    const items = await tx.lineItem.findMany({ where: cartItemsWhere(userId), select: { kind: true } });
    if (items.length === 0) return invalid({ code: DISCOUNT_MESSAGES.emptyCart });
    const discount = await tx.discount.findUnique({ where: { code: normalized } });
    const problem = discountProblem(
      discount,
      items.map((i) => i.kind),
      now,
    );
    if (problem || !discount) return invalid({ code: problem ?? DISCOUNT_MESSAGES.invalid });
    await tx.lineItem.updateMany({ where: cartItemsWhere(userId), data: { discountId: discount.id } });
    await auditChange(tx, actor, { action: "cart.discount.apply", entityType: "User", entityId: userId, after: { code: normalized } });
    return { ok: true, message: DISCOUNT_MESSAGES.applied };
  });
}

/** Takes the discount code off the cart. */
export async function removeDiscount(actor: Actor): Promise<CartResult> {
  const userId = actor.userId;
  return changeCart(userId, async (tx): Promise<CartResult> => {
    const current = await tx.lineItem.findFirst({
      where: { ...cartItemsWhere(userId), discountId: { not: null } },
      select: { discount: { select: { code: true } } },
    });
    await tx.lineItem.updateMany({ where: { ...cartItemsWhere(userId), discountId: { not: null } }, data: { discountId: null } });
    await auditChange(tx, actor, {
      action: "cart.discount.remove",
      entityType: "User",
      entityId: userId,
      before: { code: current?.discount?.code ?? null },
    });
    return { ok: true, message: DISCOUNT_MESSAGES.removed };
  });
}

/** An option's preset amounts (cents): its stored list, or the spec's amounts for its category when the list is unreadable. */
function presetAmounts(stored: unknown, categoryKey: string | null | undefined): number[] {
  if (Array.isArray(stored) && stored.length > 0 && stored.every((a) => Number.isSafeInteger(a) && (a as number) > 0))
    return stored as number[];
  return donationAmountsFor(categoryKey);
}

/** The active donation options, in their order, with their preset amounts. */
export async function listDonationOptions(): Promise<DonationOptionView[]> {
  const options = await db.donationOption.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, name: true, amountsCents: true, category: { select: { key: true } } },
  });
  return options.map((o) => ({ id: o.id, name: o.name, amountsCents: presetAmounts(o.amountsCents, o.category?.key) }));
}

export type DonationToAdd = {
  optionId: number;
  amountCents: number;
  anonymous: boolean;
  /** true when the amount was typed ("Other"); a preset amount must be one the option offers */
  other?: boolean;
};

export type DonationField = "donationOptionId" | "donationAmount" | "donationOther";

/**
 * The one donation rule of /donate and checkout: an active option; an amount of more than 0 and at
 * most MAX_DONATION_CENTS in whole cents; a chosen (not typed) amount must be one the option offers.
 */
export async function checkDonation(
  donation: DonationToAdd,
): Promise<{ option: { id: number; name: string; productId: number | null; product: { name: string } | null } } | Invalid<DonationField>> {
  const { optionId, amountCents, other = false } = donation;
  const amountField: DonationField = other ? "donationOther" : "donationAmount";
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    return invalid({ [amountField]: other ? DONATION_MESSAGES.amountInvalid : DONATION_MESSAGES.notOffered });
  if (amountCents > MAX_DONATION_CENTS)
    return invalid({ [amountField]: other ? DONATION_MESSAGES.amountTooLarge : DONATION_MESSAGES.notOffered });
  const option = await db.donationOption.findFirst({
    where: { id: optionId, active: true },
    select: {
      id: true,
      name: true,
      amountsCents: true,
      productId: true,
      product: { select: { name: true } },
      category: { select: { key: true } },
    },
  });
  if (!option) return invalid({ donationOptionId: CART_MESSAGES.donationOption });
  if (!other && !presetAmounts(option.amountsCents, option.category?.key).includes(amountCents)) {
    return invalid({ donationAmount: DONATION_MESSAGES.notOffered });
  }
  return { option };
}

/**
 * Puts a donation in the cart: a donation line item (the option's product, its price the amount)
 * and its Donation row, together. Refused (the form's `Invalid`) for a donation the option does not
 * take, or while a checkout of the cart is pending.
 */
export async function addDonationToCart(
  actor: Actor,
  donation: DonationToAdd,
): Promise<Extract<CartResult, { ok: true }> | Invalid<DonationField>> {
  const userId = actor.userId;
  const { optionId, amountCents, anonymous, other = false } = donation;
  const checked = await checkDonation(donation);
  if (isInvalid(checked)) return checked;
  const option = checked.option;
  const added = await changeCart(userId, async (tx) => {
    const line = await tx.lineItem.create({
      data: {
        userId,
        kind: PRODUCT_KIND.donation,
        productId: option.productId,
        name: option.product?.name ?? `Donation: ${option.name}`,
        priceCents: amountCents,
        finalPriceCents: amountCents,
        quantity: 1,
        withQty: false,
        showInCart: true,
      },
      select: { id: true },
    });
    await tx.donation.create({ data: { userId, optionId: option.id, amountCents, anonymous, lineItemId: line.id } });
    await auditChange(tx, actor, {
      action: "cart.donation.add",
      entityType: "LineItem",
      entityId: line.id,
      after: { optionId, amountCents, anonymous, other },
    });
    return { ok: true as const, message: CART_MESSAGES.donationAdded, lineItemId: line.id };
  });
  return added.ok ? added : invalid({ "": added.message });
}
