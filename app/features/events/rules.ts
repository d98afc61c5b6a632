/**
 * Event rules (spec: event detail, member privileges, event list; section 9). Pure and browser-safe:
 * the events list's filter choices and labels are read in the browser.
 */
import { EVENT_TYPE, EVENT_TYPE_LABEL, MEMBER_ONLY_EVENT_TYPES, type EventType } from "~/domain/constants.ts";
import { optionsOf } from "~/domain/define-values.ts";

/** fpa and virtual events are for valid members only (spec: membership-only types). */
export function isMemberOnlyType(type: string): boolean {
  return (MEMBER_ONLY_EVENT_TYPES as readonly string[]).includes(type);
}

export function isEventType(value: string): value is EventType {
  return (Object.values(EVENT_TYPE) as string[]).includes(value);
}

export function eventTypeLabel(type: string): string {
  return isEventType(type) ? EVENT_TYPE_LABEL[type] : type;
}

/** What a member pays for an event product: the member price (or nothing when free for members) with member pricing, else the list price. */
export function eventPrice(
  product: { priceCents: number; memberPriceCents: number | null; freeForMembers: boolean },
  memberPricing: boolean,
): number {
  if (!memberPricing) return product.priceCents;
  if (product.freeForMembers) return 0;
  return product.memberPriceCents ?? product.priceCents;
}

/** Tables: 10 rows a page; the events list is newest first, the upcoming list soonest first (spec section 9). */
export const EVENT_PAGE_SIZE = 10;
/** The JSON list's largest `limit`. */
export const EVENT_API_MAX_LIMIT = 100;
/** Events on the dashboard's carousel (spec section 9). */
export const DASHBOARD_EVENTS = 10;

/** The list's filter choices (the select's empty value is "any"). */
export const EVENT_TYPE_OPTIONS = [{ value: "", label: "Any type" }, ...optionsOf(EVENT_TYPE_LABEL)] as const;
export const ETHICS_OPTIONS = [
  { value: "", label: "Any" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** "Members only": the tag and price cell of a member-only event shown to someone who is not a valid member. */
export const MEMBERS_ONLY_LABEL = "Members only";
