/**
 * Memberships by state: active, expired, years of past membership, a request waiting for review and
 * an approved one. A paid membership is bought through `paidOrder`, so the product's fulfilment
 * starts it (start + 364 days); the user's admin membership summary is synced as the product does.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { MEDIA_KIND, MEMBERSHIP_KEY, MEMBERSHIP_REQUEST_STATUS, PRODUCT_KIND, type MembershipKey } from "~/domain/constants.ts";
import { syncMembershipStatus } from "~/features/membership/memberships.server.ts";
import { membershipEnd } from "~/features/membership/rules.ts";
import { daysAgo, startOfDayNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { storeFile } from "~/lib/uploads.server.ts";
import { cartLine, paidOrder, productLine } from "./commerce.ts";

/** The demo's membership types: name, price, whether a request is reviewed, description. */
export const MEMBERSHIP_TYPES: Record<MembershipKey, { name: string; priceCents: number; requiresReview: boolean; description: string }> = {
  professional: {
    name: "Professional Membership",
    priceCents: 15000,
    requiresReview: false,
    description: "For practitioners: member pricing on exams, events and CEU services, the member directory and the Journal.",
  },
  student: {
    name: "Student Membership",
    priceCents: 6000,
    requiresReview: true,
    description: "For full-time students; upload a current transcript. Reviewed in 2-3 business days.",
  },
  emeritus: {
    name: "Emeritus Membership",
    priceCents: 5000,
    requiresReview: true,
    description: "For members aged 65 or older with 10 consecutive years of membership. Reviewed in 2-3 business days.",
  },
};

/**
 * The membership type with this key, found or made with its product: a demo type (above) at its own
 * price, requiresReview and description unless given; the same type every time in one database.
 */
export async function membershipType(
  key: string = MEMBERSHIP_KEY.professional,
  priceCents?: number,
  details: { description?: string; requiresReview?: boolean; categoryId?: number | null } = {},
) {
  const existing = await db.membershipType.findUnique({ where: { key }, include: { product: true } });
  if (existing) return existing;
  const demo = MEMBERSHIP_TYPES[key as MembershipKey];
  const name = demo?.name ?? `${key} membership`;
  const product = await db.product.create({
    data: {
      kind: PRODUCT_KIND.membership,
      name,
      priceCents: priceCents ?? demo?.priceCents ?? 15_000,
      categoryId: details.categoryId ?? null,
    },
  });
  return db.membershipType.create({
    data: {
      key,
      name,
      productId: product.id,
      description: details.description ?? demo?.description,
      requiresReview: details.requiresReview ?? demo?.requiresReview ?? false,
    },
    include: { product: true },
  });
}

export type MembershipOverrides = Partial<Omit<Prisma.UserMembershipUncheckedCreateInput, "userId">> & { typeKey?: string };

/** A membership of the user: approved, valid from 30 days ago for a year unless `start`/`end` say otherwise. */
export async function createMembership(userId: number, over: MembershipOverrides = {}) {
  const { typeKey, ...data } = over;
  const type = await membershipType(typeKey);
  const now = Date.now();
  return db.userMembership.create({
    data: {
      userId,
      membershipTypeId: type.id,
      start: new Date(now - 30 * 86_400_000),
      end: new Date(now + 334 * 86_400_000),
      approved: true,
      ...data,
    },
  });
}

type PaidMembershipOptions = { typeKey?: MembershipKey; start?: Date; now?: Date };

async function paidMembership(userId: number, opts: PaidMembershipOptions, start: Date, expect: "active" | "expired") {
  const now = opts.now ?? new Date();
  const type = await membershipType(opts.typeKey);
  if (!type.product) throw new Error(`membership type ${type.key} has no product`);
  const { transaction, lineItemIds } = await paidOrder(userId, [productLine(type.product)], { at: start });
  const membership = await db.userMembership.update({ where: { lineItemId: lineItemIds[0] }, data: { createdAt: start } });
  const running = membership.start <= now && membership.end >= startOfDayNY(now);
  if (running !== (expect === "active")) throw new Error(`a membership starting ${start.toISOString()} is not ${expect} now`);
  await syncMembershipStatus(db, userId, now);
  return { membership, transaction, lineItemId: lineItemIds[0] };
}

/** An active membership (professional unless `typeKey`), bought on `start` (default 30 days ago). */
export function activeMembership(userId: number, opts: PaidMembershipOptions = {}) {
  return paidMembership(userId, opts, opts.start ?? daysAgo(30, opts.now), "active");
}

/** A membership that has ended, bought on `start` (default 500 days ago). */
export function expiredMembership(userId: number, opts: PaidMembershipOptions = {}) {
  return paidMembership(userId, opts, opts.start ?? daysAgo(500, opts.now), "expired");
}

