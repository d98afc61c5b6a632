import { beforeEach, describe, expect, it } from "vitest";
import { createMember, registrationAtStep, waitingInFinalApproval } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { AddressSchema, type AddressInput } from "~/features/profile/address-schema.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { createAddress, deleteAddress, getAddressBook, getOwnAddress, listAddresses, updateAddress } from "./addresses.server.ts";

beforeEach(() => resetDatabase());

const member = (firstName = "Dee") => createMember({ firstName, lastName: "Member" });

/** A registration in pre-registration past the Shipping step, shipping to this address. */
const pastShipping = (userId: number, shippingAddressId: number) =>
  registrationAtStep(userId, { step: REGISTRATION_STEP.membership, data: { shippingAddressId } });

function input(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    name: "Home",
    addressLine1: "12 Oak St",
    addressLine2: null,
    city: "Richmond",
    state: "VA",
    zip: "23219",
    country: "US",
    phone: null,
    makePrimary: false,
    ...overrides,
  };
}

async function userRow(id: number) {
  return db.user.findUniqueOrThrow({ where: { id }, select: { primaryAddressId: true, profileLastUpdated: true } });
}

describe("creating addresses", () => {
  it("makes the first address primary and stamps the profile update", async () => {
    const user = await member();
    const now = new Date("2026-03-01T15:00:00Z");
    const home = await createAddress(memberActor(user.id), input(), now);
    expect(home).toMatchObject({ name: "Home", addressLine1: "12 Oak St", city: "Richmond", state: "VA", country: "US" });
    expect(await userRow(user.id)).toEqual({ primaryAddressId: home.id, profileLastUpdated: now });
  });

  it("keeps the primary when a later address is not marked primary, and moves it when one is", async () => {
    const user = await member();
    const home = await createAddress(memberActor(user.id), input());
    const work = await createAddress(memberActor(user.id), input({ name: "Work", addressLine1: "1 Main St" }));
    expect((await userRow(user.id)).primaryAddressId).toBe(home.id);
    const other = await createAddress(memberActor(user.id), input({ name: "Other", addressLine1: "9 Elm Rd", makePrimary: true }));
    expect((await userRow(user.id)).primaryAddressId).toBe(other.id);
    expect((await listAddresses(user.id)).map((a) => a.id)).toEqual([other.id, home.id, work.id]);
  });

  it("stores a state typed in because it is not listed upper-cased", async () => {
    const user = await member();
    const parsed = AddressSchema.parse({
      name: "Other",
      addressLine1: "1 Queen St",
      stateNotListed: "on",
      stateOther: "ontario",
      country: "CA",
    });
    const created = await createAddress(memberActor(user.id), parsed);
    expect(created.state).toBe("ONTARIO");
    // The service upper-cases on its own too, so no caller can store a lower-case state.
    const direct = await createAddress(memberActor(user.id), input({ state: "bavaria" }));
    expect((await getOwnAddress(user.id, direct.id))?.state).toBe("BAVARIA");
  });
});

describe("reading addresses", () => {
  it("lists only the user's own addresses, primary first then in the order added", async () => {
    const a = await member("Ann");
    const b = await member("Bob");
    const first = await createAddress(memberActor(a.id), input({ addressLine1: "1 First St" }));
    const second = await createAddress(memberActor(a.id), input({ addressLine1: "2 Second St", makePrimary: true }));
    const third = await createAddress(memberActor(a.id), input({ addressLine1: "3 Third St" }));
    await createAddress(memberActor(b.id), input({ addressLine1: "99 Bob St" }));
    expect((await listAddresses(a.id)).map((r) => [r.id, r.addressLine1])).toEqual([
      [second.id, "2 Second St"],
      [first.id, "1 First St"],
      [third.id, "3 Third St"],
    ]);
    expect(await getAddressBook(a.id)).toEqual({ addresses: await listAddresses(a.id), primaryAddressId: second.id });
    expect(await listAddresses(b.id)).toHaveLength(1);
    expect(await getAddressBook((await member("Cy")).id)).toEqual({ addresses: [], primaryAddressId: null });
  });

  it("gives one's own address with whether it is primary, and nothing for another member's or a missing id", async () => {
    const a = await member("Ann");
    const b = await member("Bob");
    const home = await createAddress(memberActor(a.id), input());
    const work = await createAddress(memberActor(a.id), input({ name: "Work" }));
    expect(await getOwnAddress(a.id, home.id)).toMatchObject({ id: home.id, name: "Home", isPrimary: true });
    expect(await getOwnAddress(a.id, work.id)).toMatchObject({ id: work.id, name: "Work", isPrimary: false });
    expect(await getOwnAddress(b.id, home.id)).toBeNull();
    expect(await getOwnAddress(a.id, 9999)).toBeNull();
  });
});

