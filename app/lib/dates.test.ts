import { describe, expect, it } from "vitest";
import {
  ZONE,
  addDays,
  addMonths,
  addYears,
  daysAgo,
  daysFromNow,
  daysUntil,
  endOfDayNY,
  formatDate,
  formatDateTime,
  formatLongDate,
  isPastEndOfDayNY,
  parseDateInput,
  startOfDateNY,
  startOfDayNY,
  toDateInputValue,
  todayISO,
  withinDays,
  yearNY,
} from "./dates";

const at = (iso: string) => new Date(iso);

describe("ZONE", () => {
  it("is New York", () => {
    expect(ZONE).toBe("America/New_York");
  });
});

describe("formatDate", () => {
  it("shows the New York calendar day, not the UTC one", () => {
    // 03:30 UTC on Nov 1 is 23:30 EDT on Oct 31 (the night DST ends).
    expect(formatDate(at("2026-11-01T03:30:00Z"))).toBe("10/31/2026");
    expect(formatDate(at("2026-11-01T04:00:00Z"))).toBe("11/01/2026");
    // 04:30 UTC on Jan 1 is 23:30 EST on Dec 31.
    expect(formatDate(at("2027-01-01T04:30:00Z"))).toBe("12/31/2026");
  });

  it("accepts ISO strings; a bare date is that New York day", () => {
    expect(formatDate("2026-11-01T03:30:00.000Z")).toBe("10/31/2026");
    expect(formatDate("2027-06-30")).toBe("06/30/2027");
    expect(formatDate("2027-06-30T10:00:00-04:00")).toBe("06/30/2027");
  });

  it("formats null, undefined, empty and invalid input as empty text", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(new Date(Number.NaN))).toBe("");
  });
});

describe("formatDateTime", () => {
  it("uses New York wall time with a 12-hour clock", () => {
    expect(formatDateTime(at("2026-11-01T03:30:00Z"))).toBe("10/31/2026 11:30 PM");
    expect(formatDateTime(at("2026-07-04T13:05:00Z"))).toBe("07/04/2026 9:05 AM");
    expect(formatDateTime(at("2026-01-15T17:00:00Z"))).toBe("01/15/2026 12:00 PM");
    expect(formatDateTime(null)).toBe("");
  });
});

describe("formatLongDate", () => {
  it("writes due dates as 'Month D, YYYY'", () => {
    expect(formatLongDate("2027-06-30")).toBe("June 30, 2027");
    expect(formatLongDate(at("2027-07-01T03:00:00Z"))).toBe("June 30, 2027");
    expect(formatLongDate(at("2027-03-05T12:00:00Z"))).toBe("March 5, 2027");
    expect(formatLongDate(undefined)).toBe("");
  });
});

