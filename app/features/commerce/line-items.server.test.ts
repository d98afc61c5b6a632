import { beforeEach, describe, expect, it } from "vitest";
import {
  cartLine,
  createAdmin,
  createMember,
  discountCode,
  donationOption,
  failedPayment,
  paidOrder,
  productLine,
  upcomingEvent,
  type OrderLine,
} from "../../../tests/factories/index.ts";
import { adminActor } from "~/lib/actor.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PAYMENT_METHOD_TYPE, PRODUCT_KIND, TRANSACTION_STATUS, TRANSACTION_TYPE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { changeLineItemPrice, findUserLineItem, LINE_ITEM_MESSAGES, listUserPayments, markLineItemPaid } from "./line-items.server.ts";

beforeEach(() => resetDatabase());

const now = new Date("2026-11-21T15:00:00Z");

/** The $125 webinar seat unless given. */
const webinar = (over: Partial<OrderLine> = {}): OrderLine => ({
  kind: PRODUCT_KIND.event,
  name: "Money Coaching Webinar",
  priceCents: 12500,
  ...over,
});
/** An unpaid item of the member (in the cart unless `showInCart: false`). */
const line = (userId: number, over: Partial<OrderLine> = {}) => cartLine(userId, webinar(over));

const event = () => upcomingEvent({ name: "Money Coaching Webinar", priceCents: 12500, date: new Date("2026-12-10T18:00:00Z") });

describe("markLineItemPaid", () => {
  it("records one admin payment of price × quantity, links the item, keeps its code, and seats the member at the event", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const { product, event: e } = await event();
    const code = await discountCode({ code: "TEN", percentage: true, amount: 10 });
    const item = await cartLine(user.id, productLine(product, { finalPriceCents: 9000, quantity: 2, discountId: code.id }));

    const result = await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: "Paid by check #123" }, now);

    expect(result.ok).toBe(true);
    const transactions = await db.transaction.findMany({ where: { userId: user.id } });
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      type: TRANSACTION_TYPE.adminPayment,
      status: TRANSACTION_STATUS.succeeded,
      amountCents: 18000,
      paymentMethodType: PAYMENT_METHOD_TYPE.admin,
      createdById: admin.id,
      overrideNotes: "Paid by check #123",
      idempotencyKey: `mark-paid-${item.id}`,
      completedAt: now,
    });
    const after = await db.lineItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(after).toMatchObject({
      transactionId: transactions[0]?.id,
      finalPriceCents: 9000,
      priceBeforeDiscountCents: null,
      discountId: code.id,
    });
    expect(await db.eventRegistration.findMany({ where: { userId: user.id }, select: { eventId: true, lineItemId: true } })).toEqual([
      { eventId: e.id, lineItemId: item.id },
    ]);
  });

  it("records a donation item as a donation", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const option = await donationOption({ name: "Scholarship", amountsCents: [2500] });
    const item = await line(user.id, {
      kind: PRODUCT_KIND.donation,
      name: "Donation: Scholarship",
      productId: option.productId,
      priceCents: 2500,
      showInCart: false,
    });

    expect((await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: null }, now)).ok).toBe(true);

    expect(await db.donation.findMany({ select: { userId: true, optionId: true, amountCents: true, lineItemId: true } })).toEqual([
      { userId: user.id, optionId: option.id, amountCents: 2500, lineItemId: item.id },
    ]);
  });

  it("refuses an item that is already paid, and creates nothing", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const item = { id: (await paidOrder(user.id, [webinar()])).lineItemIds[0]! };

    expect(await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: null }, now)).toEqual({
      ok: false,
      message: "This item is already paid.",
    });
    expect(await db.transaction.count()).toBe(1);
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("marks an item paid once when asked twice at the same moment (double click)", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const { product } = await event();
    const item = await line(user.id, { productId: product.id });

    const results = await Promise.all([
      markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: null }, now),
      markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: null }, now),
      markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: null }, now),
    ]);

    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) expect(r).toEqual({ ok: false, message: LINE_ITEM_MESSAGES.alreadyPaid });
    expect(await db.transaction.count()).toBe(1);
    expect(await db.eventRegistration.count()).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "line_item.mark_paid" } })).toBe(1);
  });

  it("writes an audit event naming the admin, the item and the payment", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const item = await line(user.id, { finalPriceCents: 4000 });

    const result = await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: "Waived fee" }, now);

    const audit = await db.auditEvent.findMany({
      select: { actorId: true, action: true, entityType: true, entityId: true, before: true, after: true },
    });
    expect(audit).toEqual([
      {
        actorId: admin.id,
        action: "line_item.mark_paid",
        entityType: "LineItem",
        entityId: item.id,
        before: { transactionId: null },
        after: { transactionId: result.ok ? result.transactionId : -1, amountCents: 4000, notes: "Waived fee" },
      },
    ]);
  });

  it("answers plainly for an item that does not exist", async () => {
    const admin = await createAdmin();
    expect(await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: 999_999, notes: null }, now)).toEqual({
      ok: false,
      message: LINE_ITEM_MESSAGES.notFound,
    });
  });
});

