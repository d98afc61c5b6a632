/**
 * The Program Format Details step: the offering (AFC Learning System or Custom Program), the
 * formats (In-Person, Virtual) and, for In-Person, where: a designated location's address and/or
 * the states the trainer travels to.
 */
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { storedList } from "./options.ts";
import type { FormatInput } from "./schemas.server.ts";
import { saveTrainerAnswers, type TrainerCall } from "./wizard.server.ts";

export async function loadFormatStep(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: {
      trainerOfferingLearningSystem: true,
      trainerProgramFormat: true,
      trainerInPersonLocation: true,
      trainerTravelingStates: true,
      trainerDesignatedAddress: true,
    },
  });
  return {
    values: {
      trainerOfferingLearningSystem: r.trainerOfferingLearningSystem === null ? "" : String(r.trainerOfferingLearningSystem),
      trainerProgramFormat: storedList(r.trainerProgramFormat),
      trainerInPersonLocation: storedList(r.trainerInPersonLocation),
      trainerTravelingStates: storedList(r.trainerTravelingStates),
      trainerDesignatedAddress: r.trainerDesignatedAddress ?? "",
    },
  };
}

export function saveFormat(call: TrainerCall, input: FormatInput): Promise<Moved> {
  return saveTrainerAnswers(call, input);
}
