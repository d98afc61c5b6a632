import { describe, expect, it } from "vitest";
import {
  applyDiscount,
  centsToDollarInput,
  discountAmount,
  dollarsToCents,
  formatCents,
  formatCentsShort,
  percentOf,
  sumCents,
} from "./money";

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [123456, "$1,234.56"],
    [100000000, "$1,000,000.00"],
    [-500, "-$5.00"],
    [-123456, "-$1,234.56"],
  ])("%i → %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("shows nothing rather than $NaN", () => {
    expect(formatCents(null)).toBe("");
    expect(formatCents(undefined)).toBe("");
    expect(formatCents(Number.NaN)).toBe("");
  });

  it("never shows negative zero", () => {
    expect(formatCents(-0)).toBe("$0.00");
    expect(formatCents(-0.4)).toBe("$0.00");
  });
});

describe("formatCentsShort", () => {
  it("drops .00 only for whole dollars", () => {
    expect(formatCentsShort(2500)).toBe("$25");
    expect(formatCentsShort(120000)).toBe("$1,200");
    expect(formatCentsShort(2550)).toBe("$25.50");
    expect(formatCentsShort(2505)).toBe("$25.05");
    expect(formatCentsShort(-2500)).toBe("-$25");
    expect(formatCentsShort(null)).toBe("");
  });
});

describe("dollarsToCents", () => {
  it.each([
    ["12.34", 1234],
    ["12.3", 1230],
    ["12.", 1200],
    ["12", 1200],
    [".5", 50],
    ["0.01", 1],
    ["$1,200", 120000],
    ["$1,234,567.89", 123456789],
    ["  $25.00 ", 2500],
    ["-5", -500],
    ["-$5.25", -525],
    ["$-5.25", -525],
    ["0", 0],
    ["-0", 0],
    ["19.99", 1999],
    ["1.15", 115], // 1.15 * 100 === 114.99999999999999 in floating point
    ["4.35", 435], // 4.35 * 100 === 434.99999999999994
  ])("%j → %i", (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it.each(["", "   ", "$", ".", "-", "abc", "12a", "1e3", "12.345", "1,2", "12,00", "1,2345", "--5", "-$-5", "$$5", "12 34"])(
    "rejects %j",
    (input) => {
      expect(dollarsToCents(input)).toBeNull();
    },
  );

  it("rejects null and undefined", () => {
    expect(dollarsToCents(null)).toBeNull();
    expect(dollarsToCents(undefined)).toBeNull();
  });

  it("sums typed amounts without float error", () => {
    const a = dollarsToCents("0.1");
    const b = dollarsToCents("0.2");
    expect(a).toBe(10);
    expect(b).toBe(20);
    expect(sumCents([a ?? 0, b ?? 0])).toBe(30);
  });

  it("accepts numbers that are whole cents, tolerating float noise", () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents(200)).toBe(20000);
    expect(dollarsToCents(-0)).toBe(0);
  });

  it("rejects numbers with sub-cent precision or that are not finite", () => {
    expect(dollarsToCents(1.005)).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("rejects amounts beyond safe integer cents", () => {
    expect(dollarsToCents("99999999999999999")).toBeNull();
  });
});

describe("centsToDollarInput", () => {
  it("round-trips with dollarsToCents", () => {
    for (const cents of [0, 1, 10, 99, 100, 1234, 120000, -525]) {
      expect(dollarsToCents(centsToDollarInput(cents))).toBe(cents);
    }
  });

  it("writes two decimals and no separators", () => {
    expect(centsToDollarInput(1234)).toBe("12.34");
    expect(centsToDollarInput(1200)).toBe("12.00");
    expect(centsToDollarInput(5)).toBe("0.05");
    expect(centsToDollarInput(120000)).toBe("1200.00");
    expect(centsToDollarInput(-525)).toBe("-5.25");
    expect(centsToDollarInput(null)).toBe("");
  });
});

describe("sumCents", () => {
  it("adds integer cents", () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([2500, 5000, -1000])).toBe(6500);
    expect(sumCents(new Set([1, 2]))).toBe(3);
  });

  it("throws when a dollar float slips in", () => {
    expect(() => sumCents([2500, 12.5])).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("rounds half up to whole cents", () => {
    expect(percentOf(25, 50)).toBe(13); // 12.5 → 13
    expect(percentOf(1, 50)).toBe(1); // 0.5 → 1
    expect(percentOf(1999, 15)).toBe(300); // 299.85
    expect(percentOf(1001, 10)).toBe(100); // 100.1
    expect(percentOf(1005, 10)).toBe(101); // 100.5
  });

  it("handles 0%, 100% and fractional percents exactly", () => {
    expect(percentOf(12345, 0)).toBe(0);
    expect(percentOf(12345, 100)).toBe(12345);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(1, 12.5)).toBe(0); // 0.125
    expect(percentOf(4, 12.5)).toBe(1); // 0.5
  });

  it("rounds half away from zero for negative amounts", () => {
    expect(percentOf(-25, 50)).toBe(-13);
    expect(percentOf(-1, 10)).toBe(0);
  });

  it("refuses non-integer cents", () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
  });
});

describe("applyDiscount / discountAmount", () => {
  it("takes a whole percentage off (student discount 50%)", () => {
    expect(applyDiscount(39900, { percentage: true, amount: 50 })).toBe(19950);
    expect(discountAmount(39900, { percentage: true, amount: 50 })).toBe(19950);
    expect(applyDiscount(999, { percentage: true, amount: 50 })).toBe(499); // 499.5 off rounds to 500
  });

  it("takes a fixed amount in cents off (member exam discount $100)", () => {
    expect(applyDiscount(39900, { percentage: false, amount: 10000 })).toBe(29900);
  });

  it("never goes below zero", () => {
    expect(applyDiscount(5000, { percentage: false, amount: 10000 })).toBe(0);
    expect(discountAmount(5000, { percentage: false, amount: 10000 })).toBe(5000);
    expect(applyDiscount(5000, { percentage: true, amount: 150 })).toBe(0);
    expect(applyDiscount(0, { percentage: true, amount: 50 })).toBe(0);
  });

  it("leaves the price alone for a zero discount", () => {
    expect(applyDiscount(5000, { percentage: false, amount: 0 })).toBe(5000);
    expect(applyDiscount(5000, { percentage: true, amount: 0 })).toBe(5000);
  });

  it("rejects negative or non-integer fixed discounts", () => {
    expect(() => applyDiscount(5000, { percentage: false, amount: -100 })).toThrow(RangeError);
    expect(() => applyDiscount(5000, { percentage: true, amount: -10 })).toThrow(RangeError);
    expect(() => applyDiscount(5000, { percentage: false, amount: 10.5 })).toThrow(RangeError);
  });
});
