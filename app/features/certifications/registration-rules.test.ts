import { describe, expect, it } from "vitest";
import { examFee } from "./exam-fee.ts";
import {
  courseMaterialsRequired,
  deadlineLabel,
  offersNoCourseMaterials,
  registrationDeadline,
  registrationLines,
  requiredDocument,
} from "./registration-rules.ts";

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

describe("registration lines", () => {
  it("lists every chosen item, the exam at its reduced fee, and totals them", () => {
    const { lines, totalCents } = registrationLines({
      registrationFee: { name: "Education Pathway Registration Fee", priceCents: 15_000 },
      courseMaterial: { name: "AFC Course Materials", priceCents: 29_900 },
      shipping: { name: "Standard shipping", priceCents: 1_500 },
      practiceExamBundle: null,
      membership: { name: "Professional Membership", priceCents: 13_500 },
      exam: {
        name: "AFC Certification Exam",
        fee: examFee({ listPriceCents: 35_000, member: true, student: null, moneyManagementEssentialsCents: null }),
      },
    });
    expect(lines.map((l) => [l.kind, l.cents])).toEqual([
      ["registration_fee", 15_000],
      ["course_material", 29_900],
      ["shipping", 1_500],
      ["membership", 13_500],
      ["exam", 25_000],
    ]);
    expect(lines.at(-1)?.listCents).toBe(35_000);
    expect(totalCents).toBe(84_900);
  });

  it("is empty and $0 when nothing is chosen", () => {
    expect(
      registrationLines({
        registrationFee: null,
        courseMaterial: null,
        shipping: null,
        practiceExamBundle: null,
        membership: null,
        exam: null,
      }),
    ).toEqual({ lines: [], totalCents: 0 });
  });
});
