import { describe, expect, it } from "vitest";
import { UserMembershipSchema } from "~/features/membership/schemas.server.ts";
import { ContactInfoSchema } from "~/features/profile/schemas.server.ts";
import { calendarDay, dayProblem, optionalCalendarDay } from "./fields.server.ts";

const MESSAGES = { required: "Required", invalid: "Please enter a valid date." };

describe("calendarDay: a real calendar day, within its bounds", () => {
  it("takes real days, leap days included, and keeps them as typed", () => {
    const day = calendarDay(MESSAGES);
    expect(day.parse("2028-02-29")).toBe("2028-02-29");
    expect(day.parse(" 2026-11-24 ")).toBe("2026-11-24");
  });

  it("refuses days that do not exist and other spellings with the invalid message, blank as required", () => {
    const day = calendarDay(MESSAGES);
    for (const typed of [
      "2027-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-2-3",
      "24/11/2026",
      "tomorrow",
      "2026-11-24T00:00",
    ]) {
      const result = day.safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(
        result.error?.issues.map((i) => i.message),
        typed,
      ).toEqual(["Please enter a valid date."]);
    }
    expect(day.safeParse("").error?.issues.map((i) => i.message)).toEqual(["Required"]);
    expect(day.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(["Required"]);
  });

  it("names the first and last day allowed, inclusive", () => {
    const day = calendarDay(MESSAGES, { earliest: "2000-01-01", latest: () => "2031-11-24" });
    expect(day.parse("2000-01-01")).toBe("2000-01-01");
    expect(day.parse("2031-11-24")).toBe("2031-11-24");
    expect(day.safeParse("1899-12-31").error?.issues[0]?.message).toBe("Please enter a date on or after January 1, 2000.");
    expect(day.safeParse("2031-11-25").error?.issues[0]?.message).toBe("Please enter a date on or before November 24, 2031.");
    expect(dayProblem("2040-01-01", "x", { latest: "2031-01-01", tooLate: "Too late" })).toBe("Too late");
  });

  it("optionalCalendarDay: blank is null, anything else is checked", () => {
    const day = optionalCalendarDay("Please enter a valid date.");
    expect(day.parse("")).toBeNull();
    expect(day.parse(undefined)).toBeNull();
    expect(day.safeParse("2026-02-30").success).toBe(false);
  });

  it("is what the admin membership form and the date of birth use", () => {
    const membership = UserMembershipSchema.safeParse({ membershipTypeId: "1", start: "2026-02-30", end: "2027-01-01" });
    expect(membership.error?.flatten().fieldErrors.start).toEqual(["Please enter a valid date."]);
    const early = UserMembershipSchema.safeParse({ membershipTypeId: "1", start: "1899-01-01", end: "2027-01-01" });
    expect(early.error?.flatten().fieldErrors.start).toEqual(["Please enter a date on or after January 1, 1970."]);
    const born = ContactInfoSchema.safeParse({ dateOfBirth: "1980-02-30" });
    expect(born.error?.flatten().fieldErrors.dateOfBirth).toEqual(["Please enter a valid date."]);
  });
});
