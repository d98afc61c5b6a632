/**
 * The fees of a group CEU pre-approval (admin spec 9: review $25 members / $50 others; listing $50
 * members / $75 others) and their cart line items.
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";

export type GroupCeuFeeKind = typeof PRODUCT_KIND.ceuReview | typeof PRODUCT_KIND.ceuListing;

export type GroupCeuFee = {
  kind: GroupCeuFeeKind;
  productId: number;
  /** the product's name ("CEU Pre-Approval Review") */
  name: string;
  /** list price */
  priceCents: number;
  /** what this user pays: the member price for active or pending-review members, else the list price */
  feeCents: number;
};

async function feeProduct(kind: GroupCeuFeeKind) {
  const product = await db.product.findFirst({
    where: { kind, deletedAt: null },
    orderBy: { id: "asc" },
    select: { id: true, name: true, priceCents: true, memberPriceCents: true },
  });
  if (!product) throw new Error(`No product of kind ${kind}: the CEU fee products are missing (prisma/seed.ts).`);
  return product;
}

/** The fees of a pre-approval for this user: the review fee always, the listing fee when listed. */
export async function groupCeuFees(userId: number, listProgram: boolean, now = new Date()): Promise<GroupCeuFee[]> {
  const [member, review, listing] = await Promise.all([
    hasMemberPricing(userId, now),
    feeProduct(PRODUCT_KIND.ceuReview),
    listProgram ? feeProduct(PRODUCT_KIND.ceuListing) : null,
  ]);
  const fee = (kind: GroupCeuFeeKind, p: Awaited<ReturnType<typeof feeProduct>>): GroupCeuFee => ({
    kind,
    productId: p.id,
    name: p.name,
    priceCents: p.priceCents,
    feeCents: member && p.memberPriceCents !== null ? p.memberPriceCents : p.priceCents,
  });
  return [fee(PRODUCT_KIND.ceuReview, review), ...(listing ? [fee(PRODUCT_KIND.ceuListing, listing)] : [])];
}

/** The line item's name in the cart and on receipts: the product and the program. */
export function feeItemName(fee: Pick<GroupCeuFee, "name">, programTitle: string): string {
  return `${fee.name}: ${programTitle}`.slice(0, 255);
}

export async function createFeeItem(tx: Tx, userId: number, fee: GroupCeuFee, programTitle: string): Promise<number> {
  const item = await tx.lineItem.create({
    data: {
      userId,
      kind: fee.kind,
      productId: fee.productId,
      name: feeItemName(fee, programTitle),
      priceCents: fee.priceCents,
      finalPriceCents: fee.feeCents,
      quantity: 1,
      withQty: false,
      showInCart: true,
    },
    select: { id: true },
  });
  return item.id;
}
