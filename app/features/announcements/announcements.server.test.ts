import { beforeEach, describe, expect, it } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { ANNOUNCEMENT_KIND, PRODUCT_KIND, REGISTRATION_STATUS, TRAINING_CATEGORY_KEY, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { addAnnouncementProductToCart, dashboardAnnouncements, dismissAnnouncements } from "./announcements.server.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-05-15T16:00:00Z");
const daysFromNow = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

let seq = 0;
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

/** The AFC learning-system course and its Holmes AFC announcement. */
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
  const afc = await db.certification.create({ data: { key: "afc", name: "Accredited Financial Counselor" } });
  return { product, announcement, afc };
}

/** The Money Management Essentials course and its MME announcement. */
async function mmeOffer() {
  const product = await db.product.create({
    data: { kind: PRODUCT_KIND.training, name: "Money Management Essentials", priceCents: 14900 },
  });
  const category = await db.trainingCategory.create({
    data: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials, name: "Money Management Essentials" },
  });
  const other = await db.trainingCategory.create({ data: { key: TRAINING_CATEGORY_KEY.independentTrainer, name: "Independent Trainer" } });
  const training = await db.training.create({
    data: { name: "Money Management Essentials", categoryId: category.id, hcCourseId: "HC-MME" },
  });
  const trainerTraining = await db.training.create({ data: { name: "Independent Trainer", categoryId: other.id } });
  const announcement = await db.announcement.create({
    data: {
      kind: ANNOUNCEMENT_KIND.mme,
      title: "Money Management Essentials online course",
      body: "<p>Add it.</p>",
      productId: product.id,
      updatedAt: daysFromNow(-5),
    },
  });
  return { product, announcement, training, trainerTraining };
}

async function pay(userId: number, productId: number, status: string = TRANSACTION_STATUS.succeeded) {
  seq += 1;
  const tx = await db.transaction.create({
    data: { userId, type: "purchase", status, amountCents: 100, idempotencyKey: `k${seq}`, paymentMethodType: "stripe" },
  });
  return db.lineItem.create({
    data: {
      userId,
      productId,
      kind: PRODUCT_KIND.courseMaterial,
      name: "Course",
      priceCents: 100,
      finalPriceCents: 100,
      transactionId: tx.id,
    },
  });
}

async function cartLine(userId: number, productId: number) {
  return db.lineItem.create({
    data: { userId, productId, kind: PRODUCT_KIND.courseMaterial, name: "Course", priceCents: 100, finalPriceCents: 100 },
  });
}

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
    const { afc } = await holmesOffer();
    const user = await member();
    expect(await titles(user.id)).toEqual([]);
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id, status: REGISTRATION_STATUS.complete } });
    expect(await titles(user.id)).toEqual([]);
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id, status: REGISTRATION_STATUS.preRegistration } });
    expect(await dashboardAnnouncements(user.id, NOW)).toEqual([
      expect.objectContaining({ kind: "holmes_afc", title: "Upgrade to the AFC Learning System", cart: "add" }),
    ]);
  });

  it("says it is in the cart while an unpaid item for the course is there", async () => {
    const { afc, product } = await holmesOffer();
    const user = await member();
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id } });
    await cartLine(user.id, product.id);
    expect((await dashboardAnnouncements(user.id, NOW))[0]?.cart).toBe("in_cart");
  });

  it("is hidden once the course is paid, and offered again when that payment failed", async () => {
    const { afc, product } = await holmesOffer();
    const [paid, failed] = [await member(), await member()];
    for (const u of [paid, failed]) await db.registration.create({ data: { userId: u.id, certificationId: afc.id } });
    await pay(paid.id, product.id);
    await pay(failed.id, product.id, TRANSACTION_STATUS.failed);
    expect(await titles(paid.id)).toEqual([]);
    expect((await dashboardAnnouncements(failed.id, NOW))[0]?.cart).toBe("add");
  });

  it("is hidden by dismissing, like the general banner, and shown beside a general one otherwise", async () => {
    const { afc, announcement } = await holmesOffer();
    await general("Symposium is open");
    const user = await member();
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id } });
    expect(await titles(user.id)).toEqual(["Symposium is open", "Upgrade to the AFC Learning System"]);
    await dismissAnnouncements(memberActor(user.id), announcement.id, NOW);
    expect(await titles(user.id, daysFromNow(1))).toEqual([]);
  });
});

describe("MME announcement", () => {
  it("is hidden without a Money Management Essentials registration", async () => {
    const { trainerTraining } = await mmeOffer();
    const user = await member();
    await db.registration.create({ data: { userId: user.id, trainingId: trainerTraining.id } });
    expect(await titles(user.id)).toEqual([]);
  });

  it("is offered with one, and hidden once paid", async () => {
    const { training, product } = await mmeOffer();
    const user = await member();
    await db.registration.create({ data: { userId: user.id, trainingId: training.id, status: REGISTRATION_STATUS.moduleApproval } });
    expect(await dashboardAnnouncements(user.id, NOW)).toEqual([expect.objectContaining({ kind: "mme", cart: "add" })]);
    await pay(user.id, product.id);
    expect(await titles(user.id)).toEqual([]);
  });
});

describe("adding the course to the cart", () => {
  it("creates one unpaid cart item from the product, never two", async () => {
    const { afc, product, announcement } = await holmesOffer();
    const user = await member();
    const reg = await db.registration.create({ data: { userId: user.id, certificationId: afc.id } });
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
    const { afc, announcement } = await holmesOffer();
    const user = await member();
    const admin = await member();
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id } });
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
    const { afc, announcement } = await holmesOffer();
    const user = await member();
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id } });
    const type = await db.membershipType.create({ data: { key: "professional", name: "Professional Membership" } });
    await db.userMembership.create({
      data: { userId: user.id, membershipTypeId: type.id, start: daysFromNow(-30), end: daysFromNow(300) },
    });
    await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW);
    expect(await db.lineItem.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ priceCents: 79500, finalPriceCents: 69500 });
  });

  it("refuses members the offer is not for, courses already paid, and general announcements", async () => {
    const { afc, product, announcement } = await holmesOffer();
    const { announcement: mme } = await mmeOffer();
    const plain = await general("Symposium is open");
    const user = await member();
    const refused = { ok: false, message: "This offer is not available." };
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toEqual(refused);
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id } });
    expect(await addAnnouncementProductToCart(memberActor(user.id), mme.id, NOW)).toEqual(refused);
    expect(await addAnnouncementProductToCart(memberActor(user.id), plain.id, NOW)).toEqual(refused);
    await pay(user.id, product.id);
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toEqual({
      ok: false,
      message: "You have already purchased this course.",
    });
    expect(await db.lineItem.count({ where: { userId: user.id, transactionId: null } })).toBe(0);
  });

  it("refuses an inactive or expired announcement", async () => {
    const { afc, announcement } = await holmesOffer();
    const user = await member();
    await db.registration.create({ data: { userId: user.id, certificationId: afc.id } });
    await db.announcement.update({ where: { id: announcement.id }, data: { endsAt: daysFromNow(-1) } });
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toMatchObject({ ok: false });
    await db.announcement.update({ where: { id: announcement.id }, data: { endsAt: null, active: false } });
    expect(await addAnnouncementProductToCart(memberActor(user.id), announcement.id, NOW)).toMatchObject({ ok: false });
    expect(await db.lineItem.count()).toBe(0);
  });
});
