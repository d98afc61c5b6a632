/**
 * Money is integer cents everywhere. Dollars appear only at the edges:
 * display (`formatCents`) and price inputs (`dollarsToCents`,
 * `centsToDollarInput`). No function here multiplies a dollar float by 100.
 */

export type Cents = number;

function assertCents(value: number, name = "cents"): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be an integer number of cents, got ${String(value)}`);
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function splitCents(cents: Cents): { negative: boolean; dollars: string; rest: string } {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  return {
    negative: rounded < 0,
    dollars: String(Math.floor(abs / 100)),
    rest: String(abs % 100).padStart(2, "0"),
  };
}

/**
 * "$1,234.56"; negative amounts "-$5.00". A non-integer is rounded to the
 * nearest cent. "" for null, undefined or a non-finite number, so a page
 * never shows "$NaN".
 */
export function formatCents(cents: Cents | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const { negative, dollars, rest } = splitCents(cents);
  return `${negative ? "-" : ""}$${groupThousands(dollars)}.${rest}`;
}

/** Like `formatCents` but drops ".00": "$25", "$1,200", "$25.50". */
export function formatCentsShort(cents: Cents | null | undefined): string {
  const full = formatCents(cents);
  return full.endsWith(".00") ? full.slice(0, -3) : full;
}

const DOLLAR_PATTERN = /^(-)?\$?(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Dollars typed by a person (or a dollar number) to integer cents, exactly.
 *
 * Strings: optional "-", optional "$", digits with optional correct thousands
 * separators, at most two decimals: "12.34" → 1234, "12.3" → 1230,
 * "$1,200" → 120000, ".5" → 50. Null for empty input, letters, misplaced
 * commas or more than two decimals.
 *
 * Numbers: accepted when they are a whole number of cents up to binary
 * floating-point noise (0.1 + 0.2 → 30); 1.005 → null.
 */
export function dollarsToCents(input: string | number | null | undefined): Cents | null {
  if (input === null || input === undefined) return null;

  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    const scaled = input * 100;
    const rounded = Math.round(scaled);
    if (Math.abs(scaled - rounded) > 1e-6 || !Number.isSafeInteger(rounded)) return null;
    return rounded === 0 ? 0 : rounded;
  }

  const match = DOLLAR_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, signBefore, signAfter, wholeRaw = "", fraction] = match;
  if (signBefore && signAfter) return null;
  const whole = wholeRaw.replace(/,/g, "");
  const frac = fraction ?? "";
  if (whole === "" && frac === "") return null; // "", "$", ".", "-"

  const cents = Number(whole || "0") * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  if (cents === 0) return 0;
  return signBefore || signAfter ? -cents : cents;
}

/** Cents as a plain dollar string for a form input: 1234 → "12.34", 1200 → "12.00". "" for null. */
export function centsToDollarInput(cents: Cents | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const { negative, dollars, rest } = splitCents(cents);
  return `${negative ? "-" : ""}${dollars}.${rest}`;
}

/** Sum of integer cents. Throws on a non-integer entry (a dollar value slipped in). */
export function sumCents(list: Iterable<Cents>): Cents {
  let total = 0;
  for (const cents of list) {
    assertCents(cents);
    total += cents;
  }
  assertCents(total, "total");
  return total;
}

/**
 * `percent`% of `cents`, rounded half away from zero to whole cents
 * (half-up for the usual non-negative prices): 50% of 25 → 13.
 * Exact for percentages with up to 4 decimals (e.g. 12.5).
 */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${String(percent)}`);
  const SCALE = 10_000;
  const numerator = BigInt(cents) * BigInt(Math.round(percent * SCALE));
  const denominator = BigInt(100 * SCALE);
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let quotient = abs / denominator;
  if ((abs % denominator) * 2n >= denominator) quotient += 1n;
  const result = Number(quotient);
  return negative && result !== 0 ? -result : result;
}

/** A discount as stored: a whole percentage, or a fixed amount in cents. */
export interface Discount {
  readonly percentage: boolean;
  /** Whole percent when `percentage`, otherwise cents. */
  readonly amount: number;
}

/** How many cents `discount` takes off `cents` (never more than the price). */
export function discountAmount(cents: Cents, discount: Discount): Cents {
  assertCents(cents);
  if (!Number.isFinite(discount.amount) || discount.amount < 0) {
    throw new RangeError(`discount amount must be a non-negative number, got ${String(discount.amount)}`);
  }
  if (cents <= 0) return 0;
  let off: Cents;
  if (discount.percentage) {
    off = percentOf(cents, discount.amount);
  } else {
    assertCents(discount.amount, "discount amount");
    off = discount.amount;
  }
  return Math.min(off, cents);
}

/** Price after `discount`, never below 0. */
export function applyDiscount(cents: Cents, discount: Discount): Cents {
  return Math.max(0, cents - discountAmount(cents, discount));
}
