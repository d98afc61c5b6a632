import { describe, expect, it } from "vitest";
import { REGISTRATION_STATUS } from "~/domain/constants.ts";
import type { TrainerEligibility } from "./trainer-eligibility.ts";
import {
  isApprovedTrainer,
  mayBuyLicenses,
  mayRenew,
  renewedExpiry,
  trainerExpiryNotice,
  trainerStatus,
  type TrainerStatusInput,
} from "./trainer-status.ts";

// 2026-11-21 10:00 in New York (EST, UTC-5).
const now = new Date("2026-11-21T15:00:00Z");
const eligibleOn = new Date("2026-01-01T05:00:00Z");
const eligible: TrainerEligibility = { eligible: true, reason: null, eligibleOn };
const tooSoon: TrainerEligibility = { eligible: false, reason: "too_soon", eligibleOn: new Date("2027-03-09T05:00:00Z") };
const noAfc: TrainerEligibility = { eligible: false, reason: "no_certification", eligibleOn: null };

function input(over: Partial<TrainerStatusInput> = {}): TrainerStatusInput {
  return { eligibility: eligible, trainer: null, application: null, renewalInCart: false, ...over };
}

const approved = (expiresAt: Date | null) => ({ approvedAt: new Date("2026-01-10T15:00:00Z"), expiresAt });

describe("Independent Trainer status", () => {
  it("not a trainer and no AFC: not eligible for want of a certification", () => {
    expect(trainerStatus(input({ eligibility: noAfc }), now)).toEqual({ state: "not_eligible", reason: "no_certification" });
  });

  it("an AFC not old enough: not eligible, with the date the application opens", () => {
    expect(trainerStatus(input({ eligibility: tooSoon }), now)).toEqual({
      state: "not_eligible",
      reason: "too_soon",
      eligibleOn: tooSoon.eligibleOn,
    });
  });

  it("eligible: Apply; an application still being filled in (not in the cart) is still Apply", () => {
    expect(trainerStatus(input(), now)).toEqual({ state: "eligible" });
    expect(trainerStatus(input({ application: { status: REGISTRATION_STATUS.preRegistration, inCart: false } }), now)).toEqual({
      state: "eligible",
    });
  });

  it("an application waiting in the cart", () => {
    const application = { status: REGISTRATION_STATUS.preRegistration, inCart: true };
    expect(trainerStatus(input({ application }), now)).toEqual({ state: "application_in_cart" });
    // Shown whatever the eligibility says now: the member applied when eligible.
    expect(trainerStatus(input({ application, eligibility: tooSoon }), now)).toEqual({ state: "application_in_cart" });
  });

  it("in review at registration approval and at module approval", () => {
    for (const status of [REGISTRATION_STATUS.registrationApproval, REGISTRATION_STATUS.moduleApproval]) {
      expect(trainerStatus(input({ application: { status, inCart: false } }), now)).toEqual({ state: "in_review", status });
    }
  });

  it("active, with the expiry; a trainer without an expiry stays active", () => {
    const expiresAt = new Date("2027-06-01T15:00:00Z");
    expect(trainerStatus(input({ trainer: approved(expiresAt) }), now)).toEqual({ state: "active", expiresAt });
    expect(trainerStatus(input({ trainer: approved(null) }), now)).toEqual({ state: "active", expiresAt: null });
    // An approved trainer is a trainer whatever their application or eligibility says.
    const application = { status: REGISTRATION_STATUS.registrationApproval, inCart: false };
    expect(trainerStatus(input({ trainer: approved(expiresAt), application, eligibility: noAfc }), now).state).toBe("active");
  });

  it("a trainer record not approved yet is not a trainer", () => {
    const application = { status: REGISTRATION_STATUS.moduleApproval, inCart: false };
    expect(trainerStatus(input({ trainer: { approvedAt: null, expiresAt: null }, application }), now).state).toBe("in_review");
  });

  it("expiring soon from 90 New York days before the expiry day; 91 days away is still active", () => {
    // 2027-02-19 is 90 days after 2026-11-21; any time that day counts.
    const day90 = new Date("2027-02-20T04:59:00Z"); // 11:59 pm on 02/19 in New York
    const day91 = new Date("2027-02-20T05:00:00Z"); // midnight starting 02/20
    expect(trainerStatus(input({ trainer: approved(day90) }), now)).toEqual({
      state: "expiring_soon",
      expiresAt: day90,
      renewalInCart: false,
    });
    expect(trainerStatus(input({ trainer: approved(day91) }), now)).toEqual({ state: "active", expiresAt: day91 });
  });

  it("expiring soon offers the renewal, or says it is in the cart", () => {
    const expiresAt = new Date("2027-01-15T15:00:00Z");
    const offered = trainerStatus(input({ trainer: approved(expiresAt) }), now);
    const inCart = trainerStatus(input({ trainer: approved(expiresAt), renewalInCart: true }), now);
    expect(offered).toMatchObject({ state: "expiring_soon", renewalInCart: false });
    expect(inCart).toMatchObject({ state: "expiring_soon", renewalInCart: true });
    expect(mayRenew(offered)).toBe(true);
    expect(mayRenew(inCart)).toBe(false);
  });

  it("expired at the expiry instant, and still renewable", () => {
    const expiresAt = new Date("2026-11-21T15:00:00Z");
    const expired = trainerStatus(input({ trainer: approved(expiresAt) }), now);
    expect(expired).toEqual({ state: "expired", expiresAt, renewalInCart: false });
    expect(trainerStatus(input({ trainer: approved(new Date(now.getTime() + 1)) }), now).state).toBe("expiring_soon");
    expect(mayRenew(expired)).toBe(true);
    expect(mayBuyLicenses(expired)).toBe(false);
    expect(isApprovedTrainer(expired)).toBe(true);
  });

  it("licenses are sold to active and expiring trainers only", () => {
    expect(mayBuyLicenses({ state: "active", expiresAt: null })).toBe(true);
    expect(mayBuyLicenses({ state: "expiring_soon", expiresAt: now, renewalInCart: false })).toBe(true);
    expect(mayBuyLicenses({ state: "eligible" })).toBe(false);
    expect(mayRenew({ state: "active", expiresAt: null })).toBe(false);
  });
});

