/**
 * Where a member stands as an Independent Trainer (spec member-portal.md section 4, "Independent
 * trainer states"). Pure: the reader (trainer-status.server.ts) passes the member's trainer record,
 * latest application, whether a renewal is in the cart, the eligibility rule's answer and the present.
 *
 * In order: an approved trainer is active, expiring soon (the expiry 90 days or fewer away, New York
 * days) or expired; otherwise an application paid and waiting is in review (registration or module
 * approval), one waiting in the cart is "application in cart"; otherwise the eligibility rule says
 * eligible (Apply) or not eligible (no AFC, or the AFC not old enough: the date it opens).
 */
import { REGISTRATION_STATUS } from "~/domain/constants.ts";
import { addYears, daysUntil, formatDate } from "~/lib/dates.ts";
import type { TrainerEligibility } from "./trainer-eligibility.ts";

/** Spec section 9: expiring soon within 90 days; the status lasts one year. */
export const TRAINER_EXPIRING_DAYS = 90;
export const TRAINER_STATUS_YEARS = 1;

/** The statuses in which an application waits for the admins ("in review"). */
export const TRAINER_REVIEW_STATUSES = [REGISTRATION_STATUS.registrationApproval, REGISTRATION_STATUS.moduleApproval] as const;
export type TrainerReviewStatus = (typeof TRAINER_REVIEW_STATUSES)[number];

export type TrainerStatusInput = {
  eligibility: TrainerEligibility;
  /** the member's IndependentTrainer row, if any */
  trainer: { approvedAt: Date | null; expiresAt: Date | null } | null;
  /** the member's latest application (re-approvals of an offering switch left out) */
  application: { status: string; inCart: boolean } | null;
  /** the category's renewal product is in the cart (spec: shown in the cart, no payment method, no transaction) */
  renewalInCart: boolean;
};

export type TrainerStatus =
  | { state: "not_eligible"; reason: "no_certification" }
  | { state: "not_eligible"; reason: "too_soon"; eligibleOn: Date }
  | { state: "eligible" }
  | { state: "application_in_cart" }
  | { state: "in_review"; status: TrainerReviewStatus }
  | { state: "active"; expiresAt: Date | null }
  | { state: "expiring_soon"; expiresAt: Date; renewalInCart: boolean }
  | { state: "expired"; expiresAt: Date; renewalInCart: boolean };

export type TrainerState = TrainerStatus["state"];

/** True once the status has expired: at or after `expiresAt`. */
export function isTrainerExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** Not expired, and the day it expires is today or 90 or fewer New York days away. */
export function isTrainerExpiringSoon(expiresAt: Date, now: Date): boolean {
  return !isTrainerExpired(expiresAt, now) && daysUntil(expiresAt, now) <= TRAINER_EXPIRING_DAYS;
}

export function trainerStatus(input: TrainerStatusInput, now: Date = new Date()): TrainerStatus {
  const { trainer, application, eligibility, renewalInCart } = input;
  if (trainer?.approvedAt) {
    const expiresAt = trainer.expiresAt;
    if (!expiresAt) return { state: "active", expiresAt: null };
    if (isTrainerExpired(expiresAt, now)) return { state: "expired", expiresAt, renewalInCart };
    if (isTrainerExpiringSoon(expiresAt, now)) return { state: "expiring_soon", expiresAt, renewalInCart };
    return { state: "active", expiresAt };
  }
  if (application) {
    const review = TRAINER_REVIEW_STATUSES.find((s) => s === application.status);
    if (review) return { state: "in_review", status: review };
    if (application.status === REGISTRATION_STATUS.preRegistration && application.inCart) return { state: "application_in_cart" };
  }
  if (eligibility.eligible) return { state: "eligible" };
  if (eligibility.reason === "too_soon") return { state: "not_eligible", reason: "too_soon", eligibleOn: eligibility.eligibleOn };
  return { state: "not_eligible", reason: "no_certification" };
}

/** An approved trainer (active, expiring soon or expired): has a profile, a license code, a renewal. */
export function isApprovedTrainer(
  status: TrainerStatus,
): status is Extract<TrainerStatus, { state: "active" | "expiring_soon" | "expired" }> {
  return status.state === "active" || status.state === "expiring_soon" || status.state === "expired";
}

/** Renewal is offered when the status expires within 90 days or has expired, and none is in the cart yet. */
export function mayRenew(status: TrainerStatus): boolean {
  return (status.state === "expiring_soon" || status.state === "expired") && !status.renewalInCart;
}

/** Licenses are sold to a trainer whose status has not expired. */
export function mayBuyLicenses(status: TrainerStatus): boolean {
  return status.state === "active" || status.state === "expiring_soon";
}

/**
 * The spec's message (section 8) about a trainer's status, or null while it is more than 90 days
 * from expiring (or never expires): 'Your Independent Trainer status expired on {date}' or '... is
 * going to expire on {date}', the date MM/DD/YYYY in New York.
 */
export function trainerExpiryNotice(expiresAt: Date | null, now: Date = new Date()): { expired: boolean; message: string } | null {
  if (!expiresAt) return null;
  const date = formatDate(expiresAt);
  if (isTrainerExpired(expiresAt, now)) return { expired: true, message: `Your Independent Trainer status expired on ${date}` };
  if (isTrainerExpiringSoon(expiresAt, now))
    return { expired: false, message: `Your Independent Trainer status is going to expire on ${date}` };
  return null;
}

/**
 * The expiry after a paid renewal (decision 48): one year from the old expiry while the status has
 * not expired, so renewing early loses no day; one year from the payment once it has expired, so
 * the year bought is a whole year of status.
 */
export function renewedExpiry(expiresAt: Date | null, paidAt: Date): Date {
  const from = expiresAt && !isTrainerExpired(expiresAt, paidAt) ? expiresAt : paidAt;
  return addYears(from, TRAINER_STATUS_YEARS);
}
