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

function memberData(over: MemberOverrides): Prisma.UserUncheckedCreateInput {
  const { password, card, ...data } = over;
  const n = next();
  const secret = password === true ? TEST_PASSWORD : password || null;
  return {
    email: `member${n}@example.org`,
    firstName: "Pat",
    lastName: `Member${n}`,
    role: ROLE.member,
    ...(secret ? { passwordHash: bcrypt.hashSync(secret, 4) } : {}),
    ...(card ? { stripePaymentMethodId: card.id, pmType: card.brand ?? "visa", pmLastFour: card.last4 ?? "4242" } : {}),
    ...data,
  };
}

/** A member: `member{n}@example.org`, "Pat Member{n}", no password unless asked. */
export async function createMember(over: MemberOverrides = {}) {
  return db.user.create({ data: memberData(over) });
}

/** An admin: `admin{n}@example.org`, "Ada Admin{n}". */
export async function createAdmin(over: MemberOverrides = {}) {
  const n = next();
  return createMember({ email: `admin${n}@example.org`, firstName: "Ada", lastName: `Admin${n}`, role: ROLE.admin, ...over });
}

/** `count` members in one insert (lists and paging): createMember's defaults, `over(i)` for the i-th. Returns how many. */
export async function createMembers(count: number, over: (i: number) => MemberOverrides = () => ({})) {
  return (await db.user.createMany({ data: Array.from({ length: count }, (_, i) => memberData(over(i))) })).count;
}

/** A flag on the user: active (the red banner on their admin review pages) unless `active: false`. */
export async function userFlag(userId: number, reason: string, opts: { active?: boolean; createdAt?: Date } = {}) {
  return db.userFlag.create({
    data: { userId, reason, active: opts.active ?? true, ...(opts.createdAt ? { createdAt: opts.createdAt } : {}) },
  });
}

/** An address of the user (Home, 12 Private Lane, Richmond VA, US unless given); their primary address when they have none. */
export async function createAddress(userId: number, over: Partial<Omit<Prisma.AddressUncheckedCreateInput, "userId">> = {}) {
  const address = await db.address.create({
    data: { userId, name: "Home", addressLine1: "12 Private Lane", city: "Richmond", state: "VA", country: "US", ...over },
  });
  await db.user.updateMany({ where: { id: userId, primaryAddressId: null }, data: { primaryAddressId: address.id } });
  return address;
}

/** A work area category (how members describe where they work), found by name or made. */
export async function workAreaCategory(name: string) {
  return (await db.workAreaCategory.findUnique({ where: { name } })) ?? db.workAreaCategory.create({ data: { name } });
}

/** A work area (an area of expertise members pick) in the category with this name, found or made. */
export async function workArea(name: string, categoryName = "Nonprofit") {
  const category = await workAreaCategory(categoryName);
  return (
    (await db.workArea.findFirst({ where: { name, categoryId: category.id } })) ??
    db.workArea.create({ data: { name, categoryId: category.id } })
  );
}

/** A military installation (System Data; asked for a military work area category), found by name or made. */
export async function militaryInstallation(name: string) {
  return (await db.militaryInstallation.findUnique({ where: { name } })) ?? db.militaryInstallation.create({ data: { name } });
}

/** A user group of System Data (the admin Groups tab), with extra experience fields if given. */
export async function userGroupNamed(name: string, experienceFields: { key: string; label: string; type: string }[] | null = null) {
  return db.group.upsert({
    where: { name },
    create: { name, ...(experienceFields ? { experienceFields } : {}) },
    update: {},
  });
}

/** The member in the group (since `at`). */
export async function inUserGroup(userId: number, groupId: number, at = new Date()) {
  return db.userGroup.upsert({
    where: { userId_groupId: { userId, groupId } },
    create: { userId, groupId, createdAt: at },
    update: {},
  });
}
