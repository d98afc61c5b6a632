import { describe, expect, it } from "vitest";
import { canAddAttempt, canFinish, examCandidateId, examPaymentRefusal, isRetake, progressScore, remainingAttempts } from "./exam-rules.ts";

const sitting = (result: string | null, paid = true) => ({ result, paid });

describe("exam attempts", () => {
  it("counts the attempts left as 5 minus the fails; absences do not count", () => {
    expect(remainingAttempts([])).toBe(5);
    expect(remainingAttempts([sitting("F")])).toBe(4);
    expect(remainingAttempts([sitting("F"), sitting("A"), sitting("F")])).toBe(3);
    expect(remainingAttempts(Array.from({ length: 6 }, () => sitting("F")))).toBe(0);
  });

  it("lets an admin add an attempt only while fewer than five", () => {
    expect(canAddAttempt(4)).toBe(true);
    expect(canAddAttempt(5)).toBe(false);
  });

  it("refuses paying after a pass, while a paid sitting waits, and a sixth attempt", () => {
    expect(examPaymentRefusal([])).toBeNull();
    expect(examPaymentRefusal([sitting("F")])).toBeNull();
    expect(examPaymentRefusal([sitting("F"), sitting("P")])).toBe("passed");
    expect(examPaymentRefusal([sitting(null)])).toBe("already_paid");
    expect(examPaymentRefusal([sitting(null, false)])).toBeNull();
    expect(examPaymentRefusal(Array.from({ length: 5 }, () => sitting("F")))).toBe("no_attempts_left");
    expect(examPaymentRefusal([...Array.from({ length: 4 }, () => sitting("F")), sitting(null)])).toBe("already_paid");
  });

  it("prices the sitting after a fail as a retake", () => {
    expect(isRetake([])).toBe(false);
    expect(isRetake([sitting("A")])).toBe(false);
    expect(isRetake([sitting("F")])).toBe(true);
  });

  it("makes the exam candidate ID from the fixed prefix and the user id padded to 6 digits", () => {
    expect(examCandidateId(42)).toBe("AFCPE000042");
    expect(examCandidateId(1234567)).toBe("AFCPE1234567");
  });
});

describe("candidate progress", () => {
  it("scores experience share, ethics, exam and education out of 4", () => {
    expect(progressScore({ approvedHours: 0, requiredHours: 1000, ethicsSigned: false, examPassed: false })).toBe(1);
    expect(progressScore({ approvedHours: 500, requiredHours: 1000, ethicsSigned: true, examPassed: false })).toBe(2.5);
    expect(progressScore({ approvedHours: 1500, requiredHours: 1000, ethicsSigned: true, examPassed: true })).toBe(4);
    expect(progressScore({ approvedHours: 0, requiredHours: 0, ethicsSigned: true, examPassed: true })).toBe(4);
    expect(progressScore({ approvedHours: 333, requiredHours: 1000, ethicsSigned: false, examPassed: false })).toBe(1.33);
  });

  it("opens the final steps at 4, and not while in final approval", () => {
    expect(canFinish(3.99, "post_registration")).toBe(false);
    expect(canFinish(4, "post_registration")).toBe(true);
    expect(canFinish(4, "final_approval")).toBe(false);
  });
});
