import { beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  createMember,
  memberOnlyEvent,
  onDemandEvent,
  pastEvent,
  upcomingEvent,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { signedInRequest } from "../../../tests/setup/wizard.ts";
import { loader as allEvents } from "~/routes/api.events._index.tsx";
import { loader as upcomingEvents } from "~/routes/api.events.upcoming.tsx";
import { paths } from "~/lib/paths.ts";
import { parseEventApiQuery } from "./api.server.ts";

const parse = (query: string) => parseEventApiQuery(new URLSearchParams(query));
const context = { cspNonce: "", requestId: "test" };

describe("the JSON list's parameters", () => {
  it("default to 10 on page 1, the scope's order and no filter", () => {
    expect(parse("")).toEqual({
      ok: true,
      query: { name: "", type: null, approvedForEthics: null, sort: [], page: 1, pageSize: 10 },
    });
  });

  it("read limit, page, repeated sorts and filters (also as sort[] and filter[0]); unknown parameters are ignored", () => {
    expect(
      parse(
        "limit=25&page=3&sort=type,asc&sort[]=date,DESC&filter=name,Ethics, in practice&filter[0]=type,webinar&filter=approvedForEthics,true&dashboard=1&_=17",
      ),
    ).toEqual({
      ok: true,
      query: {
        name: "Ethics, in practice",
        type: "webinar",
        approvedForEthics: true,
        sort: [
          { id: "type", dir: "asc" },
          { id: "date", dir: "desc" },
        ],
        page: 3,
        pageSize: 25,
      },
    });
    expect(parse("filter=approvedForEthics,0")).toMatchObject({ ok: true, query: { approvedForEthics: false } });
  });

  it.each([
    ["limit=0", "limit", "limit must be a whole number from 1 to 100."],
    ["limit=101", "limit", "limit must be a whole number from 1 to 100."],
    ["limit=ten", "limit", "limit must be a whole number from 1 to 100."],
    ["limit=1e2", "limit", "limit must be a whole number from 1 to 100."],
    ["limit=5&limit=6", "limit", "limit may be given once."],
    ["page=0", "page", "page must be a whole number from 1 to 1000000."],
    ["page=-1", "page", "page must be a whole number from 1 to 1000000."],
    ["page=99999999", "page", "page must be a whole number from 1 to 1000000."],
    ["page=2.5", "page", "page must be a whole number from 1 to 1000000."],
    ["sort=price,asc", "sort", 'sort "price,asc" must be "id,asc" or "id,desc", with id one of name, date, type, ceus, id.'],
    ["sort=date", "sort", 'sort "date" must be "id,asc" or "id,desc", with id one of name, date, type, ceus, id.'],
    ["sort=date,up", "sort", 'sort "date,up" must be "id,asc" or "id,desc", with id one of name, date, type, ceus, id.'],
    ["sort=date,asc,id", "sort", 'sort "date,asc,id" must be "id,asc" or "id,desc", with id one of name, date, type, ceus, id.'],
    ["sort=date,asc&sort=date,desc", "sort", "sort names date more than once."],
    ["filter=name", "filter", 'filter "name" must be "id,value", with id one of name, type, approvedForEthics.'],
    ["filter=price,10", "filter", 'filter "price,10" must be "id,value", with id one of name, type, approvedForEthics.'],
    ["filter=type,concert", "filter", "filter type must be one of fpa, virtual, webinar, symposium, in_person, on_demand."],
    ["filter=approvedForEthics,yes", "filter", "filter approvedForEthics must be true or false."],
    ["filter=approvedForEthics,toString", "filter", "filter approvedForEthics must be true or false."],
    ["filter=type,fpa&filter=type,virtual", "filter", "filter names type more than once."],
    [`filter=name,${"x".repeat(201)}`, "filter", "filter name must be at most 200 characters."],
    ["dashboard=maybe", "dashboard", "dashboard must be true or false."],
  ])("refuse %s, naming the parameter", (query, parameter, message) => {
    expect(parse(query)).toEqual({ ok: false, parameter, message });
  });

  it("quote at most 40 characters of a bad value", () => {
    const result = parse(`sort=${"n".repeat(60)},asc`);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining(`"${"n".repeat(40)}..."`) });
  });
});

describe("GET /api/events and /api/events/upcoming", () => {
  beforeEach(() => resetDatabase());

  async function get(loader: typeof allEvents, userId: number, path: string) {
    const response = (await loader({ request: await signedInRequest(userId, path), params: {}, context })) as Response;
    return {
      status: response.status,
      cacheControl: response.headers.get("Cache-Control"),
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  it("answer data and lastPage from the pages' query, the member-only rule applied", async () => {
    const user = await createMember();
    const fpa = await memberOnlyEvent({ name: "FPA Roundtable", priceCents: 4000, memberPriceCents: 1500 });
    const webinar = await upcomingEvent({ name: "Open Webinar", approvedForEthics: true, ceus: 1, priceCents: 2500 });
    await pastEvent({ name: "Past Symposium", type: "symposium" });
    await onDemandEvent({ name: "Refresher (OnDemand)" });

    const all = await get(allEvents, user.id, paths.api.events({ limit: 2, sort: "name,asc" }));
    expect(all.status).toBe(200);
    expect(all.cacheControl).toBe("private, no-store");
    expect(all.body.lastPage).toBe(2);
    expect(all.body.data).toEqual([
      {
        id: fpa.event.id,
        name: "FPA Roundtable",
        date: fpa.event.date.toISOString(),
        expirationDate: null,
        type: "fpa",
        typeLabel: "FPA",
        ceus: null,
        experienceHours: null,
        approvedForEthics: false,
        image: null,
        membersOnly: true,
        locked: true,
        priceCents: null,
        registrationOpen: true,
      },
      expect.objectContaining({
        id: webinar.event.id,
        name: "Open Webinar",
        ceus: 1,
        approvedForEthics: true,
        locked: false,
        priceCents: 2500,
      }),
    ]);
    expect((await get(allEvents, user.id, paths.api.events({ limit: 2, page: 3 }))).body).toEqual({ data: [], lastPage: 2 });

    await activeMembership(user.id);
    const filtered = await get(allEvents, user.id, paths.api.events({ filter: ["type,fpa"] }));
    expect(filtered.body.data).toMatchObject([{ name: "FPA Roundtable", locked: false, priceCents: 1500 }]);

    // The dashboard's call: limit 10, soonest first; the past symposium is not upcoming.
    const upcoming = await get(upcomingEvents, user.id, paths.api.upcomingEvents({ dashboard: 1, limit: 10, sort: "date,asc" }));
    expect((upcoming.body.data as { name: string }[]).map((e) => e.name)).toEqual([
      "Refresher (OnDemand)",
      "FPA Roundtable",
      "Open Webinar",
    ]);
    expect(upcoming.body.lastPage).toBe(1);
  });

  it("answer a bad parameter with a 400 naming it", async () => {
    const user = await createMember();
    expect(await get(allEvents, user.id, "/api/events?sort=price,asc")).toEqual({
      status: 400,
      cacheControl: "private, no-store",
      body: { parameter: "sort", message: 'sort "price,asc" must be "id,asc" or "id,desc", with id one of name, date, type, ceus, id.' },
    });
    expect((await get(upcomingEvents, user.id, "/api/events/upcoming?limit=1000")).body).toMatchObject({ parameter: "limit" });
  });

  it("send a visitor to sign in, without remembering the JSON as the page to return to", async () => {
    try {
      await allEvents({ request: new Request("http://localhost/api/events"), params: {}, context });
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/login");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });
});
