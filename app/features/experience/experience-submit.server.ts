/**
 * The experience form's action, for the member (their own registration: the verification checkbox
 * required, nothing once approved, a rejected entry resubmitted) and for an admin on the review page
 * (any status, no checkbox, the status unchanged). `actor.admin` decides which.
 *
 * The rules that read other rows (the hours left of the service type, the 7-year lookback, the
 * verification form a service type requires) are checked after the schema, and the hours left
 * again inside the write's transaction, so two entries saved at once cannot both use the last hours.
 */
import { REVIEW_STATUS } from "~/domain/constants.ts";
import { askForFilesAgain, asFormData, formAnswer, postedText } from "~/kit/forms/answer.server.ts";
import { attachUploads, deleteAttachment, discardUploads, storeUploads } from "~/kit/forms/attachments.server.ts";
import type { FieldErrors, FormOutcome } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { parseDateInput, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { deleteStoredFiles, readFileFields, readUploadForm } from "~/lib/uploads.server.ts";
import {
  customFieldsFor,
  emptyValues,
  EXPERIENCE_FILE_FIELDS,
  EXPERIENCE_FILE_KINDS,
  EXPERIENCE_FILE_MAX_BYTES,
  EXPERIENCE_FILE_MESSAGES,
  loadExperience,
  memberRegistration,
  registrationClosed,
  serviceTypeOptions,
  valuesOf,
  type ExperienceAnswer,
  type ExperienceRegistration,
  type ExperienceValues,
  type LoadedExperience,
} from "./experience-form.server.ts";
import { customFieldName, EXPERIENCE_MESSAGES as M, hoursLeft, lookbackProblem, roundHours, type CustomField } from "./rules.ts";
import { experienceSchema } from "./schemas.server.ts";

type FormAnswerOutcome = FormOutcome<{ id: number; message: string }, ExperienceAnswer>;

function answer(status: number, values: ExperienceValues, errors: FieldErrors | null, notice?: string): FormAnswerOutcome {
  return formAnswer(status, values, errors, { values, ...(notice ? { notice } : {}) });
}

/** Thrown inside the write when the hours left ran out meanwhile. */
class HoursTaken extends Error {
  constructor(readonly left: number) {
    super("hours left changed");
  }
}

type Target =
  | { kind: "new"; registration: ExperienceRegistration }
  | { kind: "edit"; registration: ExperienceRegistration; experience: LoadedExperience };

/** The registration and entry the post is about, or the outcome that refuses it. */
async function target(
  opts: { actor: Actor; userId: number; experienceId: number | null },
  now: Date,
): Promise<Target | { refused: FormAnswerOutcome }> {
  if (opts.experienceId !== null) {
    const experience = await loadExperience(opts.experienceId, opts.actor.admin ? null : opts.userId);
    if (!experience) return { refused: { kind: "notFound" } };
    return { kind: "edit", registration: experience.registration, experience };
  }
  const open = await memberRegistration(opts.userId, now);
  if (!open.ok) return { refused: answer(409, {}, { "": [open.message] }) };
  return { kind: "new", registration: open.registration };
}

/**
 * The form's action for `userId`'s experience `experienceId` (null: a new one on their current
 * registration). Intents: `save` (default), `delete-file` (`deleteMediaId`). File: `verificationFile`.
 */
export async function submitExperienceForm(
  request: Request,
  opts: { actor: Actor; userId: number; experienceId: number | null },
  now = new Date(),
): Promise<FormAnswerOutcome> {
  const { actor } = opts;
  const found = await target(opts, now);
  if ("refused" in found) return found.refused;
  const { registration } = found;
  const existing = found.kind === "edit" ? found.experience : null;
  const customFields = await customFieldsFor(registration.userId);
  const today = todayISO(now);
  const shown = existing ? valuesOf(existing, customFields) : emptyValues(customFields, today);

  const read = await readUploadForm(request, {
    maxFileBytes: EXPERIENCE_FILE_MAX_BYTES,
    tooLargeMessage: EXPERIENCE_FILE_MESSAGES.tooLarge,
  });
  if (!read.ok) return answer(400, shown, { "": [read.message] });
  const formData = read.formData;
  const values = postedText(formData, shown);

  if (!actor.admin) {
    if (existing?.status === REVIEW_STATUS.approved) return answer(409, shown, { "": [M.approvedLocked] });
    const closed = registrationClosed(registration, now);
    if (closed) return answer(409, values, { "": [closed] });
  }

  if (formData.get("deleteMediaId")) {
    const mediaId = Number(formData.get("deleteMediaId"));
    const media = existing?.media.find((m) => m.id === mediaId);
    const deleted =
      existing && media
        ? await deleteAttachment(actor, media, { entityType: "Experience", entityId: existing.id, action: "experience.deleteFile" })
        : false;
    if (!deleted) return answer(existing && media ? 500 : 404, values, { "": [M.fileDeleteFailed] });
    return answer(200, values, null, M.fileDeleted);
  }

  const { files, errors: fileErrors } = await readFileFields(formData, EXPERIENCE_FILE_FIELDS, EXPERIENCE_FILE_MAX_BYTES);
  const posted = asFormData(values);
  if (formData.get("verified") === "on") posted.append("verified", "on");
  const submission = parseWithZod(posted, {
    schema: experienceSchema({ today, militarySpouse: registration.militarySpouse, customFields, admin: actor.admin }),
  });
  const errors: FieldErrors = { ...(submission.status === "success" ? {} : ((submission.error as FieldErrors) ?? {})), ...fileErrors };

  // The rules that read the database, on the fields that passed the schema.
  const types = await serviceTypeOptions(registration, existing ? { id: existing.id, typeId: existing.fellowshipServiceTypeId } : null);
  const typeId = Number(values.fellowshipServiceTypeId);
  const type = types.types.find((t) => t.id === typeId) ?? null;
  if (values.fellowshipServiceTypeId && !type && !errors.fellowshipServiceTypeId) errors.fellowshipServiceTypeId = [M.serviceType];
  const enrolledOn = registration.enrolledOn ?? registration.createdAt;
  const lookback = !errors.startDate && values.startDate ? lookbackProblem(values.startDate.trim(), enrolledOn) : null;
  if (lookback) errors.startDate = [lookback];
  const hours = Number(values.hours);
  if (type && !errors.hours && Number.isFinite(hours)) {
    const left = hoursLeft(
      type,
      registration.requiredHours,
      types.logged.filter((e) => e.fellowshipServiceTypeId === type.id),
      existing?.id ?? null,
    );
    if (hours > left) errors.hours = [M.hoursLeft(left)];
  }
  const hasFile = files.length > 0 || (existing?.media.some((m) => m.kind === EXPERIENCE_FILE_KINDS.verificationFile) ?? false);
  if (type?.fileUploadRequired && !hasFile && !errors.verificationFile) errors.verificationFile = [M.fileRequired];

  if (submission.status !== "success" || Object.keys(errors).length > 0) {
    return answer(400, values, askForFilesAgain(errors, files, EXPERIENCE_FILE_MESSAGES.chooseAgain));
  }
  const v = submission.value as Record<string, unknown>;
  const data = {
    fellowshipServiceTypeId: typeId,
    hours: roundHours(hours),
    organization: String(v.organization),
    title: registration.militarySpouse ? null : (v.title as string | undefined) || null,
    supervisorName: String(v.supervisorName),
    supervisorEmail: String(v.supervisorEmail).toLowerCase(),
    supervisorPhone: String(v.supervisorPhone),
    description: String(v.description),
    startDate: parseDateInput(String(v.startDate))!,
    endDate: parseDateInput(String(v.endDate))!,
    sessions: registration.militarySpouse ? (v.sessions as number) : null,
    attendance: registration.militarySpouse ? (v.attendance as number) : null,
    practicumImpact: registration.militarySpouse ? String(v.practicumImpact) : null,
    extra: extraOf(customFields, v),
  };

  const stored = await storeUploads(files);
  try {
    const result = await db.$transaction(async (tx) => {
      const logged = await tx.experience.findMany({
        where: { registrationId: registration.id, fellowshipServiceTypeId: typeId },
        select: { id: true, hours: true, status: true },
      });
      const left = hoursLeft(type!, registration.requiredHours, logged, existing?.id ?? null);
      if (data.hours > left) throw new HoursTaken(left);
      let id: number;
      let message: string;
      if (!existing) {
        id = (
          await tx.experience.create({
            data: { ...data, registrationId: registration.id, status: REVIEW_STATUS.pending, verified: !actor.admin, createdAt: now },
            select: { id: true },
          })
        ).id;
        message = M.submitted;
      } else if (actor.admin) {
        id = existing.id;
        await tx.experience.update({ where: { id }, data });
        message = M.saved;
      } else {
        id = existing.id;
        const resubmit = existing.status === REVIEW_STATUS.rejected;
        await tx.experience.update({
          where: { id },
          data: { ...data, verified: true, ...(resubmit ? { status: REVIEW_STATUS.pending, approved: null, rejectionStatus: null } : {}) },
        });
        message = resubmit ? M.resubmitted : M.saved;
      }
      const replaced = await attachUploads(
        tx,
        { owner: { experienceId: id }, ownerUserId: registration.userId, actor },
        stored,
        EXPERIENCE_FILE_KINDS,
      );
      await auditChange(tx, actor, {
        action: existing ? "experience.update" : "experience.create",
        entityType: "Experience",
        entityId: id,
        before: existing ? { ...valuesOf(existing, customFields), status: existing.status } : undefined,
        after: { ...data, files: stored.map((f) => f.name) },
      });
      return { id, message, replaced };
    });
    await deleteStoredFiles(result.replaced);
    return { kind: "saved", id: result.id, message: result.message };
  } catch (error) {
    await discardUploads(stored);
    if (error instanceof HoursTaken)
      return answer(409, values, askForFilesAgain({ hours: [M.hoursLeft(error.left)] }, files, EXPERIENCE_FILE_MESSAGES.chooseAgain));
    throw error;
  }
}

function extraOf(fields: readonly CustomField[], v: Record<string, unknown>): Record<string, string | number> | undefined {
  if (!fields.length) return undefined;
  const out: Record<string, string | number> = {};
  for (const f of fields) out[f.key] = v[customFieldName(f.key)] as string | number;
  return out;
}
