import { beforeEach, describe, expect, it } from "vitest";
import {
  cartLine,
  certifiedInGoodStanding,
  createMember,
  createMembership,
  createRegistration,
  failedPayment,
  paidOrder,
  productLine,
  registrationAtStep,
  trainingReference,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { ANNOUNCEMENT_KIND, PRODUCT_KIND, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { addAnnouncementProductToCart, dashboardAnnouncements, dismissAnnouncements } from "./announcements.server.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-05-15T16:00:00Z");
const daysFromNow = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

const member = () => createMember({ firstName: "Dee", lastName: "Member" });

async function general(
  title: string,
  extra: { active?: boolean; startsAt?: Date | null; endsAt?: Date | null; updatedAt?: Date; actionUrl?: string } = {},
) {
  return db.announcement.create({
    data: {
      kind: ANNOUNCEMENT_KIND.general,
      title,
      body: `<p>${title}</p>`,
      actionText: "See events",
      actionUrl: extra.actionUrl ?? "/events",
      active: extra.active ?? true,
      startsAt: extra.startsAt === undefined ? daysFromNow(-10) : extra.startsAt,
      endsAt: extra.endsAt ?? null,
      updatedAt: extra.updatedAt ?? daysFromNow(-10),
    },
  });
}

/** The AFC learning-system course and its Holmes AFC announcement (offered to members registering for the AFC). */
async function holmesOffer() {
  const product = await db.product.create({
    data: {
      kind: PRODUCT_KIND.courseMaterial,
      name: "AFC Learning System (online, 12 months)",
      priceCents: 79500,
      memberPriceCents: 69500,
    },
  });
  await db.courseMaterial.create({ data: { name: "AFC Learning System", productId: product.id, hcCourseId: "HC-AFC" } });
  const announcement = await db.announcement.create({
    data: {
      kind: ANNOUNCEMENT_KIND.holmesAfc,
      title: "Upgrade to the AFC Learning System",
      body: "<p>Add it.</p>",
      productId: product.id,
      updatedAt: daysFromNow(-5),
    },
  });
  return { product, announcement };
}

/** The Money Management Essentials course (and the independent trainer program) and its MME announcement. */
async function mmeOffer() {
  const { mme, trainerProgram } = await trainingReference();
  const announcement = await db.announcement.create({
    data: {
      kind: ANNOUNCEMENT_KIND.mme,
      title: "Money Management Essentials online course",
      body: "<p>Add it.</p>",
      productId: mme.product.id,
      updatedAt: daysFromNow(-5),
    },
  });
  return { product: mme.product, announcement, training: mme, trainerTraining: trainerProgram };
}

/** The member bought the course. */
const buy = (userId: number, product: { id: number; kind: string; name: string; priceCents: number }) =>
  paidOrder(userId, [productLine(product)], { at: NOW });

const titles = async (userId: number, now = NOW) => (await dashboardAnnouncements(userId, now)).map((a) => a.title);

describe("general announcements", () => {
  it("shows the newest active one with its body and action link", async () => {
    const user = await member();
    await general("Older", { updatedAt: daysFromNow(-9) });
    const newer = await general("Symposium is open", { updatedAt: daysFromNow(-2) });
    expect(await dashboardAnnouncements(user.id, NOW)).toEqual([
      {
        id: newer.id,
        kind: "general",
        title: "Symposium is open",
        bodyHtml: "<p>Symposium is open</p>",
        imageUrl: null,
        actionText: "See events",
        actionUrl: "/events",
        cart: null,
      },
    ]);
  });

  it("hides inactive ones and ones outside their dates", async () => {
    const user = await member();
    await general("Inactive", { active: false });
    await general("Not started", { startsAt: daysFromNow(1) });
    await general("Ended", { endsAt: daysFromNow(-1) });
    expect(await titles(user.id)).toEqual([]);
    await general("Open-ended", { startsAt: null, endsAt: daysFromNow(1), updatedAt: daysFromNow(-20) });
    expect(await titles(user.id)).toEqual(["Open-ended"]);
  });

  it("stays hidden after dismissing until a newer announcement arrives", async () => {
    const user = await member();
    const banner = await general("Symposium is open");
    await dismissAnnouncements(memberActor(user.id), banner.id, NOW);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).announcementHiddenAt).toEqual(NOW);
    expect(await titles(user.id, daysFromNow(1))).toEqual([]);
    await general("Office closed Friday", { updatedAt: daysFromNow(1) });
    expect(await titles(user.id, daysFromNow(2))).toEqual(["Office closed Friday"]);
  });

  it("audits a dismissal an impersonating admin makes, on the banner dismissed, and not a member's own", async () => {
    const [user, admin] = [await member(), await member()];
    const banner = await general("Symposium is open");
    await dismissAnnouncements(memberActor(user.id), banner.id, NOW);
    expect(await db.auditEvent.count()).toBe(0);
    await dismissAnnouncements({ userId: user.id, impersonatorId: admin.id, admin: false }, banner.id, NOW);
    expect(await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityId: true } })).toEqual([
      { actorId: admin.id, actingAsUserId: user.id, action: "announcement.dismiss", entityId: banner.id },
    ]);
  });

  it("drops an action URL that is not a web address", async () => {
    const user = await member();
    await general("Sneaky", { actionUrl: "javascript:alert(1)" });
    expect((await dashboardAnnouncements(user.id, NOW))[0]?.actionUrl).toBeNull();
  });
});