describe("updating addresses", () => {
  it("changes the user's own address and stamps the profile update", async () => {
    const user = await member();
    const home = await createAddress(memberActor(user.id), input(), new Date("2026-01-01T00:00:00Z"));
    const now = new Date("2026-02-01T00:00:00Z");
    expect(await updateAddress(memberActor(user.id), home.id, input({ addressLine1: "14 Oak St", city: null, state: "quebec" }), now)).toBe(
      true,
    );
    expect(await getOwnAddress(user.id, home.id)).toMatchObject({
      addressLine1: "14 Oak St",
      city: null,
      state: "QUEBEC",
      isPrimary: true,
    });
    expect((await userRow(user.id)).profileLastUpdated).toEqual(now);
  });

  it("makes an address primary when ticked, and leaving it unticked keeps the current primary", async () => {
    const user = await member();
    const home = await createAddress(memberActor(user.id), input());
    const work = await createAddress(memberActor(user.id), input({ name: "Work" }));
    await updateAddress(memberActor(user.id), work.id, input({ name: "Work", makePrimary: true }));
    expect((await userRow(user.id)).primaryAddressId).toBe(work.id);
    await updateAddress(memberActor(user.id), work.id, input({ name: "Work", city: "Norfolk" }));
    await updateAddress(memberActor(user.id), home.id, input());
    expect((await userRow(user.id)).primaryAddressId).toBe(work.id);
  });

  it("refuses another member's address and leaves it and both users unchanged", async () => {
    const a = await member("Ann");
    const b = await member("Bob");
    const home = await createAddress(memberActor(a.id), input(), new Date("2026-01-01T00:00:00Z"));
    expect(
      await updateAddress(
        memberActor(b.id),
        home.id,
        input({ addressLine1: "Hijacked", makePrimary: true }),
        new Date("2026-02-01T00:00:00Z"),
      ),
    ).toBe(false);
    expect(await getOwnAddress(a.id, home.id)).toMatchObject({ addressLine1: "12 Oak St" });
    expect(await userRow(b.id)).toEqual({ primaryAddressId: null, profileLastUpdated: null });
    expect((await userRow(a.id)).profileLastUpdated).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(await updateAddress(memberActor(a.id), 9999, input())).toBe(false);
  });
});

