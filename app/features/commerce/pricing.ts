/**
 * Cart pricing: one pure function used by the cart page, the checkout page and the checkout itself,
 * so what a member sees is what is charged. Money is integer cents.
 *
 * Rules (spec: subtotal rules, free_for_members, discounts):
 * - A line's unit price is its finalPrice (the price when it was added: member price, retake price,
 *   a price an admin changed). A free_for_members line costs its finalPrice only for active or
 *   pending-review members; anyone else pays its list price.
 * - A discount code applies to the eligible lines: promo codes to everything but donations, trainer
 *   license codes only to training and course-material lines. A percentage comes off each unit
 *   (rounded to the cent); a fixed amount comes off once per order, spread over the eligible lines
 *   in cart order, in whole cents per unit (never below 0).
 * - Subtotal = the lines before discount; discount = what the code takes off; total = subtotal -
 *   discount. The item count is the number of lines.
 */
import { DISCOUNT_KIND, PRODUCT_KIND } from "~/domain/constants.ts";

export type CartLineInput = {
  id: number;
  kind: string;
  name: string;
  /** list price per unit (cents) */
  priceCents: number;
  /** price per unit when added (cents) */
  finalPriceCents: number;
  freeForMembers: boolean;
  quantity: number;
};

export type CartDiscountInput = {
  code: string;
  kind: string;
  /** true: `amount` is a whole percentage; false: cents */
  percentage: boolean;
  amount: number;
};

export type PricedLine = {
  id: number;
  /** unit price before any discount code */
  unitCents: number;
  /** unit price after the discount code (equal to unitCents when none applies) */
  discountedUnitCents: number;
  quantity: number;
  /** discountedUnitCents × quantity */
  lineCents: number;
  /** the higher price to show struck through: the list price (member pricing) or the price before the code; null when nothing is crossed out */
  wasUnitCents: number | null;
  discounted: boolean;
};

export type PricedCart = {
  lines: PricedLine[];
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
};

/** Whether a discount code of this kind applies to a line of this product kind. */
export function discountAppliesTo(discountKind: string, lineKind: string): boolean {
  if (lineKind === PRODUCT_KIND.donation) return false;
  if (discountKind === DISCOUNT_KIND.trainerLicense) return lineKind === PRODUCT_KIND.training || lineKind === PRODUCT_KIND.courseMaterial;
  return true;
}

/** Unit price of a line before any discount code. */
export function unitPrice(line: CartLineInput, memberPricing: boolean): number {
  if (line.freeForMembers && !memberPricing) return line.priceCents;
  return line.finalPriceCents;
}

export function priceCart(
  lines: readonly CartLineInput[],
  opts: { memberPricing: boolean; discount?: CartDiscountInput | null },
): PricedCart {
  const discount = opts.discount ?? null;
  let fixedLeft = discount && !discount.percentage ? Math.max(0, Math.trunc(discount.amount)) : 0;
  const priced: PricedLine[] = lines.map((line) => {
    const quantity = Math.max(1, Math.trunc(line.quantity));
    const unitCents = Math.max(0, unitPrice(line, opts.memberPricing));
    let discountedUnitCents = unitCents;
    if (discount && discountAppliesTo(discount.kind, line.kind) && unitCents > 0) {
      if (discount.percentage) {
        const pct = Math.min(100, Math.max(0, discount.amount));
        discountedUnitCents = unitCents - Math.round((unitCents * pct) / 100);
      } else if (fixedLeft > 0) {
        const perUnit = Math.min(unitCents, Math.floor(fixedLeft / quantity));
        discountedUnitCents = unitCents - perUnit;
        fixedLeft -= perUnit * quantity;
      }
    }
    const discounted = discountedUnitCents !== unitCents;
    const was = discounted ? unitCents : line.priceCents > unitCents ? line.priceCents : null;
    return {
      id: line.id,
      unitCents,
      discountedUnitCents,
      quantity,
      lineCents: discountedUnitCents * quantity,
      wasUnitCents: was,
      discounted,
    };
  });
  const subtotalCents = priced.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const totalCents = priced.reduce((sum, l) => sum + l.lineCents, 0);
  return { lines: priced, itemCount: priced.length, subtotalCents, discountCents: subtotalCents - totalCents, totalCents };
}

/** Why a code cannot be applied now, or null when it can. Messages are shown to the member. */
export function discountProblem(
  d: { active: boolean; startsAt: Date | null; endsAt: Date | null; usageLimit: number | null; usage: number; kind: string } | null,
  lineKinds: readonly string[],
  now: Date,
): string | null {
  if (!d || !d.active) return DISCOUNT_MESSAGES.invalid;
  if (d.startsAt && d.startsAt > now) return DISCOUNT_MESSAGES.invalid;
  if (d.endsAt && d.endsAt < now) return DISCOUNT_MESSAGES.expired;
  if (d.usageLimit !== null && d.usage >= d.usageLimit) return DISCOUNT_MESSAGES.usedUp;
  if (!lineKinds.some((k) => discountAppliesTo(d.kind, k))) return DISCOUNT_MESSAGES.noEligibleItems;
  return null;
}

export const DISCOUNT_MESSAGES = {
  applied: "Applied discount",
  blank: "Please enter a discount code.",
  invalid: "This discount code is not valid.",
  expired: "This discount code has expired.",
  usedUp: "This discount code has reached its usage limit.",
  noEligibleItems: "This discount code does not apply to the items in your cart.",
  emptyCart: "Your cart is empty.",
  removed: "Discount removed",
} as const;
