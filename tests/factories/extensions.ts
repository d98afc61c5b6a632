/**
 * Deadline extensions by state: an expired registration whose extension request is in the cart, or
 * was paid and waits for review, or was approved as the decision leaves it. The request goes
 * through the product's own command (`requestExtension`: the line in the cart, the registration
 * "expired with extension") and paying it submits it (its fulfilment).
 */
import { EXPIRATION_STATUS } from "~/domain/constants.ts";
import { extendedDeadline } from "~/features/extensions/rules.ts";
import { memberActor } from "~/lib/actor.ts";
import { addDays, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { requestExtension } from "~/features/extensions/request.server.ts";
import { payLines } from "./commerce.ts";
import { expiredWithoutExtension, type PostRegistrationOptions } from "./registrations.ts";

type ExtensionRequestOptions = PostRegistrationOptions & {
  registrationId?: number;
  requestedAt?: Date;
  completedHours?: number;
  signature?: string;
};

/**
 * An extension request in the cart, unpaid, on the user's latest registration (made expired without
 * extension, deadline 50 days ago, unless `registrationId`): requested `requestedAt` (default
 * yesterday) through the product's own command, so the registration reads "expired with extension"
 * and the extension's new deadline is the product's (6 months after the deadline).
 */
export async function extensionInCart(userId: number, opts: ExtensionRequestOptions = {}) {
  const registrationId = opts.registrationId ?? (await expiredWithoutExtension(userId, opts)).registration.id;
  const requestedAt = opts.requestedAt ?? daysAgo(1, opts.now);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true } });
  const asked = await requestExtension(
    memberActor(userId),
    { completedHours: opts.completedHours ?? 0, signature: opts.signature ?? `${user.firstName} ${user.lastName}` },
    requestedAt,
  );
  if (asked) throw new Error(`extensionInCart: ${JSON.stringify(asked.errors)}`);
  const extension = await db.extension.findFirstOrThrow({ where: { registrationId }, orderBy: { id: "desc" } });
  return { registration: await db.registration.findUniqueOrThrow({ where: { id: registrationId } }), extension };
}

/**
 * An extension request paid and waiting for review: `extensionInCart`, then paid `requestedAt`,
 * which submits it.
 */
export async function pendingExtension(userId: number, opts: ExtensionRequestOptions = {}) {
  const { registration, extension } = await extensionInCart(userId, opts);
  const { transaction } = await payLines(userId, [extension.lineItemId!], { at: opts.requestedAt ?? daysAgo(1, opts.now) });
  return {
    registration: await db.registration.findUniqueOrThrow({ where: { id: registration.id } }),
    extension: await db.extension.findUniqueOrThrow({ where: { id: extension.id } }),
    transaction,
  };
}

/** A `pendingExtension` approved as the decision leaves it (`decidedAt`: the day after by default): 6 more months, its review row. */
export async function approvedExtension(
  userId: number,
  opts: Parameters<typeof pendingExtension>[1] & { decidedAt?: Date; reviewerId?: number | null; message?: string | null } = {},
) {
  const { registration, extension, transaction } = await pendingExtension(userId, opts);
  const decidedAt = opts.decidedAt ?? addDays(extension.submittedAt ?? extension.createdAt, 1);
  const deadline = extendedDeadline(registration.deadline!);
  const approved = await db.extension.update({ where: { id: extension.id }, data: { approved: true, decidedAt, deadline } });
  const review = await db.extensionReview.create({
    data: {
      extensionId: extension.id,
      reviewerId: opts.reviewerId ?? null,
      approved: true,
      message: opts.message ?? null,
      createdAt: decidedAt,
    },
  });
  const extended = await db.registration.update({
    where: { id: registration.id },
    data: { deadline, expirationStatus: EXPIRATION_STATUS.expiredWithExtension },
  });
  return { registration: extended, extension: approved, transaction, review };
}

/**
 * An approved extension of a certification (not of a registration): staff granted a certified member
 * more time to report CEUs, until `deadline` (default 90 days after `now`). The reporting periods that
 * have ended stay open to the member while it runs (member spec section 4: editing locks after the
 * date unless an extension is approved).
 */
export async function approvedCertificationExtension(
  userId: number,
  userCertificationId: number,
  opts: { now?: Date; deadline?: Date; reviewerId?: number | null } = {},
) {
  const now = opts.now ?? new Date();
  const extension = await db.extension.create({
    data: {
      userId,
      userCertificationId,
      approved: true,
      completedHours: 0,
      signature: "Granted by the certification office",
      submittedAt: daysAgo(3, now),
      decidedAt: daysAgo(1, now),
      deadline: opts.deadline ?? addDays(now, 90),
      createdAt: daysAgo(3, now),
    },
  });
  await db.extensionReview.create({
    data: { extensionId: extension.id, reviewerId: opts.reviewerId ?? null, approved: true, createdAt: daysAgo(1, now) },
  });
  return extension;
}
