/**
 * The dashboard's announcement banner.
 *
 * - Active announcements only: `active` and, when set, `startsAt <= now <= endsAt`.
 * - Dismissing stores `User.announcementHiddenAt = now` (the spec's announcement_hidden); from then
 *   on only announcements whose `updatedAt` is later show, so a new (or edited) one shows again.
 * - At most one banner per kind, newest (`updatedAt`) first, in the order general, Holmes AFC, MME.
 * - Special kinds offer their product (the learning-system course) for the cart:
 *   holmes_afc to members with a certification registration that is neither complete nor expired;
 *   mme to members with a Money Management Essentials training registration. Both are hidden once
 *   the product is paid for, and say "in cart" while an unpaid cart item for it exists.
 */
import type { Result } from "~/kit/forms/outcome.ts";
import {
  ANNOUNCEMENT_KIND,
  REGISTRATION_STATUS,
  TRAINING_CATEGORY_KEY,
  TRANSACTION_STATUS,
  type AnnouncementKind,
} from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { isValidMember } from "~/features/membership/memberships.server.ts";
import { safeLinkUrl } from "~/features/notifications/notifications.server.ts";

export type AnnouncementCartState = "add" | "in_cart" | null;

/** One banner as the dashboard shows it (plain values, safe to send to the browser). */
export type DashboardAnnouncement = {
  id: number;
  kind: AnnouncementKind;
  title: string;
  /** Admin-written HTML from our own database. */
  bodyHtml: string;
  imageUrl: string | null;
  actionText: string | null;
  /** Only a same-site path or an http(s) URL; anything else is dropped. */
  actionUrl: string | null;
  cart: AnnouncementCartState;
};

export type AddToCartResult = Result;

const KIND_ORDER: readonly AnnouncementKind[] = [ANNOUNCEMENT_KIND.general, ANNOUNCEMENT_KIND.holmesAfc, ANNOUNCEMENT_KIND.mme];
/** Active announcements read per page view; admins keep a handful, this only bounds the query. */
const MAX_ACTIVE = 50;
/** Transactions that no longer count as payment; their items may be offered again. */
const NOT_PAID = [TRANSACTION_STATUS.failed, TRANSACTION_STATUS.refunded];

const NO_OFFER = "This offer is not available.";

function isKind(kind: string): kind is AnnouncementKind {
  return (KIND_ORDER as readonly string[]).includes(kind);
}

function activeWhere(now: Date) {
  return {
    active: true,
    AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gte: now } }] }],
  };
}

/** Which special kinds the member qualifies for, by their registrations (two bounded lookups). */
async function qualifyingRegistrations(userId: number) {
  const [certification, mme] = await Promise.all([
    db.registration.findFirst({
      where: { userId, certificationId: { not: null }, status: { not: REGISTRATION_STATUS.complete }, expirationStatus: null },
      orderBy: { id: "desc" },
      select: { id: true },
    }),
    db.registration.findFirst({
      where: { userId, training: { category: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials } } },
      orderBy: { id: "desc" },
      select: { id: true },
    }),
  ]);
  return { [ANNOUNCEMENT_KIND.holmesAfc]: certification?.id ?? null, [ANNOUNCEMENT_KIND.mme]: mme?.id ?? null } as Record<
    string,
    number | null
  >;
}

/** For each product: paid (a line item in a transaction that counts) or in the cart (unpaid, shown). */
async function productStates(userId: number, productIds: number[]) {
  const paid = new Set<number>();
  const inCart = new Set<number>();
  if (productIds.length === 0) return { paid, inCart };
  const items = await db.lineItem.findMany({
    where: {
      userId,
      productId: { in: productIds },
      OR: [{ transactionId: null, showInCart: true }, { transaction: { status: { notIn: NOT_PAID } } }],
    },
    select: { productId: true, transactionId: true },
    take: 200,
  });
  for (const item of items) {
    if (item.productId === null) continue;
    (item.transactionId === null ? inCart : paid).add(item.productId);
  }
  return { paid, inCart };
}

