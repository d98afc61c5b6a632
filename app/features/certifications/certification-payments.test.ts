import { describe, expect, it } from "vitest";
import { defaultPaymentYear, paymentYearOptions } from "./certification-payments.ts";

describe("certification payment years", () => {
  it("offers 21 years around the current one", () => {
    const years = paymentYearOptions(2026);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2016);
    expect(years[20]).toBe(2036);
  });

  it("defaults to the highest paid year plus one, or the current year", () => {
    expect(defaultPaymentYear([], 2026)).toBe(2026);
    expect(defaultPaymentYear([2024, null, 2027, 2025], 2026)).toBe(2028);
  });
});
