/**
 * The Supporting Documentation step. What it asks for depends on the pathway (member spec 5): a
 * coursework file on the education, university and independent trainer pathways, a designation
 * file on the designation pathway ('Required'), and on the independent trainer pathway the trainer
 * who trained the candidate ('Required'). The files are required when the pathway needs
 * preapproval (they are what the reviewer checks); otherwise the step is optional, as its title
 * says (decision 25). A file already attached counts; a new one of the same kind replaces it.
 */
import { MEDIA_KIND, PATHWAY_KEY } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { deleteStoredFiles } from "~/lib/uploads.server.ts";
import { attachUploads, discardUploads, type StoredUpload } from "~/kit/forms/attachments.server.ts";
import { requiredDocument } from "./registration-rules.ts";
import { moveRegistrationStep, readOwnRegistration, type StepMove } from "./registration-progress.server.ts";

export const DOCUMENT_FIELDS = { courseworkFile: MEDIA_KIND.coursework, designationFile: MEDIA_KIND.designation } as const;
export type DocumentField = keyof typeof DOCUMENT_FIELDS;
export const DOCUMENTATION_MESSAGES = { required: "Required" } as const;

type Errors = Partial<Record<DocumentField | "independentTrainerId", string>>;
export type DocumentationResult = StepMove | { kind: "invalid"; errors: Errors };

/** Independent trainers a candidate may name: approved and not expired. */
export async function activeTrainers(now = new Date()) {
  const rows = await db.independentTrainer.findMany({
    where: { approvedAt: { not: null }, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: { id: true, user: { select: { firstName: true, lastName: true } } },
    orderBy: [{ user: { lastName: "asc" } }, { id: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, name: `${r.user.firstName} ${r.user.lastName}` }));
}

/**
 * Saves the step: the stored uploads are attached inside the wizard's transaction (and removed from
 * disk when it fails or the answer is a field error); replaced files are deleted after the commit.
 */
export async function saveDocumentation(
  actor: Actor,
  registrationId: number,
  input: { intent: "back" | "continue"; uploads: StoredUpload<DocumentField>[]; independentTrainerId: number | null },
  now = new Date(),
): Promise<DocumentationResult> {
  if (input.intent === "back") {
    await discardUploads(input.uploads);
    return moveRegistrationStep(actor, registrationId, "documentation", "back");
  }
  const registration = await readOwnRegistration(actor.userId, registrationId);
  if (!registration) {
    await discardUploads(input.uploads);
    return { kind: "notFound" };
  }
  const errors: Errors = {};
  const key = registration.pathwayType?.key ?? null;
  const needed = registration.pathwayType?.requiresPreapproval ? requiredDocument(key) : null;
  if (needed) {
    const field: DocumentField = needed === "designation" ? "designationFile" : "courseworkFile";
    const attached = await db.media.count({ where: { registrationId, kind: DOCUMENT_FIELDS[field] } });
    const has = attached > 0 || input.uploads.some((u) => u.field === field);
    if (!has) errors[field] = DOCUMENTATION_MESSAGES.required;
  }
  let trainerId: number | null = null;
  if (key === PATHWAY_KEY.independentTrainer) {
    const trainers = await activeTrainers(now);
    trainerId = trainers.some((t) => t.id === input.independentTrainerId) ? input.independentTrainerId : null;
    if (trainerId === null) errors.independentTrainerId = DOCUMENTATION_MESSAGES.required;
  }
  if (Object.keys(errors).length > 0) {
    await discardUploads(input.uploads);
    return { kind: "invalid", errors };
  }
  let replaced: string[] = [];
  try {
    const move = await moveRegistrationStep(actor, registrationId, "documentation", "continue", async (tx) => {
      replaced = await attachUploads(tx, { owner: { registrationId }, ownerUserId: actor.userId, actor }, input.uploads, DOCUMENT_FIELDS);
      if (key === PATHWAY_KEY.independentTrainer)
        await tx.registration.update({ where: { id: registrationId }, data: { independentTrainerId: trainerId } });
    });
    if (move.kind !== "moved") await discardUploads(input.uploads);
    else await deleteStoredFiles(replaced);
    return move;
  } catch (error) {
    await discardUploads(input.uploads);
    throw error;
  }
}
