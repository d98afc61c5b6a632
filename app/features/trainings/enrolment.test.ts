import { describe, expect, it } from "vitest";
import { REGISTRATION_STATUS, TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import { countsAsEnrolled, isPastTrainingDeadline, type TrainingRegistrationForEnrolment } from "./enrolment.ts";

// 2026-11-21 10:00 in New York (EST, UTC-5).
const now = new Date("2026-11-21T15:00:00Z");

function reg(over: Partial<TrainingRegistrationForEnrolment> = {}): TrainingRegistrationForEnrolment {
  return {
    status: REGISTRATION_STATUS.postRegistration,
    deadline: new Date("2027-05-01T16:00:00Z"),
    categoryKey: TRAINING_CATEGORY_KEY.moneyManagementEssentials,
    brightspaceEnrollment: false,
    brightspaceRemoval: false,
    ...over,
  };
}

describe("training registration counts as enrolled", () => {
  it("counts a paid registration before its deadline", () => {
    expect(countsAsEnrolled(reg(), now)).toBe(true);
  });

  it("does not count a complete registration", () => {
    expect(countsAsEnrolled(reg({ status: REGISTRATION_STATUS.complete }), now)).toBe(false);
  });

  it("does not count a pre-registration, except the independent trainer application", () => {
    expect(countsAsEnrolled(reg({ status: REGISTRATION_STATUS.preRegistration }), now)).toBe(false);
    expect(countsAsEnrolled(reg({ status: REGISTRATION_STATUS.preRegistration, categoryKey: null }), now)).toBe(false);
    expect(
      countsAsEnrolled(reg({ status: REGISTRATION_STATUS.preRegistration, categoryKey: TRAINING_CATEGORY_KEY.independentTrainer }), now),
    ).toBe(true);
  });

  it("keeps counting through the day after the deadline, New York time, and stops after it", () => {
    // Deadline 11/19 (New York): the grace day is 11/20, so on 11/21 it has passed.
    expect(countsAsEnrolled(reg({ deadline: new Date("2026-11-19T17:00:00Z") }), now)).toBe(false);
    // Deadline 11/20: the grace day is today, 11/21.
    expect(countsAsEnrolled(reg({ deadline: new Date("2026-11-20T17:00:00Z") }), now)).toBe(true);
    // 11:30 pm on 11/20 in New York is 04:30 UTC on 11/21: still the 20th, so still counted today.
    expect(countsAsEnrolled(reg({ deadline: new Date("2026-11-21T04:30:00Z") }), now)).toBe(true);
  });

  it("has no deadline to pass when none is set", () => {
    expect(countsAsEnrolled(reg({ deadline: null }), now)).toBe(true);
    expect(isPastTrainingDeadline(null, now)).toBe(false);
  });

  it("places the deadline cut-off at midnight New York time two days after the deadline", () => {
    const deadline = new Date("2026-11-19T17:00:00Z"); // 11/19 noon in New York
    expect(isPastTrainingDeadline(deadline, new Date("2026-11-21T04:59:59Z"))).toBe(false); // 11:59:59 pm on 11/20
    expect(isPastTrainingDeadline(deadline, new Date("2026-11-21T05:00:00Z"))).toBe(true); // midnight starting 11/21
  });

  it("still counts an excluded registration that has a learning-platform enrollment or removal marker", () => {
    const past = new Date("2026-01-01T17:00:00Z");
    expect(countsAsEnrolled(reg({ status: REGISTRATION_STATUS.complete, brightspaceEnrollment: true }), now)).toBe(true);
    expect(countsAsEnrolled(reg({ status: REGISTRATION_STATUS.preRegistration, brightspaceRemoval: true }), now)).toBe(true);
    expect(countsAsEnrolled(reg({ deadline: past, brightspaceEnrollment: true }), now)).toBe(true);
    expect(countsAsEnrolled(reg({ deadline: past, brightspaceRemoval: true }), now)).toBe(true);
  });

  it("never counts a registration awaiting approval, markers or not", () => {
    for (const status of [
      REGISTRATION_STATUS.registrationApproval,
      REGISTRATION_STATUS.moduleApproval,
      REGISTRATION_STATUS.finalApproval,
      REGISTRATION_STATUS.experienceApproval,
    ]) {
      expect(countsAsEnrolled(reg({ status }), now), status).toBe(false);
      expect(countsAsEnrolled(reg({ status, brightspaceEnrollment: true }), now), status).toBe(false);
    }
  });
});