describe("the expiry message (spec section 8)", () => {
  it("'is going to expire on' within 90 days, 'expired on' after, nothing before", () => {
    expect(trainerExpiryNotice(new Date("2027-01-15T15:00:00Z"), now)).toEqual({
      expired: false,
      message: "Your Independent Trainer status is going to expire on 01/15/2027",
    });
    expect(trainerExpiryNotice(new Date("2026-10-01T15:00:00Z"), now)).toEqual({
      expired: true,
      message: "Your Independent Trainer status expired on 10/01/2026",
    });
    expect(trainerExpiryNotice(new Date("2027-06-01T15:00:00Z"), now)).toBeNull();
    expect(trainerExpiryNotice(null, now)).toBeNull();
  });

  it("shows the New York date, not the UTC one", () => {
    // 11:30 pm on 01/15 in New York is already 01/16 in UTC.
    expect(trainerExpiryNotice(new Date("2027-01-16T04:30:00Z"), now)?.message).toBe(
      "Your Independent Trainer status is going to expire on 01/15/2027",
    );
  });
});

describe("the expiry after a renewal", () => {
  it("one year from the old expiry while not expired", () => {
    expect(renewedExpiry(new Date("2027-01-15T15:00:00Z"), now).toISOString()).toBe("2028-01-15T15:00:00.000Z");
  });

  it("one year from the payment once expired (or without an expiry)", () => {
    expect(renewedExpiry(new Date("2026-10-01T15:00:00Z"), now).toISOString()).toBe("2027-11-21T15:00:00.000Z");
    expect(renewedExpiry(null, now).toISOString()).toBe("2027-11-21T15:00:00.000Z");
  });
});
