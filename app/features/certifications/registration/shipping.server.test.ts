import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { chooseShippingAddress, SHIPPING_MESSAGES } from "./shipping.server.ts";

beforeEach(() => resetDatabase());

async function setup() {
  const member = await createMember({ firstName: "Rosa", lastName: "Diaz" });
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key: "education", name: "Education", deadlineMonths: 24, certificationId: afc.id },
  });
  const registration = await createRegistration(member.id, { certificationId: afc.id, pathwayTypeId: pathway.id, step: "shipping" });
  const home = await db.address.create({
    data: { userId: member.id, name: "Home", addressLine1: "12 Elm St", city: "Austin", state: "TX", zip: "73301", phone: "5125550100" },
  });
  return { member, registration, home };
}

describe("shipping step", () => {
  it("keeps the chosen address and a copy of it, then moves on", async () => {
    const { member, registration, home } = await setup();
    expect(await chooseShippingAddress(memberActor(member.id), registration.id, { intent: "continue", addressId: home.id })).toMatchObject({
      kind: "moved",
      step: "membership",
    });
    await db.address.update({ where: { id: home.id }, data: { addressLine1: "99 New Rd" } });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      shippingAddressId: home.id,
      shippingName: "Rosa Diaz",
      shippingAddressLine1: "12 Elm St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingCountry: "US",
    });
  });

  it("needs one of the member's own addresses", async () => {
    const { member, registration } = await setup();
    const stranger = await createMember();
    const theirs = await db.address.create({ data: { userId: stranger.id, name: "Home", addressLine1: "1 Other St", state: "NY" } });
    for (const addressId of [null, theirs.id, 999_999]) {
      expect(await chooseShippingAddress(memberActor(member.id), registration.id, { intent: "continue", addressId })).toEqual({
        kind: "invalid",
        message: SHIPPING_MESSAGES.required,
      });
    }
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).shippingAddressId).toBeNull();
  });
});
