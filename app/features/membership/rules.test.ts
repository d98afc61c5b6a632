import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import { ageOn, emeritusProblem, MEMBERSHIP_MESSAGES, membershipEnd, nextMembershipStart, withinPrePurchaseLimit } from "./rules.ts";

const at = (iso: string) => new Date(iso);

const now = new Date("2026-11-21T15:00:00Z");

describe("membership rules", () => {
  it("counts age in whole years, the birthday included", () => {
    expect(ageOn(new Date("1961-11-21"), now)).toBe(65);
    expect(ageOn(new Date("1961-11-22"), now)).toBe(64);
  });

  it("emeritus needs 65 or older, then 10 consecutive years", () => {
    expect(emeritusProblem({ dateOfBirth: new Date("1962-01-01"), memberForTenYears: true }, now)).toEqual({
      field: "dateOfBirth",
      message: MEMBERSHIP_MESSAGES.emeritusAge,
    });
    expect(emeritusProblem({ dateOfBirth: null, memberForTenYears: true }, now)?.message).toBe(MEMBERSHIP_MESSAGES.emeritusAge);
    expect(emeritusProblem({ dateOfBirth: new Date("1950-01-01"), memberForTenYears: false }, now)).toEqual({
      field: "memberForTenYears",
      message: MEMBERSHIP_MESSAGES.emeritusYears,
    });
    expect(emeritusProblem({ dateOfBirth: new Date("1950-01-01"), memberForTenYears: true }, now)).toBeNull();
  });

  it("starts today without a running membership, else the day after the current one ends", () => {
    expect(nextMembershipStart(null, now)).toEqual(now);
    expect(nextMembershipStart(new Date("2026-01-01T05:00:00Z"), now)).toEqual(now);
    expect(nextMembershipStart(new Date("2027-03-01T05:00:00Z"), now)).toEqual(new Date("2027-03-02T05:00:00Z"));
  });

  it("allows buying ahead up to 3 years from today", () => {
    expect(withinPrePurchaseLimit(new Date("2029-11-21T15:00:00Z"), now)).toBe(true);
    expect(withinPrePurchaseLimit(new Date("2029-11-22T15:00:00Z"), now)).toBe(false);
    expect(MEMBERSHIP_MESSAGES.prePurchase).toBe(
      "You can only pre-purchase your AFCPE membership 3 years into the future. Thank you for your commitment to AFCPE!",
    );
  });
});

describe("membershipEnd", () => {
  it("is start plus 364 days", () => {
    expect(formatDate(membershipEnd("2026-07-01"))).toBe("06/30/2027");
    expect(formatDate(membershipEnd("2027-07-01"))).toBe("06/29/2028"); // across Feb 29, 2028
  });

  it("keeps the New York time of day over DST changes", () => {
    const start = at("2026-01-15T17:00:00Z"); // noon EST
    expect(membershipEnd(start).toISOString()).toBe("2027-01-14T17:00:00.000Z");
    expect(formatDateTime(membershipEnd(start))).toBe("01/14/2027 12:00 PM");
  });
});
