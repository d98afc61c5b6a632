import { beforeEach, describe, expect, it } from "vitest";
import { createMember, registrationAtStep } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { paths } from "~/lib/paths.ts";
import { action } from "~/routes/_app.certifications-and-training.register.$certificationId.shipping.tsx";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { SHIPPING_MESSAGES } from "./schemas.server.ts";

beforeEach(() => resetDatabase());

async function setup() {
  const member = await createMember({ firstName: "Rosa", lastName: "Diaz" });
  const registration = await registrationAtStep(member.id, { step: REGISTRATION_STEP.shipping });
  const afc = { id: registration.certificationId! };
  const home = await db.address.create({
    data: { userId: member.id, name: "Home", addressLine1: "12 Elm St", city: "Austin", state: "TX", zip: "73301", phone: "5125550100" },
  });
  const post = (addressId: string) => postForm(action, member.id, { certificationId: String(afc.id) }, { addressId });
  return { member, registration, home, post, stepUrl: (s: string) => paths.certifications.registerStep(afc.id, s) };
}

describe("shipping step", () => {
  it("keeps the chosen address and a copy of it, then moves on", async () => {
    const { registration, home, post, stepUrl } = await setup();
    expect(await post(String(home.id))).toMatchObject({ status: 302, location: stepUrl("membership") });
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
    const { registration, post } = await setup();
    const stranger = await createMember();
    const theirs = await db.address.create({ data: { userId: stranger.id, name: "Home", addressLine1: "1 Other St", state: "NY" } });
    for (const addressId of ["", String(theirs.id), "999999", "abc"]) {
      expect(await post(addressId)).toMatchObject({ status: 400, errors: { addressId: [SHIPPING_MESSAGES.required] } });
    }
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).shippingAddressId).toBeNull();
  });
});
