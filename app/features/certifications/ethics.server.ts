/**
 * Signing the code of ethics (member spec 4 and 5): an enrolled candidate types a signature and the
 * date, both required; the date may not be in the future (New York time). Signing again after it is
 * signed changes nothing. The text is the admin-edited HTML card `code_of_ethics`.
 */
import { z } from "zod";
import { HTML_CARD_KEY } from "~/domain/constants.ts";
import { calendarDay } from "~/kit/forms/fields.server.ts";
import type { Result } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { parseDateInput, todayISO } from "~/lib/dates.ts";
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

/** The signing form: a signature and a real date, both required, the date not after `today` (YYYY-MM-DD, New York). */
export function ethicsSchema(today = todayISO()) {
  return z.object({
    signature: z
      .string({ required_error: ETHICS_MESSAGES.required })
      .trim()
      .min(1, ETHICS_MESSAGES.required)
      .max(SIGNATURE_MAX, `Please use ${SIGNATURE_MAX} characters or fewer.`),
    date: calendarDay(
      { required: ETHICS_MESSAGES.required, invalid: ETHICS_MESSAGES.invalidDate },
      { latest: today, tooLate: ETHICS_MESSAGES.futureDate },
    ),
  });
}
export type EthicsInput = z.infer<ReturnType<typeof ethicsSchema>>;

/** The code of ethics as safe HTML ("" when the card is missing). */
export async function codeOfEthicsHtml(): Promise<string> {
  const card = await db.htmlCard.findUnique({ where: { key: HTML_CARD_KEY.codeOfEthics }, select: { html: true } });
  return safeHtml(card?.html);
}

/** Signs for the member's enrolled registration (the form checked by `ethicsSchema`); refused to anyone not enrolled. */
export async function signCodeOfEthics(actor: Actor, input: EthicsInput): Promise<Result> {
  const { signature } = input;
  const date = parseDateInput(input.date);
  const registration = await db.registration.findFirst({
    where: { userId: actor.userId, certificationId: { not: null }, status: { in: PAYING_STATUSES }, expirationStatus: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  if (!registration) return { ok: false, message: ETHICS_MESSAGES.notEnrolled };
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