/** The banners to show the member now (see the module comment for the rules). */
export async function dashboardAnnouncements(userId: number, now = new Date()): Promise<DashboardAnnouncement[]> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { announcementHiddenAt: true } });
  if (!user) return [];
  const rows = await db.announcement.findMany({
    where: { ...activeWhere(now), ...(user.announcementHiddenAt ? { updatedAt: { gt: user.announcementHiddenAt } } : {}) },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: MAX_ACTIVE,
    select: {
      id: true,
      kind: true,
      title: true,
      body: true,
      imageUrl: true,
      actionText: true,
      actionUrl: true,
      productId: true,
      product: { select: { deletedAt: true } },
    },
  });
  const special = rows.filter((r) => r.kind !== ANNOUNCEMENT_KIND.general);
  const [registrations, products] = special.length
    ? await Promise.all([
        qualifyingRegistrations(userId),
        productStates(userId, [...new Set(special.flatMap((r) => (r.productId ? [r.productId] : [])))]),
      ])
    : [null, null];

  const chosen = new Map<AnnouncementKind, DashboardAnnouncement>();
  for (const r of rows) {
    if (!isKind(r.kind) || chosen.has(r.kind)) continue;
    let cart: AnnouncementCartState = null;
    if (r.kind !== ANNOUNCEMENT_KIND.general) {
      if (!registrations || !products) continue;
      if (r.productId === null || !r.product || r.product.deletedAt) continue;
      if (registrations[r.kind] === null) continue;
      if (products.paid.has(r.productId)) continue;
      cart = products.inCart.has(r.productId) ? "in_cart" : "add";
    }
    chosen.set(r.kind, {
      id: r.id,
      kind: r.kind,
      title: r.title,
      bodyHtml: r.body,
      imageUrl: safeLinkUrl(r.imageUrl),
      actionText: r.actionText?.trim() || null,
      actionUrl: safeLinkUrl(r.actionUrl),
      cart,
    });
  }
  return KIND_ORDER.flatMap((k) => {
    const a = chosen.get(k);
    return a ? [a] : [];
  });
}

/** Whether an announcement with this id exists (unknown ids are a 404). */
export async function announcementExists(id: number): Promise<boolean> {
  return (await db.announcement.count({ where: { id } })) > 0;
}

/**
 * Hides the banner: every announcement not updated after `now` stays hidden for this member.
 * `announcementId`: the banner dismissed (the audit event's entity).
 */
export async function dismissAnnouncements(actor: Actor, announcementId: number, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: { announcementHiddenAt: now } });
    await auditChange(tx, actor, { action: "announcement.dismiss", entityType: "Announcement", entityId: announcementId });
  });
}

/**
 * Puts the product of a Holmes AFC or MME announcement in the member's cart: one unpaid line item,
 * never two (an item already in the cart counts as success, with nothing written or audited).
 * Refused when the announcement is not offered to this member now (inactive, outside its dates,
 * wrong kind, no qualifying registration, or already paid).
 */
export async function addAnnouncementProductToCart(actor: Actor, announcementId: number, now = new Date()): Promise<AddToCartResult> {
  const userId = actor.userId;
  const a = await db.announcement.findFirst({
    where: { id: announcementId, ...activeWhere(now) },
    select: {
      kind: true,
      productId: true,
      product: {
        select: {
          id: true,
          kind: true,
          name: true,
          priceCents: true,
          memberPriceCents: true,
          retakePriceCents: true,
          freeForMembers: true,
          deletedAt: true,
          courseMaterial: { select: { hcCourseId: true } },
          training: { select: { hcCourseId: true } },
        },
      },
    },
  });
  if (!a || a.kind === ANNOUNCEMENT_KIND.general || !isKind(a.kind) || !a.product || a.product.deletedAt)
    return { ok: false, message: NO_OFFER };
  const product = a.product;
  const registrationId = (await qualifyingRegistrations(userId))[a.kind] ?? null;
  if (registrationId === null) return { ok: false, message: NO_OFFER };
  const member = await isValidMember(userId, now);
  const finalPriceCents = member ? (product.freeForMembers ? 0 : (product.memberPriceCents ?? product.priceCents)) : product.priceCents;

  return db.$transaction(async (tx) => {
    const { paid, inCart } = await (async () => {
      const items = await tx.lineItem.findMany({
        where: {
          userId,
          productId: product.id,
          OR: [{ transactionId: null, showInCart: true }, { transaction: { status: { notIn: NOT_PAID } } }],
        },
        select: { transactionId: true },
        take: 10,
      });
      return { paid: items.some((i) => i.transactionId !== null), inCart: items.some((i) => i.transactionId === null) };
    })();
    if (paid) return { ok: false, message: "You have already purchased this course." } as const;
    if (inCart) return { ok: true } as const;
    await tx.lineItem.create({
      data: {
        userId,
        productId: product.id,
        kind: product.kind,
        name: product.name,
        priceCents: product.priceCents,
        finalPriceCents,
        retakePriceCents: product.retakePriceCents,
        freeForMembers: product.freeForMembers,
        quantity: 1,
        showInCart: true,
        registrationId,
        hcCourseId: product.courseMaterial?.hcCourseId ?? product.training?.hcCourseId ?? null,
      },
    });
    await auditChange(tx, actor, { action: "announcement.addToCart", entityType: "Announcement", entityId: announcementId });
    return { ok: true } as const;
  });
}
