import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PAYMENT_METHOD_TYPE, PRODUCT_KIND, TRANSACTION_STATUS, TRANSACTION_TYPE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { attachPaidLines } from "./payments.server.ts";

beforeEach(() => resetDatabase());

let seq = 0;
/** Pays one line item the way checkout does, in one database transaction. */
async function pay(userId: number, lineItemId: number, unitCents: number, now: Date) {
  seq += 1;
  const t = await db.transaction.create({
    data: {
      userId,
      type: TRANSACTION_TYPE.purchase,
      status: TRANSACTION_STATUS.succeeded,
      amountCents: unitCents,
      idempotencyKey: `fulfil-${seq}`,
      paymentMethodType: PAYMENT_METHOD_TYPE.free,
    },
  });
  await db.$transaction((tx) =>
    attachPaidLines(
      tx,
      {
        transactionId: t.id,
        userId,
        lines: [{ id: lineItemId, unitCents, beforeDiscountCents: null, discountId: null }],
        paymentMethodId: null,
      },
      now,
    ),
  );
}

describe("fulfilment of a paid membership", () => {
  it("starts today for 364 days, and a second year starts the day after the first ends", async () => {
    const user = await db.user.create({ data: { email: "m@example.org", firstName: "Mem", lastName: "Ber" } });
    const product = await db.product.create({
      data: { kind: PRODUCT_KIND.membership, name: "Professional Membership", priceCents: 15000 },
    });
    const type = await db.membershipType.create({ data: { key: "professional", name: "Professional Membership", productId: product.id } });
    const now = new Date("2026-11-21T15:00:00Z");
    const line = (n: number) =>
      db.lineItem.create({
        data: {
          userId: user.id,
          kind: PRODUCT_KIND.membership,
          name: `Professional Membership ${n}`,
          productId: product.id,
          priceCents: 15000,
          finalPriceCents: 15000,
        },
      });

    const first = await line(1);
    await pay(user.id, first.id, 15000, now);
    const second = await line(2);
    await pay(user.id, second.id, 15000, now);

    const rows = await db.userMembership.findMany({ where: { userId: user.id }, orderBy: { start: "asc" } });
    expect(rows.map((r) => [r.membershipTypeId, r.lineItemId, r.approved])).toEqual([
      [type.id, first.id, true],
      [type.id, second.id, true],
    ]);
    expect(rows[0]?.start).toEqual(now);
    expect(rows[0]?.end.toISOString()).toBe("2027-11-20T15:00:00.000Z");
    expect(rows[1]?.start.toISOString()).toBe("2027-11-21T15:00:00.000Z");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).membershipStatus).toBe("active");
  });
});
