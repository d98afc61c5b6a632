/**
 * Outside calls (decision 53) in the states an admin meets them: a payment's course materials
 * order that Holmes refused, waiting for its retry.
 */
import { db } from "~/lib/db.server.ts";
import { awaitingApprovalPaid } from "./registrations.ts";
import type { RegistrationOptions } from "./registrations.ts";

const SHIPPING = {
  shippingName: "Pat Lee",
  shippingAddressLine1: "1 Main St",
  shippingCity: "Austin",
  shippingState: "TX",
  shippingZip: "78701",
  shippingCountry: "US",
};

/**
 * Paid for with the textbook and waiting in registration approval; the order from Holmes was tried
 * once after the payment and refused (Holmes was down): the call waits for its retry in 15 minutes.
 */
export async function courseMaterialsOrderFailed(userId: number, opts: RegistrationOptions & { error?: string } = {}) {
  const { registration, transaction } = await awaitingApprovalPaid(userId, {
    ...opts,
    materials: opts.materials ?? ["textbook"],
    data: { ...SHIPPING, ...opts.data },
  });
  const at = registration.createdAt;
  const call = await db.outsideCall.update({
    where: { key: `holmes.order:registration-${registration.id}` },
    data: {
      tries: 1,
      lastError: opts.error ?? "Holmes answered 503",
      nextTryAt: new Date(at.getTime() + 15 * 60 * 1000),
      createdAt: at,
    },
  });
  return { registration, transaction, call };
}
