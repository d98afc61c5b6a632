/**
 * The Pathway step of the certification registration (member spec: Certification registration
 * wizard, step 1): the certification's visible pathways with their description and time allowed,
 * and the choice. Choosing the Independent Trainer pathway needs the candidate to confirm that the
 * timeline starts at registration; without that the step stays (the page asks).
 */
import { PATHWAY_KEY } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { deadlineLabel } from "./rules.ts";
import { PATHWAY_MESSAGES, type PathwayInput } from "./schemas.server.ts";
import { registrationWizard, type RegistrationCall } from "./wizard.server.ts";

export type PathwayOption = {
  id: number;
  key: string;
  name: string;
  description: string | null;
  /** the time allowed, in years ("2 years") */
  timeAllowed: string;
  requiresPreapproval: boolean;
};

/**
 * The pathways a candidate may choose for a certification, in the admin's order: the visible ones
 * (a pathway hidden in System Data leaves the choices), plus `keep`, the one the registration
 * already has, so going back to the step never drops it.
 */
export async function pathwayOptions(certificationId: number, keep: number | null = null): Promise<PathwayOption[]> {
  const rows = await db.pathwayType.findMany({
    where: { certificationId, OR: [{ visible: true }, ...(keep ? [{ id: keep }] : [])] },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, key: true, name: true, description: true, deadlineMonths: true, requiresPreapproval: true },
  });
  return rows.map(({ deadlineMonths, ...r }) => ({ ...r, timeAllowed: deadlineLabel(deadlineMonths) }));
}

/** What the step shows: the options and the stored choice. */
export async function loadPathwayStep(registrationId: number, certificationId: number) {
  const r = await db.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { pathwayTypeId: true } });
  const options = await pathwayOptions(certificationId, r.pathwayTypeId);
  return { options, chosen: r.pathwayTypeId ? String(r.pathwayTypeId) : "" };
}

/**
 * Saves the chosen pathway (one of the certification's visible pathways, or the one the registration
 * already has) with its required hours, and moves on.
 */
export async function choosePathway(call: RegistrationCall, input: PathwayInput): Promise<Moved | Invalid<keyof PathwayInput>> {
  const held = await db.registration.findUnique({ where: { id: call.recordId }, select: { pathwayTypeId: true } });
  const pathway = await db.pathwayType.findFirst({
    where: {
      id: input.pathwayTypeId,
      certificationId: call.scope.certificationId,
      ...(held?.pathwayTypeId === input.pathwayTypeId ? {} : { visible: true }),
    },
    select: { id: true, key: true, requiredHours: true },
  });
  if (!pathway) return invalid({ pathwayTypeId: PATHWAY_MESSAGES.required });
  if (pathway.key === PATHWAY_KEY.independentTrainer && !input.confirmTimeline) {
    return invalid({ confirmTimeline: PATHWAY_MESSAGES.confirmTimeline });
  }
  return registrationWizard.move(call, "continue", async (tx, r) => {
    await tx.registration.update({ where: { id: r.id }, data: { pathwayTypeId: pathway.id, requiredHours: pathway.requiredHours } });
  });
}