describe("changeLineItemPrice", () => {
  it("changes what an unpaid item is charged, keeps the list price, and audits before and after", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const item = await line(user.id, { priceCents: 12500, finalPriceCents: 0, freeForMembers: true });

    expect(await changeLineItemPrice({ actor: adminActor(admin.id), lineItemId: item.id, priceCents: 5000 })).toEqual({
      ok: true,
      transactionId: null,
    });

    expect(
      await db.lineItem.findUniqueOrThrow({
        where: { id: item.id },
        select: { priceCents: true, finalPriceCents: true, freeForMembers: true },
      }),
    ).toEqual({
      priceCents: 12500,
      finalPriceCents: 5000,
      freeForMembers: false,
    });
    expect(await db.auditEvent.findMany({ select: { actorId: true, action: true, entityId: true, before: true, after: true } })).toEqual([
      {
        actorId: admin.id,
        action: "line_item.change_price",
        entityId: item.id,
        before: { finalPriceCents: 0, freeForMembers: true },
        after: { finalPriceCents: 5000, freeForMembers: false },
      },
    ]);
  });

  it("the new price is what marking it paid records", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const item = await line(user.id, { priceCents: 12500, quantity: 2 });
    await changeLineItemPrice({ actor: adminActor(admin.id), lineItemId: item.id, priceCents: 7550 });
    await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: null }, now);
    expect(await db.transaction.findFirstOrThrow({ select: { amountCents: true } })).toEqual({ amountCents: 15100 });
  });

  it("refuses a paid item and leaves its price alone", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const item = { id: (await paidOrder(user.id, [webinar({ finalPriceCents: 12500 })])).lineItemIds[0]! };

    expect(await changeLineItemPrice({ actor: adminActor(admin.id), lineItemId: item.id, priceCents: 100 })).toEqual({
      ok: false,
      message: "A paid item's price cannot be changed.",
    });
    expect((await db.lineItem.findUniqueOrThrow({ where: { id: item.id } })).finalPriceCents).toBe(12500);
    expect(await db.auditEvent.count()).toBe(0);
  });
});

describe("findUserLineItem", () => {
  it("finds the member's own item only", async () => {
    const user = await createMember();
    const other = await createMember();
    const item = await line(user.id, { name: "Exam Fee" });
    expect(await findUserLineItem(user.id, item.id)).toMatchObject({ id: item.id, name: "Exam Fee", paid: false });
    expect(await findUserLineItem(other.id, item.id)).toBeNull();
  });
});

describe("listUserPayments", () => {
  it("lists the member's payments newest first with Stripe links, and their unpaid items in the cart or not", async () => {
    const admin = await createAdmin();
    const user = await createMember();
    const other = await createMember();
    const code = await discountCode({ code: "SPRING", percentage: true, amount: 10 });
    const { transaction: older } = await paidOrder(user.id, [webinar({ name: "Exam Fee" }), webinar({ name: "Workbook", quantity: 2 })], {
      stripeId: "pi_123",
      at: new Date("2026-03-05T15:00:00Z"),
      discountId: code.id,
      cardLastFour: "4242",
    });
    const failed = await failedPayment(user.id, { at: new Date("2026-04-01T15:00:00Z") });
    const cartItem = await line(user.id, { name: "Webinar", finalPriceCents: 9900 });
    const outside = await line(user.id, {
      kind: PRODUCT_KIND.renewal,
      name: "AFC Annual Certification Fee 2027",
      showInCart: false,
      due: new Date("2027-06-30T16:00:00Z"),
      year: 2027,
    });
    await line(other.id, { name: "Not theirs" });
    const marked = await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: cartItem.id, notes: "check" }, now);

    const list = await listUserPayments(user.id);

    expect(list?.transactions.map((t) => t.id)).toEqual([marked.ok ? marked.transactionId : -1, failed.id, older.id]);
    expect(list?.transactions[0]).toMatchObject({
      date: "11/21/2026",
      typeLabel: "Admin payment",
      methodLabel: "Admin",
      statusLabel: "Paid",
      amountCents: 9900,
      dashboardUrl: null,
      notes: "check",
      recordedBy: `${admin.firstName} ${admin.lastName}`,
      lineItemNames: ["Webinar"],
      hasReceipt: true,
    });
    expect(list?.transactions[1]).toMatchObject({ statusLabel: "Failed", hasReceipt: false, lineItemNames: [] });
    expect(list?.transactions[2]).toMatchObject({
      date: "03/05/2026",
      typeLabel: "Purchase",
      methodLabel: "Card ending in 4242",
      stripeId: "pi_123",
      dashboardUrl: "https://dashboard.stripe.com/test/payments/pi_123",
      discountCode: "SPRING",
      lineItemNames: ["Exam Fee", "Workbook × 2"],
    });
    expect(list?.unpaidItems).toEqual([
      {
        id: outside.id,
        name: "AFC Annual Certification Fee 2027",
        priceCents: 12500,
        finalPriceCents: 12500,
        quantity: 1,
        showInCart: false,
        registrationId: null,
        due: "06/30/2027",
        year: 2027,
      },
    ]);
  });

  it("is null for an unknown user", async () => {
    expect(await listUserPayments(999_999)).toBeNull();
  });
});
