/**
 * The cart: the user's unpaid line items shown in the cart (transactionId null, showInCart true),
 * priced by domain/cart/pricing.ts. The applied discount code is the one carried by the cart's
 * items (LineItem.discountId), so items added later are priced with it too.
 */
import { PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { priceCart, type CartDiscountInput, type PricedCart } from "~/domain/cart/pricing.ts";
import { db } from "~/lib/db.server.ts";
import { formatLongDate } from "~/lib/dates.ts";
import { hasMemberPricing } from "./memberships.server.ts";

/** Where clause of the cart's items. */
export function cartItemsWhere(userId: number) {
  return { userId, transactionId: null, showInCart: true } as const;
}

export type CartLine = {
  id: number;
  kind: string;
  name: string;
  priceCents: number;
  finalPriceCents: number;
  freeForMembers: boolean;
  quantity: number;
  withQty: boolean;
  /** 'Month D, YYYY' */
  due: string | null;
  year: number | null;
  discountId: number | null;
  productId: number | null;
  registrationId: number | null;
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
    anonymous: i.kind === PRODUCT_KIND.donation && i.donation?.anonymous === true,
  }));
  return { lines, pricing: priceCart(lines, { memberPricing, discount }), discount, memberPricing, locked: pending > 0 };
}
