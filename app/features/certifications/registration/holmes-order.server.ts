/**
 * The registration's order from Holmes, the course-materials supplier, made by the outbox after the
 * payment's commit (decision 53). Each executor reads the registration as it is when it runs and
 * does nothing twice: an order already kept on the registration is not placed again, and Holmes
 * answers a repeated reference (or key) with what it did the first time.
 */
import { addHolmesCourse, placeHolmesOrder, type HolmesOrder } from "~/integrations/holmes.server.ts";
import { db } from "~/lib/db.server.ts";

type Outcome = { ok: true; result: Record<string, unknown> } | { ok: false; message: string };

export const holmesOrderKey = (registrationId: number) => `holmes.order:registration-${registrationId}`;
/** The reference Holmes keeps one order per. */
const reference = (registrationId: number) => `registration-${registrationId}`;

async function orderOf(registrationId: number): Promise<HolmesOrder | null> {
  const r = await db.registration.findUnique({
    where: { id: registrationId },
    select: {
      id: true,
      user: { select: { email: true, firstName: true, lastName: true } },
      courseMaterials: {
        where: { transactionId: { not: null } },
        orderBy: { id: "asc" },
        select: { hcCourseId: true, courseMaterial: { select: { name: true, hcCourseId: true, requiresShipping: true } } },
      },
      shippingName: true,
      shippingAddressLine1: true,
      shippingAddressLine2: true,
      shippingCity: true,
      shippingState: true,
      shippingZip: true,
      shippingCountry: true,
      shippingPhone: true,
    },
  });
  if (!r || r.courseMaterials.length === 0) return null;
  // Online courses carry their Holmes course id; printed materials are ordered by name and shipped.
  const ships = r.courseMaterials.some((m) => m.courseMaterial.requiresShipping) && r.shippingAddressLine1;
  return {
    reference: reference(r.id),
    customer: { email: r.user.email, firstName: r.user.firstName, lastName: r.user.lastName },
    courses: r.courseMaterials.map((m) => ({ hcCourseId: m.hcCourseId ?? m.courseMaterial.hcCourseId, name: m.courseMaterial.name })),
    shipTo: ships
      ? {
          name: r.shippingName ?? `${r.user.firstName} ${r.user.lastName}`,
          addressLine1: r.shippingAddressLine1 ?? "",
          addressLine2: r.shippingAddressLine2,
          city: r.shippingCity ?? "",
          state: r.shippingState ?? "",
          zip: r.shippingZip ?? "",
          country: r.shippingCountry ?? "US",
          phone: r.shippingPhone,
        }
      : null,
  };
}

/** holmes.order: the registration's paid course materials, ordered once; the order id kept on it. */
export async function orderCourseMaterials(payload: Record<string, unknown>): Promise<Outcome> {
  const registrationId = Number(payload.registrationId);
  const r = await db.registration.findUnique({ where: { id: registrationId }, select: { holmesOrderId: true } });
  if (!r) return { ok: true, result: { skipped: "the registration no longer exists" } };
  if (r.holmesOrderId) return { ok: true, result: { orderId: r.holmesOrderId } };
  const order = await orderOf(registrationId);
  if (!order) return { ok: true, result: { skipped: "no paid course materials" } };
  const placed = await placeHolmesOrder(order);
  if (!placed.ok) return placed;
  await db.registration.update({ where: { id: registrationId }, data: { holmesOrderId: placed.orderId } });
  return { ok: true, result: { orderId: placed.orderId } };
}

/**
 * holmes.addCourse: a course bought from an announcement. Without an order yet, ordering the
 * registration's paid materials orders it (it is one of them now); otherwise it is added to the order.
 */
export async function addAnnouncedCourse(payload: Record<string, unknown>, call: { key: string }): Promise<Outcome> {
  const registrationId = Number(payload.registrationId);
  const hcCourseId = String(payload.hcCourseId ?? "");
  const r = await db.registration.findUnique({
    where: { id: registrationId },
    select: {
      holmesOrderId: true,
      courseMaterials: { where: { hcCourseId }, take: 1, select: { courseMaterial: { select: { name: true } } } },
    },
  });
  if (!r) return { ok: true, result: { skipped: "the registration no longer exists" } };
  if (!r.holmesOrderId) return orderCourseMaterials({ registrationId });
  const name = r.courseMaterials[0]?.courseMaterial.name ?? hcCourseId;
  const added = await addHolmesCourse({ orderId: r.holmesOrderId, key: call.key, course: { hcCourseId, name } });
  return added.ok ? { ok: true, result: { orderId: added.orderId, hcCourseId } } : added;
}
