import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  approvedIndependentTrainer,
  cartLine,
  createMember,
  expiredIndependentTrainer,
  paidOrder,
  productLine,
  trainerLicenseProduct,
  trainerLicensesInCart,
  trainingReference,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { DISCOUNT_KIND, PRODUCT_KIND } from "~/domain/constants.ts";
import { applyDiscount, loadCart } from "~/features/commerce/cart.server.ts";
import { newCheckoutKey, startCheckout } from "~/features/commerce/checkout.server.ts";
import { DISCOUNT_MESSAGES } from "~/features/commerce/pricing.ts";
import { fulfilLineItems } from "~/features/commerce/fulfilment.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { addTrainerLicensesToCart, LICENSE_MESSAGES } from "./trainer-licenses.server.ts";

const server = setupServer(...handlersFor(["stripe"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

/** An approved trainer and the license product on sale. */
async function trainer(licenseCode?: { code: string; usageLimit?: number; usage?: number }) {
  const member = await createMember();
  const product = await trainerLicenseProduct({ priceCents: 9900 });
  const approved = await approvedIndependentTrainer(member.id, licenseCode ? { licenseCode } : {});
  return { member, product, ...approved };
}

/** A client of the trainer with Money Management Essentials in the cart. */
async function client() {
  const member = await createMember();
  const { mme } = await trainingReference();
  await cartLine(member.id, productLine(mme.product));
  return member;
}

const checkout = (userId: number) =>
  startCheckout({
    actor: memberActor(userId),
    checkoutKey: newCheckoutKey(),
    paymentMethod: undefined,
    saveCard: false,
    overrideNotes: null,
    donation: null,
  });

describe("licenses to the cart", () => {
  it("puts the license product in the cart with the quantity; more licenses grow the same line", async () => {
    const { member, product } = await trainer();
    expect(await addTrainerLicensesToCart(memberActor(member.id), 3)).toEqual({ ok: true });
    expect(await addTrainerLicensesToCart(memberActor(member.id), 2)).toEqual({ ok: true });
    const cart = await loadCart(member.id);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: product.id, kind: PRODUCT_KIND.trainerLicense, quantity: 5, withQty: true });
    expect(cart.pricing.totalCents).toBe(5 * 9900);
  });

  it("refuses more than the cart holds, a member who is not a trainer, and an expired trainer", async () => {
    const { member } = await trainer();
    await trainerLicensesInCart(member.id, 95);
    expect(await addTrainerLicensesToCart(memberActor(member.id), 6)).toEqual({
      kind: "invalid",
      errors: { quantity: ["Please enter a quantity of 5 or less"] },
    });
    const stranger = await createMember();
    expect(await addTrainerLicensesToCart(memberActor(stranger.id), 1)).toEqual({
      kind: "invalid",
      errors: { "": [LICENSE_MESSAGES.notTrainer] },
    });
    const lapsed = await createMember();
    await expiredIndependentTrainer(lapsed.id);
    expect(await addTrainerLicensesToCart(memberActor(lapsed.id), 1)).toEqual({
      kind: "invalid",
      errors: { "": [LICENSE_MESSAGES.notTrainer] },
    });
  });
});

describe("licenses paid", () => {
  it("grow the usage limit of the trainer's code by the quantity, once per paid line", async () => {
    const { member, product, discount } = await trainer({ code: "GROW-1", usageLimit: 10, usage: 4 });
    const { lineItemIds } = await paidOrder(member.id, [productLine(product, { quantity: 3, withQty: true })]);
    expect(await db.discount.findUniqueOrThrow({ where: { id: discount!.id } })).toMatchObject({ usageLimit: 13, usage: 4 });

    // Running the handler again for the same paid line finds its work done.
    const line = await db.lineItem.findUniqueOrThrow({ where: { id: lineItemIds[0] } });
    await db.$transaction((tx) => fulfilLineItems(tx, [{ ...line, transactionId: line.transactionId! }]));
    expect((await db.discount.findUniqueOrThrow({ where: { id: discount!.id } })).usageLimit).toBe(13);
  });

  it("give a trainer without a code one of their own, linked to their application", async () => {
    const { member, product, registration } = await trainer();
    await paidOrder(member.id, [productLine(product, { quantity: 2 })]);
    const code = await db.discount.findFirstOrThrow({ where: { ownerUserId: member.id } });
    expect(code).toMatchObject({
      kind: DISCOUNT_KIND.trainerLicense,
      percentage: true,
      amount: 100,
      usageLimit: 2,
      usage: 0,
      active: true,
    });
    expect(code.code).toMatch(/^IT-[2-9A-HJ-NP-Z]{10}$/);
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).trainerDiscountId).toBe(code.id);

    await paidOrder(member.id, [productLine(product, { quantity: 1 })]);
    expect(await db.discount.count({ where: { ownerUserId: member.id } })).toBe(1);
    expect((await db.discount.findUniqueOrThrow({ where: { id: code.id } })).usageLimit).toBe(3);
  });
});

describe("a client using the trainer's code", () => {
  it("gets the course free while uses are left; a code used up is refused at checkout until the trainer buys more", async () => {
    const { member, product } = await trainer({ code: "CLIENTS-1", usageLimit: 1, usage: 0 });
    const first = await client();
    const late = await client();
    // Both apply the code while one use is left.
    expect(await applyDiscount(memberActor(first.id), "clients-1")).toMatchObject({ ok: true });
    expect(await applyDiscount(memberActor(late.id), "CLIENTS-1")).toMatchObject({ ok: true });

    const paid = await checkout(first.id);
    expect(paid.kind).toBe("paid");
    expect((await db.discount.findUniqueOrThrow({ where: { code: "CLIENTS-1" } })).usage).toBe(1);

    // The last use is gone: the second client's checkout is refused, and a new client cannot apply it.
    expect(await checkout(late.id)).toEqual({ kind: "invalid", errors: { "": [DISCOUNT_MESSAGES.usedUp] } });
    const third = await client();
    expect(await applyDiscount(memberActor(third.id), "CLIENTS-1")).toEqual({
      kind: "invalid",
      errors: { code: [DISCOUNT_MESSAGES.usedUp] },
    });

    // The trainer buys one more license: the waiting client can check out.
    await paidOrder(member.id, [productLine(product, { quantity: 1 })]);
    expect((await checkout(late.id)).kind).toBe("paid");
    expect(await db.discount.findUniqueOrThrow({ where: { code: "CLIENTS-1" } })).toMatchObject({ usage: 2, usageLimit: 2 });
  });
});