describe("Holmes AFC announcement", () => {
  it("is offered to a member with a certification registration in progress", async () => {
    await holmesOffer();
    const user = await member();
    expect(await titles(user.id)).toEqual([]);
    await certifiedInGoodStanding(user.id, { now: NOW });
    expect(await titles(user.id)).toEqual([]);
    await registrationAtStep(user.id);
    expect(await dashboardAnnouncements(user.id, NOW)).toEqual([
      expect.objectContaining({ kind: "holmes_afc", title: "Upgrade to the AFC Learning System", cart: "add" }),
    ]);
  });

  it("says it is in the cart while an unpaid item for the course is there", async () => {
    const { product } = await holmesOffer();
    const user = await member();
    await registrationAtStep(user.id);
    await cartLine(user.id, productLine(product));
    expect((await dashboardAnnouncements(user.id, NOW))[0]?.cart).toBe("in_cart");
  });

  it("is hidden once the course is paid, and offered again when that payment failed", async () => {
    const { product } = await holmesOffer();
    const [paid, failed] = [await member(), await member()];
    for (const u of [paid, failed]) await registrationAtStep(u.id);
    await buy(paid.id, product);
    // The course's line on a payment that failed.
    const declined = await failedPayment(failed.id, { at: NOW });
    await db.lineItem.create({
      data: {
        userId: failed.id,
        productId: product.id,
        kind: product.kind,
        name: product.name,
        priceCents: 100,
        finalPriceCents: 100,
        transactionId: declined.id,
      },
    });
    expect(await titles(paid.id)).toEqual([]);
    expect((await dashboardAnnouncements(failed.id, NOW))[0]?.cart).toBe("add");
  });

  it("is hidden by dismissing, like the general banner, and shown beside a general one otherwise", async () => {
    const { announcement } = await holmesOffer();
    await general("Symposium is open");
    const user = await member();
    await registrationAtStep(user.id);
    expect(await titles(user.id)).toEqual(["Symposium is open", "Upgrade to the AFC Learning System"]);
    await dismissAnnouncements(memberActor(user.id), announcement.id, NOW);
    expect(await titles(user.id, daysFromNow(1))).toEqual([]);
  });
});

