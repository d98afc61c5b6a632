/**
 * What several approval modes share: their messages, the saved-card charge's keys and the unpaid
 * balance (general approval charges it, the modal shows it), the credential's recipient, a new
 * certificate's first reporting period.
 */
import { db, type Tx } from "~/lib/db.server.ts";
import type { ApprovalSubject } from "./types.ts";

export const APPROVAL_MESSAGES = {
  failed: "There was a problem approving the registration",
  noSavedCard: "This candidate has no saved card to charge the unpaid balance to.",
  inProgress: "This registration is being approved. Please wait a moment and try again.",
  notAwaiting: "This registration is not waiting for approval.",
  checkoutPending: "The candidate is paying for this registration right now. Please try again in a few minutes.",
  noCredentialGroup: "This certification has no credential group set, so its certificate cannot be issued.",
} as const;

/** "There was a problem approving the registration: <what the card or credential service said>". */
export const approvalFailure = (message: string) => `${APPROVAL_MESSAGES.failed}: ${message}`;

/** The saved-card charge's lock and Stripe idempotency key base of a registration's approval. */
export const chargeKeys = (registrationId: number) => ({
  lockKey: `registration-approval:${registrationId}`,
  keyBase: `registration-approval-${registrationId}`,
});

/** The registration's unpaid line items and their total (what general approval charges). */
export async function unpaidBalance(registrationId: number) {
  const lines = await db.lineItem.findMany({
    where: { registrationId, transactionId: null },
    orderBy: { id: "asc" },
    select: { id: true, userId: true, finalPriceCents: true, quantity: true, priceBeforeDiscountCents: true, discountId: true },
  });
  return { lines, totalCents: lines.reduce((n, l) => n + l.finalPriceCents * l.quantity, 0) };
}

/** The first reporting period of a new certificate: the one running now, else the next to start. */
export async function firstReportingPeriod(client: Tx | typeof db, now: Date) {
  return (
    (await client.reportingPeriod.findFirst({
      where: { reportable: true, start: { lte: now }, end: { gte: now } },
      orderBy: { start: "desc" },
      select: { id: true, end: true },
    })) ??
    (await client.reportingPeriod.findFirst({
      where: { reportable: true, start: { gt: now } },
      orderBy: { start: "asc" },
      select: { id: true, end: true },
    }))
  );
}

/** Who a credential (badge or certificate) is issued to. */
export const recipient = (r: ApprovalSubject) => ({ name: `${r.user.firstName} ${r.user.lastName}`.trim(), email: r.user.email });
