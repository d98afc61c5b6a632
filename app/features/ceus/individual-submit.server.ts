/**
 * The individual CEU form's post, for the member (their own CEU: the verification checkbox
 * required, nothing once approved, a rejected CEU resubmitted) and for an admin on the review page
 * (any status, no checkbox, the status unchanged). The actor decides which: `actor.admin`.
 * Every intent is a plain form post: the answer is the form again (`FormReply`, with the values the
 * server shows) or the saved CEU, which the route turns into a redirect.
 */
import { MEDIA_KIND, REVIEW_STATUS } from "~/domain/constants.ts";
import { CEU_MESSAGES, formatCredits, programFields, type ProgramFields } from "~/features/ceus/rules.ts";
import { individualCeuSchema } from "~/features/ceus/schemas.server.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { askForFilesAgain, asFormData, postedText } from "~/kit/forms/answer.server.ts";
import { attachUploads, deleteAttachment, discardUploads, storeUploads } from "~/kit/forms/attachments.server.ts";
import { invalid, isInvalid, type FieldErrors, type Invalid } from "~/kit/forms/outcome.ts";
import { replyTo, replyWith, type Reply } from "~/kit/forms/reply.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange, beforeOf, selectOf } from "~/lib/audit.server.ts";
import { parseDateInput, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { deleteStoredFiles, readFileFields, readUploadForm, type FieldUpload } from "~/lib/uploads.server.ts";
import { creditTypeChoices } from "./credit-types.server.ts";
import { findPreapprovedCredit, findPreapprovedCreditById, type PreapprovedCredit } from "./ceu-summary.server.ts";
import {
  CEU_FILE_FIELDS,
  CEU_FILE_KINDS,
  CEU_FILE_MAX_BYTES,
  CEU_FILE_MESSAGES,
  EMPTY_VALUES,
  ceuExtensionOpen,
  closedToMember,
  formPeriods,
  loadCeu,
  valuesOf,
  type CeuFileField,
  type IndividualCeuValues,
  type LoadedCeu,
} from "./individual-form.server.ts";

type Target = { actor: Actor; userId: number; ceuId: number | null };
export type SavedCeu = { id: number; periodId: number; message: string };
/** What a post did: saved (the route redirects with the message), or the form again. */
export type IndividualCeuPost = ({ kind: "saved" } & SavedCeu) | { kind: "reply"; reply: Reply };

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
    preapprovedAgendaFile: p.agendaFile?.name ?? "",
  };
}

/** The form again with `values` shown (and the errors or notice). */
function again(values: IndividualCeuValues, opts: Parameters<typeof replyWith>[1]): IndividualCeuPost {
  return { kind: "reply", reply: replyWith(values, opts) };
}

/** Looks up a completion code: the values filled in from its approved group CEU, or why not. */
export async function applyCompletionCode(values: IndividualCeuValues): Promise<IndividualCeuValues | Invalid<"completionCode">> {
  const found = await findPreapprovedCredit(values.completionCode);
  if (!found) return invalid({ completionCode: values.completionCode.trim() ? CEU_MESSAGES.codeNotFound : CEU_MESSAGES.required });
  return withPreapproved(values, found);
}

/** Deletes one of the CEU's files (with its audit event when an admin does it), or says it could not. */
export async function deleteCeuFile(actor: Actor, ceu: LoadedCeu | null, mediaId: number): Promise<Invalid | null> {
  const media = ceu?.media.find((m) => m.id === mediaId);
  if (!ceu || !media) return invalid({ "": CEU_MESSAGES.fileDeleteFailed });
  const deleted = await deleteAttachment(actor, media, {
    entityType: "IndividualCeu",
    entityId: ceu.id,
    action: "individualCeu.deleteFile",
  });
  return deleted ? null : invalid({ "": CEU_MESSAGES.fileDeleteFailed });
}

/**
 * The form's post for `userId`'s CEU `ceuId` (null: a new one; another user's is a 404). Intents:
 * `save` (default), `apply-code` (fills and locks the fields from the approved group CEU with that
 * completion code), `clear-code`, `delete-file` (`deleteMediaId`). Files: `agendaFile`, `certificateFile`.
 */
