/**
 * Recording an outside call (decision 53): inside the transaction of the payment or decision that
 * causes it, so the call is never lost when the server stops between the commit and the call. The
 * key is the effect's natural key: recording it again (a repeated decision, a second payment
 * handler run) records nothing more. The runner (runner.server.ts) makes it after the commit.
 */
import type { Tx } from "~/lib/db.server.ts";
import type { OutsideCallAction } from "./rules.ts";

export type NewOutsideCall = {
  action: OutsideCallAction;
  key: string;
  payload: Record<string, unknown>;
  transactionId?: number | null;
  registrationId?: number | null;
  userId?: number | null;
  userCertificationId?: number | null;
};

/** Records the call once (by key); answers its id. */
export async function recordCall(tx: Tx, call: NewOutsideCall, now: Date = new Date()): Promise<number> {
  const found = await tx.outsideCall.findUnique({ where: { key: call.key }, select: { id: true } });
  if (found) return found.id;
  const created = await tx.outsideCall.create({
    data: {
      action: call.action,
      key: call.key,
      payload: JSON.stringify(call.payload),
      transactionId: call.transactionId ?? null,
      registrationId: call.registrationId ?? null,
      userId: call.userId ?? null,
      userCertificationId: call.userCertificationId ?? null,
      createdAt: now,
    },
    select: { id: true },
  });
  return created.id;
}
