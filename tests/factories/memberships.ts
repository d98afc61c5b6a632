import type { Prisma } from "~/generated/prisma/client.ts";
import { MEMBERSHIP_KEY, PRODUCT_KIND } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";

const NAMES: Record<string, string> = {
  professional: "Professional Membership",
  student: "Student Membership",
  emeritus: "Emeritus Membership",
};

/**
 * The membership type with this key (found, or made with its product at `priceCents`): the same
 * type every time in one database, as the seed has it.
 */
export async function membershipType(key: string = MEMBERSHIP_KEY.professional, priceCents = 15_000) {
  const existing = await db.membershipType.findUnique({ where: { key }, include: { product: true } });
  if (existing) return existing;
  const name = NAMES[key] ?? `${key} membership`;
  const product = await db.product.create({ data: { kind: PRODUCT_KIND.membership, name, priceCents } });
  return db.membershipType.create({ data: { key, name, productId: product.id }, include: { product: true } });
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
