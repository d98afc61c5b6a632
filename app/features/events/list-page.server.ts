/**
 * The /events and /events/upcoming pages' view model: the list's state from the URL (a GET form:
 * q is the name, type, ethics yes/no, sort, dir, page, pageSize; bad values fall back to the
 * defaults, as on every list), one page from the shared query, the rows as the table shows them.
 */
import { formatDate } from "~/lib/dates.ts";
import { parseListParams } from "~/lib/list-params.ts";
import { formatCents } from "~/lib/money.ts";
import type { EventTableRow } from "./list-columns.tsx";
import { defaultEventSort, listEvents, type EventListItem, type EventQuery, type EventScope } from "./list.server.ts";
import { EVENT_PAGE_SIZE, isEventType, MEMBERS_ONLY_LABEL } from "./rules.ts";

/** The page's sortable columns (the JSON list also sorts by id). */
export const EVENT_PAGE_SORT_KEYS = ["date", "name", "type", "ceus"] as const;

/** The page's state: the table's own params and the query they ask for. */
export function eventListParams(url: URL, scope: EventScope) {
  const fallback = defaultEventSort(scope);
  const params = parseListParams(url, {
    sortKeys: EVENT_PAGE_SORT_KEYS,
    defaultSort: "date",
    defaultDir: fallback.dir,
    defaultPageSize: EVENT_PAGE_SIZE,
    filterKeys: ["type", "ethics"],
  });
  const type = params.filters.type ?? "";
  const ethics = params.filters.ethics ?? "";
  const query: EventQuery = {
    name: params.q,
    type: isEventType(type) ? type : null,
    approvedForEthics: ethics === "yes" ? true : ethics === "no" ? false : null,
    sort: [{ id: params.sort, dir: params.dir }],
    page: params.page,
    pageSize: params.pageSize,
  };
  return {
    params: { ...params, filters: { type: query.type ?? "", ethics: query.approvedForEthics === null ? "" : ethics } },
    query,
  };
}

function tableRow(e: EventListItem): EventTableRow {
  return {
    id: e.id,
    name: e.name,
    date: formatDate(e.date),
    typeLabel: e.typeLabel,
    ceus: e.ceus === null ? "None" : String(e.ceus),
    ethics: e.approvedForEthics ? "Yes" : "No",
    price: e.locked
      ? MEMBERS_ONLY_LABEL
      : !e.registrationOpen
        ? "Registration closed"
        : e.priceCents === null
          ? "Not sold online"
          : e.priceCents === 0
            ? "Free"
            : formatCents(e.priceCents),
    locked: e.locked,
  };
}

/** One page of the list for the member, with the table's state. */
export async function loadEventList(userId: number, scope: EventScope, url: URL, now = new Date()) {
  const { params, query } = eventListParams(url, scope);
  const page = await listEvents(userId, scope, query, { now });
  return { ...page, rows: page.rows.map(tableRow), q: params.q, sort: params.sort, dir: params.dir, filters: params.filters };
}
