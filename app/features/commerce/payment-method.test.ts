import { describe, expect, it } from "vitest";
import { availablePaymentMethods, PAYMENT_METHOD_MESSAGES, resolvePaymentMethod } from "./payment-method.ts";

const owed = { amountCents: 5000, hasSavedCard: true, impersonating: false };

describe("payment methods offered", () => {
  it("offers the saved card first, then a new card; admin override only while impersonating", () => {
    expect(availablePaymentMethods(owed)).toEqual(["existing", "stripe"]);
    expect(availablePaymentMethods({ ...owed, hasSavedCard: false })).toEqual(["stripe"]);
    expect(availablePaymentMethods({ ...owed, impersonating: true })).toEqual(["existing", "stripe", "admin"]);
  });
  it("offers only free when the total plus donation is 0 or less", () => {
    expect(availablePaymentMethods({ ...owed, amountCents: 0, impersonating: true })).toEqual(["free"]);
    expect(availablePaymentMethods({ ...owed, amountCents: -100 })).toEqual(["free"]);
  });
});

describe("resolvePaymentMethod", () => {
  it("is free whatever was asked when nothing is owed", () => {
    expect(resolvePaymentMethod("existing", { ...owed, amountCents: 0 })).toEqual({ ok: true, method: "free" });
  });
  it("switches free back to a new card when an amount is owed", () => {
    expect(resolvePaymentMethod("free", owed)).toEqual({ ok: true, method: "stripe" });
  });
  it("refuses admin override without an impersonating admin", () => {
    expect(resolvePaymentMethod("admin", owed)).toEqual({ ok: false, message: PAYMENT_METHOD_MESSAGES.adminOnlyImpersonating });
    expect(resolvePaymentMethod("admin", { ...owed, impersonating: true })).toEqual({ ok: true, method: "admin" });
  });
  it("refuses the saved card when there is none, and defaults to it when there is", () => {
    expect(resolvePaymentMethod("existing", { ...owed, hasSavedCard: false })).toEqual({
      ok: false,
      message: PAYMENT_METHOD_MESSAGES.noSavedCard,
    });
    expect(resolvePaymentMethod(undefined, owed)).toEqual({ ok: true, method: "existing" });
    expect(resolvePaymentMethod(undefined, { ...owed, hasSavedCard: false })).toEqual({ ok: true, method: "stripe" });
  });
});

describe("cardBrandLabel", () => {
  it("writes Stripe's brands as people do", async () => {
    const { cardBrandLabel } = await import("./payment-method.ts");
    expect(cardBrandLabel("visa")).toBe("Visa");
    expect(cardBrandLabel("amex")).toBe("American Express");
    expect(cardBrandLabel("Visa")).toBe("Visa");
    expect(cardBrandLabel("newbrand")).toBe("Newbrand");
    expect(cardBrandLabel(null)).toBe("Card");
  });
});
