/** The Bio step: education and licenses (optional, 255 characters each) and the bio (required, 2500). */
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { BioInput } from "./schemas.server.ts";
import { saveTrainerAnswers, type TrainerCall } from "./wizard.server.ts";

export async function loadBioStep(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { trainerEducation: true, trainerLicenses: true, trainerBio: true },
  });
  return {
    values: { trainerEducation: r.trainerEducation ?? "", trainerLicenses: r.trainerLicenses ?? "", trainerBio: r.trainerBio ?? "" },
  };
}

export function saveBio(call: TrainerCall, input: BioInput): Promise<Moved> {
  return saveTrainerAnswers(call, {
    trainerEducation: input.trainerEducation ?? null,
    trainerLicenses: input.trainerLicenses ?? null,
    trainerBio: input.trainerBio,
  });
}
