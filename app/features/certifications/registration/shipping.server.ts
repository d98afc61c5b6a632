/**
 * The Shipping step: one of the member's addresses ('You must have a shipping address'; a new one
 * is added through the profile's address form first). The registration keeps the address and a
 * copy of it as it was when chosen, so later edits of the address book do not change where an order
 * went.
 */
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { listAddresses } from "~/features/profile/addresses.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { SHIPPING_MESSAGES, type ShippingInput } from "./schemas.server.ts";
import { registrationWizard, type RegistrationCall } from "./wizard.server.ts";

/** What the step shows: the member's addresses, the one kept (else the first) and where to add one. */
export async function loadShippingStep(userId: number, registrationId: number, here: string) {
  const [addresses, r] = await Promise.all([
    listAddresses(userId),
    db.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { shippingAddressId: true } }),
  ]);
  const kept = addresses.some((a) => a.id === r.shippingAddressId) ? r.shippingAddressId : addresses[0]?.id;
  return {
    addresses: addresses.map((a) => ({
      id: a.id,
      lines: [a.name, a.addressLine1, a.addressLine2, [a.city, a.state, a.zip].filter(Boolean).join(", "), a.country].filter(Boolean),
    })),
    chosen: kept ? String(kept) : "",
    addHref: paths.editProfile.addresses.new({ returnTo: here }),
  };
}

export async function chooseShippingAddress(call: RegistrationCall, input: ShippingInput): Promise<Moved | Invalid<"addressId">> {
  const address = await db.address.findFirst({ where: { id: input.addressId, userId: call.actor.userId } });
  if (!address) return invalid({ addressId: SHIPPING_MESSAGES.required });
  const person = await db.user.findUniqueOrThrow({ where: { id: call.actor.userId }, select: { firstName: true, lastName: true } });
  return registrationWizard.move(call, "continue", async (tx, r) => {
    await tx.registration.update({
      where: { id: r.id },
      data: {
        shippingAddressId: address.id,
        shippingName: `${person.firstName} ${person.lastName}`.trim(),
        shippingAddressLine1: address.addressLine1,
        shippingAddressLine2: address.addressLine2,
        shippingCity: address.city,
        shippingState: address.state,
        shippingZip: address.zip,
        shippingCountry: address.country,
        shippingPhone: address.phone,
      },
    });
  });
}
