/**
 * The Independent Trainer Terms and Conditions step: the trainer types their name as a signature;
 * the date is today, shown read-only and set by the server whatever the form says (member spec 5).
 */
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { AgreementInput } from "./schemas.server.ts";
import { saveTrainerAnswers, type TrainerCall } from "./wizard.server.ts";

export async function loadAgreementStep(registrationId: number, now = new Date()) {
  const r = await db.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { trainerSignature: true } });
  return { values: { trainerSignature: r.trainerSignature ?? "", trainerSignatureDate: formatDate(now) } };
}

export function signAgreement(call: TrainerCall, input: AgreementInput, now = new Date()): Promise<Moved> {
  return saveTrainerAnswers(call, { trainerSignature: input.trainerSignature, trainerSignatureDate: now });
}
