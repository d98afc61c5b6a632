import { describe, expect, it } from "vitest";
import { DISCOUNT_KIND, PRODUCT_KIND } from "~/domain/constants.ts";
import { DISCOUNT_MESSAGES, discountProblem, priceCart, type CartLineInput } from "./pricing.ts";

let nextId = 1;
function line(over: Partial<CartLineInput>): CartLineInput {
  return {
    id: nextId++,
    kind: PRODUCT_KIND.event,
    name: "Item",
    priceCents: 10000,
    finalPriceCents: 10000,
    freeForMembers: false,
    quantity: 1,
    ...over,
  };
}
const promo = (percentage: boolean, amount: number) => ({ code: "X", kind: DISCOUNT_KIND.promo, percentage, amount });

describe("priceCart: subtotal rules", () => {
  it("charges each line its final price times quantity and counts lines", () => {
    const cart = priceCart(
      [
        line({ priceCents: 59500, finalPriceCents: 49500 }),
        line({ kind: PRODUCT_KIND.donation, priceCents: 2500, finalPriceCents: 2500, quantity: 3 }),
      ],
      { memberPricing: false },
    );
    expect(cart.itemCount).toBe(2);
    expect(cart.subtotalCents).toBe(49500 + 7500);
    expect(cart.discountCents).toBe(0);
    expect(cart.totalCents).toBe(57000);
    // the member price is shown against the list price
    expect(cart.lines[0]).toMatchObject({ unitCents: 49500, wasUnitCents: 59500, lineCents: 49500 });
    expect(cart.lines[1]).toMatchObject({ unitCents: 2500, wasUnitCents: null, lineCents: 7500 });
  });

  it("gives free_for_members items at their final price only to active or pending-review members", () => {
    const webinar = line({ priceCents: 4500, finalPriceCents: 0, freeForMembers: true });
    expect(priceCart([webinar], { memberPricing: true }).totalCents).toBe(0);
    expect(priceCart([webinar], { memberPricing: false }).totalCents).toBe(4500);
    expect(priceCart([webinar], { memberPricing: false }).lines[0]?.wasUnitCents).toBeNull();
  });

  it("treats a quantity below 1 as 1", () => {
    expect(priceCart([line({ quantity: 0 })], { memberPricing: false }).totalCents).toBe(10000);
  });
});

describe("priceCart: discounts", () => {
  it("takes a percentage off each eligible unit, never off donations", () => {
    const cart = priceCart(
      [
        line({ finalPriceCents: 9900, priceCents: 9900, quantity: 2 }),
        line({ kind: PRODUCT_KIND.donation, priceCents: 5000, finalPriceCents: 5000 }),
      ],
      {
        memberPricing: false,
        discount: promo(true, 10),
      },
    );
    expect(cart.lines[0]).toMatchObject({
      unitCents: 9900,
      discountedUnitCents: 8910,
      lineCents: 17820,
      wasUnitCents: 9900,
      discounted: true,
    });
    expect(cart.lines[1]).toMatchObject({ discountedUnitCents: 5000, discounted: false });
    expect(cart.subtotalCents).toBe(19800 + 5000);
    expect(cart.discountCents).toBe(1980);
    expect(cart.totalCents).toBe(17820 + 5000);
  });

  it("takes a fixed amount off the order once, in cart order, never below zero", () => {
    const cart = priceCart([line({ finalPriceCents: 3000, priceCents: 3000 }), line({ finalPriceCents: 4000, priceCents: 4000 })], {
      memberPricing: false,
      discount: promo(false, 5000),
    });
    expect(cart.lines.map((l) => l.discountedUnitCents)).toEqual([0, 2000]);
    expect(cart.discountCents).toBe(5000);
    expect(cart.totalCents).toBe(2000);
    const small = priceCart([line({ finalPriceCents: 3000, priceCents: 3000 })], { memberPricing: false, discount: promo(false, 5000) });
    expect(small.totalCents).toBe(0);
    expect(small.discountCents).toBe(3000);
  });

  it("spreads a fixed amount over a quantity in whole cents per unit", () => {
    const cart = priceCart([line({ finalPriceCents: 2500, priceCents: 2500, quantity: 3 })], {
      memberPricing: false,
      discount: promo(false, 1000),
    });
    // 1000 / 3 units = 333 cents each; one cent of the code is not used rather than charging fractions
    expect(cart.lines[0]?.discountedUnitCents).toBe(2167);
    expect(cart.totalCents).toBe(6501);
  });

  it("applies trainer license codes only to training and course-material lines", () => {
    const license = { code: "L", kind: DISCOUNT_KIND.trainerLicense, percentage: true, amount: 100 };
    const cart = priceCart(
      [line({ kind: PRODUCT_KIND.courseMaterial, finalPriceCents: 30000, priceCents: 30000 }), line({ kind: PRODUCT_KIND.exam })],
      { memberPricing: false, discount: license },
    );
    expect(cart.lines.map((l) => l.discountedUnitCents)).toEqual([0, 10000]);
  });
});

describe("discountProblem", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const ok = { active: true, startsAt: null, endsAt: null, usageLimit: null, usage: 0, kind: DISCOUNT_KIND.promo };
  it("accepts a live code with uses left that fits an item", () => {
    expect(discountProblem(ok, [PRODUCT_KIND.event], now)).toBeNull();
  });
  it("explains each refusal", () => {
    expect(discountProblem(null, [PRODUCT_KIND.event], now)).toBe(DISCOUNT_MESSAGES.invalid);
    expect(discountProblem({ ...ok, active: false }, [PRODUCT_KIND.event], now)).toBe(DISCOUNT_MESSAGES.invalid);
    expect(discountProblem({ ...ok, startsAt: new Date("2026-12-01T00:00:00Z") }, [PRODUCT_KIND.event], now)).toBe(
      DISCOUNT_MESSAGES.invalid,
    );
    expect(discountProblem({ ...ok, endsAt: new Date("2026-11-20T00:00:00Z") }, [PRODUCT_KIND.event], now)).toBe(DISCOUNT_MESSAGES.expired);
    expect(discountProblem({ ...ok, usageLimit: 5, usage: 5 }, [PRODUCT_KIND.event], now)).toBe(DISCOUNT_MESSAGES.usedUp);
    expect(discountProblem({ ...ok, usageLimit: 5, usage: 4 }, [PRODUCT_KIND.event], now)).toBeNull();
    expect(discountProblem(ok, [PRODUCT_KIND.donation], now)).toBe(DISCOUNT_MESSAGES.noEligibleItems);
  });
});
