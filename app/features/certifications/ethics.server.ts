/**
 * Signing the code of ethics (member spec 4 and 5): an enrolled candidate types a signature and the
 * date, both required; the date may not be in the future (New York time). Signing again after it is
 * signed changes nothing. The text is the admin-edited HTML card `code_of_ethics`.
 */
import { HTML_CARD_KEY } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { parseDateInput, startOfDayNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { PAYING_STATUSES } from "./exam-payment.server.ts";

export const ETHICS_MESSAGES = {
  required: "Required",
  invalidDate: "Please enter a valid date.",
  futureDate: "The date cannot be in the future.",
  notEnrolled: "Only an enrolled candidate signs the code of ethics.",
} as const;

export const SIGNATURE_MAX = 200;

export type EthicsErrors = Partial<Record<"signature" | "date", string>>;
export type EthicsResult = { ok: true } | { ok: false; errors: EthicsErrors; message?: string };

/** The code of ethics as safe HTML ("" when the card is missing). */
export async function codeOfEthicsHtml(): Promise<string> {
  const card = await db.htmlCard.findUnique({ where: { key: HTML_CARD_KEY.codeOfEthics }, select: { html: true } });
  return safeHtml(card?.html);
}

export async function signCodeOfEthics(actor: Actor, input: { signature: string; date: string }, now = new Date()): Promise<EthicsResult> {
  const signature = input.signature.trim();
  const errors: EthicsErrors = {};
  if (!signature) errors.signature = ETHICS_MESSAGES.required;
  else if (signature.length > SIGNATURE_MAX) errors.signature = `Please use ${SIGNATURE_MAX} characters or fewer.`;
  const date = input.date.trim() ? parseDateInput(input.date.trim()) : null;
  if (!input.date.trim()) errors.date = ETHICS_MESSAGES.required;
  else if (!date) errors.date = ETHICS_MESSAGES.invalidDate;
  else if (date.getTime() > startOfDayNY(now).getTime()) errors.date = ETHICS_MESSAGES.futureDate;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const registration = await db.registration.findFirst({
    where: { userId: actor.userId, certificationId: { not: null }, status: { in: PAYING_STATUSES }, expirationStatus: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  if (!registration) return { ok: false, errors: {}, message: ETHICS_MESSAGES.notEnrolled };
  await db.$transaction(async (tx) => {
    const signed = await tx.registration.updateMany({
      where: { id: registration.id, codeOfEthicsSignedAt: null },
      data: { codeOfEthicsSignature: signature, codeOfEthicsSignedAt: date },
    });
    if (signed.count === 1)
      await auditChange(tx, actor, {
        action: "registration.signEthics",
        entityType: "Registration",
        entityId: registration.id,
        after: { signature, signedAt: date },
      });
  });
  return { ok: true };
}
