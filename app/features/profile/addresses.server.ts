/**
 * A member's own addresses (Contact Info tab). Every query is scoped by userId, so an id that belongs
 * to someone else behaves exactly like a missing one. Every change stamps User.profileLastUpdated and
 * runs in one transaction with the primary-address bookkeeping and its audit event (changes take the
 * Actor).
 */
import type { Result } from "~/kit/forms/outcome.ts";
import type { AddressInput, AddressRow } from "~/features/profile/address-schema.server.ts";
import { REGISTRATION_STATUS } from "~/domain/constants.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange, beforeOf } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { idParam } from "~/lib/params.ts";
import { notFound } from "~/lib/http.ts";

export const DELETE_ADDRESS_FAILED_MESSAGE = "Could not delete address.";

export type { AddressRow };

/** An address row as the forms show it (the member's addresses, the admin's Info tab). */
export const ADDRESS_ROW_SELECT = {
  id: true,
  name: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  zip: true,
  country: true,
  phone: true,
} satisfies Prisma.AddressSelect;

/** The user's addresses: the primary one first, then the rest in the order they were added. */
export async function listAddresses(userId: number): Promise<AddressRow[]> {
  const [user, rows] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { primaryAddressId: true } }),
    db.address.findMany({ where: { userId }, orderBy: { id: "asc" }, select: ADDRESS_ROW_SELECT }),
  ]);
  const primaryId = user?.primaryAddressId ?? null;
  return [...rows.filter((r) => r.id === primaryId), ...rows.filter((r) => r.id !== primaryId)];
}

/** What `AddressList` takes: the ordered addresses and which one is primary. */
export async function getAddressBook(userId: number): Promise<{ addresses: AddressRow[]; primaryAddressId: number | null }> {
  const [user, addresses] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { primaryAddressId: true } }),
    listAddresses(userId),
  ]);
  return { addresses, primaryAddressId: user?.primaryAddressId ?? null };
}

/** One of the user's own addresses, or null when it is missing or someone else's. */
export async function getOwnAddress(userId: number, id: number): Promise<(AddressRow & { isPrimary: boolean }) | null> {
  const row = await db.address.findFirst({
    where: { id, userId },
    select: { ...ADDRESS_ROW_SELECT, primaryOfUser: { select: { id: true } } },
  });
  if (!row) return null;
  const { primaryOfUser, ...address } = row;
  return { ...address, isPrimary: primaryOfUser?.id === userId };
}

/** The Address columns a save writes (the state upper-cased). */
export function addressData(input: AddressInput) {
  return {
    name: input.name,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    // A listed code is already upper case; a state typed in because it is not listed is stored upper-cased.
    state: input.state.trim().toUpperCase(),
    zip: input.zip,
    country: input.country,
    phone: input.phone,
  };
}

/** Adds an address; the user's first address, or one marked primary, becomes the primary address. */
export async function createAddress(actor: Actor, input: AddressInput, now = new Date()): Promise<AddressRow> {
  const userId = actor.userId;
  return db.$transaction(async (tx) => {
    const first = (await tx.address.count({ where: { userId } })) === 0;
    const address = await tx.address.create({ data: { ...addressData(input), userId }, select: ADDRESS_ROW_SELECT });
    const makePrimary = input.makePrimary || first;
    await tx.user.update({
      where: { id: userId },
      data: { profileLastUpdated: now, ...(makePrimary ? { primaryAddressId: address.id } : {}) },
    });
    await auditChange(tx, actor, { action: "address.create", entityType: "Address", entityId: address.id, after: input });
    return address;
  });
}

/**
 * Changes one of the user's own addresses; false when it is missing or someone else's. Ticking
 * "Make this my primary address" makes it primary; leaving it unticked keeps the current primary
 * (a member with addresses always has one; another address becomes primary by ticking it there).
 */
export async function updateAddress(actor: Actor, id: number, input: AddressInput, now = new Date()): Promise<boolean> {
  const userId = actor.userId;
  return db.$transaction(async (tx) => {
    const current = await tx.address.findFirst({ where: { id, userId } });
    if (!current) return false;
    await tx.address.update({ where: { id }, data: addressData(input) });
    await tx.user.update({
      where: { id: userId },
      data: { profileLastUpdated: now, ...(input.makePrimary ? { primaryAddressId: id } : {}) },
    });
    await auditChange(tx, actor, {
      action: "address.update",
      entityType: "Address",
      entityId: id,
      before: beforeOf(current, addressData(input)),
      after: input,
    });
    return true;
  });
}

/**
 * Deletes one of the user's own addresses. Refused when it is not theirs, or when it is the shipping
 * address of one of their registrations that is not complete yet. Deleting the primary address makes
 * the oldest remaining address primary (or none when none remain).
 */
export async function deleteAddress(actor: Actor, id: number, now = new Date()): Promise<Result> {
  const userId = actor.userId;
  return db.$transaction(async (tx) => {
    const address = await tx.address.findFirst({ where: { id, userId } });
    if (!address) return { ok: false, message: DELETE_ADDRESS_FAILED_MESSAGE };
    const shipping = await tx.registration.count({
      where: { userId, shippingAddressId: id, status: { not: REGISTRATION_STATUS.complete } },
    });
    if (shipping > 0) return { ok: false, message: DELETE_ADDRESS_FAILED_MESSAGE };
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { primaryAddressId: true } });
    await tx.address.delete({ where: { id } });
    let primaryAddressId = user.primaryAddressId;
    if (primaryAddressId === id) {
      const oldest = await tx.address.findFirst({
        where: { userId },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true },
      });
      primaryAddressId = oldest?.id ?? null;
    }
    await tx.user.update({ where: { id: userId }, data: { profileLastUpdated: now, primaryAddressId } });
    await auditChange(tx, actor, { action: "address.delete", entityType: "Address", entityId: id, before: address });
    return { ok: true };
  });
}

/** The member's own address by a route param, or a 404 (a missing id and someone else's look alike). */
export async function requireOwnAddress(userId: number, rawId: string | undefined) {
  const address = await getOwnAddress(userId, idParam(rawId));
  if (!address) throw notFound();
  return address;
}
