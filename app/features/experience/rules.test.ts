import { describe, expect, it } from "vitest";
import { REVIEW_STATUS } from "~/domain/constants.ts";
import {
  allowedHours,
  customFieldsOf,
  earliestStartDay,
  experienceStatusLabel,
  EXPERIENCE_MESSAGES,
  hoursLeft,
  lookbackProblem,
  offeredServiceTypes,
  roundHours,
} from "./rules.ts";

const percent = { percentage: true, allowed: 25 };
const fixed = { percentage: false, allowed: 250 };

describe("hours left", () => {
  it("allows a percentage of the required hours, or a fixed number", () => {
    expect(allowedHours(percent, 1000)).toBe(250);
    expect(allowedHours({ percentage: true, allowed: 33.333 }, 100)).toBe(33.33);
    expect(allowedHours(fixed, 1000)).toBe(250);
    expect(allowedHours(fixed, 0)).toBe(250);
  });

  it("subtracts approved and pending hours, not rejected ones, and leaves out the entry being edited", () => {
    const logged = [
      { id: 1, hours: 100, status: REVIEW_STATUS.approved },
      { id: 2, hours: 40.5, status: REVIEW_STATUS.pending },
      { id: 3, hours: 90, status: REVIEW_STATUS.rejected },
    ];
    expect(hoursLeft(percent, 1000, logged, null)).toBe(109.5);
    expect(hoursLeft(percent, 1000, logged, 2)).toBe(150);
    expect(hoursLeft(fixed, 1000, logged, 1)).toBe(209.5);
    expect(hoursLeft(fixed, 1000, [{ id: 9, hours: 300, status: REVIEW_STATUS.approved }], null)).toBe(0);
  });

  it("says how many more hours may be recorded", () => {
    expect(EXPERIENCE_MESSAGES.hoursLeft(109.5)).toBe("You can only record 109.5 more hours");
    expect(EXPERIENCE_MESSAGES.hoursLeft(0)).toBe("You can only record 0 more hours");
  });

  it("rounds hours to 2 decimals", () => {
    expect(roundHours(1.005 + 0.0001)).toBe(1.01);
    expect(roundHours(12.3456)).toBe(12.35);
  });
});

describe("7-year lookback in New York time", () => {
  // Enrolled 2026-03-15 00:30 in New York (04:30 UTC): still March 15 there.
  const enrolledOn = new Date("2026-03-15T04:30:00Z");
  it("starts 7 years before the enrollment day", () => {
    expect(earliestStartDay(enrolledOn)).toBe("2019-03-15");
    // 03:30 UTC on March 15 is still March 14 in New York.
    expect(earliestStartDay(new Date("2026-03-15T03:30:00Z"))).toBe("2019-03-14");
  });
  it("refuses a start date before it with the spec's message", () => {
    expect(lookbackProblem("2019-03-14", enrolledOn)).toBe("You cannot log experience prior to 7 years from date of enrollment");
    expect(lookbackProblem("2019-03-15", enrolledOn)).toBeNull();
  });
});

describe("service types offered", () => {
  const types = [
    { id: 1, militarySpouseOnly: false, deletedAt: null },
    { id: 2, militarySpouseOnly: true, deletedAt: null },
    { id: 3, militarySpouseOnly: false, deletedAt: new Date("2025-01-01") },
  ];
  it("hides military-spouse-only types from others and deleted types from everyone, but keeps an entry's own type", () => {
    expect(offeredServiceTypes(types, { militarySpouse: false }).map((t) => t.id)).toEqual([1]);
    expect(offeredServiceTypes(types, { militarySpouse: true }).map((t) => t.id)).toEqual([1, 2]);
    expect(offeredServiceTypes(types, { militarySpouse: false, keepId: 3 }).map((t) => t.id)).toEqual([1, 3]);
  });
});

describe("status shown", () => {
  it("is Approved, else the latest review's status, else Pending", () => {
    expect(experienceStatusLabel({ status: REVIEW_STATUS.approved, latestReviewStatus: "needs_more_information" })).toBe("Approved");
    expect(experienceStatusLabel({ status: REVIEW_STATUS.rejected, latestReviewStatus: "needs_more_information" })).toBe(
      "Needs more information",
    );
    expect(experienceStatusLabel({ status: REVIEW_STATUS.rejected, latestReviewStatus: null })).toBe("Rejected");
    expect(experienceStatusLabel({ status: REVIEW_STATUS.pending, latestReviewStatus: null })).toBe("Pending");
    // Resubmitted after a rejection: pending again.
    expect(experienceStatusLabel({ status: REVIEW_STATUS.pending, latestReviewStatus: "not_relevant" })).toBe("Pending");
  });
});

describe("group custom fields", () => {
  it("keeps well-formed fields, each key once", () => {
    expect(
      customFieldsOf([
        [
          { key: "installation", label: "Installation served", type: "text" },
          { key: "clients_served", label: "Clients", type: "number" },
          { key: "Bad Key", label: "x" },
        ],
        null,
        [{ key: "installation", label: "Again" }],
      ]),
    ).toEqual([
      { key: "installation", label: "Installation served", type: "text" },
      { key: "clients_served", label: "Clients", type: "number" },
    ]);
  });
});
