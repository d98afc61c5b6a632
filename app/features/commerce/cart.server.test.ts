import { beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  cartLine,
  courseInCart,
  createMember,
  discountCode,
  donationOption,
  failedPayment,
  paidOrder,
  paymentInProgress,
  registrationAtStep,
  upcomingEvent,
  type OrderLine,
} from "../../../tests/factories/index.ts";
import { memberActor } from "~/lib/actor.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { DISCOUNT_KIND, PRODUCT_KIND, REGISTRATION_STEP } from "~/domain/constants.ts";
import { DISCOUNT_MESSAGES } from "~/features/commerce/pricing.ts";
import { DONATION_MESSAGES, QUANTITY_MESSAGE } from "~/features/commerce/schemas.server.ts";
import { db } from "~/lib/db.server.ts";
import {
  addDonationToCart,
  applyDiscount,
  CART_LOCKED_MESSAGE,
  CART_MESSAGES,
  listDonationOptions,
  loadCart,
  REGISTRATION_ITEM_MESSAGE,
  removeDiscount,
  removeItem,
  updateQuantity,
} from "./cart.server.ts";

beforeEach(() => resetDatabase());

const now = new Date("2026-11-21T15:00:00Z");
const DAY = 86_400_000;

const member = () => createMember({ firstName: "Cam" });

/** A $100 webinar seat unless given. */
const seat = (over: Partial<OrderLine> = {}): OrderLine => ({ kind: PRODUCT_KIND.event, name: "Webinar seat", priceCents: 10000, ...over });
/** An item in the member's cart. */
const item = (userId: number, over: Partial<OrderLine> = {}) => cartLine(userId, seat(over));
/** An item the member has paid for. */
const paidItem = async (userId: number, over: Partial<OrderLine> = {}) => ({
  id: (await paidOrder(userId, [seat(over)])).lineItemIds[0]!,
});

