/** Preferences: Mentor Connect and text messages, on the member's profile. */
import { db } from "~/lib/db.server.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { PreferencesInput } from "./schemas.server.ts";
import { finalStepsWizard, type FinalStepCall } from "./wizard.server.ts";

export function loadPreferencesStep(userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { mentorConnect: true, willText: true, cellPhone: true } });
}

export function savePreferences(call: FinalStepCall, input: PreferencesInput): Promise<Moved> {
  return finalStepsWizard.move(call, "continue", async (tx) => {
    await tx.user.update({
      where: { id: call.actor.userId },
      data: { mentorConnect: input.mentorConnect, willText: input.willText, ...(input.cellPhone ? { cellPhone: input.cellPhone } : {}) },
    });
  });
}
