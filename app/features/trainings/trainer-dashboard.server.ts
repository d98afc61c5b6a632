/**
 * The Independent Trainer dashboard's view model (/certifications-and-training/independent-trainer,
 * spec section 2): 'What is an Independent Trainer?' for non-trainers, the status card, and for a
 * trainer the expiry banner (within 90 days and after), the licenses card and the profile table.
 * Dates are formatted here (MM/DD/YYYY, New York).
 */
import { USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { getTrainerLicenseDiscount, licensesInCart } from "./trainer-licenses.server.ts";
import { TRAINER_PROFILE_SELECT } from "./trainer-profile.server.ts";
import { offeringLabel, trainerProfileRows } from "./trainer-profile.ts";
import { isApprovedTrainer, mayBuyLicenses, mayRenew, trainerExpiryNotice, type TrainerStatus } from "./trainer-status.ts";
import { getPendingReapproval, readTrainerRecord, type TrainerRecord } from "./trainer-status.server.ts";

/** The status card: the state and what it shows (dates formatted). */
export type TrainerStatusCard =
  | { state: "not_eligible"; reason: "no_certification" }
  | { state: "not_eligible"; reason: "too_soon"; eligibleOn: string }
  | { state: "eligible" }
  | { state: "application_in_cart" }
  | { state: "in_review"; moduleApproval: boolean }
  | {
      state: "active" | "expiring_soon" | "expired";
      expiresOn: string;
      renewalInCart: boolean;
      mayRenew: boolean;
      certificateUrl: string | null;
    };

async function certificateUrl(userId: number, registrationId: number | null): Promise<string | null> {
  if (!registrationId) return null;
  const badge = await db.userTraining.findFirst({
    where: { userId, registrationId, status: USER_TRAINING_STATUS.completed, accredibleUrl: { not: null } },
    select: { accredibleUrl: true },
  });
  return badge?.accredibleUrl ?? null;
}

async function statusCard(status: TrainerStatus, record: TrainerRecord, userId: number): Promise<TrainerStatusCard> {
  switch (status.state) {
    case "not_eligible":
      return status.reason === "too_soon" ? { ...status, eligibleOn: formatDate(status.eligibleOn) } : status;
    case "eligible":
    case "application_in_cart":
      return { state: status.state };
    case "in_review":
      return { state: "in_review", moduleApproval: status.status === "module_approval" };
    default:
      return {
        state: status.state,
        expiresOn: formatDate(status.expiresAt),
        renewalInCart: status.state !== "active" && status.renewalInCart,
        mayRenew: mayRenew(status) && Boolean(record.category?.renewalProduct && !record.category.renewalProduct.deletedAt),
        certificateUrl: await certificateUrl(userId, record.trainer?.registrationId ?? null),
      };
  }
}

/** The licenses card: the code with its usage and limit, the price of one license and what is in the cart. */
async function licensesCard(record: TrainerRecord, userId: number) {
  const registrationId = record.trainer?.registrationId ?? null;
  const product = record.category?.licenseProduct;
  const forSale = Boolean(product && !product.deletedAt) && mayBuyLicenses(record.status);
  const [discount, inCart] = await Promise.all([
    getTrainerLicenseDiscount(db, userId, registrationId),
    product ? licensesInCart(userId, product.id) : 0,
  ]);
  return {
    code: discount?.code ?? null,
    usage: discount?.usage ?? 0,
    usageLimit: discount?.usageLimit ?? null,
    price: forSale && product ? formatCents(product.priceCents) : null,
    inCart,
  };
}
export type TrainerLicensesCard = Awaited<ReturnType<typeof licensesCard>>;

export async function loadTrainerDashboard(userId: number, now: Date = new Date()) {
  const record = await readTrainerRecord(userId, now);
  const { status, category, trainer } = record;
  const about = category ? { name: category.name, description: category.description ?? "", videoUrl: category.descriptionVideoUrl } : null;
  if (!isApprovedTrainer(status) || !trainer)
    return { status: await statusCard(status, record, userId), about, banner: null, trainer: null };
  const registrationId = trainer.registrationId;
  const [card, licenses, profile, pending] = await Promise.all([
    statusCard(status, record, userId),
    licensesCard(record, userId),
    registrationId ? db.registration.findUnique({ where: { id: registrationId }, select: TRAINER_PROFILE_SELECT }) : null,
    category && registrationId ? getPendingReapproval(db, userId, category.id, registrationId) : null,
  ]);
  const notice = trainerExpiryNotice(status.expiresAt, now);
  return {
    status: card,
    about: null,
    banner: notice ? { ...notice, mayRenew: "mayRenew" in card && card.mayRenew } : null,
    trainer: {
      licenses,
      profile: profile ? trainerProfileRows(profile) : [],
      editable: status.state !== "expired",
      /** an offering switch waiting for approval: the offering asked for */
      pendingOffering: pending ? offeringLabel(pending.trainerOfferingLearningSystem) : null,
    },
  };
}
export type TrainerDashboard = Awaited<ReturnType<typeof loadTrainerDashboard>>;
