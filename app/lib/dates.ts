/**
 * Calendar arithmetic and display in the association's time zone.
 *
 * Instants are stored in UTC (plain `Date`); every "day", "deadline" or
 * "date shown to a person" is a calendar day in America/New_York.
 *
 * Input strings: ISO 8601. A string with an offset or `Z` is that instant; a
 * string without one (including a bare `YYYY-MM-DD`) is read as New York wall
 * time, so `"2027-06-30"` is June 30 in New York, not the evening of June 29.
 *
 * Every function that depends on the current time takes `now` (default: the
 * real clock) so tests and callers can fix it.
 */
import { DateTime } from "luxon";

export const ZONE = "America/New_York";
const LOCALE = "en-US";

export type DateLike = Date | string;

function fromValue(value: DateLike | null | undefined): DateTime | null {
  if (value === null || value === undefined) return null;
  let dt: DateTime;
  if (value instanceof Date) {
    dt = DateTime.fromJSDate(value, { zone: ZONE });
  } else {
    const text = value.trim();
    if (text === "") return null;
    dt = DateTime.fromISO(text, { zone: ZONE });
    if (!dt.isValid) dt = DateTime.fromSQL(text, { zone: ZONE });
  }
  return dt.isValid ? dt.setLocale(LOCALE) : null;
}

function mustParse(value: DateLike, name = "date"): DateTime {
  const dt = fromValue(value);
  if (!dt) throw new RangeError(`Invalid ${name}: ${String(value)}`);
  return dt;
}

/** The value as a luxon DateTime in New York, or null when missing or invalid. */
export function toNewYork(value: DateLike | null | undefined): DateTime | null {
  return fromValue(value);
}

// ---------------------------------------------------------------------------
// Display
// ---------------------------------------------------------------------------

/** "MM/DD/YYYY" in New York; "" for null, undefined or an invalid value. */
export function formatDate(value: DateLike | null | undefined): string {
  return fromValue(value)?.toFormat("MM/dd/yyyy") ?? "";
}

/** "MM/DD/YYYY h:mm AM" in New York; "" for null, undefined or an invalid value. */
export function formatDateTime(value: DateLike | null | undefined): string {
  return fromValue(value)?.toFormat("MM/dd/yyyy h:mm a") ?? "";
}

/** "Month D, YYYY" (e.g. "June 30, 2027") in New York; "" when missing or invalid. */
export function formatLongDate(value: DateLike | null | undefined): string {
  return fromValue(value)?.toFormat("MMMM d, yyyy") ?? "";
}

// ---------------------------------------------------------------------------
// Day boundaries
// ---------------------------------------------------------------------------

/** First instant (00:00:00.000) of the New York calendar day containing `date`. */
export function startOfDayNY(date: DateLike): Date {
  return mustParse(date).startOf("day").toJSDate();
}

/** Last instant (23:59:59.999) of the New York calendar day containing `date`. */
export function endOfDayNY(date: DateLike): Date {
  return mustParse(date).endOf("day").toJSDate();
}

/**
 * True once `now` is after the end of the New York calendar day of `date`,
 * i.e. from 00:00 New York time on the following day.
 * For a rule such as "more than a day past the end of that day", pass
 * `addDays(date, 1)`.
 */
export function isPastEndOfDayNY(date: DateLike, now: Date = new Date()): boolean {
  return now.getTime() > endOfDayNY(date).getTime();
}

// ---------------------------------------------------------------------------
// Calendar arithmetic (New York wall time is kept across DST changes)
// ---------------------------------------------------------------------------

/** `date` plus `days` New York calendar days, same wall-clock time. */
export function addDays(date: DateLike, days: number): Date {
  return mustParse(date).plus({ days }).toJSDate();
}

/**
 * `date` plus `months` New York calendar months, same wall-clock time. A day
 * that does not exist in the target month is clamped (Jan 31 + 1 month is
 * Feb 28 or 29).
 */
export function addMonths(date: DateLike, months: number): Date {
  return mustParse(date).plus({ months }).toJSDate();
}

/** `date` plus `years` New York calendar years, same wall-clock time (Feb 29 + 1 year is Feb 28). */
export function addYears(date: DateLike, years: number): Date {
  return mustParse(date).plus({ years }).toJSDate();
}

/** The instant `days` New York calendar days before `now`, same wall-clock time. */
export function daysAgo(days: number, now: Date = new Date()): Date {
  return addDays(now, -days);
}

/** The instant `days` New York calendar days after `now`, same wall-clock time. */
export function daysFromNow(days: number, now: Date = new Date()): Date {
  return addDays(now, days);
}

/**
 * The instant a New York calendar date starts (`month` 1-12): a date as a person types it, the
 * same value `parseDateInput` gives. Throws on a date that does not exist.
 */
export function startOfDateNY(year: number, month: number, day: number): Date {
  const dt = DateTime.fromObject({ year, month, day }, { zone: ZONE });
  if (!dt.isValid) throw new RangeError(`Invalid date: ${year}-${month}-${day}`);
  return dt.toJSDate();
}

/** The New York calendar year of `date` (default: now). */
export function yearNY(date: DateLike = new Date()): number {
  return mustParse(date).year;
}

/**
 * Whole New York calendar days from today to the day of `date`: 0 today,
 * 1 tomorrow, -1 yesterday. The time of day does not matter.
 */
export function daysUntil(date: DateLike, now: Date = new Date()): number {
  const target = mustParse(date).startOf("day");
  const today = mustParse(now, "now").startOf("day");
  return Math.round(target.diff(today, "days").days);
}

/**
 * True when the day of `date` is today or within the next `days` New York
 * calendar days (e.g. the 90-day lapse or expiry warning). False once the day
 * has passed.
 */
export function withinDays(date: DateLike, days: number, now: Date = new Date()): boolean {
  const n = daysUntil(date, now);
  return n >= 0 && n <= days;
}

// ---------------------------------------------------------------------------
// <input type="date"> values
// ---------------------------------------------------------------------------

/** Today's New York date as "YYYY-MM-DD" (default or max of a date input). */
export function todayISO(now: Date = new Date()): string {
  return mustParse(now, "now").toFormat("yyyy-MM-dd");
}

/**
 * Parse a date input's "YYYY-MM-DD" into the instant the New York day starts.
 * Null for anything else, including impossible dates such as 2026-02-30.
 */
export function parseDateInput(value: string | null | undefined): Date | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const dt = DateTime.fromISO(text, { zone: ZONE });
  return dt.isValid ? dt.startOf("day").toJSDate() : null;
}

/** The New York calendar date of `date` as "YYYY-MM-DD"; "" when missing or invalid. */
export function toDateInputValue(date: DateLike | null | undefined): string {
  return fromValue(date)?.toFormat("yyyy-MM-dd") ?? "";
}