describe("MME announcement", () => {
  it("is hidden without a Money Management Essentials registration", async () => {
    const { trainerTraining } = await mmeOffer();
    const user = await member();
    await createRegistration(user.id, { trainingId: trainerTraining.id });
    expect(await titles(user.id)).toEqual([]);
  });

  it("is offered with one, and hidden once paid", async () => {
    const { training, product } = await mmeOffer();
    const user = await member();
    await createRegistration(user.id, { trainingId: training.id, status: REGISTRATION_STATUS.moduleApproval });
    expect(await dashboardAnnouncements(user.id, NOW)).toEqual([expect.objectContaining({ kind: "mme", cart: "add" })]);
    await buy(user.id, product);
    expect(await titles(user.id)).toEqual([]);
  });
});

describe("adding the course to the cart", () => {
  it("creates one unpaid cart item from the product, never two", async () => {
    const { product, announcement } = await holmesOffer();
    const user = await member();
    const reg = await registrationAtStep(user.id);
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toEqual({ ok: true });
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toEqual({ ok: true });
    const items = await db.lineItem.findMany({ where: { userId: user.id } });
    expect(items).toEqual([
      expect.objectContaining({
        productId: product.id,
        kind: PRODUCT_KIND.courseMaterial,
        name: "AFC Learning System (online, 12 months)",
        priceCents: 79500,
        finalPriceCents: 79500,
        quantity: 1,
        showInCart: true,
        transactionId: null,
        registrationId: reg.id,
        hcCourseId: "HC-AFC",
      }),
    ]);
    expect((await dashboardAnnouncements(user.id, NOW))[0]?.cart).toBe("in_cart");
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("is audited once when an impersonating admin adds it (not again when it is already there)", async () => {
    const { announcement } = await holmesOffer();
    const user = await member();
    const admin = await member();
    await registrationAtStep(user.id);
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    expect(await addAnnouncementProductToCart(asAdmin, announcement.id, NOW)).toEqual({ ok: true });
    expect(await addAnnouncementProductToCart(asAdmin, announcement.id, NOW)).toEqual({ ok: true });
    expect(
      await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityType: true, entityId: true } }),
    ).toEqual([
      {
        actorId: admin.id,
        actingAsUserId: user.id,
        action: "announcement.addToCart",
        entityType: "Announcement",
        entityId: announcement.id,
      },
    ]);
  });

  it("charges a valid member the member price", async () => {
    const { announcement } = await holmesOffer();
    const user = await member();
    await registrationAtStep(user.id);
    await createMembership(user.id, { start: daysFromNow(-30), end: daysFromNow(300) });
    await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW);
    expect(await db.lineItem.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ priceCents: 79500, finalPriceCents: 69500 });
  });

  it("refuses members the offer is not for, courses already paid, and general announcements", async () => {
    const { product, announcement } = await holmesOffer();
    const { announcement: mme } = await mmeOffer();
    const plain = await general("Symposium is open");
    const user = await member();
    const refused = { ok: false, message: "This offer is not available." };
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toEqual(refused);
    await registrationAtStep(user.id);
    expect(await addAnnouncementProductToCart(memberActor(user.id), mme.id, NOW)).toEqual(refused);
    expect(await addAnnouncementProductToCart(memberActor(user.id), plain.id, NOW)).toEqual(refused);
    await buy(user.id, product);
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toEqual({
      ok: false,
      message: "You have already purchased this course.",
    });
    expect(await db.lineItem.count({ where: { userId: user.id, transactionId: null } })).toBe(0);
  });

  it("refuses an inactive or expired announcement", async () => {
    const { announcement } = await holmesOffer();
    const user = await member();
    await registrationAtStep(user.id);
    await db.announcement.update({ where: { id: announcement.id }, data: { endsAt: daysFromNow(-1) } });
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toMatchObject({ ok: false });
    await db.announcement.update({ where: { id: announcement.id }, data: { endsAt: null, active: false } });
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toMatchObject({ ok: false });
    expect(await db.lineItem.count()).toBe(0);
  });
});
