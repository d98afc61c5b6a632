import { beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  createMember,
  memberOnlyEvent,
  onDemandEvent,
  pastEvent,
  pendingMembershipRequest,
  upcomingEvent,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { signedInRequest } from "../../../tests/setup/wizard.ts";
import { loader as eventsPage } from "~/routes/_app.events._index.tsx";
import { loader as upcomingPage } from "~/routes/_app.events.upcoming.tsx";
import { listCarouselEvents, listEvents, type EventQuery } from "./list.server.ts";

beforeEach(() => resetDatabase());

/** 10:00 in New York on Saturday 11/21/2026 (EST: 15:00 UTC); the New York day began at 05:00 UTC. */
const now = new Date("2026-11-21T15:00:00Z");
const day = (n: number, hourUtc = 17) => new Date(Date.UTC(2026, 10, 21 + n, hourUtc));

const query = (over: Partial<EventQuery> = {}): EventQuery => ({
  name: "",
  type: null,
  approvedForEthics: null,
  sort: [],
  page: 1,
  pageSize: 10,
  ...over,
});

const names = (page: { rows: { name: string }[] }) => page.rows.map((r) => r.name);

describe("the events list", () => {
  it("pages 10 at a time, newest first; a page past the last is the last one (the JSON list: an empty one)", async () => {
    const user = await createMember();
    for (let i = 1; i <= 23; i++) await upcomingEvent({ name: `Webinar ${String(i).padStart(2, "0")}`, date: day(i - 12), now });
    const first = await listEvents(user.id, "all", query(), { now });
    expect(first).toMatchObject({ total: 23, page: 1, lastPage: 3, pageSize: 10 });
    expect(names(first)).toEqual([
      "Webinar 23",
      "Webinar 22",
      "Webinar 21",
      "Webinar 20",
      "Webinar 19",
      "Webinar 18",
      "Webinar 17",
      "Webinar 16",
      "Webinar 15",
      "Webinar 14",
    ]);
    const last = await listEvents(user.id, "all", query({ page: 99 }), { now });
    expect(last.page).toBe(3);
    expect(names(last)).toEqual(["Webinar 03", "Webinar 02", "Webinar 01"]);
    expect(await listEvents(user.id, "all", query({ page: 4 }), { now, clampPage: false })).toMatchObject({
      rows: [],
      page: 4,
      lastPage: 3,
    });
  });

  it("filters by every word of the name (any case), by type and by approved for ethics", async () => {
    const user = await createMember();
    await upcomingEvent({ name: "Ethics in Everyday Practice", approvedForEthics: true, now });
    await upcomingEvent({ name: "Student Loans After the Pause", now });
    await pastEvent({ name: "Symposium: Building Resilience", type: "symposium", approvedForEthics: true, now });
    await onDemandEvent({ name: "OnDemand: Ethics Refresher", approvedForEthics: true, now });
    const list = (over: Partial<EventQuery>) => listEvents(user.id, "all", query(over), { now }).then(names);
    expect(await list({ name: "ETHICS practice" })).toEqual(["Ethics in Everyday Practice"]);
    expect(await list({ name: "ethic" })).toEqual(["Ethics in Everyday Practice", "OnDemand: Ethics Refresher"]);
    expect(await list({ type: "symposium" })).toEqual(["Symposium: Building Resilience"]);
    expect(await list({ approvedForEthics: false })).toEqual(["Student Loans After the Pause"]);
    expect(await list({ approvedForEthics: true, name: "ethics" })).toEqual(["Ethics in Everyday Practice", "OnDemand: Ethics Refresher"]);
    expect(await list({ approvedForEthics: true, type: "on_demand" })).toEqual(["OnDemand: Ethics Refresher"]);
  });

  it("sorts by name, type, CEUs (none lowest) or several columns, ties by date then id in the first sort's direction", async () => {
    const user = await createMember();
    await upcomingEvent({ name: "B", type: "webinar", ceus: 2, date: day(3), now });
    await upcomingEvent({ name: "A", type: "webinar", ceus: null, date: day(1), now });
    await upcomingEvent({ name: "C", type: "symposium", ceus: 12, date: day(2), now });
    await upcomingEvent({ name: "A", type: "in_person", ceus: 2, date: day(4), now });
    const list = (sort: EventQuery["sort"]) =>
      listEvents(user.id, "all", query({ sort }), { now }).then((p) => p.rows.map((r) => `${r.name}/${r.type}`));
    expect(await list([{ id: "name", dir: "asc" }])).toEqual(["A/webinar", "A/in_person", "B/webinar", "C/symposium"]);
    expect(await list([{ id: "type", dir: "desc" }])).toEqual(["B/webinar", "A/webinar", "C/symposium", "A/in_person"]);
    expect(await list([{ id: "ceus", dir: "desc" }])).toEqual(["C/symposium", "A/in_person", "B/webinar", "A/webinar"]);
    expect(await list([{ id: "ceus", dir: "asc" }])).toEqual(["A/webinar", "B/webinar", "A/in_person", "C/symposium"]);
    expect(
      await list([
        { id: "name", dir: "desc" },
        { id: "date", dir: "asc" },
      ]),
    ).toEqual(["C/symposium", "B/webinar", "A/webinar", "A/in_person"]);
  });

  it("lists member-only types for everyone: locked, with no price, for someone who is not a valid member", async () => {
    const fpa = await memberOnlyEvent({ name: "FPA Roundtable", priceCents: 4000, memberPriceCents: 1500, now });
    await memberOnlyEvent({ name: "Virtual Meetup", type: "virtual", priceCents: 3000, freeForMembers: true, now });
    await upcomingEvent({ name: "Open Webinar", priceCents: 2500, memberPriceCents: 1000, now });
    const outsider = await createMember();
    const pending = await createMember();
    await pendingMembershipRequest(pending.id);
    const insider = await createMember();
    await activeMembership(insider.id, { now });
    const seen = async (userId: number) =>
      (await listEvents(userId, "all", query({ sort: [{ id: "name", dir: "asc" }] }), { now })).rows.map((r) => [
        r.name,
        r.membersOnly,
        r.locked,
        r.priceCents,
      ]);
    expect(await seen(outsider.id)).toEqual([
      ["FPA Roundtable", true, true, null],
      ["Open Webinar", false, false, 2500],
      ["Virtual Meetup", true, true, null],
    ]);
    // Member pricing while a request waits for review, but not yet a valid member.
    expect(await seen(pending.id)).toEqual([
      ["FPA Roundtable", true, true, null],
      ["Open Webinar", false, false, 1000],
      ["Virtual Meetup", true, true, null],
    ]);
    expect(await seen(insider.id)).toEqual([
      ["FPA Roundtable", true, false, 1500],
      ["Open Webinar", false, false, 1000],
      ["Virtual Meetup", true, false, 0],
    ]);
    expect(fpa.event.type).toBe("fpa");
  });

  it("upcoming: from the start of today in New York, plus OnDemand until the end of its expiration day, soonest first", async () => {
    const user = await createMember();
    await pastEvent({ name: "Last night 11:30 pm", date: new Date("2026-11-21T04:30:00Z"), now });
    await upcomingEvent({ name: "This morning 0:30 am", date: new Date("2026-11-21T05:30:00Z"), now });
    await upcomingEvent({ name: "Next week", date: day(7), now });
    await onDemandEvent({ name: "OnDemand ended yesterday", expirationDate: new Date("2026-11-21T04:59:00Z"), now });
    await onDemandEvent({ name: "OnDemand ends today", expirationDate: new Date("2026-11-21T05:00:00Z"), now });
    await onDemandEvent({ name: "OnDemand without end", expirationDate: null, now });
    const upcoming = await listEvents(user.id, "upcoming", query(), { now });
    expect(names(upcoming)).toEqual(["OnDemand ends today", "OnDemand without end", "This morning 0:30 am", "Next week"]);
    expect(upcoming.rows.map((r) => r.registrationOpen)).toEqual([true, true, true, true]);
    const all = await listEvents(user.id, "all", query({ name: "last night" }), { now });
    expect(all.rows).toMatchObject([{ name: "Last night 11:30 pm", registrationOpen: false }]);
    // The dashboard's carousel is the upcoming list's first page.
    expect((await listCarouselEvents(3, now)).map((e) => [e.name, e.typeLabel])).toEqual([
      ["OnDemand ends today", "OnDemand"],
      ["OnDemand without end", "OnDemand"],
      ["This morning 0:30 am", "Webinar"],
    ]);
  });
});

describe("the events pages", () => {
  it("read the list's state from the URL: q is the name, type and ethics filter, bad values fall back", async () => {
    const user = await createMember();
    await upcomingEvent({ name: "Ethics Webinar", approvedForEthics: true, ceus: 1.5, priceCents: 2500 });
    await pastEvent({ name: "Ethics Symposium", type: "symposium", approvedForEthics: true });
    await memberOnlyEvent({ name: "Ethics Roundtable" });
    const open = async (path: string, page: typeof eventsPage) =>
      page({ request: await signedInRequest(user.id, path), params: {}, context: { cspNonce: "", requestId: "test" } });

    const filtered = await open("/events?q=ethics&type=webinar&ethics=yes", eventsPage);
    expect(filtered).toMatchObject({ q: "ethics", sort: "date", dir: "desc", filters: { type: "webinar", ethics: "yes" }, total: 1 });
    expect(filtered.rows).toEqual([
      {
        id: expect.any(Number),
        name: "Ethics Webinar",
        date: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
        typeLabel: "Webinar",
        ceus: "1.5",
        ethics: "Yes",
        price: "$25.00",
        locked: false,
      },
    ]);

    const fallback = await open("/events?type=concert&ethics=maybe&sort=price&dir=up&page=-3&pageSize=7", eventsPage);
    expect(fallback).toMatchObject({ sort: "date", dir: "desc", page: 1, pageSize: 10, filters: { type: "", ethics: "" }, total: 3 });
    expect(fallback.rows.map((r) => [r.name, r.price])).toEqual([
      ["Ethics Roundtable", "Members only"],
      ["Ethics Webinar", "$25.00"],
      ["Ethics Symposium", "Registration closed"],
    ]);

    const upcoming = await open("/events/upcoming?ethics=no", upcomingPage);
    expect(upcoming).toMatchObject({ sort: "date", dir: "asc", total: 1, rows: [{ name: "Ethics Roundtable", locked: true }] });
  });
});
