/**
 * Donation amounts (spec section 9) and the form's choice values. No zod: the donation card is
 * rendered in the browser; the schema is in ./schemas.ts.
 */

/** 25.00, 50.00, 100.00, 250.00, 500.00 (cents). */
export const STANDARD_DONATION_AMOUNTS_CENTS = [2500, 5000, 10000, 25000, 50000] as const;
/** Symposium scholarship (category 6) also offers student attendance and regular attendance. */
export const SYMPOSIUM_DONATION_AMOUNTS_CENTS = [37500, 72500] as const;
export const SYMPOSIUM_SCHOLARSHIP_CATEGORY_KEY = "symposium_scholarship";
/** The category id the spec gives Symposium scholarship (the seed keeps it at 6). */
export const SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID = 6;

export const DONATION_AMOUNT_LABEL: Record<number, string> = {
  37500: "student attendance",
  72500: "regular attendance",
};

/** The preset amounts of an option, by its category. */
export function donationAmountsFor(categoryKey: string | null | undefined): number[] {
  return categoryKey === SYMPOSIUM_SCHOLARSHIP_CATEGORY_KEY
    ? [...STANDARD_DONATION_AMOUNTS_CENTS, ...SYMPOSIUM_DONATION_AMOUNTS_CENTS]
    : [...STANDARD_DONATION_AMOUNTS_CENTS];
}

/** Radio value for a typed amount. */
export const OTHER_AMOUNT = "other";
/** Select value for "no donation" on checkout (the spec's id 0). */
export const NO_DONATION_ID = 0;
/** Largest single donation accepted online, cents. */
export const MAX_DONATION_CENTS = 10_000_000;

export type DonationOptionView = { id: number; name: string; amountsCents: number[] };

/**
 * The donation the fields describe, in cents, for the live total on the checkout page (the server
 * parses the same fields with the schema): 0 for no donation or an unreadable amount.
 */
export function donationCentsFromFields(optionId: string | null, amount: string | null, other: string | null): number {
  if (!optionId || Number(optionId) === NO_DONATION_ID || !amount) return 0;
  if (amount !== OTHER_AMOUNT) return /^\d+$/.test(amount) ? Number(amount) : 0;
  const text = (other ?? "").replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 0;
  const [whole = "0", frac = ""] = text.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
