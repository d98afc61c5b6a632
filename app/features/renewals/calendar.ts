/**
 * The certification fee calendar (spec: "Annual fees due June 30; late fees monthly; certification
 * revoked after 6 months of non-payment"), pure, in New York days (decision 50's jobs read it):
 *
 * - the annual fee of year Y is due on June 30 of Y; unpaid once that day has ended, it is late and
 *   the certification is lapsed for payment;
 * - one late fee for each month it stays unpaid: the first once June 30 has ended, then one each time
 *   another month-end passes (July 31, August 31, … November 30): six in all;
 * - unpaid once December 31 (June 30 plus six months, month ends kept: never a drift to July 1 or
 *   December 30) has ended, the certification is revoked, and no more late fees are charged.
 *
 * Every late fee has its number (1-6): with the certification and the year it is the fee's natural
 * key, so a run repeated charges nothing twice.
 */
import { DateTime } from "luxon";
import { ZONE } from "~/lib/dates.ts";

export const FEE_DUE_MONTH = 6;
export const FEE_DUE_DAY = 30;
/** Months of non-payment after which the certification is revoked. */
export const MONTHS_UNTIL_REVOKED = 6;

const ny = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE });

/** The start of the New York day of the annual fee's due date for `year` (June 30). */
export function feeDueDate(year: number): Date {
  return DateTime.fromObject({ year, month: FEE_DUE_MONTH, day: FEE_DUE_DAY }, { zone: ZONE }).toJSDate();
}

/**
 * `months` after `date` in New York days, keeping a month end a month end (June 30 + 1 is July 31,
 * January 31 + 1 is the last day of February, February 29 + 12 is February 28); another day keeps
 * its number where the month has it (clamped to the month's last day otherwise).
 */
export function addMonthsKeepingMonthEnd(date: Date, months: number): Date {
  const d = ny(date).startOf("day");
  const isMonthEnd = d.day === d.daysInMonth;
  const moved = d.plus({ months });
  return (isMonthEnd ? moved.endOf("month").startOf("day") : moved).toJSDate();
}

/** Whether the New York day that starts at or contains `day` has ended at `asOf`. */
function dayEnded(day: Date, asOf: Date): boolean {
  return asOf.getTime() > ny(day).endOf("day").toMillis();
}

/** The month ends after the due date: mark k (0-6) is the due date plus k months. */
export function feeMark(year: number, k: number): Date {
  return addMonthsKeepingMonthEnd(feeDueDate(year), k);
}

/** The day the certification is revoked if the fee of `year` is still unpaid when it ends (December 31). */
export function revocationDate(year: number): Date {
  return feeMark(year, MONTHS_UNTIL_REVOKED);
}

export type FeeStanding =
  /** not yet late (on or before June 30) */
  | { state: "due"; dueDate: Date }
  /** unpaid past the due date: lapsed for payment, with `lateFees` late fees so far (1-6) */
  | { state: "late"; dueDate: Date; lateFees: number; revokedAfter: Date }
  /** unpaid six months past the due date */
  | { state: "revoked"; dueDate: Date; lateFees: number };

/** Where an unpaid annual fee of `year` stands at `asOf`. */
export function unpaidFeeStanding(year: number, asOf: Date): FeeStanding {
  const dueDate = feeDueDate(year);
  if (!dayEnded(dueDate, asOf)) return { state: "due", dueDate };
  let lateFees = 0;
  for (let k = 0; k < MONTHS_UNTIL_REVOKED; k++) if (dayEnded(feeMark(year, k), asOf)) lateFees = k + 1;
  if (dayEnded(revocationDate(year), asOf)) return { state: "revoked", dueDate, lateFees };
  return { state: "late", dueDate, lateFees, revokedAfter: revocationDate(year) };
}

/** The fee year whose due date is the next June 30 on or after `asOf` (what a member renews for now). */
export function upcomingFeeYear(asOf: Date): number {
  const d = ny(asOf);
  return dayEnded(feeDueDate(d.year), asOf) ? d.year + 1 : d.year;
}

/** Whole New York days from `asOf`'s day to the fee's due date (0 on June 30; negative once past). */
export function daysUntilDue(year: number, asOf: Date): number {
  return Math.round(ny(feeDueDate(year)).diff(ny(asOf).startOf("day"), "days").days);
}
