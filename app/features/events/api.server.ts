/**
 * GET /api/events and /api/events/upcoming (spec section 7): the events lists as JSON for the
 * dashboard's carousel and outside use, from the same query as the pages.
 *
 * Query: `limit` (1-100, default 10), `page` (from 1, default 1), `sort` repeated as `id,asc` or
 * `id,desc` (ids name, date, type, ceus, id; first given first applied), `filter` repeated as
 * `id,value` (name: words in the name; type: an event type; approvedForEthics: true or false),
 * `dashboard` (the carousel's view: its defaults, limit 10 soonest first, are the upcoming list's
 * own). `sort[]=` and `filter[]=` are read as well. Unknown parameters are ignored. A bad value is a
 * 400 `{ message, parameter }`, never a 500. Answer: `{ data, lastPage }`; a page past the last has
 * no data.
 */
import { EVENT_TYPE } from "~/domain/constants.ts";
import { listEvents, EVENT_SORT_IDS, type EventListItem, type EventQuery, type EventScope, type EventSort } from "./list.server.ts";
import { EVENT_API_MAX_LIMIT, EVENT_PAGE_SIZE, isEventType } from "./rules.ts";

const FILTER_IDS = ["name", "type", "approvedForEthics"] as const;
type FilterId = (typeof FILTER_IDS)[number];
const MAX_PAGE = 1_000_000;
const MAX_NAME = 200;
const BOOLEAN = new Map([
  ["true", true],
  ["false", false],
  ["1", true],
  ["0", false],
]);

export type EventApiQuery = { ok: true; query: EventQuery } | { ok: false; parameter: string; message: string };

const bad = (parameter: string, message: string): EventApiQuery => ({ ok: false, parameter, message });

/** The values of a list parameter: `key=`, `key[]=` and `key[0]=` alike. */
function listValues(search: URLSearchParams, key: string): string[] {
  const pattern = new RegExp(`^${key}(\\[\\d*\\])?$`);
  return [...search.entries()].filter(([k]) => pattern.test(k)).map(([, v]) => v);
}

/** A whole number from `min` to `max`, or null. */
function wholeNumber(raw: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : null;
}

function single(search: URLSearchParams, key: string): { value: string | null } | { twice: true } {
  const all = search.getAll(key);
  return all.length > 1 ? { twice: true } : { value: all[0] ?? null };
}

/** The JSON list's query from the URL, or the first bad parameter with what is wrong with it. */
export function parseEventApiQuery(search: URLSearchParams): EventApiQuery {
  const limit = single(search, "limit");
  const page = single(search, "page");
  if ("twice" in limit) return bad("limit", "limit may be given once.");
  if ("twice" in page) return bad("page", "page may be given once.");
  const pageSize = limit.value === null ? EVENT_PAGE_SIZE : wholeNumber(limit.value, 1, EVENT_API_MAX_LIMIT);
  if (pageSize === null) return bad("limit", `limit must be a whole number from 1 to ${EVENT_API_MAX_LIMIT}.`);
  const pageNumber = page.value === null ? 1 : wholeNumber(page.value, 1, MAX_PAGE);
  if (pageNumber === null) return bad("page", `page must be a whole number from 1 to ${MAX_PAGE}.`);
  const dashboard = search.get("dashboard");
  if (dashboard !== null && dashboard !== "" && !BOOLEAN.has(dashboard)) return bad("dashboard", "dashboard must be true or false.");

  const sort: EventSort[] = [];
  for (const raw of listValues(search, "sort")) {
    const [id = "", dir = "", ...rest] = raw.split(",").map((s) => s.trim());
    const direction = dir.toLowerCase();
    if (rest.length > 0 || !(EVENT_SORT_IDS as readonly string[]).includes(id) || (direction !== "asc" && direction !== "desc")) {
      return bad("sort", `sort "${clip(raw)}" must be "id,asc" or "id,desc", with id one of ${EVENT_SORT_IDS.join(", ")}.`);
    }
    if (sort.some((s) => s.id === id)) return bad("sort", `sort names ${id} more than once.`);
    sort.push({ id: id as EventSort["id"], dir: direction });
  }

  const query: EventQuery = { name: "", type: null, approvedForEthics: null, sort, page: pageNumber, pageSize };
  const seen = new Set<FilterId>();
  for (const raw of listValues(search, "filter")) {
    const comma = raw.indexOf(",");
    const id = (comma < 0 ? raw : raw.slice(0, comma)).trim();
    const value = comma < 0 ? "" : raw.slice(comma + 1).trim();
    if (comma < 0 || !(FILTER_IDS as readonly string[]).includes(id)) {
      return bad("filter", `filter "${clip(raw)}" must be "id,value", with id one of ${FILTER_IDS.join(", ")}.`);
    }
    const filterId = id as FilterId;
    if (seen.has(filterId)) return bad("filter", `filter names ${id} more than once.`);
    seen.add(filterId);
    if (filterId === "name") {
      if (value.length > MAX_NAME) return bad("filter", `filter name must be at most ${MAX_NAME} characters.`);
      query.name = value;
    } else if (filterId === "type") {
      if (!isEventType(value)) return bad("filter", `filter type must be one of ${Object.values(EVENT_TYPE).join(", ")}.`);
      query.type = value;
    } else {
      const flag = BOOLEAN.get(value);
      if (flag === undefined) return bad("filter", "filter approvedForEthics must be true or false.");
      query.approvedForEthics = flag;
    }
  }
  return { ok: true, query };
}

/** Quotes at most 40 characters of what was sent. */
function clip(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 40)}...` : raw;
}

/** An event in the JSON list: instants in ISO 8601 (UTC), money in cents. */
export function apiEvent(e: EventListItem) {
  return {
    id: e.id,
    name: e.name,
    date: e.date.toISOString(),
    expirationDate: e.expirationDate?.toISOString() ?? null,
    type: e.type,
    typeLabel: e.typeLabel,
    ceus: e.ceus,
    experienceHours: e.experienceHours,
    approvedForEthics: e.approvedForEthics,
    image: e.imageUrl,
    membersOnly: e.membersOnly,
    locked: e.locked,
    priceCents: e.priceCents,
    registrationOpen: e.registrationOpen,
  };
}

const JSON_HEADERS = { "Cache-Control": "private, no-store" };

/** The JSON list's answer for the member: `{ data, lastPage }`, or a 400 `{ message, parameter }`. */
export async function eventsJson(userId: number, scope: EventScope, url: URL, now = new Date()): Promise<Response> {
  const parsed = parseEventApiQuery(url.searchParams);
  if (!parsed.ok) return Response.json({ message: parsed.message, parameter: parsed.parameter }, { status: 400, headers: JSON_HEADERS });
  const page = await listEvents(userId, scope, parsed.query, { now, clampPage: false });
  return Response.json({ data: page.rows.map(apiEvent), lastPage: page.lastPage }, { headers: JSON_HEADERS });
}
