/**
 * The Shipping step: one of the member's addresses ('You must have a shipping address'; a new one
 * is added through the profile's address form first). The registration keeps the address and a
 * copy of it as it was when chosen, so later edits of the address book do not change where an order
 * went.
 */
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { moveRegistrationStep, type StepMove } from "./registration-progress.server.ts";

export const SHIPPING_MESSAGES = { required: "You must have a shipping address" } as const;

export type ShippingChoice = StepMove | { kind: "invalid"; message: string };

export async function chooseShippingAddress(
  actor: Actor,
  registrationId: number,
  input: { intent: "back" | "continue"; addressId: number | null },
): Promise<ShippingChoice> {
  if (input.intent === "back") return moveRegistrationStep(actor, registrationId, "shipping", "back");
  const address = input.addressId ? await db.address.findFirst({ where: { id: input.addressId, userId: actor.userId } }) : null;
  if (!address) return { kind: "invalid", message: SHIPPING_MESSAGES.required };
  const person = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { firstName: true, lastName: true } });
  return moveRegistrationStep(actor, registrationId, "shipping", "continue", async (tx) => {
    await tx.registration.update({
      where: { id: registrationId },
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
