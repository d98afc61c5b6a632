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
import { askForFilesAgain, asFormData, postedText } from "~/kit/forms/answer.server.ts";
import { attachUploads, deleteAttachment, discardUploads, storeUploads } from "~/kit/forms/attachments.server.ts";
import { invalid, isInvalid, type FieldErrors, type Invalid } from "~/kit/forms/outcome.ts";
import { replyTo, replyWith, type Reply } from "~/kit/forms/reply.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { parseDateInput, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { deleteStoredFiles, readFileFields, readUploadForm, type FieldUpload } from "~/lib/uploads.server.ts";
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
  type ExperienceRegistration,
  type ExperienceValues,
  type LoadedExperience,
} from "./experience-form.server.ts";
import { customFieldName, EXPERIENCE_MESSAGES as M, hoursLeft, lookbackProblem, roundHours, type CustomField } from "./rules.ts";
import { experienceSchema } from "./schemas.server.ts";

type Saved = { id: number; message: string };
/** What a post did: saved (the route redirects with the message), or the form again. */
export type ExperiencePost = ({ kind: "saved" } & Saved) | { kind: "reply"; reply: Reply };

function again(values: ExperienceValues, opts: Parameters<typeof replyWith>[1]): ExperiencePost {
  return { kind: "reply", reply: replyWith(values, opts) };
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

/** The registration and entry the post is about (another member's entry is a 404), or why there is none. */
async function target(opts: { actor: Actor; userId: number; experienceId: number | null }, now: Date): Promise<Target | Invalid> {
  if (opts.experienceId !== null) {
    const experience = await loadExperience(opts.experienceId, opts.actor.admin ? null : opts.userId);
    if (!experience) throw notFound();
    return { kind: "edit", registration: experience.registration, experience };
  }
  const open = await memberRegistration(opts.userId, now);
  if (!open.ok) return invalid({ "": open.message });
  return { kind: "new", registration: open.registration };
}

/** Deletes the entry's verification file (with its audit event when an admin does it), or says it could not. */
export async function deleteExperienceFile(actor: Actor, existing: LoadedExperience | null, mediaId: number): Promise<Invalid | null> {
  const media = existing?.media.find((m) => m.id === mediaId);
  if (!existing || !media) return invalid({ "": M.fileDeleteFailed });
  const deleted = await deleteAttachment(actor, media, {
    entityType: "Experience",
    entityId: existing.id,
    action: "experience.deleteFile",
  });
  return deleted ? null : invalid({ "": M.fileDeleteFailed });
}

/**
 * The rules that read other rows, on the fields that passed the schema: a service type of the
 * registration, the 7-year lookback, the hours left of the type and its verification form.
 */
export async function experienceRuleErrors(
  registration: ExperienceRegistration,
  existing: LoadedExperience | null,
  values: ExperienceValues,
  hasNewFile: boolean,
  schemaErrors: FieldErrors,
): Promise<{ errors: FieldErrors; type: Awaited<ReturnType<typeof serviceTypeOptions>>["types"][number] | null }> {
  const errors: FieldErrors = {};
  const types = await serviceTypeOptions(registration, existing ? { id: existing.id, typeId: existing.fellowshipServiceTypeId } : null);
  const type = types.types.find((t) => t.id === Number(values.fellowshipServiceTypeId)) ?? null;
  if (values.fellowshipServiceTypeId && !type && !schemaErrors.fellowshipServiceTypeId) errors.fellowshipServiceTypeId = [M.serviceType];
  const enrolledOn = registration.enrolledOn ?? registration.createdAt;
  const lookback = !schemaErrors.startDate && values.startDate ? lookbackProblem(values.startDate.trim(), enrolledOn) : null;
  if (lookback) errors.startDate = [lookback];
  const hours = Number(values.hours);
  if (type && !schemaErrors.hours && Number.isFinite(hours)) {
    const left = hoursLeft(
      type,
      registration.requiredHours,
      types.logged.filter((e) => e.fellowshipServiceTypeId === type.id),
      existing?.id ?? null,
    );
    if (hours > left) errors.hours = [M.hoursLeft(left)];
  }
  const hasFile = hasNewFile || (existing?.media.some((m) => m.kind === EXPERIENCE_FILE_KINDS.verificationFile) ?? false);
  if (type?.fileUploadRequired && !hasFile && !schemaErrors.verificationFile) errors.verificationFile = [M.fileRequired];
  return { errors, type };
}

/**
 * The form's post for `userId`'s experience `experienceId` (null: a new one on their current
 * registration). Intents: `save` (default), `delete-file` (`deleteMediaId`). File: `verificationFile`.
 * The hours left are checked again inside the write's transaction, so two entries saved at once
 * cannot both use the last hours.
 */
export async function submitExperienceForm(
  request: Request,
  opts: { actor: Actor; userId: number; experienceId: number | null },
  now = new Date(),
): Promise<ExperiencePost> {
  const { actor } = opts;
  const found = await target(opts, now);
  if (isInvalid(found)) return again({}, { invalid: found, status: 409 });
  const { registration } = found;
  const existing = found.kind === "edit" ? found.experience : null;
  const customFields = await customFieldsFor(registration.userId);
  const today = todayISO(now);
  const shown = existing ? valuesOf(existing, customFields) : emptyValues(customFields, today);

  const read = await readUploadForm(request, {
    maxFileBytes: EXPERIENCE_FILE_MAX_BYTES,
    tooLargeMessage: EXPERIENCE_FILE_MESSAGES.tooLarge,
  });
  if (!read.ok) return again(shown, { invalid: invalid({ "": read.message }) });
  const formData = read.formData;
  const values = postedText(formData, shown);

  if (!actor.admin) {
    if (existing?.status === REVIEW_STATUS.approved) return again(shown, { invalid: invalid({ "": M.approvedLocked }), status: 409 });
    const closed = registrationClosed(registration, now);
    if (closed) return again(values, { invalid: invalid({ "": closed }), status: 409 });
  }

  if (formData.get("deleteMediaId")) {
    const mediaId = Number(formData.get("deleteMediaId"));
    const refused = await deleteExperienceFile(actor, existing, mediaId);
    if (refused) return again(values, { invalid: refused, status: existing?.media.some((m) => m.id === mediaId) ? 500 : 404 });
    return again(values, { notice: M.fileDeleted });
  }

  const { files, errors: fileErrors } = await readFileFields(formData, EXPERIENCE_FILE_FIELDS, EXPERIENCE_FILE_MAX_BYTES);
  const posted = asFormData(values);
  if (formData.get("verified") === "on") posted.append("verified", "on");
  const submission = parseWithZod(posted, {
    schema: experienceSchema({ today, militarySpouse: registration.militarySpouse, customFields, admin: actor.admin }),
  });
  const schemaErrors = { ...(submission.status === "success" ? {} : ((submission.error as FieldErrors) ?? {})), ...fileErrors };
  const rules = await experienceRuleErrors(registration, existing, values, files.length > 0, schemaErrors);
  const errors = { ...schemaErrors, ...rules.errors };
  const refuse = (refusal: FieldErrors, status?: number): ExperiencePost => ({
    kind: "reply",
    reply: replyTo(submission, {
      invalid: invalid(askForFilesAgain(refusal, files, EXPERIENCE_FILE_MESSAGES.chooseAgain)),
      values,
      status,
    }),
  });
  if (submission.status !== "success" || Object.keys(errors).length > 0 || !rules.type) return refuse(errors);
  const v = submission.value as Record<string, unknown>;
  const data = {
    fellowshipServiceTypeId: rules.type.id,
    hours: roundHours(Number(values.hours)),
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
  const saved = await saveExperience(actor, { registration, existing, customFields, type: rules.type }, data, files, now);
  // The hours left ran out meanwhile: 409.
  if (isInvalid(saved)) return refuse(saved.errors as FieldErrors, 409);
  return { kind: "saved", ...saved };
}

type ExperienceData = {
  fellowshipServiceTypeId: number;
  hours: number;
  organization: string;
  title: string | null;
  supervisorName: string;
  supervisorEmail: string;
  supervisorPhone: string;
  description: string;
  startDate: Date;
  endDate: Date;
  sessions: number | null;
  attendance: number | null;
  practicumImpact: string | null;
  extra: Record<string, string | number> | undefined;
};

/** Writes the entry (new, the admin's change, or the member's save or resubmission) with its file and audit event. */
async function saveExperience(
  actor: Actor,
  t: {
    registration: ExperienceRegistration;
    existing: LoadedExperience | null;
    customFields: readonly CustomField[];
    type: Parameters<typeof hoursLeft>[0];
  },
  data: ExperienceData,
  files: ReadonlyArray<FieldUpload<"verificationFile">>,
  now: Date,
): Promise<Saved | Invalid<"hours">> {
  const { registration, existing } = t;
  const stored = await storeUploads(files);
  try {
    const result = await db.$transaction(async (tx) => {
      const logged = await tx.experience.findMany({
        where: { registrationId: registration.id, fellowshipServiceTypeId: data.fellowshipServiceTypeId },
        select: { id: true, hours: true, status: true },
      });
      const left = hoursLeft(t.type, registration.requiredHours, logged, existing?.id ?? null);
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
        before: existing ? { ...valuesOf(existing, t.customFields), status: existing.status } : undefined,
        after: { ...data, files: stored.map((f) => f.name) },
      });
      return { id, message, replaced };
    });
    await deleteStoredFiles(result.replaced);
    return { id: result.id, message: result.message };
  } catch (error) {
    await discardUploads(stored);
    if (error instanceof HoursTaken) return invalid({ hours: M.hoursLeft(error.left) });
    throw error;
  }
}

function extraOf(fields: readonly CustomField[], v: Record<string, unknown>): Record<string, string | number> | undefined {
  if (!fields.length) return undefined;
  const out: Record<string, string | number> = {};
  for (const f of fields) out[f.key] = v[customFieldName(f.key)] as string | number;
  return out;
}
