import { describe, expect, it } from "vitest";
import { CERTIFICATION_STATUS, CERTIFICATION_STATUSES } from "~/domain/constants.ts";
import { startOfDateNY } from "~/lib/dates.ts";
import { asOfDay } from "~/features/scheduled-jobs/periods.ts";
import {
  annualFeeKey,
  firstFeeYear,
  lateFeeKey,
  owesFee,
  reminderKey,
  reminderLead,
  renewalState,
  statusAfterCeuLapse,
  statusAfterPaymentLapse,
  statusWhenSettled,
} from "./rules.ts";

const S = CERTIFICATION_STATUS;
const day = (iso: string) => asOfDay(iso)!;
/** Certified in good standing since 2024 (its fees owed from 2025 on). */
const holder = { status: S.goodStanding, issuedAt: startOfDateNY(2024, 3, 15) };

describe("renewalState", () => {
  const spring = day("2027-04-15");

  it("is this year's fee while it is unpaid, due June 30", () => {
    expect(renewalState(holder, [2025, 2026], spring)).toEqual({
      kind: "owed",
      year: 2027,
      standing: { state: "due", dueDate: startOfDateNY(2027, 6, 30) },
      daysUntilDue: 76,
      noticeShown: true,
    });
  });

  it("is next year's once this year's is paid, and paid once both are", () => {
    expect(renewalState(holder, [2026, 2027], spring)).toMatchObject({ kind: "owed", year: 2028, noticeShown: false });
    expect(renewalState(holder, [2027, 2028], spring)).toEqual({ kind: "paid", year: 2028 });
    // Next year's paid ahead without this year's: this year's is still owed.
    expect(renewalState(holder, [2028], spring)).toMatchObject({ kind: "owed", year: 2027 });
  });

  it("a certification issued this year owes its first fee next year", () => {
    const fresh = { status: S.goodStanding, issuedAt: startOfDateNY(2027, 2, 1) };
    expect(renewalState(fresh, [], spring)).toMatchObject({ kind: "owed", year: 2028, standing: { state: "due" } });
    expect(renewalState(fresh, [2028], spring)).toEqual({ kind: "paid", year: 2028 });
  });

  it("a revoked certification owes nothing, whatever was paid", () => {
    expect(renewalState({ ...holder, status: S.revoked }, [], spring)).toEqual({ kind: "not_owed", year: 2027 });
    expect(renewalState({ ...holder, status: S.revoked }, [2027, 2028], spring)).toEqual({ kind: "not_owed", year: 2027 });
  });

  it("June 30 lasts until New York's midnight: 03:59 UTC on July 1 is still due, 04:00 is late", () => {
    expect(renewalState(holder, [2026], new Date("2027-07-01T03:59:00Z"))).toMatchObject({
      kind: "owed",
      year: 2027,
      standing: { state: "due" },
      daysUntilDue: 0,
    });
    const late = renewalState(holder, [2026], new Date("2027-07-01T04:00:00Z"));
    expect(late).toMatchObject({
      kind: "owed",
      year: 2027,
      standing: { state: "late", lateFees: 1, revokedAfter: startOfDateNY(2027, 12, 31) },
      daysUntilDue: -1,
    });
  });

  it("shows its notice from 90 days before the due date, not 91", () => {
    expect(renewalState(holder, [2026], day("2027-04-01"))).toMatchObject({ daysUntilDue: 90, noticeShown: true });
    expect(renewalState(holder, [2026], day("2027-03-31"))).toMatchObject({ daysUntilDue: 91, noticeShown: false });
    // New York midnight, not UTC's: 03:30 UTC on April 1 is still March 31 there.
    expect(renewalState(holder, [2026], new Date("2027-04-01T03:30:00Z"))).toMatchObject({ daysUntilDue: 91, noticeShown: false });
  });
});

describe("reminderLead", () => {
  it.each([
    [91, null],
    [90, 90],
    [61, 90],
    [60, 60],
    [31, 60],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
    [-1, null],
  ])("%i days before → %s", (days, lead) => {
    expect(reminderLead(days)).toBe(lead);
  });
});

describe("the status after a lapse or a payment", () => {
  it("statusAfterPaymentLapse: lapsed for payment from any status but revoked", () => {
    expect(Object.fromEntries(CERTIFICATION_STATUSES.map((s) => [s, statusAfterPaymentLapse(s)]))).toEqual({
      good_standing: S.lapsedPayment,
      lapsed_ceus: S.lapsedPayment,
      lapsed_payment: S.lapsedPayment,
      revoked: S.revoked,
      renewed: S.lapsedPayment,
    });
  });

  it("statusAfterCeuLapse: lapsed for CEUs unless already lapsed for payment or revoked", () => {
    expect(Object.fromEntries(CERTIFICATION_STATUSES.map((s) => [s, statusAfterCeuLapse(s)]))).toEqual({
      good_standing: S.lapsedCeus,
      lapsed_ceus: S.lapsedCeus,
      lapsed_payment: S.lapsedPayment,
      revoked: S.revoked,
      renewed: S.lapsedCeus,
    });
  });

  it("statusWhenSettled: late fees owed keep the payment lapse; short credits give lapsed for CEUs; else good standing (renewed stays)", () => {
    expect(statusWhenSettled(S.lapsedPayment, true, false)).toBe(S.lapsedPayment);
    expect(statusWhenSettled(S.lapsedPayment, true, true)).toBe(S.lapsedPayment);
    expect(statusWhenSettled(S.lapsedPayment, false, true)).toBe(S.lapsedCeus);
    expect(statusWhenSettled(S.lapsedPayment, false, false)).toBe(S.goodStanding);
    expect(statusWhenSettled(S.lapsedCeus, false, false)).toBe(S.goodStanding);
    expect(statusWhenSettled(S.renewed, false, false)).toBe(S.renewed);
    expect(statusWhenSettled(S.goodStanding, false, false)).toBe(S.goodStanding);
    for (const [late, short] of [
      [false, false],
      [true, true],
    ])
      expect(statusWhenSettled(S.revoked, late, short)).toBe(S.revoked);
  });
});

describe("the natural keys", () => {
  it("name the fee by certification and year, the late fee by its number, the reminder by rule, subject, date and lead", () => {
    expect(annualFeeKey(12, 2027)).toBe("annual-fee:12:2027");
    expect(lateFeeKey(12, 2027, 3)).toBe("late-fee:12:2027:3");
    expect(reminderKey("certification-renewal", 5, "2027-06-30", 60)).toBe("certification-renewal:5:2027-06-30:60");
    expect(annualFeeKey(1, 2027)).not.toBe(annualFeeKey(12, 2027));
  });
});

describe("firstFeeYear and owesFee", () => {
  it("the first fee is the year after the New York year of issue", () => {
    expect(firstFeeYear(startOfDateNY(2026, 1, 1))).toBe(2027);
    // 02:00 UTC on January 1, 2027 is still December 31, 2026 in New York.
    expect(firstFeeYear(new Date("2027-01-01T02:00:00Z"))).toBe(2027);
    expect(firstFeeYear(new Date("2027-01-01T05:00:00Z"))).toBe(2028);
    expect(firstFeeYear(null)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("owes every year from the first, never while revoked", () => {
    const issued = { status: S.goodStanding, issuedAt: startOfDateNY(2026, 8, 1) };
    expect([2026, 2027, 2030].map((y) => owesFee(y, issued))).toEqual([false, true, true]);
    expect(owesFee(2027, { ...issued, status: S.revoked })).toBe(false);
    expect(owesFee(1990, { status: S.lapsedCeus, issuedAt: null })).toBe(true);
  });
});
