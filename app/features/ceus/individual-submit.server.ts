/**
 * The individual CEU form's action, for the member (their own CEU: the verification checkbox
 * required, nothing once approved, a rejected CEU resubmitted) and for an admin on the review page
 * (any status, no checkbox, the status unchanged). The actor decides which: `actor.admin`.
 */
import { MEDIA_KIND, REVIEW_STATUS } from "~/domain/constants.ts";
import { CEU_MESSAGES, formatCredits, programFields } from "~/features/ceus/rules.ts";
import { individualCeuSchema } from "~/features/ceus/schemas.server.ts";
import { askForFilesAgain, asFormData, formAnswer, postedText } from "~/kit/forms/answer.server.ts";
import { attachUploads, deleteAttachment, discardUploads, storeUploads } from "~/kit/forms/attachments.server.ts";
import type { FieldErrors, FormOutcome } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { auditChange, beforeOf, selectOf } from "~/lib/audit.server.ts";
import { parseDateInput, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { deleteStoredFiles, readFileFields, readUploadForm } from "~/lib/uploads.server.ts";
import { findPreapprovedCredit, findPreapprovedCreditById, type PreapprovedCredit } from "./ceu-summary.server.ts";
import {
  CEU_FILE_FIELDS,
  CEU_FILE_KINDS,
  CEU_FILE_MAX_BYTES,
  CEU_FILE_MESSAGES,
  EMPTY_VALUES,
  formPeriods,
  loadCeu,
  preapprovedViewOf,
  valuesOf,
  type IndividualCeuAnswer,
  type IndividualCeuValues,
} from "./individual-form.server.ts";

export type IndividualCeuOutcome = FormOutcome<{ id: number; periodId: number; message: string }, IndividualCeuAnswer>;

/** The values with the pre-approved group CEU's fields filled in (they stay read-only). */
function withPreapproved(values: IndividualCeuValues, p: PreapprovedCredit): IndividualCeuValues {
  return {
    ...values,
    credits: formatCredits(p.credits),
    creditTypeId: String(p.creditTypeId),
    programTitle: p.programTitle,
    sponsor: p.sponsor,
    programDescription: p.programDescription,
    programAgenda: p.programAgenda ?? "",
    completionCode: p.completionCode,
    preapprovedCreditId: String(p.id),
  };
}

function answer(
  status: number,
  values: IndividualCeuValues,
  pre: PreapprovedCredit | null,
  errors: FieldErrors | null,
  notice?: string,
): IndividualCeuOutcome {
  return formAnswer(status, values, errors, { values, preapproved: pre ? preapprovedViewOf(pre) : null, ...(notice ? { notice } : {}) });
}

/**
 * The form's action for `userId`'s CEU `ceuId` (null: a new one). Intents: `save` (default),
 * `apply-code` (fills and locks the fields from the approved group CEU with that completion code),
 * `clear-code`, `delete-file` (`deleteMediaId`). Files: `agendaFile`, `certificateFile`.
 */
export async function submitIndividualCeuForm(
  request: Request,
  opts: { actor: Actor; userId: number; ceuId: number | null },
  now = new Date(),
): Promise<IndividualCeuOutcome> {
  const { actor } = opts;
  const existing = opts.ceuId ? await loadCeu(opts.ceuId, opts.userId) : null;
  if (opts.ceuId && !existing) return { kind: "notFound" };
  // Room for both files; readFileFields checks each against CEU_FILE_MAX_BYTES.
  const read = await readUploadForm(request, { maxFileBytes: 2 * CEU_FILE_MAX_BYTES, tooLargeMessage: CEU_FILE_MESSAGES.tooLarge });
  const currentPre = existing?.preapprovedCreditId ? await findPreapprovedCreditById(existing.preapprovedCreditId) : null;
  if (!read.ok) return answer(400, existing ? valuesOf(existing) : { ...EMPTY_VALUES }, currentPre, { "": [read.message] });
  const formData = read.formData;
  const intent = formData.get("deleteMediaId") ? "delete-file" : String(formData.get("intent") ?? "save");
  let values = postedText(formData, EMPTY_VALUES);
  const verified = formData.get("verified") === "on";

  if (existing && existing.status === REVIEW_STATUS.approved && !actor.admin) {
    return answer(409, valuesOf(existing), currentPre, { "": [CEU_MESSAGES.approvedLocked] });
  }

  // The pre-approved credit the posted form claims, checked against its code.
  const claimedId = Number(values.preapprovedCreditId) || null;
  let pre: PreapprovedCredit | null = null;
  if (claimedId) {
    const found = await findPreapprovedCredit(values.completionCode);
    pre = found && found.id === claimedId ? found : null;
    if (!pre) values = { ...values, preapprovedCreditId: "" };
  }

  if (intent === "apply-code") {
    const found = await findPreapprovedCredit(values.completionCode);
    if (!found)
      return answer(400, { ...values, preapprovedCreditId: "" }, null, {
        completionCode: [values.completionCode.trim() ? CEU_MESSAGES.codeNotFound : CEU_MESSAGES.required],
      });
    return answer(200, withPreapproved(values, found), found, null, CEU_MESSAGES.codeApplied);
  }
  if (intent === "clear-code") {
    return answer(200, { ...values, completionCode: "", preapprovedCreditId: "" }, null, null, CEU_MESSAGES.codeCleared);
  }
  if (intent === "delete-file") {
    const mediaId = Number(formData.get("deleteMediaId"));
    const media = existing?.media.find((m) => m.id === mediaId);
    const deleted =
      existing && media
        ? await deleteAttachment(actor, media, { entityType: "IndividualCeu", entityId: existing.id, action: "individualCeu.deleteFile" })
        : false;
    if (!deleted) return answer(existing && media ? 500 : 404, values, pre, { "": [CEU_MESSAGES.fileDeleteFailed] });
    return answer(200, values, pre, null, CEU_MESSAGES.fileDeleted);
  }

  // Save.
  if (pre) values = withPreapproved(values, pre);
  const { files, errors: fileErrors } = await readFileFields(formData, CEU_FILE_FIELDS, CEU_FILE_MAX_BYTES);
  const periods = await formPeriods(now, existing?.reportingPeriod ?? null);
  const hasAgendaFile =
    files.some((f) => f.field === "agendaFile") ||
    (existing?.media.some((m) => m.kind === MEDIA_KIND.programAgenda) ?? false) ||
    Boolean(pre && (pre.agendaFile || pre.programAgenda));
  const posted = asFormData(values);
  if (verified) posted.append("verified", "on");
  const submission = parseWithZod(posted, {
    schema: individualCeuSchema({
      today: todayISO(now),
      periods: new Map(periods.map((p) => [p.id, p.name])),
      admin: actor.admin,
      agendaFile: hasAgendaFile,
    }),
  });
  // A typed code that was not applied (checked here too: the schema's cross-field rules wait for the other fields).
  const codeErrors: FieldErrors = values.completionCode.trim() && !pre ? { completionCode: [CEU_MESSAGES.codeNotApplied] } : {};
  if (submission.status !== "success" || Object.keys(fileErrors).length > 0 || Object.keys(codeErrors).length > 0) {
    const errors: FieldErrors = {
      ...(submission.status === "success" ? {} : ((submission.error as FieldErrors) ?? {})),
      ...codeErrors,
      ...fileErrors,
    };
    return answer(400, values, pre, askForFilesAgain(errors, files, CEU_FILE_MESSAGES.chooseAgain));
  }
  const v = submission.value;
  const data = {
    reportingPeriodId: v.reportingPeriodId,
    completionDate: parseDateInput(v.completionDate)!,
    ...programFields(v),
    completionCode: pre ? pre.completionCode : null,
    preapprovedCreditId: pre ? pre.id : null,
  };

  const stored = await storeUploads(files);
  try {
    const result = await db.$transaction(async (tx) => {
      let id: number;
      let message: string;
      const current = existing
        ? await tx.individualCeu.findUnique({ where: { id: existing.id }, select: selectOf(data) as Prisma.IndividualCeuSelect })
        : null;
      if (!existing) {
        const created = await tx.individualCeu.create({
          data: { ...data, userId: opts.userId, status: REVIEW_STATUS.pending, verified: true, submittedAt: now },
          select: { id: true },
        });
        id = created.id;
        message = CEU_MESSAGES.submitted;
      } else if (actor.admin) {
        await tx.individualCeu.update({ where: { id: existing.id }, data });
        id = existing.id;
        message = CEU_MESSAGES.saved;
      } else {
        const resubmit = existing.status === REVIEW_STATUS.rejected;
        await tx.individualCeu.update({
          where: { id: existing.id },
          data: {
            ...data,
            verified: true,
            ...(resubmit ? { status: REVIEW_STATUS.pending, approved: null, rejectionStatus: null, submittedAt: now } : {}),
          },
        });
        id = existing.id;
        message = resubmit ? CEU_MESSAGES.resubmitted : CEU_MESSAGES.saved;
      }
      const replaced = await attachUploads(tx, { owner: { individualCeuId: id }, ownerUserId: opts.userId, actor }, stored, CEU_FILE_KINDS);
      await auditChange(tx, actor, {
        action: existing ? "individualCeu.update" : "individualCeu.create",
        entityType: "IndividualCeu",
        entityId: id,
        before: beforeOf(current, data),
        after: { ...data, files: stored.map((f) => f.name) },
      });
      return { id, message, replaced };
    });
    await deleteStoredFiles(result.replaced);
    return { kind: "saved", id: result.id, periodId: data.reportingPeriodId, message: result.message };
  } catch (error) {
    await discardUploads(stored);
    throw error;
  }
}
