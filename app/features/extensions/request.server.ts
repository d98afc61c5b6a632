/**
 * The member's extension request (member spec 4 "Extension request", 5, 9): offered for a
 * certification registration that expired without extension, within 6 months of the deadline,
 * once. The form takes the hours completed so far and a typed signature; the request goes to the
 * cart with the certification's extension fee ($200). Paying it submits the request (the fulfilment
 * handler below); an admin then approves or rejects it.
 *
 * While the request is in the cart the registration reads "expired with extension" (the dashboard
 * card's "in cart: check out first"); removing it from the cart deletes the unpaid request and the
 * registration reads "expired without extension" again (commerce/cart.server.ts `removeItem`).
 */
import { z } from "zod";
import { EXPIRATION_STATUS, PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, cartLockKey } from "~/features/commerce/cart.server.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { TEXT_MAX, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { EXTENSION_MESSAGES as M, EXTENSION_MONTHS, extendedDeadline, extensionOffer, type ExtensionOffer } from "./rules.ts";

const registrationSelect = {
  id: true,
  status: true,
  expirationStatus: true,
  deadline: true,
  certificationId: true,
  certification: { select: { name: true } },
  extensions: { select: { id: true, submittedAt: true } },
} as const;

async function latestRegistration(userId: number) {
  return db.registration.findFirst({
    where: { userId, certificationId: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: registrationSelect,
  });
}

function extensionProduct(certificationId: number) {
  return db.product.findFirst({
    where: { kind: PRODUCT_KIND.extension, certificationId, deletedAt: null },
    orderBy: { id: "asc" },
    select: { id: true, name: true, priceCents: true },
  });
}

export type ExtensionRequestPage =
  | {
      ok: false;
      reason: ExtensionOffer extends infer O ? (O extends { ok: false; reason: infer R } ? R : never) | "no_product" : never;
      message: string;
    }
  | {
      ok: true;
      certification: string;
      deadline: string;
      newDeadline: string;
      requestBy: string;
      fee: string;
      today: string;
      months: number;
    };

type Offered =
  | {
      ok: true;
      reg: NonNullable<Awaited<ReturnType<typeof latestRegistration>>>;
      product: { id: number; name: string; priceCents: number };
      requestBy: Date;
    }
  | Extract<ExtensionRequestPage, { ok: false }>;

/** The member's latest registration and its extension product, when an extension is offered now. */
async function offered(userId: number, now: Date): Promise<Offered> {
  const reg = await latestRegistration(userId);
  if (!reg) return { ok: false, reason: "not_expired", message: M.notOffered };
  const offer = extensionOffer(reg, reg.extensions, now);
  if (!offer.ok) return offer;
  const product = reg.certificationId ? await extensionProduct(reg.certificationId) : null;
  if (!product) return { ok: false, reason: "no_product", message: M.noProduct };
  return { ok: true, reg, product, requestBy: offer.requestBy };
}

/** What the request page shows: the form with the fee and dates, or why no request can be made. */
export async function extensionRequestPage(userId: number, now = new Date()): Promise<ExtensionRequestPage> {
  const found = await offered(userId, now);
  if (!found.ok) return found;
  const { reg, product } = found;
  return {
    ok: true,
    certification: reg.certification?.name ?? "",
    deadline: formatDate(reg.deadline),
    newDeadline: formatDate(extendedDeadline(reg.deadline!)),
    requestBy: formatDate(found.requestBy),
    fee: formatCents(product.priceCents),
    today: formatDate(now),
    months: EXTENSION_MONTHS,
  };
}

export const ExtensionRequestSchema = z.object({
  completedHours: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v === undefined ? undefined : Number(v)),
    z.number({ required_error: M.required, invalid_type_error: M.invalidHours }).min(0, M.invalidHours).max(100_000, M.invalidHours),
  ),
  signature: z.string({ required_error: M.required }).trim().min(1, M.required).max(TEXT_MAX, TOO_MANY),
});

/**
 * Puts the extension request in the member's cart (null): an unpaid line item of the certification's
 * extension product and the Extension (not yet submitted) pointing at it. Refused (the form's own
 * message) when not offered, while a checkout is running, or when a request exists already (twice
 * has the effect of once).
 */
export async function requestExtension(
  actor: Actor,
  input: { completedHours: number; signature: string },
  now = new Date(),
): Promise<Invalid | null> {
  const found = await offered(actor.userId, now);
  if (!found.ok) return invalid({ "": found.message });
  const locked = await db.transaction.count({ where: { lockKey: cartLockKey(actor.userId), status: TRANSACTION_STATUS.pending } });
  if (locked > 0) return invalid({ "": CART_LOCKED_MESSAGE });
  const { reg, product } = found;
  return db.$transaction(async (tx) => {
    // The claim: only one request per registration gets past here (SQLite serialises writers).
    const claimed = await tx.registration.updateMany({
      where: { id: reg.id, extensions: { none: {} } },
      data: { expirationStatus: EXPIRATION_STATUS.expiredWithExtension },
    });
    if (claimed.count !== 1) return invalid({ "": M.inCart });
    const line = await tx.lineItem.create({
      data: {
        userId: actor.userId,
        productId: product.id,
        kind: PRODUCT_KIND.extension,
        name: product.name,
        priceCents: product.priceCents,
        finalPriceCents: product.priceCents,
        quantity: 1,
        showInCart: true,
        createdAt: now,
      },
      select: { id: true },
    });
    const extension = await tx.extension.create({
      data: {
        userId: actor.userId,
        registrationId: reg.id,
        completedHours: Math.round(input.completedHours * 100) / 100,
        signature: input.signature,
        signedAt: now,
        deadline: extendedDeadline(reg.deadline!),
        lineItemId: line.id,
        createdAt: now,
      },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "extension.toCart",
      entityType: "Extension",
      entityId: extension.id,
      after: { registrationId: reg.id, completedHours: input.completedHours, lineItemId: line.id },
    });
    return null;
  });
}

/** Paid: the request is submitted (the admin's Extensions queue shows it as pending). */
export const fulfilExtension: FulfilmentHandler = async (tx, item, now) => {
  await tx.extension.updateMany({ where: { lineItemId: item.id, submittedAt: null }, data: { submittedAt: now } });
};