describe("updateQuantity", () => {
  it("changes the quantity of a quantity item and the cart's total follows", async () => {
    const user = await member();
    const line = await item(user.id, { withQty: true, priceCents: 2500 });
    expect(await updateQuantity(memberActor(user.id), line.id, 3)).toEqual({ ok: true, message: CART_MESSAGES.quantityUpdated });
    const cart = await loadCart(user.id, now);
    expect(cart.lines[0]?.quantity).toBe(3);
    expect(cart.pricing.totalCents).toBe(7500);
  });

  it("refuses 0 with the spec's message and leaves the quantity alone", async () => {
    const user = await member();
    const line = await item(user.id, { withQty: true, quantity: 2 });
    expect(await updateQuantity(memberActor(user.id), line.id, 0)).toEqual({
      kind: "invalid",
      errors: { quantity: [QUANTITY_MESSAGE] },
    });
    expect((await db.lineItem.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(2);
  });

  it("does not find another member's item, a paid item, a hidden item or an item without a quantity", async () => {
    const user = await member();
    const other = await member();
    const foreign = await item(other.id, { withQty: true });
    const paid = await paidItem(user.id, { withQty: true });
    const hidden = await item(user.id, { withQty: true, showInCart: false });
    const fixed = await item(user.id, { withQty: false });
    for (const line of [foreign, paid, hidden, fixed]) {
      expect(await updateQuantity(memberActor(user.id), line.id, 4)).toMatchObject({ ok: false, code: "notFound" });
      expect((await db.lineItem.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(1);
    }
  });

  it("waits while a payment for the cart is in progress", async () => {
    const user = await member();
    const line = await item(user.id, { withQty: true });
    await paymentInProgress(user.id);
    expect(await updateQuantity(memberActor(user.id), line.id, 2)).toMatchObject({ ok: false, message: CART_LOCKED_MESSAGE });
    expect((await loadCart(user.id, now)).locked).toBe(true);
    expect((await db.lineItem.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(1);
  });

  it("is not held up by another member's payment or a finished one", async () => {
    const user = await member();
    const other = await member();
    const line = await item(user.id, { withQty: true });
    await paymentInProgress(other.id);
    await failedPayment(user.id);
    expect(await updateQuantity(memberActor(user.id), line.id, 2)).toMatchObject({ ok: true });
  });
});

describe("removeItem", () => {
  it("removes an item and a donation's Donation row, leaving the rest of the cart", async () => {
    const user = await member();
    const keep = await item(user.id, { name: "Keep me" });
    const option = await donationOption();
    expect(await addDonationToCart(memberActor(user.id), { optionId: option.id, amountCents: 5000, anonymous: false })).toMatchObject({
      ok: true,
    });
    const gift = (await loadCart(user.id, now)).lines.find((l) => l.kind === PRODUCT_KIND.donation);
    expect(gift).toBeDefined();

    expect(await removeItem(memberActor(user.id), gift!.id)).toEqual({ ok: true, message: CART_MESSAGES.removed });
    expect(await db.donation.count({ where: { userId: user.id } })).toBe(0);
    expect((await loadCart(user.id, now)).lines.map((l) => l.id)).toEqual([keep.id]);
  });

  it("keeps records that point at a removed item but clears their link", async () => {
    const user = await member();
    const line = await item(user.id, { kind: PRODUCT_KIND.event });
    const { event } = await upcomingEvent({ name: "Webinar", date: new Date(now.getTime() + 10 * DAY) });
    const registered = await db.eventRegistration.create({ data: { eventId: event.id, userId: user.id, lineItemId: line.id } });
    expect(await removeItem(memberActor(user.id), line.id)).toMatchObject({ ok: true });
    expect(await db.eventRegistration.findUniqueOrThrow({ where: { id: registered.id } })).toMatchObject({ lineItemId: null });
  });

  it("refuses an item that belongs to a registration", async () => {
    const user = await member();
    const registration = await registrationAtStep(user.id, { step: REGISTRATION_STEP.summary });
    const line = await item(user.id, { kind: PRODUCT_KIND.registrationFee, registrationId: registration.id });
    expect(await removeItem(memberActor(user.id), line.id)).toEqual({ ok: false, code: "refused", message: REGISTRATION_ITEM_MESSAGE });
    expect(await db.lineItem.count({ where: { id: line.id } })).toBe(1);
  });

  it("lets a course's fee leave the cart; the registration waits, unpaid, to be added again", async () => {
    const user = await member();
    const { registration, line } = await courseInCart(user.id);
    expect((await loadCart(user.id)).lines.find((l) => l.id === line.id)).toMatchObject({ removable: true });
    expect(await removeItem(memberActor(user.id), line.id)).toEqual({ ok: true, message: CART_MESSAGES.removed });
    expect(await db.lineItem.count({ where: { id: line.id } })).toBe(0);
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({ status: "pre_registration" });
  });

  it("does not find another member's or a paid item, and never deletes them", async () => {
    const user = await member();
    const other = await member();
    const foreign = await item(other.id);
    const paid = await paidItem(user.id);
    expect(await removeItem(memberActor(user.id), foreign.id)).toMatchObject({ ok: false, code: "notFound" });
    expect(await removeItem(memberActor(user.id), paid.id)).toMatchObject({ ok: false, code: "notFound" });
    expect(await db.lineItem.count({ where: { id: { in: [foreign.id, paid.id] } } })).toBe(2);
  });

  it("waits while a payment for the cart is in progress", async () => {
    const user = await member();
    const line = await item(user.id);
    await paymentInProgress(user.id);
    expect(await removeItem(memberActor(user.id), line.id)).toMatchObject({ ok: false, message: CART_LOCKED_MESSAGE });
    expect(await db.lineItem.count({ where: { id: line.id } })).toBe(1);
  });
});

describe("applyDiscount / removeDiscount", () => {
  it("applies a code typed in any case to the cart, which then costs less; donations keep their amount", async () => {
    const user = await member();
    await item(user.id, { priceCents: 20000 });
    const option = await donationOption();
    await addDonationToCart(memberActor(user.id), { optionId: option.id, amountCents: 2500, anonymous: false });
    await discountCode({ code: "SAVE20", percentage: true, amount: 20 });

    expect(await applyDiscount(memberActor(user.id), "  save20 ", now)).toEqual({ ok: true, message: DISCOUNT_MESSAGES.applied });
    const cart = await loadCart(user.id, now);
    expect(cart.discount?.code).toBe("SAVE20");
    expect(cart.pricing).toMatchObject({ subtotalCents: 22500, discountCents: 4000, totalCents: 18500 });

    expect(await removeDiscount(memberActor(user.id))).toEqual({ ok: true, message: DISCOUNT_MESSAGES.removed });
    const after = await loadCart(user.id, now);
    expect(after.discount).toBeNull();
    expect(after.pricing.totalCents).toBe(22500);
  });

  it("refuses a blank, unknown, inactive, not yet started, expired or used-up code, and an empty cart", async () => {
    const user = await member();
    await discountCode({ code: "OFF", amount: 10, percentage: true, active: false });
    await discountCode({ code: "LATER", startsAt: new Date(now.getTime() + DAY) });
    await discountCode({ code: "OLD", endsAt: new Date(now.getTime() - DAY) });
    await discountCode({ code: "GONE", usageLimit: 5, usage: 5 });
    expect(await applyDiscount(memberActor(user.id), "OLD", now)).toMatchObject({
      kind: "invalid",
      errors: { code: [DISCOUNT_MESSAGES.emptyCart] },
    });

    await item(user.id);
    const cases: Array<[string, string]> = [
      ["   ", DISCOUNT_MESSAGES.blank],
      ["NOPE", DISCOUNT_MESSAGES.invalid],
      ["OFF", DISCOUNT_MESSAGES.invalid],
      ["LATER", DISCOUNT_MESSAGES.invalid],
      ["OLD", DISCOUNT_MESSAGES.expired],
      ["GONE", DISCOUNT_MESSAGES.usedUp],
    ];
    for (const [code, message] of cases) {
      expect(await applyDiscount(memberActor(user.id), code, now), code).toEqual({ kind: "invalid", errors: { code: [message] } });
    }
    expect((await loadCart(user.id, now)).discount).toBeNull();
  });

  it("refuses a code that applies to nothing in the cart", async () => {
    const user = await member();
    await item(user.id, { kind: PRODUCT_KIND.event });
    await discountCode({ code: "LICENSE1", kind: DISCOUNT_KIND.trainerLicense, amount: 100 });
    expect(await applyDiscount(memberActor(user.id), "license1", now)).toEqual({
      kind: "invalid",
      errors: { code: [DISCOUNT_MESSAGES.noEligibleItems] },
    });
  });

  it("touches only the member's own unpaid items and waits while a payment is in progress", async () => {
    const user = await member();
    const other = await member();
    const theirs = await item(other.id);
    await item(user.id);
    const code = await discountCode({ code: "MINE" });
    expect(await applyDiscount(memberActor(user.id), "MINE", now)).toMatchObject({ ok: true });
    expect((await db.lineItem.findUniqueOrThrow({ where: { id: theirs.id } })).discountId).toBeNull();

    await paymentInProgress(user.id);
    expect(await removeDiscount(memberActor(user.id))).toMatchObject({ ok: false, message: CART_LOCKED_MESSAGE });
    expect((await loadCart(user.id, now)).discount?.id).toBe(code.id);
  });
});

describe("free_for_members items", () => {
  it("cost the list price for a non-member and the final price for a valid member", async () => {
    const user = await member();
    await item(user.id, { priceCents: 4900, finalPriceCents: 0, freeForMembers: true });
    expect((await loadCart(user.id, now)).pricing.totalCents).toBe(4900);

    await activeMembership(user.id, { start: new Date(now.getTime() - 10 * DAY), now });
    expect((await loadCart(user.id, now)).pricing.totalCents).toBe(0);
  });
});

describe("donations", () => {
  it("lists the active options in order with their amounts", async () => {
    await donationOption({ name: "Second", sortOrder: 2 });
    await donationOption({ name: "Hidden", active: false });
    await donationOption({ name: "Symposium scholarship", sortOrder: 1, amountsCents: [2500, 5000, 10000, 25000, 50000, 37500, 72500] });
    const symposium = await db.productCategory.create({ data: { key: "symposium_scholarship", name: "symposium_scholarship" } });
    await donationOption({ name: "Broken list", sortOrder: 3, amountsCents: "oops", categoryId: symposium.id });
    expect(await listDonationOptions()).toEqual([
      { id: expect.any(Number), name: "Symposium scholarship", amountsCents: [2500, 5000, 10000, 25000, 50000, 37500, 72500] },
      { id: expect.any(Number), name: "Second", amountsCents: [2500, 5000, 10000, 25000, 50000] },
      { id: expect.any(Number), name: "Broken list", amountsCents: [2500, 5000, 10000, 25000, 50000, 37500, 72500] },
    ]);
  });

  it("adds a donation as a cart item with its Donation row; an anonymous one says so", async () => {
    const user = await member();
    const option = await donationOption({ name: "Symposium scholarship", amountsCents: [2500, 37500, 72500] });
    expect(await addDonationToCart(memberActor(user.id), { optionId: option.id, amountCents: 37500, anonymous: true })).toEqual({
      ok: true,
      message: CART_MESSAGES.donationAdded,
      lineItemId: expect.any(Number),
    });
    const cart = await loadCart(user.id, now);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      kind: PRODUCT_KIND.donation,
      name: "Donation: Symposium scholarship",
      priceCents: 37500,
      finalPriceCents: 37500,
      quantity: 1,
      withQty: false,
      anonymous: true,
      productId: option.productId,
    });
    expect(cart.pricing.totalCents).toBe(37500);
    expect(await db.donation.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      optionId: option.id,
      amountCents: 37500,
      anonymous: true,
      lineItemId: cart.lines[0]!.id,
    });
  });

  it("accepts any typed amount but only the option's own preset amounts", async () => {
    const user = await member();
    const general = await donationOption();
    expect(await addDonationToCart(memberActor(user.id), { optionId: general.id, amountCents: 37500, anonymous: false })).toEqual({
      kind: "invalid",
      errors: { donationAmount: [DONATION_MESSAGES.notOffered] },
    });
    expect(
      await addDonationToCart(memberActor(user.id), { optionId: general.id, amountCents: 1234, anonymous: false, other: true }),
    ).toMatchObject({
      ok: true,
    });
    expect((await loadCart(user.id, now)).pricing.totalCents).toBe(1234);
  });

  it("refuses an unknown or inactive option, a zero or huge amount, and a locked cart, adding nothing", async () => {
    const user = await member();
    const inactive = await donationOption({ active: false });
    const option = await donationOption();
    expect(await addDonationToCart(memberActor(user.id), { optionId: inactive.id, amountCents: 2500, anonymous: false })).toMatchObject({
      kind: "invalid",
      errors: { donationOptionId: expect.any(Array) },
    });
    expect(await addDonationToCart(memberActor(user.id), { optionId: 9999, amountCents: 2500, anonymous: false })).toMatchObject({
      kind: "invalid",
      errors: { donationOptionId: expect.any(Array) },
    });
    expect(
      await addDonationToCart(memberActor(user.id), { optionId: option.id, amountCents: 0, anonymous: false, other: true }),
    ).toMatchObject({
      kind: "invalid",
      errors: { donationOther: [DONATION_MESSAGES.amountInvalid] },
    });
    expect(
      await addDonationToCart(memberActor(user.id), { optionId: option.id, amountCents: 10_000_001, anonymous: false, other: true }),
    ).toEqual({ kind: "invalid", errors: { donationOther: [DONATION_MESSAGES.amountTooLarge] } });
    await paymentInProgress(user.id);
    expect(await addDonationToCart(memberActor(user.id), { optionId: option.id, amountCents: 2500, anonymous: false })).toEqual({
      kind: "invalid",
      errors: { "": [CART_LOCKED_MESSAGE] },
    });
    expect(await db.lineItem.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.donation.count({ where: { userId: user.id } })).toBe(0);
  });
});
