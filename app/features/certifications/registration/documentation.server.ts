/**
 * The Supporting Documentation step. What it asks for depends on the pathway (member spec 5): a
 * coursework file on the education, university and independent trainer pathways, a designation
 * file on the designation pathway ('Required'), and on the independent trainer pathway the trainer
 * who trained the candidate ('Required'). A file already attached counts; a new one of the same
 * kind replaces it. A pathway that requires no file and needs no preapproval makes the step
 * optional, as its title says (decision 33).
 */
import { MEDIA_KIND, MEDIA_KIND_LABEL, PATHWAY_KEY, type MediaKind } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import type { Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { trainerExpiryNotice } from "~/features/trainings/trainer-status.ts";
import { deleteStepDocument, saveStepDocuments } from "../step-documents.server.ts";
import { requiredDocument } from "./rules.ts";
import { DOCUMENTATION_MESSAGES, type DocumentationInput } from "./schemas.server.ts";
import { readWizardRegistration, registrationWizard, type RegistrationCall } from "./wizard.server.ts";

export const DOCUMENT_FIELDS = { courseworkFile: MEDIA_KIND.coursework, designationFile: MEDIA_KIND.designation } as const;
export type DocumentField = keyof typeof DOCUMENT_FIELDS;
const KINDS: MediaKind[] = Object.values(DOCUMENT_FIELDS);

/** The file field a pathway asks for (designation, else coursework). */
export function documentField(pathwayKey: string | null | undefined): DocumentField {
  return requiredDocument(pathwayKey) === "designation" ? "designationFile" : "courseworkFile";
}

/** Independent trainers a candidate may name: approved and not expired. */
export async function activeTrainers(now = new Date()) {
  const rows = await db.independentTrainer.findMany({
    where: { approvedAt: { not: null }, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: { id: true, expiresAt: true, user: { select: { firstName: true, lastName: true } } },
    orderBy: [{ user: { lastName: "asc" } }, { id: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, name: `${r.user.firstName} ${r.user.lastName}`, expiresAt: r.expiresAt }));
}

/**
 * The spec's message (section 8) for each trainer the step may show who is expired or expires
 * within 90 days: the offered ones and the one the registration names (kept even once expired).
 */
function trainerNotices(trainers: Array<{ id: number; expiresAt: Date | null }>, now: Date): Record<string, string> {
  const notices: Record<string, string> = {};
  for (const t of trainers) {
    const notice = trainerExpiryNotice(t.expiresAt, now);
    if (notice) notices[String(t.id)] = notice.message;
  }
  return notices;
}

/** What the step shows: which file it asks for, whether it is required, the attached files and the trainers. */
export async function loadDocumentationStep(registrationId: number, now = new Date()) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: {
      independentTrainerId: true,
      independentTrainer: { select: { id: true, expiresAt: true } },
      pathwayType: { select: { key: true, requiresPreapproval: true } },
      media: { where: { kind: { in: KINDS } }, orderBy: { id: "asc" }, select: { id: true, kind: true, originalName: true } },
    },
  });
  const key = r.pathwayType?.key ?? null;
  const trainers = key === PATHWAY_KEY.independentTrainer ? await activeTrainers(now) : null;
  return {
    field: documentField(key),
    required: requiredDocument(key) !== null,
    /** the admins review the file before the candidate goes on (Pathway Review) */
    reviewed: Boolean(r.pathwayType?.requiresPreapproval),
    files: r.media.map((m) => ({
      id: m.id,
      kindLabel: MEDIA_KIND_LABEL[m.kind as MediaKind] ?? "File",
      name: m.originalName,
      href: paths.resources.media(m.id),
    })),
    trainers: trainers?.map((t) => ({ id: t.id, name: t.name })) ?? null,
    trainerId: r.independentTrainerId ? String(r.independentTrainerId) : "",
    /** 'Your Independent Trainer status expired on …' / '… is going to expire on …' by trainer id */
    trainerNotices: trainers ? trainerNotices([...trainers, ...(r.independentTrainer ? [r.independentTrainer] : [])], now) : {},
  };
}

/**
 * Saves the step, or deletes one attached file (its Delete button: the step stays). The pathway's
 * file is required on every pathway that names one; the stored uploads are attached inside the
 * wizard's move.
 */
export async function saveDocumentation(call: RegistrationCall, input: DocumentationInput, now = new Date()): Promise<Moved | Invalid> {
  const here: Moved = { kind: "moved", to: registrationWizard.definition.href.step(call.scope, call.step) };
  if (input.deleteMediaId) {
    await deleteStepDocument(call.actor, call.recordId, input.deleteMediaId, KINDS);
    return here;
  }
  const registration = await readWizardRegistration(db, call.actor.userId, call.recordId);
  if (!registration) return registrationWizard.move(call, "continue");
  const key = registration.pathwayType?.key ?? null;
  const needed = requiredDocument(key) ? documentField(key) : null;
  let trainerId: number | null = null;
  const refusals: Partial<Record<string, string>> = {};
  if (key === PATHWAY_KEY.independentTrainer) {
    const trainers = await activeTrainers(now);
    trainerId = trainers.some((t) => t.id === input.independentTrainerId) ? (input.independentTrainerId ?? null) : null;
    if (trainerId === null) refusals.independentTrainerId = DOCUMENTATION_MESSAGES.required;
  }
  return saveStepDocuments({
    actor: call.actor,
    registrationId: call.recordId,
    posted: { courseworkFile: input.courseworkFile, designationFile: input.designationFile },
    kinds: DOCUMENT_FIELDS,
    required: needed ? [needed] : [],
    refusals,
    move: (attach) =>
      registrationWizard.move(call, "continue", async (tx, r) => {
        await attach(tx);
        if (key === PATHWAY_KEY.independentTrainer)
          await tx.registration.update({ where: { id: r.id }, data: { independentTrainerId: trainerId } });
      }),
  });
}
