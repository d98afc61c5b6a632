/**
 * Forms of the cart, checkout, donate page and the admin line-item actions. Actions import these
 * directly (server-side validation only; zod never ships to the browser).
 */
import { z } from "zod";
import { PAYMENT_METHOD_TYPE } from "~/domain/constants.ts";
import { checkbox, REQUIRED, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { MAX_DONATION_CENTS, NO_DONATION_ID, OTHER_AMOUNT } from "./donation-options.ts";
import { DISCOUNT_MESSAGES } from "./pricing.ts";

export const QUANTITY_MESSAGE = "Please enter a quantity greater than 0";
export const MAX_QUANTITY = 100;

/** Cart quantity (PATCH-equivalent form). */
export const QuantitySchema = z.object({
  quantity: z.coerce
    .number({ required_error: QUANTITY_MESSAGE, invalid_type_error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, `Please enter a quantity of ${MAX_QUANTITY} or less`),
});

/** Discount code (Apply): blank is refused on the server too. */
export const DiscountCodeSchema = z.object({
  code: z
    .string({ required_error: DISCOUNT_MESSAGES.blank })
    .trim()
    .min(1, DISCOUNT_MESSAGES.blank)
    .max(64, DISCOUNT_MESSAGES.invalid)
    .transform((v) => v.toUpperCase()),
});

export const DONATION_MESSAGES = {
  amountInvalid: "Please enter an amount greater than 0.",
  amountTooLarge: "Please enter an amount of $100,000.00 or less.",
  notOffered: "Please choose one of the amounts.",
} as const;

const dollars = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** Dollars typed in the "other" field → cents, or undefined when blank. */
const otherAmount = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    if (!dollars.test(v)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: DONATION_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    const [whole = "0", frac = ""] = v.replace(/[$,\s]/g, "").split(".");
    return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  });

/**
 * The donation fields (spec: id required; amount required unless id is 0; other required when
 * amount is other). `allowNone`: checkout offers "No donation" (id 0); /donate does not.
 * Parsed into `{ optionId, amountCents, anonymous }`, or `null` for no donation.
 */
export function donationFields(allowNone: boolean) {
  return z
    .object({
      donationOptionId: z.coerce
        .number({ required_error: REQUIRED, invalid_type_error: REQUIRED })
        .int(REQUIRED)
        .min(allowNone ? NO_DONATION_ID : 1, REQUIRED)
        .max(2_147_483_647, REQUIRED),
      donationAmount: z.string().trim().optional(),
      donationOther: otherAmount,
      donationAnonymous: checkbox,
    })
    .superRefine((v, ctx) => {
      if (v.donationOptionId === NO_DONATION_ID) return;
      if (!v.donationAmount) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["donationAmount"], message: REQUIRED });
        return;
      }
      if (v.donationAmount === OTHER_AMOUNT) {
        if (v.donationOther === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["donationOther"], message: REQUIRED });
        else if (v.donationOther <= 0)
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["donationOther"], message: DONATION_MESSAGES.amountInvalid });
        else if (v.donationOther > MAX_DONATION_CENTS)
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["donationOther"], message: DONATION_MESSAGES.amountTooLarge });
        return;
      }
      if (!/^\d{1,9}$/.test(v.donationAmount) || Number(v.donationAmount) <= 0 || Number(v.donationAmount) > MAX_DONATION_CENTS)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["donationAmount"], message: DONATION_MESSAGES.notOffered });
    });
}

/** A donation from the form: `other` when the amount was typed, else it must be one of the option's presets. */
export type DonationInput = { optionId: number; amountCents: number; anonymous: boolean; other: boolean } | null;

/** The parsed donation fields as a donation (null for "No donation"). Preset amounts are checked against the option by the service. */
export function toDonation(v: {
  donationOptionId: number;
  donationAmount?: string;
  donationOther?: number;
  donationAnonymous: boolean;
}): DonationInput {
  if (v.donationOptionId === NO_DONATION_ID || !v.donationAmount) return null;
  const other = v.donationAmount === OTHER_AMOUNT;
  const amountCents = other ? (v.donationOther ?? 0) : Number(v.donationAmount);
  return { optionId: v.donationOptionId, amountCents, anonymous: v.donationAnonymous, other };
}

/** /donate: a donation for the cart. */
export const DonateSchema = donationFields(false);

/** Checkout (POST /api/cart/pay equivalent). */
export const CheckoutSchema = z.intersection(
  donationFields(true),
  z.object({
    /** one per rendering of the checkout page: a resubmitted form charges once */
    checkoutKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Please reload the page and try again."),
    paymentMethod: z
      .enum([PAYMENT_METHOD_TYPE.stripe, PAYMENT_METHOD_TYPE.existing, PAYMENT_METHOD_TYPE.admin, PAYMENT_METHOD_TYPE.free])
      .optional(),
    saveCard: checkbox,
    /** set by the page once JavaScript runs: a failure toast can then reach the page (see the route) */
    viaScript: checkbox,
    overrideNotes: z
      .string()
      .trim()
      .max(1000, TOO_MANY)
      .optional()
      .transform((v) => (v ? v : null)),
  }),
);

/** Admin: change a line item's price (dollars typed, cents stored). */
export const PRICE_MESSAGE = "Please enter a price of 0 or more, in dollars and cents.";
export const LineItemPriceSchema = z.object({
  price: z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/, PRICE_MESSAGE)
    .transform((v) => {
      const [whole = "0", frac = ""] = v.replace(/[$,]/g, "").split(".");
      return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
    })
    .refine((c) => c <= 100_000_000, PRICE_MESSAGE),
  returnTo: z.string().max(2000).optional(),
});

/** Admin: mark a line item paid (after the confirmation). */
export const MarkPaidSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(1000, TOO_MANY)
    .optional()
    .transform((v) => (v ? v : null)),
  returnTo: z.string().max(2000).optional(),
});
