/**
 * Pay & Review, the registration's last step (member spec: "Finishing the last step saves, reloads
 * latest registrations and goes to the cart when something is unpaid, otherwise to the
 * dashboard"): the choices and the order, and finishing, which turns the unpaid part into line
 * items of the registration shown in the cart (decision 26).
 */
import { REGISTRATION_STEP, TRANSACTION_STATUS, UNIVERSITY_LEVEL_OF_STUDY_LABEL, type UniversityLevelOfStudy } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, cartLockKey } from "~/features/commerce/cart.server.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { WizardFrameData } from "~/kit/wizard/wizard-frame.tsx";
import { registrationOrder } from "./order.server.ts";
import { registrationWizard, type RegistrationCall } from "./wizard.server.ts";

/** What Pay & Review shows: each step's choice under the step's title, the order's lines and what is due. */
export async function loadSummaryStep(userId: number, registrationId: number, frame: WizardFrameData, now = new Date()) {
  const v = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: {
      universityProgramDepartment: true,
      universityProgramLevelOfStudy: true,
      pathwayType: { select: { name: true } },
      universityProgram: { select: { name: true } },
      shippingAddress: { select: { userId: true, addressLine1: true, city: true, state: true, zip: true } },
      media: { orderBy: { id: "asc" }, select: { originalName: true } },
    },
  });
  const order = await registrationOrder(db, registrationId, await hasMemberPricing(userId, now), now);
  const titleOf = (key: string) => frame.steps.find((s) => s.key === key)?.title ?? key;
  const level = v.universityProgramLevelOfStudy as UniversityLevelOfStudy | null;
  const address = v.shippingAddress?.userId === userId ? v.shippingAddress : null;
  const choices = [
    { step: titleOf(REGISTRATION_STEP.pathway), text: v.pathwayType?.name ?? "—" },
    ...(v.universityProgram
      ? [
          {
            step: titleOf(REGISTRATION_STEP.programInformation),
            text: [v.universityProgram.name, v.universityProgramDepartment, level ? UNIVERSITY_LEVEL_OF_STUDY_LABEL[level] : null]
              .filter(Boolean)
              .join(", "),
          },
        ]
      : []),
    { step: titleOf(REGISTRATION_STEP.documentation), text: v.media.map((m) => m.originalName).join(", ") || "None" },
    ...(address
      ? [
          {
            step: titleOf(REGISTRATION_STEP.shipping),
            text: [address.addressLine1, address.city, address.state, address.zip].filter(Boolean).join(", "),
          },
        ]
      : []),
  ];
  return {
    choices,
    lines: order.lines.map((l) => ({
      key: `${l.kind}-${l.courseMaterialId ?? ""}`,
      step: titleOf(l.step),
      name: l.name,
      list: l.cents !== l.listCents ? formatCents(l.listCents) : null,
      price: formatCents(l.cents),
      reductions: l.reductions.map((r) => `${r.label}: −${formatCents(r.cents)}`),
      paid: l.paid,
    })),
    due: formatCents(order.dueCents),
  };
}

class CartLocked extends Error {}

/**
 * Finishing Pay & Review: inside the wizard's transaction, the registration's unpaid line items are
 * replaced by the order's unpaid lines (so finishing twice leaves one set, and a changed choice
 * changes the cart); each course material's choice is linked to its line. Then to the cart when
 * any line waits there, else to the dashboard. A checkout under way refuses (the cart is locked).
 */
export async function finishRegistration(call: RegistrationCall, _input: unknown, now = new Date()): Promise<Moved | Invalid> {
  const { actor } = call;
  let unpaid = 0;
  // Read before the transaction: SQLite has one writer, and reading outside it would wait on it.
  const memberPricing = await hasMemberPricing(actor.userId, now);
  try {
    const moved = await registrationWizard.move(call, "continue", async (tx, r) => {
      const registrationId = r.id;
      // A checkout of the cart is under way: its items must not change under it.
      if ((await tx.transaction.count({ where: { lockKey: cartLockKey(actor.userId), status: TRANSACTION_STATUS.pending } })) > 0)
        throw new CartLocked();
      const order = await registrationOrder(tx, registrationId, memberPricing, now);
      await tx.lineItem.deleteMany({ where: { registrationId, userId: actor.userId, transactionId: null } });
      const due = order.lines.filter((l) => !l.paid);
      for (const l of due) {
        const item = await tx.lineItem.create({
          data: {
            userId: actor.userId,
            registrationId,
            productId: l.productId,
            kind: l.kind,
            name: l.name,
            priceCents: l.listCents,
            finalPriceCents: l.cents,
            priceBeforeDiscountCents: l.reductions.length ? l.listCents : null,
            hcCourseId: l.hcCourseId,
            showInCart: true,
          },
          select: { id: true },
        });
        if (l.courseMaterialId !== null) {
          await tx.registrationCourseMaterial.update({
            where: { registrationId_courseMaterialId: { registrationId, courseMaterialId: l.courseMaterialId } },
            data: { lineItemId: item.id, hcCourseId: l.hcCourseId },
          });
        }
      }
      unpaid = due.length;
      await auditChange(tx, actor, {
        action: "registration.finish",
        entityType: "Registration",
        entityId: registrationId,
        after: { lines: due.map((l) => ({ kind: l.kind, name: l.name, cents: l.cents })) },
      });
    });
    if (!moved.finished) return moved;
    return unpaid > 0
      ? { kind: "moved", to: paths.cart(), toast: "Your registration is in your cart.", finished: true }
      : { kind: "moved", to: paths.dashboard(), finished: true };
  } catch (error) {
    if (error instanceof CartLocked) return invalid({ "": CART_LOCKED_MESSAGE });
    throw error;
  }
}
