import { describe, expect, it } from "vitest";
import { courseMaterialsRequired, deadlineLabel, offersNoCourseMaterials, registrationDeadline, requiredDocument } from "./rules.ts";

describe("pathway deadline", () => {
  it("is kept in months and shown in years", () => {
    expect(deadlineLabel(12)).toBe("1 year");
    expect(deadlineLabel(24)).toBe("2 years");
    expect(deadlineLabel(18)).toBe("1.5 years");
  });

  it("runs from the day of registration", () => {
    expect(registrationDeadline(new Date("2026-03-15T15:00:00Z"), 24).toISOString().slice(0, 10)).toBe("2028-03-15");
  });
});

describe("what each pathway asks for", () => {
  it("course materials: a choice everywhere but university; 'No Course Materials' on university, independent trainer, education", () => {
    expect(courseMaterialsRequired("university")).toBe(false);
    expect(courseMaterialsRequired("designation")).toBe(true);
    expect(["education", "university", "designation", "independent_trainer"].filter(offersNoCourseMaterials)).toEqual([
      "education",
      "university",
      "independent_trainer",
    ]);
  });

  it("supporting documentation: coursework, a designation, or nothing required", () => {
    expect(requiredDocument("education")).toBe("coursework");
    expect(requiredDocument("university")).toBe("coursework");
    expect(requiredDocument("independent_trainer")).toBe("coursework");
    expect(requiredDocument("designation")).toBe("designation");
    expect(requiredDocument(null)).toBeNull();
  });
});
