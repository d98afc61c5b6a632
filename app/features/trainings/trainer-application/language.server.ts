/** The Languages Offered step: the languages the program is taught in; Other names its language. */
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { storedList } from "./options.ts";
import type { LanguageInput } from "./schemas.server.ts";
import { saveTrainerAnswers, type TrainerCall } from "./wizard.server.ts";

export async function loadLanguageStep(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { trainerLanguages: true, trainerLanguageOther: true },
  });
  return { values: { trainerLanguages: storedList(r.trainerLanguages), trainerLanguageOther: r.trainerLanguageOther ?? "" } };
}

export function saveLanguage(call: TrainerCall, input: LanguageInput): Promise<Moved> {
  return saveTrainerAnswers(call, input);
}
