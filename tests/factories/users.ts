import bcrypt from "bcryptjs";
import type { Prisma } from "~/generated/prisma/client.ts";
import { ROLE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { next } from "./sequence.ts";

/** The password of every user a factory makes with `password: true`. */
export const TEST_PASSWORD = "correct-horse-battery";

export type MemberOverrides = Partial<Prisma.UserUncheckedCreateInput> & {
  /** true: the user can sign in with TEST_PASSWORD (hashed at cost 4); a string: that password. */
  password?: boolean | string;
  /** a saved card (Stripe payment method id, brand, last four) */
  card?: { id: string; brand?: string; last4?: string };
};

/** A member: `member{n}@example.org`, "Pat Member{n}", no password unless asked. */
export async function createMember(over: MemberOverrides = {}) {
  const { password, card, ...data } = over;
  const n = next();
  const secret = password === true ? TEST_PASSWORD : password || null;
  return db.user.create({
    data: {
      email: `member${n}@example.org`,
      firstName: "Pat",
      lastName: `Member${n}`,
      role: ROLE.member,
      ...(secret ? { passwordHash: bcrypt.hashSync(secret, 4) } : {}),
      ...(card ? { stripePaymentMethodId: card.id, pmType: card.brand ?? "visa", pmLastFour: card.last4 ?? "4242" } : {}),
      ...data,
    },
  });
}

/** An admin: `admin{n}@example.org`, "Ada Admin{n}". */
export async function createAdmin(over: MemberOverrides = {}) {
  const n = next();
  return createMember({ email: `admin${n}@example.org`, firstName: "Ada", lastName: `Admin${n}`, role: ROLE.admin, ...over });
}

/** A flag on the user: active (the red banner on their admin review pages) unless `active: false`. */
export async function userFlag(userId: number, reason: string, opts: { active?: boolean } = {}) {
  return db.userFlag.create({ data: { userId, reason, active: opts.active ?? true } });
}

/** An address of the user (Home, 12 Private Lane, Richmond VA, US unless given); their primary address when they have none. */
export async function createAddress(userId: number, over: Partial<Omit<Prisma.AddressUncheckedCreateInput, "userId">> = {}) {
  const address = await db.address.create({
    data: { userId, name: "Home", addressLine1: "12 Private Lane", city: "Richmond", state: "VA", country: "US", ...over },
  });
  await db.user.updateMany({ where: { id: userId, primaryAddressId: null }, data: { primaryAddressId: address.id } });
  return address;
}
