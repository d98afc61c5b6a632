/**
 * A certification's standing after a payment (decision 51): paying the year's fee (checkout, the
 * saved card, an admin's payment) clears a lapse for payment, back to good standing, or to lapsed
 * for CEUs while a reporting period's credits are still short. Used by the `renewal` and
 * `late_fee` kinds' fulfilment, inside the payment's transaction, and by the admin's Add Payment.
 */
import { CERTIFICATION_STATUS } from "~/domain/constants.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { yearNY } from "~/lib/dates.ts";
import type { Tx } from "~/lib/db.server.ts";
import { unpaidFeeStanding } from "./calendar.ts";
import { paidFeeOf } from "./fees.server.ts";
import { owesFee, statusWhenSettled } from "./rules.ts";

/** Whether the certification still owes a fee that is past its due date at `now` (this year's, or last year's not yet revoked). */
async function owesLateFee(tx: Tx, uc: { id: number; status: string; issuedAt: Date | null }, now: Date): Promise<boolean> {
  for (const year of [yearNY(now), yearNY(now) - 1]) {
    if (!owesFee(year, uc) || unpaidFeeStanding(year, now).state === "due") continue;
    const paid = await tx.lineItem.findFirst({ where: { userCertificationId: uc.id, ...paidFeeOf(year) }, select: { id: true } });
    if (!paid) return true;
  }
  return false;
}

/** Puts a certification lapsed for payment back where its CEUs leave it once nothing late is owed; answers the status. */
export async function settleStanding(tx: Tx, userCertificationId: number, now: Date): Promise<string | null> {
  const uc = await tx.userCertification.findUnique({
    where: { id: userCertificationId },
    select: { id: true, status: true, issuedAt: true, ceuLapsePeriodId: true },
  });
  if (!uc || uc.status !== CERTIFICATION_STATUS.lapsedPayment) return uc?.status ?? null;
  const status = statusWhenSettled(uc.status, await owesLateFee(tx, uc, now), uc.ceuLapsePeriodId !== null);
  if (status !== uc.status) {
    await tx.userCertification.updateMany({ where: { id: uc.id, status: uc.status }, data: { status } });
  }
  return status;
}

/** `renewal` and `late_fee` lines paid: the certification's standing is settled again. */
export const fulfilCertificationFee: FulfilmentHandler = async (tx, item, now) => {
  const line = await tx.lineItem.findUnique({ where: { id: item.id }, select: { userCertificationId: true } });
  if (line?.userCertificationId) await settleStanding(tx, line.userCertificationId, now);
};
