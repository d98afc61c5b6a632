import { beforeEach, describe, expect, it } from "vitest";
import { createMember, createMembership, paidOrder, productLine, upcomingEvent } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { addEventToCart, EVENT_MESSAGES, getEventForMember } from "./events.server.ts";

beforeEach(() => resetDatabase());

const now = new Date("2026-11-21T15:00:00Z");

async function member(valid: boolean) {
  const user = await createMember({ firstName: "Eve" });
  if (valid) await createMembership(user.id, { start: new Date("2026-01-01T05:00:00Z"), end: new Date("2026-12-31T05:00:00Z") });
  return user;
}

async function event(type: string, opts: { price?: number; member?: number | null; free?: boolean; expires?: Date } = {}) {
  const { event, product } = await upcomingEvent({
    name: `Event ${type}`,
    type,
    date: new Date("2026-12-10T18:00:00Z"),
    priceCents: opts.price ?? 4500,
    memberPriceCents: opts.member ?? null,
    freeForMembers: opts.free ?? false,
    event: { expirationDate: opts.expires ?? null, recordingUrl: "https://video.example.org/rec" },
  });
  return { ...event, product };
}

describe("events for members", () => {
  it("keeps member-only types (fpa, virtual) from non-members, on the page and in the cart", async () => {
    const fpa = await event("fpa");
    const outsider = await member(false);
    expect(await getEventForMember(outsider.id, fpa.id, now)).toEqual({ kind: "members_only" });
    expect(await addEventToCart(memberActor(outsider.id), fpa.id, now)).toMatchObject({ ok: false, membersOnly: true });
    expect(await db.lineItem.count()).toBe(0);
    const insider = await member(true);
    expect(await getEventForMember(insider.id, fpa.id, now)).toMatchObject({ kind: "event", canAddToCart: true });
  });

  it("charges members the member price, free-for-members items nothing, others the list price", async () => {
    const webinar = await event("webinar", { price: 4500, member: 2500 });
    const free = await event("virtual", { price: 3000, free: true });
    const insider = await member(true);
    const outsider = await member(false);
    expect(await getEventForMember(insider.id, webinar.id, now)).toMatchObject({ priceCents: 2500, listPriceCents: 4500 });
    expect(await getEventForMember(outsider.id, webinar.id, now)).toMatchObject({ priceCents: 4500, listPriceCents: null });
    expect(await getEventForMember(insider.id, free.id, now)).toMatchObject({ priceCents: 0 });
    await addEventToCart(memberActor(insider.id), webinar.id, now);
    await addEventToCart(memberActor(insider.id), webinar.id, now);
    const items = await db.lineItem.findMany({ where: { userId: insider.id } });
    expect(items.map((i) => [i.priceCents, i.finalPriceCents])).toEqual([[4500, 2500]]);
    expect(await getEventForMember(insider.id, webinar.id, now)).toMatchObject({ inCart: true, canAddToCart: false });
  });

  it("closes add-to-cart after the expiration day (New York) and shows links once registered", async () => {
    const ended = await event("webinar", { expires: new Date("2026-11-20T17:00:00Z") });
    const today = await event("webinar", { expires: new Date("2026-11-21T17:00:00Z") });
    const user = await member(false);
    expect(await addEventToCart(memberActor(user.id), ended.id, now)).toEqual({ ok: false, message: EVENT_MESSAGES.expired });
    expect(await getEventForMember(user.id, today.id, now)).toMatchObject({ canAddToCart: true });
    await paidOrder(user.id, [productLine(today.product)], { at: now });
    expect(await getEventForMember(user.id, today.id, now)).toMatchObject({
      registered: true,
      canAddToCart: false,
      links: [{ label: "Recording", url: "https://video.example.org/rec" }],
    });
    expect(await addEventToCart(memberActor(user.id), today.id, now)).toEqual({ ok: false, message: EVENT_MESSAGES.registered });
  });
});

describe("auditing add-to-cart", () => {
  it("records an impersonating admin's add once (not again when already in the cart), and a member's own add not at all", async () => {
    const webinar = await event("webinar");
    const user = await member(false);
    const admin = await member(false);
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    expect(await addEventToCart(asAdmin, webinar.id, now)).toEqual({ ok: true });
    expect(await addEventToCart(asAdmin, webinar.id, now)).toEqual({ ok: true });
    expect(
      await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityType: true, entityId: true } }),
    ).toEqual([{ actorId: admin.id, actingAsUserId: user.id, action: "cart.event.add", entityType: "Event", entityId: webinar.id }]);

    const other = await member(false);
    expect(await addEventToCart(memberActor(other.id), webinar.id, now)).toEqual({ ok: true });
    expect(await db.lineItem.count({ where: { userId: other.id } })).toBe(1);
    expect(await db.auditEvent.count()).toBe(1);
  });

  it("records nothing for a refused add", async () => {
    const fpa = await event("fpa");
    const [user, admin] = [await member(false), await member(false)];
    expect(await addEventToCart({ userId: user.id, impersonatorId: admin.id, admin: false }, fpa.id, now)).toMatchObject({ ok: false });
    expect(await db.auditEvent.count()).toBe(0);
  });
});