describe("startOfDayNY / endOfDayNY", () => {
  it("gives the New York day boundaries in winter (UTC-5) and summer (UTC-4)", () => {
    expect(startOfDayNY(at("2026-01-15T12:00:00Z")).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(endOfDayNY(at("2026-01-15T12:00:00Z")).toISOString()).toBe("2026-01-16T04:59:59.999Z");
    expect(startOfDayNY(at("2026-07-15T12:00:00Z")).toISOString()).toBe("2026-07-15T04:00:00.000Z");
    expect(endOfDayNY(at("2026-07-15T12:00:00Z")).toISOString()).toBe("2026-07-16T03:59:59.999Z");
  });

  it("uses the New York day even when the UTC date differs", () => {
    // 02:00 UTC Jul 16 is still Jul 15 in New York.
    expect(endOfDayNY(at("2026-07-16T02:00:00Z")).toISOString()).toBe("2026-07-16T03:59:59.999Z");
  });

  it("handles the 23-hour day when DST starts (2026-03-08)", () => {
    const noon = at("2026-03-08T16:00:00Z");
    expect(startOfDayNY(noon).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(endOfDayNY(noon).toISOString()).toBe("2026-03-09T03:59:59.999Z");
  });

  it("handles the 25-hour day when DST ends (2026-11-01)", () => {
    const noon = at("2026-11-01T17:00:00Z");
    expect(startOfDayNY(noon).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(endOfDayNY(noon).toISOString()).toBe("2026-11-02T04:59:59.999Z");
  });

  it("reads a bare date string as that New York day", () => {
    expect(endOfDayNY("2027-06-30").toISOString()).toBe("2027-07-01T03:59:59.999Z");
  });

  it("throws on an invalid date rather than computing a wrong deadline", () => {
    expect(() => endOfDayNY("nope")).toThrow(RangeError);
  });
});

describe("isPastEndOfDayNY", () => {
  const eventDay = at("2026-07-15T18:00:00Z"); // 2pm EDT, July 15

  it("is false through the last millisecond of that New York day", () => {
    expect(isPastEndOfDayNY(eventDay, at("2026-07-15T20:00:00Z"))).toBe(false);
    expect(isPastEndOfDayNY(eventDay, at("2026-07-16T03:59:59.999Z"))).toBe(false);
  });

  it("is true from midnight New York time the next day", () => {
    expect(isPastEndOfDayNY(eventDay, at("2026-07-16T04:00:00.000Z"))).toBe(true);
  });

  it("is false for a future day", () => {
    expect(isPastEndOfDayNY(eventDay, at("2026-07-01T00:00:00Z"))).toBe(false);
  });

  it("expresses 'more than a day past the end of that day' with addDays", () => {
    const deadline = addDays(eventDay, 1);
    expect(isPastEndOfDayNY(deadline, at("2026-07-16T12:00:00Z"))).toBe(false);
    expect(isPastEndOfDayNY(deadline, at("2026-07-17T04:00:00Z"))).toBe(true);
  });
});

describe("addDays / addMonths", () => {
  it("keeps New York wall time across the spring DST change", () => {
    // Noon EST Mar 7 → noon EDT Mar 8 (23 real hours later).
    expect(addDays(at("2026-03-07T17:00:00Z"), 1).toISOString()).toBe("2026-03-08T16:00:00.000Z");
  });

  it("keeps New York wall time across the autumn DST change", () => {
    expect(addDays(at("2026-10-31T16:00:00Z"), 1).toISOString()).toBe("2026-11-01T17:00:00.000Z");
  });

  it("goes backwards with negative days", () => {
    expect(formatDate(addDays("2026-03-01", -1))).toBe("02/28/2026");
  });

  it("adds calendar months, clamping to the month's last day", () => {
    expect(formatDate(addMonths("2026-01-31", 1))).toBe("02/28/2026");
    expect(formatDate(addMonths("2028-01-31", 1))).toBe("02/29/2028");
    expect(formatDate(addMonths("2026-12-15", 6))).toBe("06/15/2027");
    // An extension adds 6 months to the deadline.
    expect(formatDate(addMonths("2026-08-31", 6))).toBe("02/28/2027");
  });
});

describe("addYears / daysAgo / daysFromNow", () => {
  it("adds calendar years at the same New York wall time, Feb 29 becoming Feb 28", () => {
    expect(addYears(at("2026-07-15T16:00:00Z"), -67).toISOString()).toBe("1959-07-15T16:00:00.000Z");
    expect(formatDate(addYears("2028-02-29", 1))).toBe("02/28/2029");
  });

  it("counts New York calendar days back and forward from now, keeping the wall time across DST", () => {
    const now = at("2026-03-09T16:00:00Z"); // noon EDT, Monday after the spring change
    expect(daysAgo(2, now).toISOString()).toBe("2026-03-07T17:00:00.000Z"); // noon EST
    expect(daysFromNow(1, now).toISOString()).toBe("2026-03-10T16:00:00.000Z");
    expect(daysAgo(0, now).getTime()).toBe(now.getTime());
  });
});

describe("startOfDateNY / yearNY", () => {
  it("gives the instant a New York calendar date starts, as a typed date input does", () => {
    expect(startOfDateNY(2025, 1, 1).toISOString()).toBe("2025-01-01T05:00:00.000Z");
    expect(startOfDateNY(2026, 6, 30).toISOString()).toBe("2026-06-30T04:00:00.000Z");
    expect(startOfDateNY(2026, 6, 30).getTime()).toBe(parseDateInput("2026-06-30")!.getTime());
    expect(endOfDayNY(startOfDateNY(2026, 12, 31)).toISOString()).toBe("2027-01-01T04:59:59.999Z");
  });

  it("refuses a date that does not exist", () => {
    expect(() => startOfDateNY(2026, 2, 30)).toThrow(RangeError);
  });

  it("reads the year in New York, not UTC", () => {
    expect(yearNY(at("2027-01-01T03:00:00Z"))).toBe(2026);
    expect(yearNY(at("2027-01-01T05:00:00Z"))).toBe(2027);
  });
});

describe("daysUntil / withinDays", () => {
  const now = at("2026-07-15T23:00:00Z"); // 7pm EDT, July 15

  it("counts whole New York calendar days", () => {
    expect(daysUntil(at("2026-07-15T04:00:00Z"), now)).toBe(0);
    expect(daysUntil(at("2026-07-16T03:59:00Z"), now)).toBe(0); // still July 15 in NY
    expect(daysUntil(at("2026-07-16T04:00:00Z"), now)).toBe(1);
    expect(daysUntil("2026-07-14", now)).toBe(-1);
    expect(daysUntil("2026-10-13", now)).toBe(90);
  });

  it("is not thrown off by DST days", () => {
    const march = at("2026-03-07T17:00:00Z");
    expect(daysUntil("2026-03-09", march)).toBe(2);
    const november = at("2026-10-31T17:00:00Z");
    expect(daysUntil("2026-11-02", november)).toBe(2);
  });

  it("finds dates inside the 90-day window, inclusive at both ends", () => {
    expect(withinDays("2026-07-15", 90, now)).toBe(true);
    expect(withinDays("2026-10-13", 90, now)).toBe(true);
    expect(withinDays("2026-10-14", 90, now)).toBe(false);
    expect(withinDays("2026-07-14", 90, now)).toBe(false);
  });
});

describe("date inputs", () => {
  it("todayISO is the New York date", () => {
    expect(todayISO(at("2026-11-01T03:30:00Z"))).toBe("2026-10-31");
    expect(todayISO(at("2026-11-01T04:30:00Z"))).toBe("2026-11-01");
  });

  it("parseDateInput gives the start of that New York day", () => {
    expect(parseDateInput("2026-07-15")?.toISOString()).toBe("2026-07-15T04:00:00.000Z");
    expect(parseDateInput("2026-01-15")?.toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(parseDateInput(" 2026-03-08 ")?.toISOString()).toBe("2026-03-08T05:00:00.000Z");
  });

  it.each(["", "2026-7-15", "07/15/2026", "2026-02-30", "2026-13-01", "2026-07-15T10:00", "abc"])("parseDateInput rejects %j", (input) => {
    expect(parseDateInput(input)).toBeNull();
  });

  it("parseDateInput rejects null and undefined", () => {
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
  });

  it("toDateInputValue round-trips with parseDateInput", () => {
    for (const day of ["2026-03-08", "2026-11-01", "2028-02-29", "2026-12-31"]) {
      expect(toDateInputValue(parseDateInput(day))).toBe(day);
    }
    expect(toDateInputValue(at("2026-11-01T03:30:00Z"))).toBe("2026-10-31");
    expect(toDateInputValue(null)).toBe("");
  });
});
