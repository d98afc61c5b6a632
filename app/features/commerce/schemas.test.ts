import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { REQUIRED } from "~/kit/forms/fields.server.ts";
import {
  CheckoutSchema,
  DiscountCodeSchema,
  DONATION_MESSAGES,
  DonateSchema,
  LineItemPriceSchema,
  QUANTITY_MESSAGE,
  QuantitySchema,
  toDonation,
} from "./schemas.server.ts";
import { DISCOUNT_MESSAGES } from "./pricing.ts";

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}
function errors(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) {
  const s = parseWithZod(form(values), { schema });
  return s.status === "error" ? s.error : null;
}

describe("quantity", () => {
  it("needs a whole number greater than 0", () => {
    for (const quantity of ["0", "-2", "", "abc", "1.5"])
      expect(errors(QuantitySchema, { quantity })?.quantity).toEqual([QUANTITY_MESSAGE]);
    expect(errors(QuantitySchema, { quantity: "3" })).toBeNull();
  });
});

describe("discount code", () => {
  it("refuses a blank code and upper-cases the rest", () => {
    expect(errors(DiscountCodeSchema, { code: "   " })?.code).toEqual([DISCOUNT_MESSAGES.blank]);
    const s = parseWithZod(form({ code: " welcome10 " }), { schema: DiscountCodeSchema });
    expect(s.status === "success" && s.value.code).toBe("WELCOME10");
  });
});

describe("donation (spec: id required; amount required unless id is 0; other required when amount is other)", () => {
  it("requires the option on /donate", () => {
    expect(errors(DonateSchema, { donationAmount: "2500" })?.donationOptionId).toEqual([REQUIRED]);
    expect(errors(DonateSchema, { donationOptionId: "0", donationAmount: "2500" })?.donationOptionId).toEqual([REQUIRED]);
  });
  it("requires an amount unless the id is 0, and the other amount when other is chosen", () => {
    expect(errors(DonateSchema, { donationOptionId: "1" })?.donationAmount).toEqual([REQUIRED]);
    expect(errors(DonateSchema, { donationOptionId: "1", donationAmount: "other" })?.donationOther).toEqual([REQUIRED]);
    expect(errors(DonateSchema, { donationOptionId: "1", donationAmount: "other", donationOther: "0" })?.donationOther).toEqual([
      DONATION_MESSAGES.amountInvalid,
    ]);
    expect(errors(DonateSchema, { donationOptionId: "1", donationAmount: "other", donationOther: "12.345" })?.donationOther).toEqual([
      DONATION_MESSAGES.amountInvalid,
    ]);
    expect(errors(DonateSchema, { donationOptionId: "1", donationAmount: "other", donationOther: "200000" })?.donationOther).toEqual([
      DONATION_MESSAGES.amountTooLarge,
    ]);
  });
  it("turns the fields into a donation in cents", () => {
    const s = parseWithZod(form({ donationOptionId: "2", donationAmount: "other", donationOther: "$1,234.5", donationAnonymous: "on" }), {
      schema: DonateSchema,
    });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(toDonation(s.value)).toEqual({ optionId: 2, amountCents: 123450, anonymous: true, other: true });
    const preset = parseWithZod(form({ donationOptionId: "2", donationAmount: "37500" }), { schema: DonateSchema });
    if (preset.status === "success")
      expect(toDonation(preset.value)).toEqual({ optionId: 2, amountCents: 37500, anonymous: false, other: false });
  });
  it("one rule for /donate and checkout: no amount past $100,000, typed or chosen, and nothing unreadable", () => {
    const key = { checkoutKey: "abcdefghijklmnopqrstuvwx" };
    for (const schema of [DonateSchema, CheckoutSchema]) {
      const chosen = (donationAmount: string) => errors(schema, { ...key, donationOptionId: "1", donationAmount })?.donationAmount;
      const typed = (donationOther: string) =>
        errors(schema, { ...key, donationOptionId: "1", donationAmount: "other", donationOther })?.donationOther;
      for (const amount of ["99999999999", "1e21", "-5", "NaN", "Infinity", "0", "9".repeat(400), "10000001"])
        expect(chosen(amount), amount).toEqual([DONATION_MESSAGES.notOffered]);
      expect(chosen("10000000")).toBeUndefined();
      for (const amount of ["1e21", "-5", "12.345", "NaN", "Infinity"])
        expect(typed(amount), amount).toEqual([DONATION_MESSAGES.amountInvalid]);
      for (const amount of ["99999999999", "100000.01", "9".repeat(400)])
        expect(typed(amount), amount).toEqual([DONATION_MESSAGES.amountTooLarge]);
      expect(typed("100000")).toBeUndefined();
      expect(typed("$100,000.00")).toBeUndefined();
      expect(errors(schema, { ...key, donationOptionId: "99999999999999999999", donationAmount: "2500" })?.donationOptionId).toEqual([
        REQUIRED,
      ]);
    }
  });

  it("allows no donation at checkout (id 0)", () => {
    const s = parseWithZod(form({ donationOptionId: "0", checkoutKey: "abcdefghijklmnopqrstuvwx" }), { schema: CheckoutSchema });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(toDonation(s.value)).toBeNull();
  });
});

describe("admin price", () => {
  it("reads dollars into cents and refuses anything else", () => {
    const s = parseWithZod(form({ price: "$1,250.5" }), { schema: LineItemPriceSchema });
    expect(s.status === "success" && s.value.price).toBe(125050);
    expect(errors(LineItemPriceSchema, { price: "" })?.price).toEqual([REQUIRED]);
    expect(errors(LineItemPriceSchema, { price: "-5" })?.price).toBeTruthy();
    expect(errors(LineItemPriceSchema, { price: "12.345" })?.price).toBeTruthy();
  });
});
