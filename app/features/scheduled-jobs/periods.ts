/**
 * The periods a scheduled job runs once in (decision 50), named in New York time: an hourly job's
 * period is "2026-11-26T14", a daily job's "2026-11-26", a monthly job's "2026-11". Pure.
 */
import { DateTime } from "luxon";
import { ZONE } from "~/lib/dates.ts";

export const CADENCES = ["hourly", "daily", "monthly"] as const;
export type Cadence = (typeof CADENCES)[number];

const FORMAT: Record<Cadence, string> = { hourly: "yyyy-MM-dd'T'HH", daily: "yyyy-MM-dd", monthly: "yyyy-MM" };

/** The period `asOf` falls in, in New York time. */
export function periodOf(cadence: Cadence, asOf: Date): string {
  return DateTime.fromJSDate(asOf, { zone: ZONE }).toFormat(FORMAT[cadence]);
}

/**
 * The as-of instant of `--as-of YYYY-MM-DD` (a New York day): noon that day, so every daily and
 * monthly job runs for that day and hourly jobs for its noon hour. Null: not a real date.
 */
export function asOfDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = DateTime.fromISO(day, { zone: ZONE });
  if (!at.isValid || at.toISODate() !== day) return null;
  return at.set({ hour: 12 }).toJSDate();
}
