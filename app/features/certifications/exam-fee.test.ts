import { describe, expect, it } from "vitest";
import { examFee, isFullTimeStudent } from "./exam-fee.ts";

const base = { listPriceCents: 40_000, student: null, member: false, moneyManagementEssentialsCents: null };

describe("full-time student", () => {
  it.each([
    ["undergraduate", 12, true],
    ["undergraduate", 11.5, false],
    ["graduate", 9, true],
    ["graduate", 8, false],
    ["phd", 3, true],
    ["phd", 2, false],
    ["non_degree_seeking", 30, false],
    ["unknown", 30, false],
  ] as const)("%s with %d credits: %s", (level, credits, expected) => {
    expect(isFullTimeStudent(level, credits)).toBe(expected);
  });

  it("needs a level and a number of credits", () => {
    expect(isFullTimeStudent(null, 12)).toBe(false);
    expect(isFullTimeStudent("undergraduate", null)).toBe(false);
    expect(isFullTimeStudent("undergraduate", Number.NaN)).toBe(false);
  });
});

describe("exam fee", () => {
  it("is the list price with no reduction", () => {
    expect(examFee(base)).toEqual({ listPriceCents: 40_000, reductions: [], totalCents: 40_000 });
  });

  it("takes $100 off for a member", () => {
    expect(examFee({ ...base, member: true }).totalCents).toBe(30_000);
  });

  it("halves the list price for a full-time student, then the member discount, then Money Management Essentials", () => {
    const fee = examFee({ ...base, member: true, student: { level: "graduate", credits: 9 }, moneyManagementEssentialsCents: 4_900 });
    expect(fee.reductions).toEqual([
      { label: "Full-time student (50%)", cents: 20_000 },
      { label: "Member discount", cents: 10_000 },
      { label: "Money Management Essentials", cents: 4_900 },
    ]);
    expect(fee.totalCents).toBe(5_100);
  });

  it("a part-time student pays the full price", () => {
    expect(examFee({ ...base, student: { level: "undergraduate", credits: 6 } }).totalCents).toBe(40_000);
  });

  it("never goes below $0, and lists only what each reduction really took", () => {
    const fee = examFee({
      ...base,
      listPriceCents: 15_000,
      member: true,
      student: { level: "phd", credits: 3 },
      moneyManagementEssentialsCents: 9_900,
    });
    expect(fee.totalCents).toBe(0);
    expect(fee.reductions).toEqual([
      { label: "Full-time student (50%)", cents: 7_500 },
      { label: "Member discount", cents: 7_500 },
    ]);
  });
});
