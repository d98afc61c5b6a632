/** The fillers' flags, notes and groups, one filler's cart, and some history: event seats and an anonymous donation. */
import { PRODUCT_KIND } from "../../app/domain/constants.ts";
import { addDays, daysAgo } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";
import { cartLine, paidOrder, productLine } from "../../tests/factories/index.ts";
import type { Demo } from "./demo.ts";
import type { Fillers } from "./filler-roles.ts";
import type { SeedContext } from "./people.ts";

async function flagsNotesAndGroups(seed: SeedContext, user: Fillers, demo: Demo) {
  const { now, ref } = seed;
  const admin = demo.admin.id;
  await db.userFlag.createMany({
    data: [
      {
        userId: user[5].id,
        reason: "Chargeback on exam fee",
        note: "Card issuer disputed the April payment; hold certificate changes until resolved.",
        active: true,
        createdById: admin,
        createdAt: daysAgo(12, now),
      },
      {
        userId: user[30].id,
        reason: "Possible duplicate account",
        note: "Same phone number as another member; check before approving the extension.",
        active: true,
        createdById: admin,
        createdAt: daysAgo(4, now),
      },
      {
        userId: user[12].id,
        reason: "Address returned as undeliverable",
        active: false,
        resolvedAt: daysAgo(40, now),
        createdById: admin,
        createdAt: daysAgo(90, now),
      },
    ],
  });
  const note = (n: number, text: string, days: number) => ({
    userId: user[n].id,
    authorId: admin,
    note: text,
    createdAt: daysAgo(days, now),
  });
  await db.note.createMany({
    data: [
      note(5, "Called about the disputed charge; member will contact their bank.", 11),
      note(21, "Military Spouse Fellowship cohort 2026-A; practicum hours verified by the installation PFM.", 30),
      note(29, "Requested the extension after a family emergency; documentation on file.", 2),
      note(35, "Asked for a call about emeritus benefits.", 3),
      note(38, "Transcript re-uploaded after the first review.", 5),
    ],
  });
  await db.userGroup.createMany({
    data: [
      { userId: demo.certified.id, groupId: ref.group[2] },
      { userId: demo.trainer.id, groupId: ref.group[3] },
      { userId: user[1].id, groupId: ref.group[1] },
      { userId: user[2].id, groupId: ref.group[2] },
      { userId: user[7].id, groupId: ref.group[2] },
      { userId: user[33].id, groupId: ref.group[3] },
    ],
  });
}

/** Filler 12 has unpaid items in the cart: a workshop at the member price, a donation and the practice exam bundle. */
async function shopperCart(seed: SeedContext, user: Fillers) {
  const { ref } = seed;
  const shopper = user[12].id;
  const workshop = ref.event[5];
  await cartLine(shopper, {
    kind: PRODUCT_KIND.event,
    name: workshop.name,
    priceCents: workshop.priceCents,
    finalPriceCents: workshop.memberPriceCents,
    productId: workshop.productId,
  });
  await cartLine(shopper, {
    kind: PRODUCT_KIND.donation,
    name: "Donation: Where it is needed most",
    priceCents: 2500,
    productId: ref.donationOption[0].productId,
  });
  await cartLine(shopper, productLine(ref.afc.practiceExam.product!, { finalPriceCents: 7900 }));
}

/** Symposium seats bought at the member price, and an anonymous scholarship donation. */
async function history(seed: SeedContext, user: Fillers) {
  const { now, ref } = seed;
  const symposium = ref.event[0];
  for (const n of [2, 7, 9, 15, 18]) {
    const seat = {
      kind: PRODUCT_KIND.event,
      name: symposium.name,
      priceCents: symposium.priceCents,
      finalPriceCents: symposium.memberPriceCents,
      productId: symposium.productId,
    };
    await paidOrder(user[n].id, [seat], { at: addDays(symposium.date, -60) });
  }
  const scholarship = ref.donationOption[1];
  const gift = await paidOrder(
    user[9].id,
    [{ kind: PRODUCT_KIND.donation, name: "Donation: Symposium scholarship", priceCents: 37500, productId: scholarship.productId }],
    { at: daysAgo(70, now) },
  );
  await db.donation.update({ where: { lineItemId: gift.lineItemIds[0] }, data: { anonymous: true } });
}

export async function seedFillerExtras(seed: SeedContext, user: Fillers, demo: Demo) {
  await flagsNotesAndGroups(seed, user, demo);
  await shopperCart(seed, user);
  await history(seed, user);
}
