import { beforeEach, describe, expect, it } from "vitest";
import {
  approvedIndependentTrainer,
  createMember,
  expiredIndependentTrainer,
  expiringIndependentTrainer,
  payLines,
  trainingReference,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { fulfilLineItems } from "~/features/commerce/fulfilment.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { addDays, addYears, formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { loadTrainerRenewal, RENEWAL_MESSAGES, renewalToCart } from "./trainer-renewal.server.ts";
import { getTrainerStatus } from "./trainer-status.server.ts";

beforeEach(() => resetDatabase());

const renewalLines = (userId: number) =>
  db.lineItem.findMany({ where: { userId, kind: PRODUCT_KIND.independentTrainer, transactionId: null } });

describe("the renewal agreement", () => {
  it("shows the fee, the expiry and today's date to a trainer expiring soon", async () => {
    const member = await createMember();
    const { independentTrainer } = await expiringIndependentTrainer(member.id, { expiresInDays: 45 });
    const now = new Date();
    expect(await loadTrainerRenewal(member.id, now)).toEqual({
      kind: "offer",
      fee: "$150.00",
      expired: false,
      expiresOn: formatDate(independentTrainer.expiresAt),
      today: formatDate(now),
    });
  });

  it("is not offered to an active trainer more than 90 days from expiring, nor once the renewal is in the cart", async () => {
    const member = await createMember();
    await approvedIndependentTrainer(member.id);
    expect(await loadTrainerRenewal(member.id)).toEqual({ kind: "not_offered", message: RENEWAL_MESSAGES.notOffered });
    expect(await renewalToCart(memberActor(member.id), { signature: "Ann Active" })).toEqual({
      kind: "invalid",
      errors: { "": [RENEWAL_MESSAGES.notOffered] },
    });
    expect(await renewalLines(member.id)).toHaveLength(0);
  });

  it("puts the renewal product in the cart once, with the signature, however often it is posted", async () => {
    const member = await createMember();
    await expiringIndependentTrainer(member.id, { expiresInDays: 20 });
    const { trainerCategory } = await trainingReference();
    const actor = memberActor(member.id);
    expect(await renewalToCart(actor, { signature: "Rita Renew" })).toEqual({ ok: true });
    expect(await renewalToCart(actor, { signature: "Rita Renew" })).toEqual({ ok: true });
    await Promise.all([renewalToCart(actor, { signature: "Rita Renew" }), renewalToCart(actor, { signature: "Rita Renew" })]);
    const lines = await renewalLines(member.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: trainerCategory.renewalProductId, priceCents: 15000, quantity: 1, showInCart: true });
    expect(lines[0]?.extra).toMatchObject({ renewal: { signature: "Rita Renew" } });
    expect(await getTrainerStatus(member.id)).toMatchObject({ state: "expiring_soon", renewalInCart: true });
    expect(await loadTrainerRenewal(member.id)).toEqual({ kind: "in_cart" });
  });
});

describe("a paid renewal", () => {
  it("extends the status one year from the old expiry, once, and the application's deadline follows", async () => {
    const member = await createMember();
    const { independentTrainer, registration } = await expiringIndependentTrainer(member.id, { expiresInDays: 30 });
    await renewalToCart(memberActor(member.id), { signature: "Rita Renew" });
    const [line] = await renewalLines(member.id);
    const paidAt = new Date();
    await payLines(member.id, [line!.id], { at: paidAt });

    const renewed = await db.independentTrainer.findUniqueOrThrow({ where: { id: independentTrainer.id } });
    const expected = addYears(independentTrainer.expiresAt!, 1);
    expect(renewed.expiresAt).toEqual(expected);
    expect(renewed.renewedAt).toEqual(paidAt);
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).deadline).toEqual(expected);
    expect(await getTrainerStatus(member.id)).toEqual({ state: "active", expiresAt: expected });

    // The same paid line fulfilled again adds nothing.
    const paid = await db.lineItem.findUniqueOrThrow({ where: { id: line!.id } });
    await db.$transaction((tx) => fulfilLineItems(tx, [{ ...paid, transactionId: paid.transactionId! }], addDays(paidAt, 1)));
    expect((await db.independentTrainer.findUniqueOrThrow({ where: { id: independentTrainer.id } })).expiresAt).toEqual(expected);
  });

  it("gives an expired trainer one year from the payment", async () => {
    const member = await createMember();
    const { independentTrainer } = await expiredIndependentTrainer(member.id, { expiredDaysAgo: 40 });
    await renewalToCart(memberActor(member.id), { signature: "Eve Expired" });
    const [line] = await renewalLines(member.id);
    const paidAt = new Date();
    await payLines(member.id, [line!.id], { at: paidAt });
    expect((await db.independentTrainer.findUniqueOrThrow({ where: { id: independentTrainer.id } })).expiresAt).toEqual(
      addYears(paidAt, 1),
    );
  });

  it("leaves the trainer alone when the paid independent_trainer item is not the renewal product (the application's fee)", async () => {
    const member = await createMember();
    const { independentTrainer } = await expiringIndependentTrainer(member.id, { expiresInDays: 30 });
    const { trainerProgram } = await trainingReference();
    const paidAt = new Date();
    await db.$transaction((tx) =>
      fulfilLineItems(
        tx,
        [
          {
            id: 0,
            userId: member.id,
            kind: PRODUCT_KIND.independentTrainer,
            productId: trainerProgram.product.id,
            registrationId: null,
            quantity: 1,
            finalPriceCents: 35000,
            transactionId: 0,
          },
        ],
        paidAt,
      ),
    );
    expect((await db.independentTrainer.findUniqueOrThrow({ where: { id: independentTrainer.id } })).expiresAt).toEqual(
      independentTrainer.expiresAt,
    );
  });
});
