/**
 * What each final step saves (member spec 5): the certificate name ('Required'), the employment form
 * with its required fields (shared with the profile's Professional Info), the preferences (Mentor
 * Connect and texts; a cell phone is needed to receive texts), the independent trainer pathway's
 * supporting document ('Required' until one is attached), and Submit on the Summary.
 */
import { z } from "zod";
import { MEDIA_KIND } from "~/domain/constants.ts";
import { CELL_PHONE_FOR_TEXTS_MESSAGE } from "~/features/profile/schemas.server.ts";
import { updateEmployment, type EmploymentFieldErrors } from "~/features/profile/employment.server.ts";
import type { RequiredEmploymentInput } from "~/features/profile/employment-schema.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { attachUploads, discardUploads, type StoredUpload } from "~/kit/forms/attachments.server.ts";
import { optionalPhone } from "~/kit/forms/fields.server.ts";
import type { StepIntent } from "~/kit/wizard/steps.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { deleteStoredFiles } from "~/lib/uploads.server.ts";
import { moveFinalStep, type FinalMove } from "./final-steps.server.ts";

export const FINAL_STEP_MESSAGES = { required: "Required", tooLong: "Please use 100 characters or fewer." } as const;
export const CERTIFICATE_NAME_MAX = 100;

export type Invalid<F extends string> = { kind: "invalid"; errors: Partial<Record<F, string>> };

/** Certificate Name: the name printed on the certificate ('Required'). */
export async function saveCertificateName(
  actor: Actor,
  certificationId: number,
  intent: StepIntent,
  value: string,
): Promise<FinalMove | Invalid<"certificateName">> {
  const name = value.trim().replace(/\s+/g, " ");
  if (intent === "continue") {
    if (!name) return { kind: "invalid", errors: { certificateName: FINAL_STEP_MESSAGES.required } };
    if (name.length > CERTIFICATE_NAME_MAX) return { kind: "invalid", errors: { certificateName: FINAL_STEP_MESSAGES.tooLong } };
  }
  return moveFinalStep(actor, certificationId, "certificate_name", intent, async (tx, registrationId) => {
    await tx.registration.update({ where: { id: registrationId }, data: { certificateName: name } });
  });
}

/**
 * Professional Info: the required employment form, saved to the profile (its own transaction, as the
 * profile page saves it), then the step moves on. Field errors come back as the profile gives them.
 */
export async function saveFinalProfessionalInfo(
  actor: Actor,
  certificationId: number,
  input: RequiredEmploymentInput,
): Promise<FinalMove | { kind: "invalid"; fieldErrors: EmploymentFieldErrors }> {
  const saved = await updateEmployment(actor, input);
  if (isInvalid(saved)) return { kind: "invalid", fieldErrors: saved.errors };
  return moveFinalStep(actor, certificationId, "professional_info", "continue");
}

export const PreferencesSchema = z
  .object({
    mentorConnect: z.literal("on").optional(),
    willText: z.literal("on").optional(),
    cellPhone: optionalPhone,
  })
  .superRefine((v, ctx) => {
    if (v.willText && !v.cellPhone) ctx.addIssue({ code: "custom", path: ["cellPhone"], message: CELL_PHONE_FOR_TEXTS_MESSAGE });
  });
export type PreferencesInput = z.infer<typeof PreferencesSchema>;

/** Preferences: Mentor Connect and text messages, on the member's profile. */
export async function saveFinalPreferences(actor: Actor, certificationId: number, input: PreferencesInput): Promise<FinalMove> {
  return moveFinalStep(actor, certificationId, "preferences", "continue", async (tx) => {
    await tx.user.update({
      where: { id: actor.userId },
      data: {
        mentorConnect: Boolean(input.mentorConnect),
        willText: Boolean(input.willText),
        ...(input.cellPhone ? { cellPhone: input.cellPhone } : {}),
      },
    });
  });
}

export const FINAL_DOCUMENT_KINDS = { completionFile: MEDIA_KIND.coursework } as const;

/** Supporting Documentation (independent trainer pathway): the training's certificate of completion, 'Required' until one is attached. */
export async function saveFinalDocumentation(
  actor: Actor,
  certificationId: number,
  registrationId: number,
  intent: StepIntent,
  uploads: StoredUpload<"completionFile">[],
): Promise<FinalMove | Invalid<"completionFile">> {
  if (intent === "continue" && uploads.length === 0) {
    const attached = await db.media.count({ where: { registrationId, kind: MEDIA_KIND.coursework } });
    if (attached === 0) return { kind: "invalid", errors: { completionFile: FINAL_STEP_MESSAGES.required } };
  }
  if (intent === "back") await discardUploads(uploads);
  let replaced: string[] = [];
  try {
    const move = await moveFinalStep(actor, certificationId, "documentation", intent, async (tx, id) => {
      replaced = await attachUploads(
        tx,
        { owner: { registrationId: id }, ownerUserId: actor.userId, actor },
        uploads,
        FINAL_DOCUMENT_KINDS,
      );
    });
    if (move.kind !== "moved") await discardUploads(uploads);
    else await deleteStoredFiles(replaced);
    return move;
  } catch (error) {
    await discardUploads(uploads);
    throw error;
  }
}

/** Summary: Submit sends the registration to final approval (twice submits once). */
export function submitFinalSteps(actor: Actor, certificationId: number, intent: StepIntent): Promise<FinalMove> {
  return moveFinalStep(actor, certificationId, "final_summary", intent);
}

/** What the Summary shows: the answers of each step. */
export async function finalSummary(userId: number, registrationId: number) {
  const [registration, user] = await Promise.all([
    db.registration.findUniqueOrThrow({
      where: { id: registrationId },
      select: { certificateName: true, media: { where: { kind: MEDIA_KIND.coursework }, select: { id: true, originalName: true } } },
    }),
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { organization: true, jobTitle: true, yearsOfService: true, mentorConnect: true, willText: true, cellPhone: true },
    }),
  ]);
  return { ...registration, ...user };
}
