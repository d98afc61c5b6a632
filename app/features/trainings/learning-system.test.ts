import { describe, expect, it } from "vitest";
import { enrolmentRetryDueAt, learningSystemState, MAX_ENROLMENT_TRIES, type RegistrationForLearningSystem } from "./learning-system.ts";

const at = new Date("2026-03-02T15:00:00Z");
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

describe("enrolmentRetryDueAt", () => {
  it("waits 15 minutes after the first try, doubling each time, never more than a day", () => {
    expect(enrolmentRetryDueAt(1, at)).toEqual(minutes(15));
    expect(enrolmentRetryDueAt(2, at)).toEqual(minutes(30));
    expect(enrolmentRetryDueAt(3, at)).toEqual(minutes(60));
    expect(enrolmentRetryDueAt(7, at)).toEqual(minutes(960));
    expect(enrolmentRetryDueAt(8, at)).toEqual(minutes(24 * 60));
    expect(enrolmentRetryDueAt(MAX_ENROLMENT_TRIES - 1, at)).toEqual(minutes(24 * 60));
  });

  it("gives up after the last try", () => {
    expect(enrolmentRetryDueAt(MAX_ENROLMENT_TRIES, at)).toBeNull();
    expect(enrolmentRetryDueAt(MAX_ENROLMENT_TRIES + 3, at)).toBeNull();
  });
});

describe("learningSystemState", () => {
  const reg = (over: Partial<RegistrationForLearningSystem> = {}): RegistrationForLearningSystem => ({
    trainingId: 1,
    training: { brightspaceCourseId: "BS-MME-100" },
    brightspaceEnrollment: false,
    brightspaceRemoval: false,
    brightspaceEnrollmentError: null,
    brightspaceEnrollmentTries: 0,
    lineItems: [{ kind: "training", transactionId: 7 }],
    ...over,
  });

  it("is nothing without a training or a course", () => {
    expect(learningSystemState(reg({ trainingId: null, training: null }))).toBeNull();
    expect(learningSystemState(reg({ training: { brightspaceCourseId: null } }))).toBeNull();
    expect(learningSystemState(reg({ training: { brightspaceCourseId: "  " } }))).toBeNull();
  });

  it("reads enrolled, removed, the failure with its tries, waiting and unpaid", () => {
    expect(learningSystemState(reg({ brightspaceEnrollment: true, brightspaceEnrollmentError: "old" }))).toEqual({ kind: "enrolled" });
    expect(learningSystemState(reg({ brightspaceRemoval: true }))).toEqual({ kind: "removed" });
    expect(learningSystemState(reg({ brightspaceEnrollmentError: "503", brightspaceEnrollmentTries: 2 }))).toEqual({
      kind: "failed",
      message: "503",
      tries: 2,
      retriesStopped: false,
    });
    expect(learningSystemState(reg({ brightspaceEnrollmentError: "503", brightspaceEnrollmentTries: MAX_ENROLMENT_TRIES }))).toMatchObject({
      retriesStopped: true,
    });
    expect(learningSystemState(reg())).toEqual({ kind: "waiting", tries: 0 });
    expect(
      learningSystemState(
        reg({
          lineItems: [
            { kind: "training", transactionId: null },
            { kind: "donation", transactionId: 7 },
          ],
        }),
      ),
    ).toEqual({
      kind: "unpaid",
    });
  });
});
