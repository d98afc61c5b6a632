/**
 * Independent Trainers by state, beyond the approved one of trainings.ts: the category's license
 * product (found or made), a trainer whose status expires soon or has expired, a renewal or
 * licenses waiting in the cart, and an application waiting in the cart.
 */
import { PRODUCT_KIND, REGISTRATION_STATUS, REGISTRATION_STEP, TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import { addDays, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { cartLine, productLine } from "./commerce.ts";
import { approvedIndependentTrainer, trainingReference } from "./trainings.ts";

/** The learning-system license a trainer buys for a client (the trainer category's license product), found or made. */
export async function trainerLicenseProduct(opts: { priceCents?: number; categoryId?: number | null } = {}) {
  await trainingReference();
  const category = await db.trainingCategory.findUniqueOrThrow({
    where: { key: TRAINING_CATEGORY_KEY.independentTrainer },
    select: { id: true, licenseProduct: true },
  });
  if (category.licenseProduct) return category.licenseProduct;
  const product = await db.product.create({
    data: {
      kind: PRODUCT_KIND.trainerLicense,
      name: "AFC Learning System License",
      priceCents: opts.priceCents ?? 9900,
      categoryId: opts.categoryId ?? null,
    },
  });
  await db.trainingCategory.update({ where: { id: category.id }, data: { licenseProductId: product.id } });
  return product;
}

type ApprovedOptions = NonNullable<Parameters<typeof approvedIndependentTrainer>[1]>;

/** An approved trainer whose year ends in `expiresInDays` days (default 30): approved a year less that many days ago. */
export async function expiringIndependentTrainer(userId: number, opts: ApprovedOptions & { expiresInDays?: number } = {}) {
  const { expiresInDays = 30, ...rest } = opts;
  return approvedIndependentTrainer(userId, { ...rest, approvedAt: daysAgo(365 - expiresInDays, rest.now) });
}

/** An approved trainer whose year ended `expiredDaysAgo` days ago (default 10). */
export async function expiredIndependentTrainer(userId: number, opts: ApprovedOptions & { expiredDaysAgo?: number } = {}) {
  const { expiredDaysAgo = 10, ...rest } = opts;
  return approvedIndependentTrainer(userId, { ...rest, approvedAt: daysAgo(365 + expiredDaysAgo, rest.now) });
}

/** The trainer category's renewal in the member's cart, signed (as the renewal agreement leaves it). */
export async function trainerRenewalInCart(userId: number, opts: { signature?: string; at?: Date } = {}) {
  const { trainerCategory } = await trainingReference();
  const product = trainerCategory.renewalProduct;
  if (!product) throw new Error("trainerRenewalInCart: the trainer category has no renewal product");
  const at = opts.at ?? new Date();
  const item = await cartLine(userId, productLine(product), { at });
  return db.lineItem.update({
    where: { id: item.id },
    data: { extra: { renewal: { signature: opts.signature ?? "Signed", signedAt: at.toISOString() } } },
  });
}

/** `quantity` licenses in the member's cart (one line of the license product, its quantity changeable). */
export async function trainerLicensesInCart(userId: number, quantity: number) {
  const product = await trainerLicenseProduct();
  return cartLine(userId, productLine(product, { quantity, withQty: true }));
}

/** A trainer application finished and waiting in the cart (pre-registration at Pay & Review, its fee unpaid). */
export async function trainerApplicationInCart(userId: number, opts: { at?: Date } = {}) {
  const ref = await trainingReference();
  const at = opts.at ?? daysAgo(1);
  const registration = await db.registration.create({
    data: {
      userId,
      trainingId: ref.trainerProgram.id,
      status: REGISTRATION_STATUS.preRegistration,
      step: REGISTRATION_STEP.summary,
      trainerBio: "Financial educator for community groups.",
      trainerSignature: "Signed",
      trainerSignatureDate: at,
      createdAt: addDays(at, -1),
    },
  });
  const lineItem = await cartLine(userId, productLine(ref.trainerProgram.product, { registrationId: registration.id }), { at });
  return { registration, lineItem };
}
