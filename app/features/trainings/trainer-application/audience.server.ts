/** The Program Audience step: individuals and/or groups, with the usual group size for groups. */
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { storedList } from "./options.ts";
import type { AudienceInput } from "./schemas.server.ts";
import { saveTrainerAnswers, type TrainerCall } from "./wizard.server.ts";

export async function loadAudienceStep(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { trainerAudience: true, trainerGroupSize: true },
  });
  return { values: { trainerAudience: storedList(r.trainerAudience), trainerGroupSize: r.trainerGroupSize ?? "" } };
}

export function saveAudience(call: TrainerCall, input: AudienceInput): Promise<Moved> {
  return saveTrainerAnswers(call, input);
}