export async function submitIndividualCeuForm(request: Request, opts: Target, now = new Date()): Promise<IndividualCeuPost> {
  const { actor } = opts;
  const existing = opts.ceuId ? await loadCeu(opts.ceuId, opts.userId) : null;
  if (opts.ceuId && !existing) throw notFound();
  // Room for both files; readFileFields checks each against CEU_FILE_MAX_BYTES.
  const read = await readUploadForm(request, { maxFileBytes: 2 * CEU_FILE_MAX_BYTES, tooLargeMessage: CEU_FILE_MESSAGES.tooLarge });
  const currentPre = existing?.preapprovedCreditId ? await findPreapprovedCreditById(existing.preapprovedCreditId) : null;
  const stored = existing ? valuesOf(existing) : { ...EMPTY_VALUES };
  const shown = currentPre ? withPreapproved(stored, currentPre) : stored;
  if (!read.ok) return again(shown, { invalid: invalid({ "": read.message }) });
  const formData = read.formData;
  const intent = formData.get("deleteMediaId") ? "delete-file" : String(formData.get("intent") ?? "save");
  let values = postedText(formData, EMPTY_VALUES);

  if (existing && existing.status === REVIEW_STATUS.approved && !actor.admin) {
    return again(shown, { invalid: invalid({ "": CEU_MESSAGES.approvedLocked }), status: 409 });
  }
  if (!actor.admin && (await closedToMember(existing, opts.userId, now))) {
    return again(shown, { invalid: invalid({ "": CEU_MESSAGES.periodClosed }), status: 409 });
  }

  // The pre-approved credit the posted form claims, checked against its code.
  const claimedId = Number(values.preapprovedCreditId) || null;
  let pre: PreapprovedCredit | null = null;
  if (claimedId) {
    const found = await findPreapprovedCredit(values.completionCode);
    pre = found && found.id === claimedId ? found : null;
  }
  values = pre ? withPreapproved(values, pre) : { ...values, preapprovedCreditId: "", preapprovedAgendaFile: "" };

  if (intent === "apply-code") {
    const applied = await applyCompletionCode(values);
    if (isInvalid(applied)) return again({ ...values, preapprovedCreditId: "", preapprovedAgendaFile: "" }, { invalid: applied });
    return again(applied, { notice: CEU_MESSAGES.codeApplied });
  }
  if (intent === "clear-code") {
    return again(
      { ...values, completionCode: "", preapprovedCreditId: "", preapprovedAgendaFile: "" },
      { notice: CEU_MESSAGES.codeCleared },
    );
  }
  if (intent === "delete-file") {
    const mediaId = Number(formData.get("deleteMediaId"));
    const refused = await deleteCeuFile(actor, existing, mediaId);
    if (refused) return again(values, { invalid: refused, status: existing?.media.some((m) => m.id === mediaId) ? 500 : 404 });
    return again(values, { notice: CEU_MESSAGES.fileDeleted });
  }

  // Save: the text fields through the schema (on the values the server shows), the files checked on their own.
  const { files, errors: fileErrors } = await readFileFields(formData, CEU_FILE_FIELDS, CEU_FILE_MAX_BYTES);
  const periods = await formPeriods(now, existing?.reportingPeriod ?? null, {
    ended: actor.admin || (await ceuExtensionOpen(opts.userId, now)),
  });
  const hasAgendaFile =
    files.some((f) => f.field === "agendaFile") ||
    (existing?.media.some((m) => m.kind === MEDIA_KIND.programAgenda) ?? false) ||
    Boolean(pre && (pre.agendaFile || pre.programAgenda));
  const creditTypes = new Set((await creditTypeChoices([existing?.creditTypeId, pre?.creditTypeId])).map((t) => t.id));
  const posted = asFormData(values);
  if (formData.get("verified") === "on") posted.append("verified", "on");
  const submission = parseWithZod(posted, {
    schema: individualCeuSchema({
      today: todayISO(now),
      periods: new Map(periods.map((p) => [p.id, p.name])),
      admin: actor.admin,
      agendaFile: hasAgendaFile,
      creditTypes,
    }),
  });
  // A typed code that was not applied (checked here too: the schema's cross-field rules wait for the other fields).
  const codeErrors: FieldErrors = values.completionCode.trim() && !pre ? { completionCode: [CEU_MESSAGES.codeNotApplied] } : {};
  const schemaErrors = submission.status === "success" ? {} : ((submission.error as FieldErrors | null) ?? {});
  if (submission.status !== "success" || Object.keys(fileErrors).length > 0 || Object.keys(codeErrors).length > 0) {
    const errors = askForFilesAgain({ ...schemaErrors, ...codeErrors, ...fileErrors }, files, CEU_FILE_MESSAGES.chooseAgain);
    return { kind: "reply", reply: replyTo(submission, { invalid: invalid(errors), values }) };
  }
  const v = submission.value;
  const saved = await saveIndividualCeu(
    actor,
    { userId: opts.userId, existing },
    {
      reportingPeriodId: v.reportingPeriodId,
      completionDate: parseDateInput(v.completionDate)!,
      ...programFields(v),
      completionCode: pre ? pre.completionCode : null,
      preapprovedCreditId: pre ? pre.id : null,
    },
    files,
    now,
  );
  return { kind: "saved", ...saved };
}

type CeuData = ProgramFields & {
  reportingPeriodId: number;
  completionDate: Date;
  completionCode: string | null;
  preapprovedCreditId: number | null;
};

/** Writes the CEU (new, the admin's change, or the member's save or resubmission) with its files and audit event. */
async function saveIndividualCeu(
  actor: Actor,
  target: { userId: number; existing: LoadedCeu | null },
  data: CeuData,
  files: ReadonlyArray<FieldUpload<CeuFileField>>,
  now: Date,
): Promise<SavedCeu> {
  const { existing } = target;
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
          data: {
            ...data,
            userId: target.userId,
            status: REVIEW_STATUS.pending,
            verified: true,
            submittedAt: now,
          },
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
      const replaced = await attachUploads(
        tx,
        { owner: { individualCeuId: id }, ownerUserId: target.userId, actor },
        stored,
        CEU_FILE_KINDS,
      );
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
    return { id: result.id, periodId: data.reportingPeriodId, message: result.message };
  } catch (error) {
    await discardUploads(stored);
    throw error;
  }
}
