/**
 * One event for a member (spec: event detail, member privileges): member-only types (fpa, virtual)
 * are for valid members only; the price is the member price (free for members when the product says
 * so) for active or pending-review members; add-to-cart is hidden once the expiration day has ended
 * (New York); after registration the registration, recording and resource links show.
 */
import type { Failure } from "~/kit/forms/outcome.ts";
import { PRODUCT_KIND } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { formatDate, isPastEndOfDayNY } from "~/lib/dates.ts";
import { cartItemsWhere } from "~/features/commerce/cart.server.ts";
import { hasMemberPricing, isValidMember } from "~/features/membership/memberships.server.ts";
import { PAID_TRANSACTION_STATUSES } from "~/features/commerce/payments.server.ts";
import { eventPrice, eventTypeLabel, isMemberOnlyType } from "~/features/events/rules.ts";

export { isMemberOnlyType };

export const EVENT_MESSAGES = {
  added: "Added to cart.",
  expired: "Registration for this event has closed.",
  registered: "You are already registered for this event.",
  notForSale: "This event cannot be bought online.",
} as const;

export type EventView =
  | { kind: "members_only" }
  | {
      kind: "event";
      id: number;
      name: string;
      description: string | null;
      typeLabel: string;
      date: string;
      ceus: number | null;
      experienceHours: number | null;
      approvedForEthics: boolean;
      imageUrl: string | null;
      priceCents: number | null;
      listPriceCents: number | null;
      registered: boolean;
      inCart: boolean;
      canAddToCart: boolean;
      links: { label: string; url: string }[];
    };

/** The event as this member sees it, `{ kind: "members_only" }` for a member-only type they may not see, or null when missing. */
export async function getEventForMember(userId: number, eventId: number, now = new Date()): Promise<EventView | null> {
  const event = await db.event.findUnique({
    where: { id: eventId },
    include: { product: { select: { id: true, priceCents: true, memberPriceCents: true, freeForMembers: true, deletedAt: true } } },
  });
  if (!event) return null;
  if (isMemberOnlyType(event.type) && !(await isValidMember(userId, now))) return { kind: "members_only" };
  const [memberPricing, registration, cartItem] = await Promise.all([
    hasMemberPricing(userId, now),
    db.eventRegistration.findUnique({ where: { eventId_userId: { eventId, userId } }, select: { id: true } }),
    event.productId
      ? db.lineItem.findFirst({ where: { ...cartItemsWhere(userId), productId: event.productId }, select: { id: true } })
      : null,
  ]);
  const registered = registration !== null;
  const expired = event.expirationDate ? isPastEndOfDayNY(event.expirationDate, now) : false;
  const product = event.product && !event.product.deletedAt ? event.product : null;
  const price = product ? eventPrice(product, memberPricing) : null;
  const links = registered
    ? [
        { label: "Registration", url: event.registrationUrl },
        { label: "Recording", url: event.recordingUrl },
        { label: "Resource 1", url: event.resource1Url },
        { label: "Resource 2", url: event.resource2Url },
      ].filter((l): l is { label: string; url: string } => typeof l.url === "string" && /^https?:\/\//.test(l.url))
    : [];
  return {
    kind: "event",
    id: event.id,
    name: event.name,
    description: event.description,
    typeLabel: eventTypeLabel(event.type),
    date: formatDate(event.date),
    ceus: event.ceus,
    experienceHours: event.experienceHours,
    approvedForEthics: event.approvedForEthics,
    imageUrl: event.imageUrl,
    priceCents: price,
    listPriceCents: product && price !== null && product.priceCents > price ? product.priceCents : null,
    registered,
    inCart: cartItem !== null,
    canAddToCart: product !== null && !registered && !expired && cartItem === null,
    links,
  };
}

/**
 * Adds the event to the member's cart (once; already there is success, with nothing written or
 * audited). Same rules as the page: member-only types, expiry, already registered.
 */
export async function addEventToCart(
  actor: Actor,
  eventId: number,
  now = new Date(),
): Promise<{ ok: true } | (Failure & { membersOnly?: boolean })> {
  const userId = actor.userId;
  const view = await getEventForMember(userId, eventId, now);
  if (!view) return { ok: false, message: EVENT_MESSAGES.notForSale };
  if (view.kind === "members_only") return { ok: false, message: EVENT_MESSAGES.notForSale, membersOnly: true };
  if (view.inCart) return { ok: true };
  if (view.registered) return { ok: false, message: EVENT_MESSAGES.registered };
  if (!view.canAddToCart) return { ok: false, message: EVENT_MESSAGES.expired };
  const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, include: { product: true } });
  const product = event.product;
  if (!product) return { ok: false, message: EVENT_MESSAGES.notForSale };
  // A paid seat from an earlier order (registration row not yet made) also counts as registered.
  const paid = await db.lineItem.count({
    where: { userId, productId: product.id, transaction: { status: { in: [...PAID_TRANSACTION_STATUSES] } } },
  });
  if (paid > 0) return { ok: false, message: EVENT_MESSAGES.registered };
  await db.$transaction(async (tx) => {
    await tx.lineItem.create({
      data: {
        userId,
        kind: PRODUCT_KIND.event,
        productId: product.id,
        name: event.name,
        priceCents: product.priceCents,
        finalPriceCents: view.priceCents ?? product.priceCents,
        freeForMembers: product.freeForMembers,
        showInCart: true,
      },
    });
    await auditChange(tx, actor, { action: "cart.event.add", entityType: "Event", entityId: eventId });
  });
  return { ok: true };
}
