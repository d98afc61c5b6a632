import { beforeEach, describe, expect, it } from "vitest";
import {
  createAdmin,
  createMember,
  discountCode,
  failedPayment,
  membershipType,
  paidOrder,
  paymentInProgress,
  productLine,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PAYMENT_METHOD_TYPE, PRODUCT_KIND } from "~/domain/constants.ts";
import { getReceipt } from "./receipts.server.ts";

beforeEach(() => resetDatabase());

const member = (email: string) => createMember({ email, firstName: "Dee", lastName: "Member" });

const owner = (userId: number) => ({ userId, admin: false });

describe("getReceipt", () => {
  it("shows the member's own payment: date, card, member, discount and what it took off, and each line item with its dates and prices", async () => {
    const user = await member("dee@example.org");
    const discount = await discountCode({ code: "SPRING10", percentage: true, amount: 10 });
    const professional = (await membershipType("professional")).product!;
    // Paid at the prices the lines carry; paying starts the membership (06/02/2026 for 364 days).
    const {
      transaction: t,
      lineItemIds: [renewalId, membershipId, donationId],
    } = await paidOrder(
      user.id,
      [
        {
          kind: PRODUCT_KIND.renewal,
          name: "AFC Annual Certification Fee 2026",
          priceCents: 9500,
          due: new Date("2026-06-30T16:00:00Z"),
          year: 2026,
        },
        productLine(professional, { finalPriceCents: 13500, priceBeforeDiscountCents: 15000 }),
        { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 1000, quantity: 3, donation: { anonymous: true } },
      ],
      { at: new Date("2026-06-02T15:00:00Z"), discountId: discount.id, amountCents: 24500, keepPrices: true },
    );

    expect(await getReceipt(owner(user.id), t.id)).toEqual({
      id: t.id,
      userId: user.id,
      memberName: "Dee Member",
      date: "06/02/2026",
      amountCents: 24500,
      status: "succeeded",
      method: "Card ending in 4242",
      discount: { code: "SPRING10", description: "10% off", amountOffCents: 1500 },
      lineItems: [
        {
          id: renewalId,
          name: "AFC Annual Certification Fee 2026",
          quantity: 1,
          unitCents: 9500,
          unitBeforeDiscountCents: null,
          totalCents: 9500,
          due: "June 30, 2026",
          year: 2026,
          membership: null,
          donation: null,
        },
        {
          id: membershipId,
          name: "Professional Membership",
          quantity: 1,
          unitCents: 13500,
          unitBeforeDiscountCents: 15000,
          totalCents: 13500,
          due: null,
          year: null,
          membership: { start: "06/02/2026", end: "06/01/2027" },
          donation: null,
        },
        {
          id: donationId,
          name: "Donation",
          quantity: 3,
          unitCents: 1000,
          unitBeforeDiscountCents: null,
          totalCents: 3000,
          due: null,
          year: null,
          membership: null,
          donation: { anonymous: true },
        },
      ],
    });
  });

  it("describes a fixed-amount code in dollars and takes off the difference over every unit", async () => {
    const user = await member("dee@example.org");
    const discount = await discountCode({ code: "FIFTY", percentage: false, amount: 5000 });
    const { transaction: t } = await paidOrder(
      user.id,
      [
        {
          kind: PRODUCT_KIND.event,
          name: "Workshop",
          priceCents: 10000,
          finalPriceCents: 7500,
          priceBeforeDiscountCents: 10000,
          quantity: 2,
        },
      ],
      { discountId: discount.id, keepPrices: true },
    );
    expect((await getReceipt(owner(user.id), t.id))?.discount).toEqual({ code: "FIFTY", description: "$50.00 off", amountOffCents: 5000 });
  });

  it("names how it was paid: card, an admin record or no charge", async () => {
    const user = await member("dee@example.org");
    const { transaction: admin } = await paidOrder(user.id, [], { method: PAYMENT_METHOD_TYPE.admin });
    const { transaction: free } = await paidOrder(user.id, [], { method: PAYMENT_METHOD_TYPE.free });
    const { transaction: saved } = await paidOrder(user.id, [], {
      method: PAYMENT_METHOD_TYPE.existing,
      cardLastFour: "1881",
    });
    const { transaction: noCard } = await paidOrder(user.id, [], {
      method: PAYMENT_METHOD_TYPE.stripe,
      cardLastFour: null,
    });
    expect((await getReceipt(owner(user.id), admin.id))?.method).toBe("Recorded by the association");
    expect((await getReceipt(owner(user.id), free.id))?.method).toBe("No charge");
    expect((await getReceipt(owner(user.id), saved.id))?.method).toBe("Card ending in 1881");
    expect((await getReceipt(owner(user.id), noCard.id))?.method).toBe("Card");
  });

  it("still shows a refunded payment, with its status", async () => {
    const user = await member("dee@example.org");
    const { transaction: t } = await paidOrder(user.id, [], { refunded: true });
    expect(await getReceipt(owner(user.id), t.id)).toMatchObject({ id: t.id, status: "refunded", discount: null, lineItems: [] });
  });

  it("gives nothing for another member's payment or an unknown id", async () => {
    const user = await member("dee@example.org");
    const other = await member("other@example.org");
    const { transaction: theirs } = await paidOrder(other.id, [{ kind: PRODUCT_KIND.donation, name: "Their donation", priceCents: 1000 }]);
    expect(await getReceipt(owner(user.id), theirs.id)).toBeNull();
    expect(await getReceipt(owner(user.id), 999_999)).toBeNull();
    expect(await getReceipt(owner(other.id), theirs.id)).toMatchObject({
      lineItems: [expect.objectContaining({ name: "Their donation" })],
    });
  });

  it("gives nothing for a checkout that was never paid (pending or failed)", async () => {
    const user = await member("dee@example.org");
    const pending = await paymentInProgress(user.id);
    const failed = await failedPayment(user.id);
    expect(await getReceipt(owner(user.id), pending.id)).toBeNull();
    expect(await getReceipt(owner(user.id), failed.id)).toBeNull();
  });

  it("opens any member's paid receipt for an admin, but never a pending or failed one", async () => {
    const user = await member("dee@example.org");
    const admin = await createAdmin();
    const { transaction: paid } = await paidOrder(user.id, [{ kind: PRODUCT_KIND.event, name: "Webinar", priceCents: 1000 }]);
    const pending = await paymentInProgress(user.id);
    const failed = await failedPayment(user.id);
    expect(await getReceipt({ userId: admin.id, admin: true }, paid.id)).toMatchObject({
      id: paid.id,
      userId: user.id,
      memberName: "Dee Member",
    });
    expect(await getReceipt({ userId: admin.id, admin: false }, paid.id)).toBeNull();
    expect(await getReceipt({ userId: admin.id, admin: true }, pending.id)).toBeNull();
    expect(await getReceipt({ userId: admin.id, admin: true }, failed.id)).toBeNull();
    expect(await getReceipt({ userId: admin.id, admin: true }, 999_999)).toBeNull();
  });
});
