import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/dates.ts";
import {
  addMonthsKeepingMonthEnd,
  daysUntilDue,
  feeDueDate,
  feeMark,
  revocationDate,
  unpaidFeeStanding,
  upcomingFeeYear,
} from "./calendar.ts";

/** An instant given as New York wall time. */
const nyAt = (iso: string) => {
  const d = new Date(`${iso}Z`);
  // New York is UTC-4 in summer, UTC-5 in winter: find the offset that gives this wall time.
  for (const offset of [4, 5]) {
    const t = new Date(d.getTime() + offset * 3_600_000);
    if (
      new Intl.DateTimeFormat("sv-SE", { timeZone: "America/New_York", dateStyle: "short", timeStyle: "medium" })
        .format(t)
        .replace(" ", "T") === iso
    )
      return t;
  }
  throw new Error(`no New York instant for ${iso}`);
};
const day = (d: Date) => formatDate(d);

describe("the fee calendar's dates", () => {
  it("the fee of a year is due June 30, New York", () => {
    expect(day(feeDueDate(2026))).toBe("06/30/2026");
    expect(feeDueDate(2026).toISOString()).toBe("2026-06-30T04:00:00.000Z");
  });

  it("adds months keeping month ends: June 30 + 6 is December 31, never July 1 or December 30", () => {
    expect(day(addMonthsKeepingMonthEnd(feeDueDate(2026), 6))).toBe("12/31/2026");
    expect([1, 2, 3, 4, 5].map((k) => day(feeMark(2026, k)))).toEqual([
      "07/31/2026",
      "08/31/2026",
      "09/30/2026",
      "10/31/2026",
      "11/30/2026",
    ]);
    expect(day(addMonthsKeepingMonthEnd(nyAt("2027-01-31T00:00:00"), 1))).toBe("02/28/2027");
    expect(day(addMonthsKeepingMonthEnd(nyAt("2028-01-31T00:00:00"), 1))).toBe("02/29/2028");
    expect(day(addMonthsKeepingMonthEnd(nyAt("2028-02-29T00:00:00"), 12))).toBe("02/28/2029");
    expect(day(addMonthsKeepingMonthEnd(nyAt("2026-01-15T00:00:00"), 1))).toBe("02/15/2026");
    expect(day(addMonthsKeepingMonthEnd(nyAt("2026-03-30T00:00:00"), 11))).toBe("02/28/2027");
    expect(day(revocationDate(2026))).toBe("12/31/2026");
  });
});

describe("an unpaid annual fee", () => {
  it("is due through the last second of June 30 and late from New York's midnight", () => {
    expect(unpaidFeeStanding(2026, nyAt("2026-06-30T23:59:59"))).toMatchObject({ state: "due" });
    expect(unpaidFeeStanding(2026, nyAt("2026-07-01T00:00:00"))).toMatchObject({ state: "late", lateFees: 1 });
    // 02:00 UTC on July 1 is still June 30 in New York.
    expect(unpaidFeeStanding(2026, new Date("2026-07-01T02:00:00Z"))).toMatchObject({ state: "due" });
  });

  it("adds a late fee each time a month end passes, six in all", () => {
    const fees = (iso: string) => {
      const s = unpaidFeeStanding(2026, nyAt(iso));
      return s.state === "due" ? 0 : s.lateFees;
    };
    expect(fees("2026-07-31T23:59:59")).toBe(1);
    expect(fees("2026-08-01T00:00:00")).toBe(2);
    expect(fees("2026-08-31T12:00:00")).toBe(2);
    expect(fees("2026-09-01T00:00:00")).toBe(3);
    expect(fees("2026-11-30T23:59:59")).toBe(5);
    expect(fees("2026-12-01T00:00:00")).toBe(6);
    expect(fees("2026-12-31T23:59:59")).toBe(6);
  });

  it("is revoked once December 31 has ended, with no seventh late fee", () => {
    expect(unpaidFeeStanding(2026, nyAt("2026-12-31T23:59:59"))).toMatchObject({ state: "late", lateFees: 6 });
    expect(unpaidFeeStanding(2026, nyAt("2027-01-01T00:00:00"))).toMatchObject({ state: "revoked", lateFees: 6 });
    expect(unpaidFeeStanding(2026, nyAt("2027-06-01T00:00:00"))).toMatchObject({ state: "revoked", lateFees: 6 });
  });
});

describe("the year being renewed and the days left", () => {
  it("is this year's fee until June 30 ends, then next year's", () => {
    expect(upcomingFeeYear(nyAt("2026-01-01T00:00:00"))).toBe(2026);
    expect(upcomingFeeYear(nyAt("2026-06-30T23:59:59"))).toBe(2026);
    expect(upcomingFeeYear(nyAt("2026-07-01T00:00:00"))).toBe(2027);
  });

  it("counts New York days to the due date: 90 on April 1, 0 on June 30, negative after", () => {
    expect(daysUntilDue(2026, nyAt("2026-04-01T23:00:00"))).toBe(90);
    expect(daysUntilDue(2026, nyAt("2026-06-30T00:30:00"))).toBe(0);
    expect(daysUntilDue(2026, nyAt("2026-07-02T08:00:00"))).toBe(-2);
    // A leap year's February adds a day.
    expect(daysUntilDue(2028, nyAt("2028-02-28T12:00:00"))).toBe(123);
  });
});
