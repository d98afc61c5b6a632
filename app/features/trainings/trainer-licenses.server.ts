/**
 * Learning-system licenses an Independent Trainer buys for their clients (spec section 7, POST
 * /api/training/independent/{id}/license and GET .../discount). A license is one unit of the trainer
 * category's license product in the cart; paying grows the usage limit of the trainer's license
 * discount code (Discount kind trainer_license, 100% off their clients' trainings and course
 * materials), made on the first purchase. A client's checkout counts a use (commerce), and a code
 * used up is refused there.
 */
import { randomBytes } from "node:crypto";
import { DISCOUNT_KIND, PRODUCT_KIND } from "~/domain/constants.ts";
import { cartItemsWhere, changeCart } from "~/features/commerce/cart.server.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { MAX_QUANTITY } from "~/features/commerce/schemas.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { mayBuyLicenses } from "./trainer-status.ts";
import { readTrainerRecord } from "./trainer-status.server.ts";

export const LICENSE_MESSAGES = {
  added: "Licenses added to your cart.",
  notTrainer: "Licenses are for Independent Trainers whose status has not expired.",
  notOffered: "Licenses are not available right now. Please contact us.",
  tooMany: (left: number) => `Please enter a quantity of ${left} or less`,
} as const;

/** The trainer's license discount: the one their current application names, else the newest they own; null when none. */
export async function getTrainerLicenseDiscount(client: Tx | typeof db, userId: number, registrationId: number | null) {
  const select = { id: true, code: true, usage: true, usageLimit: true } as const;
  const linked = registrationId
    ? await client.registration.findUnique({
        where: { id: registrationId },
        select: { trainerDiscount: { select: { ...select, kind: true } } },
      })
    : null;
  const discount = linked?.trainerDiscount;
  if (discount && discount.kind === DISCOUNT_KIND.trainerLicense)
    return { id: discount.id, code: discount.code, usage: discount.usage, usageLimit: discount.usageLimit };
  return client.discount.findFirst({ where: { ownerUserId: userId, kind: DISCOUNT_KIND.trainerLicense }, orderBy: { id: "desc" }, select });
}

/** The licenses waiting in the cart (quantity of the unpaid license line; 0 when none). */
export async function licensesInCart(userId: number, licenseProductId: number): Promise<number> {
  const line = await db.lineItem.findFirst({
    where: { ...cartItemsWhere(userId), productId: licenseProductId },
    select: { quantity: true },
  });
  return line?.quantity ?? 0;
}

/**
 * Puts `quantity` licenses in the cart: one line of the category's license product (the cart lets
 * the member change its quantity), grown when one is there already. Refused to a member who is not
 * an active trainer, when no license product is set, or beyond the cart's quantity limit.
 */
export async function addTrainerLicensesToCart(
  actor: Actor,
  quantity: number,
  now: Date = new Date(),
): Promise<{ ok: true } | Invalid<"quantity">> {
  const { status, category } = await readTrainerRecord(actor.userId, now);
  if (!mayBuyLicenses(status)) return invalid({ "": LICENSE_MESSAGES.notTrainer });
  const product = category?.licenseProduct;
  if (!product || product.deletedAt) return invalid({ "": LICENSE_MESSAGES.notOffered });
  const done = await changeCart(actor.userId, async (tx): Promise<{ ok: true } | Invalid<"quantity">> => {
    const line = await tx.lineItem.findFirst({
      where: { ...cartItemsWhere(actor.userId), productId: product.id },
      select: { id: true, quantity: true },
    });
    const total = (line?.quantity ?? 0) + quantity;
    if (total > MAX_QUANTITY) return invalid({ quantity: LICENSE_MESSAGES.tooMany(MAX_QUANTITY - (line?.quantity ?? 0)) });
    const item = line
      ? await tx.lineItem.update({ where: { id: line.id }, data: { quantity: total }, select: { id: true } })
      : await tx.lineItem.create({
          data: {
            userId: actor.userId,
            productId: product.id,
            kind: PRODUCT_KIND.trainerLicense,
            name: product.name,
            priceCents: product.priceCents,
            finalPriceCents: product.priceCents,
            quantity,
            withQty: true,
            showInCart: true,
            createdAt: now,
          },
          select: { id: true },
        });
    await auditChange(tx, actor, {
      action: "cart.trainer_licenses.add",
      entityType: "LineItem",
      entityId: item.id,
      after: { quantity: total },
    });
    return { ok: true };
  });
  return "code" in done ? invalid({ "": done.message }) : done;
}

/** A code nobody has: "IT-" and ten letters and digits (no 0/O, 1/I). */
async function newLicenseCode(tx: Tx): Promise<string> {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  for (;;) {
    const code = `IT-${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join("")}`;
    if (!(await tx.discount.findUnique({ where: { code }, select: { id: true } }))) return code;
  }
}

/**
 * Paid licenses: the trainer's license code allows `quantity` more uses (a code with no limit stays
 * unlimited). A trainer without a code gets one, linked to their current application. Idempotent:
 * the line item records what it added (extra.licenses), and a line that has it adds nothing.
 */
export const fulfilTrainerLicenses: FulfilmentHandler = async (tx, item) => {
  const line = await tx.lineItem.findUniqueOrThrow({ where: { id: item.id }, select: { extra: true } });
  const extra = (line.extra && typeof line.extra === "object" && !Array.isArray(line.extra) ? line.extra : {}) as Record<string, unknown>;
  if (extra.licenses) return;
  const trainer = await tx.independentTrainer.findUnique({ where: { userId: item.userId }, select: { registrationId: true } });
  const registrationId = trainer?.registrationId ?? null;
  const existing = await getTrainerLicenseDiscount(tx, item.userId, registrationId);
  let discountId: number;
  if (existing) {
    discountId = existing.id;
    if (existing.usageLimit !== null)
      await tx.discount.update({ where: { id: existing.id }, data: { usageLimit: { increment: item.quantity } } });
  } else {
    const created = await tx.discount.create({
      data: {
        code: await newLicenseCode(tx),
        kind: DISCOUNT_KIND.trainerLicense,
        percentage: true,
        amount: 100,
        active: true,
        usageLimit: item.quantity,
        usage: 0,
        ownerUserId: item.userId,
      },
      select: { id: true },
    });
    discountId = created.id;
  }
  if (registrationId)
    await tx.registration.updateMany({ where: { id: registrationId, trainerDiscountId: null }, data: { trainerDiscountId: discountId } });
  await tx.lineItem.update({ where: { id: item.id }, data: { extra: { ...extra, licenses: { discountId, added: item.quantity } } } });
};
