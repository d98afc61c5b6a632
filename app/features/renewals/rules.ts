/**
 * The renewal's pure rules (decision 51), over the fee calendar (`calendar.ts`) and an as-of date:
 * which fee year a member renews, where it stands, what a payment or a lapse does to the status,
 * when a reminder is due, and the natural keys of the charges the association posts.
 */
import { CERTIFICATION_STATUS, type CertificationStatus } from "~/domain/constants.ts";
import { yearNY } from "~/lib/dates.ts";
import { daysUntilDue, unpaidFeeStanding, type FeeStanding } from "./calendar.ts";

/** The renewal's readiness shows (banner, reminders) from this many days before the due date. */
export const RENEWAL_NOTICE_DAYS = 90;
/** Reminders go out this many days before a date (issue 35), the largest first. */
export const REMINDER_LEAD_DAYS = [90, 60, 30, 7] as const;
/** At most this many reminder texts per member in a New York calendar month (spec section 9). */
export const TEXTS_PER_MONTH = 4;

/** "annual-fee:{userCertificationId}:{year}": the annual fee of one certification and year. */
export function annualFeeKey(userCertificationId: number, year: number): string {
  return `annual-fee:${userCertificationId}:${year}`;
}

/** "late-fee:{userCertificationId}:{year}:{n}": the n-th (1-6) late fee of one certification and year. */
export function lateFeeKey(userCertificationId: number, year: number, n: number): string {
  return `late-fee:${userCertificationId}:${year}:${n}`;
}

/**
 * The first fee year of a certification issued at `issuedAt`: the year after the one it was issued
 * in (the certification's own fees cover the year it is earned). Without a date it owes every year.
 */
export function firstFeeYear(issuedAt: Date | null): number {
  return issuedAt ? yearNY(issuedAt) + 1 : Number.NEGATIVE_INFINITY;
}

/** Whether a certification in this status, issued then, owes the annual fee of `year`. */
export function owesFee(year: number, cert: { status: string; issuedAt: Date | null }): boolean {
  return cert.status !== CERTIFICATION_STATUS.revoked && firstFeeYear(cert.issuedAt) <= year;
}

export type RenewalState =
  /** no fee is owed (revoked) */
  | { kind: "not_owed"; year: number }
  /** paid through `year` (this year's and next year's fees: the two-year prepayment) */
  | { kind: "paid"; year: number }
  /** the fee of `year` is unpaid: due (on or before June 30), late (lapsed for payment, with its late fees) or past revocation */
  | { kind: "owed"; year: number; standing: FeeStanding; daysUntilDue: number; noticeShown: boolean };

/**
 * The renewal a certification holder faces at `asOf`: the fee of the coming year, which is this New
 * York calendar year's (due June 30) until it is paid, then next year's (paid ahead, or with the
 * two-year prepayment). Its readiness is pressed (banner, reminders) from 90 days before the due
 * date, and once late. A certification issued this year owes its first fee next year.
 */
export function renewalState(cert: { status: string; issuedAt: Date | null }, paidYears: readonly number[], asOf: Date): RenewalState {
  const thisYear = yearNY(asOf);
  if (cert.status === CERTIFICATION_STATUS.revoked) return { kind: "not_owed", year: thisYear };
  const owedNow = owesFee(thisYear, cert) && !paidYears.includes(thisYear);
  const year = owedNow ? thisYear : thisYear + 1;
  if (!owedNow && paidYears.includes(year)) return { kind: "paid", year };
  const days = daysUntilDue(year, asOf);
  return { kind: "owed", year, standing: unpaidFeeStanding(year, asOf), daysUntilDue: days, noticeShown: days <= RENEWAL_NOTICE_DAYS };
}

/** The status once the fee is late: lapsed for payment, unless revoked. */
export function statusAfterPaymentLapse(status: string): CertificationStatus {
  return status === CERTIFICATION_STATUS.revoked ? CERTIFICATION_STATUS.revoked : CERTIFICATION_STATUS.lapsedPayment;
}

/** The status once a reporting period ended short of credits: lapsed for CEUs, unless already worse. */
export function statusAfterCeuLapse(status: string): CertificationStatus {
  if (status === CERTIFICATION_STATUS.revoked || status === CERTIFICATION_STATUS.lapsedPayment) return status;
  return CERTIFICATION_STATUS.lapsedCeus;
}

/**
 * The status once nothing late is owed any more: a payment lapse clears to lapsed for CEUs while a
 * period's credits are still short, else to good standing; a CEU lapse cleared (`ceusShort` false)
 * goes back to good standing. Revoked stays revoked (an admin reinstates).
 */
export function statusWhenSettled(status: string, owesLateFee: boolean, ceusShort: boolean): CertificationStatus {
  if (status === CERTIFICATION_STATUS.revoked) return CERTIFICATION_STATUS.revoked;
  if (owesLateFee) return CERTIFICATION_STATUS.lapsedPayment;
  if (ceusShort) return CERTIFICATION_STATUS.lapsedCeus;
  return status === CERTIFICATION_STATUS.renewed ? CERTIFICATION_STATUS.renewed : CERTIFICATION_STATUS.goodStanding;
}

/**
 * The reminder due `daysUntil` days before a date: the smallest lead (90, 60, 30, 7) that is at
 * least the days left, so a day missed is caught up by the next run and a date first seen 20 days
 * ahead gets the 30-day reminder once. Null when the date is more than 90 days away or past.
 */
export function reminderLead(daysUntil: number): number | null {
  if (daysUntil < 0) return null;
  const leads = [...REMINDER_LEAD_DAYS].sort((a, b) => a - b);
  return leads.find((lead) => daysUntil <= lead) ?? null;
}

/** "{rule}:{subjectId}:{YYYY-MM-DD}:{days}": one reminder per member, rule, date and lead. */
export function reminderKey(rule: string, subjectId: number, dueOnIso: string, days: number): string {
  return `${rule}:${subjectId}:${dueOnIso}:${days}`;
}
