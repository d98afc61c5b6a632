/**
 * Professional Info: the required employment form, saved to the profile (its own transaction, as the
 * profile page saves it), then the step moves on. Field errors come back as the profile gives them.
 */
import { getEmploymentForm, updateEmployment } from "~/features/profile/employment.server.ts";
import type { RequiredEmploymentInput } from "~/features/profile/employment-schema.server.ts";
import type { Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { notFound } from "~/lib/http.ts";
import { finalStepsWizard, type FinalStepCall } from "./wizard.server.ts";

export async function loadProfessionalInfoStep(userId: number) {
  const form = await getEmploymentForm(userId);
  if (!form) throw notFound();
  return { values: form.values, options: form.options };
}

export async function saveProfessionalInfo(call: FinalStepCall, input: RequiredEmploymentInput): Promise<Moved | Invalid> {
  const saved = await updateEmployment(call.actor, input);
  if (saved) return saved;
  return finalStepsWizard.move(call, "continue");
}
