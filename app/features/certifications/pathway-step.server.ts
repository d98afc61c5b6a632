/**
 * The Pathway step of the certification registration (member spec: Certification registration
 * wizard, step 1): the certification's visible pathways with their description and time allowed,
 * and the choice. Choosing the Independent Trainer pathway needs the candidate to confirm that the
 * timeline starts at registration; without that the step stays (the page asks).
 */
import { PATHWAY_KEY } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { deadlineLabel } from "./registration-rules.ts";
import { moveRegistrationStep, readOwnRegistration, type StepMove } from "./registration-progress.server.ts";

export const PATHWAY_MESSAGES = {
  required: "You must choose a pathway",
  confirmTimeline: "Please confirm that your timeline starts when you register.",
} as const;

export type PathwayOption = {
  id: number;
  key: string;
  name: string;
  description: string | null;
  /** the time allowed, in years ("2 years") */
  timeAllowed: string;
  requiresPreapproval: boolean;
};

/** The pathways a candidate may choose for a certification, in the admin's order. */
export async function pathwayOptions(certificationId: number): Promise<PathwayOption[]> {
  const rows = await db.pathwayType.findMany({
    where: { certificationId, visible: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, key: true, name: true, description: true, deadlineMonths: true, requiresPreapproval: true },
  });
  return rows.map(({ deadlineMonths, ...r }) => ({ ...r, timeAllowed: deadlineLabel(deadlineMonths) }));
}

export type PathwayChoice = StepMove | { kind: "invalid"; field: "pathwayTypeId" | "confirmTimeline"; message: string };

/**
 * Saves the chosen pathway (one of the certification's visible pathways) with its required hours,
 * and moves on; Back moves back without saving.
 */
export async function choosePathway(
  actor: Actor,
  registrationId: number,
  input: { intent: "back" | "continue"; pathwayTypeId: number | null; confirmTimeline: boolean },
): Promise<PathwayChoice> {
  if (input.intent === "back") return moveRegistrationStep(actor, registrationId, "pathway", "back");
  const registration = await readOwnRegistration(actor.userId, registrationId);
  if (!registration?.certificationId) return { kind: "notFound" };
  const pathway = input.pathwayTypeId
    ? await db.pathwayType.findFirst({
        where: { id: input.pathwayTypeId, certificationId: registration.certificationId, visible: true },
        select: { id: true, key: true, requiredHours: true },
      })
    : null;
  if (!pathway) return { kind: "invalid", field: "pathwayTypeId", message: PATHWAY_MESSAGES.required };
  if (pathway.key === PATHWAY_KEY.independentTrainer && !input.confirmTimeline) {
    return { kind: "invalid", field: "confirmTimeline", message: PATHWAY_MESSAGES.confirmTimeline };
  }
  return moveRegistrationStep(actor, registrationId, "pathway", "continue", async (tx) => {
    await tx.registration.update({
      where: { id: registrationId },
      data: { pathwayTypeId: pathway.id, requiredHours: pathway.requiredHours },
    });
  });
}
