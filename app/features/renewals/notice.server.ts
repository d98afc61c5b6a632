/**
 * The renewal's notice on the dashboard and the certification area (decision 51): from 90 days
 * before the due date, and once late, the member is told what is due and when, with the way to renew.
 */
import { CERTIFICATION_STATUS, PRODUCT_KIND } from "~/domain/constants.ts";
import { formatLongDate, yearNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { feeDueDate, revocationDate } from "./calendar.ts";
import { paidFeeOf } from "./fees.server.ts";
import { renewalState } from "./rules.ts";

export type RenewalNotice = {
  certificationId: number;
  year: number;
  /** 'Month D, YYYY' */
  dueOn: string;
  /** past its due date or lapsed for payment: the banner is an alert */
  late: boolean;
  /** the due date has passed (else the certification was lapsed for payment ahead of it) */
  pastDue: boolean;
  /** the certification's status is lapsed for payment */
  lapsed: boolean;
  /** 'Month D, YYYY': revoked if still unpaid after this day */
  revokedAfter: string;
  daysUntilDue: number;
  inCart: boolean;
  href: string;
};

/** The notice of one held certification at `now`, or null when nothing is pressing (paid, or more than 90 days ahead). */
export async function renewalNotice(
  uc: { id: number; certificationId: number; status: string; issuedAt: Date | null },
  now = new Date(),
): Promise<RenewalNotice | null> {
  const year = yearNY(now);
  const lines = await db.lineItem.findMany({
    where: {
      userCertificationId: uc.id,
      OR: [paidFeeOf(year), paidFeeOf(year + 1), { kind: PRODUCT_KIND.renewal, year, transactionId: null, showInCart: true }],
    },
    select: { year: true, transactionId: true },
  });
  const paid = lines.filter((l) => l.transactionId !== null).map((l) => l.year!);
  const state = renewalState(uc, paid, now);
  if (state.kind !== "owed") return null;
  // Lapsed for payment is said whatever the day (the late-fee job may have run ahead of the calendar).
  const pastDue = state.standing.state !== "due";
  const late = pastDue || uc.status === CERTIFICATION_STATUS.lapsedPayment;
  if (!late && !state.noticeShown) return null;
  return {
    certificationId: uc.certificationId,
    year: state.year,
    dueOn: formatLongDate(feeDueDate(state.year)),
    late,
    pastDue,
    lapsed: uc.status === CERTIFICATION_STATUS.lapsedPayment,
    revokedAfter: formatLongDate(revocationDate(state.year)),
    daysUntilDue: state.daysUntilDue,
    inCart: lines.some((l) => l.transactionId === null && l.year === state.year),
    href: paths.certifications.renewal(uc.certificationId),
  };
}
