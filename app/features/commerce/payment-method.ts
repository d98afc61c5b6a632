/**
 * Which payment methods checkout offers and which one a submitted checkout uses (spec: checkout
 * payment method). No zod: the checkout page imports this in the browser.
 */
import type { Result } from "~/kit/forms/outcome.ts";
import { PAYMENT_METHOD_TYPE, type PaymentMethodType } from "~/domain/constants.ts";

export type PaymentContext = {
  /** cart total plus donation, cents */
  amountCents: number;
  hasSavedCard: boolean;
  /** an admin is acting as this member */
  impersonating: boolean;
};

/** The choices, in the order shown. Free replaces every other choice when nothing is owed. */
export function availablePaymentMethods(ctx: PaymentContext): PaymentMethodType[] {
  if (ctx.amountCents <= 0) return [PAYMENT_METHOD_TYPE.free];
  const methods: PaymentMethodType[] = [];
  if (ctx.hasSavedCard) methods.push(PAYMENT_METHOD_TYPE.existing);
  methods.push(PAYMENT_METHOD_TYPE.stripe);
  if (ctx.impersonating) methods.push(PAYMENT_METHOD_TYPE.admin);
  return methods;
}

/** The method offered first: the saved card when there is one, else a new card (or free). */
export function defaultPaymentMethod(ctx: PaymentContext): PaymentMethodType {
  return availablePaymentMethods(ctx)[0] ?? PAYMENT_METHOD_TYPE.stripe;
}

export const PAYMENT_METHOD_MESSAGES = {
  adminOnlyImpersonating: "Admin override is only available while an admin is acting as this member.",
  noSavedCard: "You have no saved card. Please pay with a new card.",
} as const;

/**
 * The method a submitted checkout uses. Free whenever nothing is owed; a request for free when money
 * is owed switches back to a new card (spec); the saved card must exist; admin override needs an
 * impersonating admin (refused, never silently changed).
 */
export function resolvePaymentMethod(requested: string | null | undefined, ctx: PaymentContext): Result<{ method: PaymentMethodType }> {
  if (ctx.amountCents <= 0) return { ok: true, method: PAYMENT_METHOD_TYPE.free };
  switch (requested) {
    case PAYMENT_METHOD_TYPE.admin:
      return ctx.impersonating
        ? { ok: true, method: PAYMENT_METHOD_TYPE.admin }
        : { ok: false, message: PAYMENT_METHOD_MESSAGES.adminOnlyImpersonating };
    case PAYMENT_METHOD_TYPE.existing:
      return ctx.hasSavedCard
        ? { ok: true, method: PAYMENT_METHOD_TYPE.existing }
        : { ok: false, message: PAYMENT_METHOD_MESSAGES.noSavedCard };
    case PAYMENT_METHOD_TYPE.stripe:
    case PAYMENT_METHOD_TYPE.free:
      return { ok: true, method: PAYMENT_METHOD_TYPE.stripe };
    default:
      return { ok: true, method: defaultPaymentMethod(ctx) };
  }
}

export const PAYMENT_METHOD_LABEL: Record<PaymentMethodType, string> = {
  existing: "Saved card",
  stripe: "New card",
  admin: "Admin override",
  free: "Free",
};

const BRAND_LABEL: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** Stripe's card brand ("visa", "mastercard") as people write it ("Visa", "Mastercard"). */
export function cardBrandLabel(brand: string | null | undefined): string {
  if (!brand) return "Card";
  return BRAND_LABEL[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
