import { describe, expect, it } from "vitest";
import { TRAINER_ELIGIBILITY_DAYS, trainerEligibility, trainerEligibleOn } from "./trainer-eligibility.ts";

// 2025-03-10 15:00 New York (EDT, UTC-4): the exam was taken mid-afternoon.
const passed = new Date("2025-03-10T19:00:00Z");
const none = { latestPassedExamAt: null, graduatedOn: null, issuedAt: null };

describe("Independent Trainer eligibility", () => {
  it("opens at 00:00 New York, 729 days after the day of the latest passed exam", () => {
    const on = trainerEligibleOn(passed);
    // 2025-03-10 + 729 days = 2027-03-09; New York is on EST then (UTC-5).
    expect(on.toISOString()).toBe("2027-03-09T05:00:00.000Z");
    const input = { ...none, goodStanding: true, latestPassedExamAt: passed };
    expect(trainerEligibility(input, new Date("2027-03-09T04:59:59.999Z"))).toEqual({
      eligible: false,
      reason: "too_soon",
      eligibleOn: on,
    });
    expect(trainerEligibility(input, new Date("2027-03-09T05:00:00.000Z"))).toEqual({ eligible: true, reason: null, eligibleOn: on });
    expect(TRAINER_ELIGIBILITY_DAYS).toBe(729);
  });

  it("a late-evening exam counts from its New York day, not the UTC one", () => {
    // 23:30 New York on 2025-06-01 is already 2025-06-02 in UTC.
    const on = trainerEligibleOn(new Date("2025-06-02T03:30:00Z"));
    expect(on.toISOString()).toBe("2027-05-31T04:00:00.000Z");
  });

  it("counts from the graduation date when no exam was passed, and the exam wins over graduation", () => {
    const graduatedOn = new Date("2024-05-15T16:00:00Z");
    const byGraduation = trainerEligibility({ ...none, goodStanding: true, graduatedOn }, new Date("2026-11-26T12:00:00Z"));
    expect(byGraduation).toMatchObject({ eligible: true, eligibleOn: trainerEligibleOn(graduatedOn) });
    const both = trainerEligibility(
      { ...none, goodStanding: true, graduatedOn, latestPassedExamAt: passed },
      new Date("2026-11-26T12:00:00Z"),
    );
    expect(both).toMatchObject({ eligible: false, reason: "too_soon", eligibleOn: trainerEligibleOn(passed) });
  });

  it("without a certification in good standing there is no date, whatever the exams say", () => {
    expect(trainerEligibility({ ...none, goodStanding: false, latestPassedExamAt: passed }, new Date("2030-01-01"))).toEqual({
      eligible: false,
      reason: "no_certification",
      eligibleOn: null,
    });
  });

  it("a certification with neither date counts from the day it was issued", () => {
    const issuedAt = new Date("2020-01-02T12:00:00Z");
    expect(trainerEligibility({ ...none, goodStanding: true, issuedAt }, new Date("2026-11-26"))).toMatchObject({ eligible: true });
  });
});