describe("deleting addresses", () => {
  it("deletes a non-primary address and keeps the primary", async () => {
    const user = await member();
    const home = await createAddress(memberActor(user.id), input());
    const work = await createAddress(memberActor(user.id), input({ name: "Work" }));
    const now = new Date("2026-04-01T00:00:00Z");
    expect(await deleteAddress(memberActor(user.id), work.id, now)).toEqual({ ok: true });
    expect((await listAddresses(user.id)).map((a) => a.id)).toEqual([home.id]);
    expect(await userRow(user.id)).toEqual({ primaryAddressId: home.id, profileLastUpdated: now });
  });

  it("makes the oldest remaining address primary when the primary is deleted, and none when the last goes", async () => {
    const user = await member();
    const first = await createAddress(memberActor(user.id), input({ addressLine1: "1 First St" }));
    const second = await createAddress(memberActor(user.id), input({ addressLine1: "2 Second St" }));
    const third = await createAddress(memberActor(user.id), input({ addressLine1: "3 Third St", makePrimary: true }));
    expect(await deleteAddress(memberActor(user.id), third.id)).toEqual({ ok: true });
    expect((await userRow(user.id)).primaryAddressId).toBe(first.id);
    expect(await deleteAddress(memberActor(user.id), first.id)).toEqual({ ok: true });
    expect((await userRow(user.id)).primaryAddressId).toBe(second.id);
    expect(await deleteAddress(memberActor(user.id), second.id)).toEqual({ ok: true });
    expect((await userRow(user.id)).primaryAddressId).toBeNull();
    expect(await listAddresses(user.id)).toEqual([]);
  });

  it("refuses another member's address, or a missing one, and deletes nothing", async () => {
    const a = await member("Ann");
    const b = await member("Bob");
    const home = await createAddress(memberActor(a.id), input());
    expect(await deleteAddress(memberActor(b.id), home.id)).toEqual({ ok: false, message: "Could not delete address." });
    expect(await deleteAddress(memberActor(a.id), 9999)).toEqual({ ok: false, message: "Could not delete address." });
    expect(await getOwnAddress(a.id, home.id)).not.toBeNull();
    expect(await userRow(b.id)).toEqual({ primaryAddressId: null, profileLastUpdated: null });
  });

  it("refuses the shipping address of a registration that is not complete, and allows it once complete", async () => {
    const user = await member();
    const home = await createAddress(memberActor(user.id), input());
    const work = await createAddress(memberActor(user.id), input({ name: "Work" }));
    const { registration } = await waitingInFinalApproval(user.id, { data: { shippingAddressId: work.id } });
    const before = (await userRow(user.id)).profileLastUpdated;
    expect(await deleteAddress(memberActor(user.id), work.id, new Date("2030-01-01T00:00:00Z"))).toEqual({
      ok: false,
      message: "Could not delete address.",
    });
    expect(await getOwnAddress(user.id, work.id)).not.toBeNull();
    expect((await userRow(user.id)).profileLastUpdated).toEqual(before);

    await db.registration.update({ where: { id: registration.id }, data: { status: REGISTRATION_STATUS.complete } });
    expect(await deleteAddress(memberActor(user.id), work.id)).toEqual({ ok: true });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).shippingAddressId).toBeNull();
    expect((await listAddresses(user.id)).map((a) => a.id)).toEqual([home.id]);
  });

  it("refuses a pre-registration's shipping address too", async () => {
    const user = await member();
    const home = await createAddress(memberActor(user.id), input());
    await pastShipping(user.id, home.id);
    expect(await deleteAddress(memberActor(user.id), home.id)).toEqual({ ok: false, message: "Could not delete address." });
  });
});

describe("audit", () => {
  const events = () =>
    db.auditEvent.findMany({
      orderBy: { id: "asc" },
      select: { actorId: true, actingAsUserId: true, action: true, entityType: true, entityId: true, after: true },
    });

  it("records each change an impersonating admin makes, once, with the admin as actor and the member acted as", async () => {
    const user = await member();
    const admin = await member("Ada");
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    const who = { actorId: admin.id, actingAsUserId: user.id, entityType: "Address" };
    const home = await createAddress(asAdmin, input());
    expect(await updateAddress(asAdmin, home.id, input({ city: "Norfolk" }))).toBe(true);
    const work = await createAddress(memberActor(user.id), input({ name: "Work" }));
    expect(await db.auditEvent.count()).toBe(2);
    expect(await deleteAddress(asAdmin, work.id)).toEqual({ ok: true });
    expect(await events()).toEqual([
      { ...who, action: "address.create", entityId: home.id, after: input() },
      { ...who, action: "address.update", entityId: home.id, after: input({ city: "Norfolk" }) },
      { ...who, action: "address.delete", entityId: work.id, after: null },
    ]);
    const [, update, removal] = await db.auditEvent.findMany({ orderBy: { id: "asc" } });
    expect(update?.before).toMatchObject({ city: input().city });
    expect(removal?.before).toMatchObject({ id: work.id, name: "Work", userId: user.id });
  });

  it("records nothing for a member's own changes, or a refused one", async () => {
    const user = await member();
    const admin = await member("Ada");
    const home = await createAddress(memberActor(user.id), input());
    await updateAddress(memberActor(user.id), home.id, input({ city: "Norfolk" }));
    await pastShipping(user.id, home.id);
    expect(await deleteAddress({ userId: user.id, impersonatorId: admin.id, admin: false }, home.id)).toMatchObject({ ok: false });
    expect(await updateAddress({ userId: user.id, impersonatorId: admin.id, admin: false }, 9999, input())).toBe(false);
    await db.registration.deleteMany();
    expect(await deleteAddress(memberActor(user.id), home.id)).toEqual({ ok: true });
    expect(await db.auditEvent.count()).toBe(0);
  });
});