/** A membership (professional unless `typeKey`) in the cart, unpaid: its type's product at the list price; the user's summary is synced. */
export async function membershipInCart(userId: number, opts: { typeKey?: MembershipKey; at?: Date; now?: Date } = {}) {
  const type = await membershipType(opts.typeKey);
  if (!type.product) throw new Error(`membership type ${type.key} has no product`);
  const lineItem = await cartLine(userId, productLine(type.product), { at: opts.at });
  await syncMembershipStatus(db, userId, opts.now);
  return lineItem;
}

/**
 * `years` consecutive past memberships (records kept from before the portal, no payment), the last
 * one started `lastStartedDaysAgo` days ago (default 385: it ended three weeks ago).
 */
export async function pastMemberships(
  userId: number,
  opts: { years?: number; lastStartedDaysAgo?: number; typeKey?: MembershipKey; now?: Date } = {},
) {
  const type = await membershipType(opts.typeKey);
  const rows = [];
  for (let y = (opts.years ?? 10) - 1; y >= 0; y--) {
    const start = daysAgo((opts.lastStartedDaysAgo ?? 385) + 365 * y, opts.now);
    rows.push(
      await db.userMembership.create({
        data: { userId, membershipTypeId: type.id, productId: type.productId, start, end: membershipEnd(start), createdAt: start },
      }),
    );
  }
  await syncMembershipStatus(db, userId, opts.now);
  return rows;
}

/** A student (default) or emeritus membership request waiting for review; the user's summary reads pending review. */
export async function pendingMembershipRequest(
  userId: number,
  opts: {
    typeKey?: MembershipKey;
    isRequestingCall?: boolean;
    memberForTenYears?: boolean;
    dateOfBirth?: Date | null;
    createdAt?: Date;
    now?: Date;
  } = {},
) {
  const typeKey = opts.typeKey ?? MEMBERSHIP_KEY.student;
  const type = await membershipType(typeKey);
  const request = await db.membershipRequest.create({
    data: {
      userId,
      membershipTypeId: type.id,
      status: MEMBERSHIP_REQUEST_STATUS.pending,
      isRequestingCall: opts.isRequestingCall ?? false,
      memberForTenYears: opts.memberForTenYears ?? typeKey === MEMBERSHIP_KEY.emeritus,
      dateOfBirth: opts.dateOfBirth ?? null,
      createdAt: opts.createdAt ?? daysAgo(1, opts.now),
    },
  });
  await syncMembershipStatus(db, userId, opts.now);
  return request;
}

/** An approved request (student unless `typeKey`): the membership bought on `start` (default 30 days ago) and the reviewed request. */
export async function approvedMembershipRequest(
  userId: number,
  opts: PaidMembershipOptions & { reviewerId?: number | null; requestedAt?: Date; message?: string | null } = {},
) {
  const typeKey = opts.typeKey ?? MEMBERSHIP_KEY.student;
  const type = await membershipType(typeKey);
  const start = opts.start ?? daysAgo(30, opts.now);
  const paid = await activeMembership(userId, { ...opts, typeKey, start });
  const request = await db.membershipRequest.create({
    data: {
      userId,
      membershipTypeId: type.id,
      status: MEMBERSHIP_REQUEST_STATUS.approved,
      reviewedById: opts.reviewerId ?? null,
      reviewedAt: start,
      userMembershipId: paid.membership.id,
      message: opts.message ?? null,
      createdAt: opts.requestedAt ?? daysAgo(3, start),
    },
  });
  return { ...paid, request };
}

/** A request (student unless `typeKey`) an admin rejected (`reviewedAt`, default the day after it was made); the user's summary is synced. */
export async function rejectedMembershipRequest(
  userId: number,
  opts: {
    typeKey?: MembershipKey;
    reviewerId?: number | null;
    message?: string | null;
    createdAt?: Date;
    reviewedAt?: Date;
    now?: Date;
  } = {},
) {
  const type = await membershipType(opts.typeKey ?? MEMBERSHIP_KEY.student);
  const createdAt = opts.createdAt ?? daysAgo(3, opts.now);
  const request = await db.membershipRequest.create({
    data: {
      userId,
      membershipTypeId: type.id,
      status: MEMBERSHIP_REQUEST_STATUS.rejected,
      reviewedById: opts.reviewerId ?? null,
      reviewedAt: opts.reviewedAt ?? new Date(createdAt.getTime() + 86_400_000),
      message: opts.message ?? null,
      createdAt,
    },
  });
  await syncMembershipStatus(db, userId, opts.now);
  return request;
}

/** The student's transcript uploaded with a membership request: a small PDF in the upload folder and its Media row. */
export async function uploadedTranscript(request: { id: number; userId: number }, originalName = "transcript.pdf") {
  const bytes = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
  return db.media.create({
    data: {
      ownerUserId: request.userId,
      kind: MEDIA_KIND.studentTranscript,
      originalName,
      storedPath: await storeFile(bytes, "pdf"),
      mimeType: "application/pdf",
      sizeBytes: bytes.byteLength,
      membershipRequestId: request.id,
    },
  });
}
