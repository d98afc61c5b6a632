/**
 * Individual CEUs, member side and the shared pieces (member spec: /ceus, CEU completion; admin
 * spec 5, "Individual CEU"): the reporting periods a user may pick, the credits of a period with
 * earned vs required totals, the completion-code lookup, and loading/saving the individual CEU form
 * for the member and for an admin (one code path, `admin` decides what is allowed).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Prisma } from "~/generated/prisma/client.ts";
import { MEDIA_KIND, MEDIA_KIND_LABEL, REVIEW_STATUS, type MediaKind } from "~/domain/constants.ts";
import {
  ceuReviewStatusLabel,
  ceuStatusLabel,
  ceuStatusTone,
  creditTotals,
  defaultPeriod,
  formatCredits,
  normalizeCompletionCode,
  reportablePeriodOptions,
  type CreditTotals,
  CEU_MESSAGES,
} from "~/features/ceus/rules.ts";
import { formatDate, parseDateInput, toDateInputValue, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { individualCeuSchema } from "~/features/ceus/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { paths } from "~/lib/paths.ts";
import {
  deleteStoredFiles,
  fileTooLargeMessage,
  readFileFields,
  readUploadForm,
  storeFile,
  UPLOAD_MESSAGES,
  type FieldUpload,
} from "~/lib/uploads.server.ts";
import { recordAudit } from "~/lib/audit.server.ts";

// ---------------------------------------------------------------------------------------------
// Reporting periods and credit totals
// ---------------------------------------------------------------------------------------------

export type PeriodOption = { id: number; name: string; start: Date; end: Date; reportable: boolean };

/** The periods a user may report in (reportable, started in New York time), latest first. */
export async function periodOptions(now = new Date()): Promise<PeriodOption[]> {
  const periods = await db.reportingPeriod.findMany({
    where: { reportable: true, start: { lte: now } },
    select: { id: true, name: true, start: true, end: true, reportable: true },
  });
  return reportablePeriodOptions(periods, now);
}

/** The user's reportable certification that sets the CEU requirement (the given one, else the first). */
async function reportableCertification(userId: number, certificationId: number | null) {
  return db.userCertification.findFirst({
    where: { userId, certification: { reportable: true }, ...(certificationId ? { certificationId } : {}) },
    orderBy: { id: "asc" },
    select: { reportingPeriodId: true, certification: { select: { id: true, name: true, ceuCreditsRequired: true } } },
  });
}

export type CreditRow = {
  id: number;
  programTitle: string;
  sponsor: string;
  credits: string;
  creditType: string;
  /** MM/DD/YYYY */
  completionDate: string;
  status: string;
  statusLabel: string;
  tone: "success" | "danger" | "warning";
  approved: boolean;
};

export type CeuSummary = {
  /** the periods the selector offers, latest first */
  periods: Array<{ id: number; name: string }>;
  /** the period shown; null when no period may be picked yet */
  period: { id: number; name: string; start: string; end: string } | null;
  /** the certification whose requirement is counted, if any */
  certification: { id: number; name: string } | null;
  totals: CreditTotals;
  /** the user's individual CEUs of the period, newest completion first */
  credits: CreditRow[];
};

/**
 * The credits of one reporting period for a user (the /ceus page and the CEU card of the
 * certification view): the period asked for when the user may pick it, else the current one;
 * earned vs total with the per-type minimums; the individual CEUs of the period.
 */
export async function ceuSummary(
  userId: number,
  opts: { periodId?: number | null; certificationId?: number | null } = {},
  now = new Date(),
): Promise<CeuSummary> {
  const [options, userCert, creditTypes] = await Promise.all([
    periodOptions(now),
    reportableCertification(userId, opts.certificationId ?? null),
    db.creditType.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, minimumCredits: true } }),
  ]);
  const asked = opts.periodId ? options.find((p) => p.id === opts.periodId) : undefined;
  const period = asked ?? defaultPeriod(options, userCert?.reportingPeriodId ?? null, now);
  const rows = period
    ? await db.individualCeu.findMany({
        where: { userId, reportingPeriodId: period.id },
        orderBy: [{ completionDate: "desc" }, { id: "desc" }],
        select: {
          id: true,
          programTitle: true,
          sponsor: true,
          credits: true,
          creditTypeId: true,
          completionDate: true,
          status: true,
          rejectionStatus: true,
          creditType: { select: { name: true } },
        },
      })
    : [];
  const totals = creditTotals(
    rows.map((r) => ({ credits: r.credits, creditTypeId: r.creditTypeId, approved: r.status === REVIEW_STATUS.approved })),
    creditTypes,
    userCert?.certification.ceuCreditsRequired ?? null,
  );
  return {
    periods: options.map((p) => ({ id: p.id, name: p.name })),
    period: period ? { id: period.id, name: period.name, start: formatDate(period.start), end: formatDate(period.end) } : null,
    certification: userCert ? { id: userCert.certification.id, name: userCert.certification.name } : null,
    totals,
    credits: rows.map((r) => ({
      id: r.id,
      programTitle: r.programTitle,
      sponsor: r.sponsor,
      credits: formatCredits(r.credits),
      creditType: r.creditType.name,
      completionDate: formatDate(r.completionDate),
      status: r.status,
      statusLabel: ceuStatusLabel(r),
      tone: ceuStatusTone(r),
      approved: r.status === REVIEW_STATUS.approved,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Completion codes
// ---------------------------------------------------------------------------------------------

export type PreapprovedCredit = {
  id: number;
  completionCode: string;
  credits: number;
  creditTypeId: number;
  programTitle: string;
  sponsor: string;
  programDescription: string;
  programAgenda: string | null;
  /** the group CEU's agenda file, if it has one */
  agendaFile: { id: number; name: string } | null;
};

/** The approved group CEU with this completion code (trimmed, any case), or null. */
export async function findPreapprovedCredit(code: string | null | undefined): Promise<PreapprovedCredit | null> {
  const normalized = normalizeCompletionCode(code);
  if (!normalized) return null;
  const group = await db.groupCeu.findFirst({
    where: { completionCode: normalized, status: REVIEW_STATUS.approved },
    select: {
      id: true,
      completionCode: true,
      credits: true,
      creditTypeId: true,
      programTitle: true,
      sponsor: true,
      programDescription: true,
      programAgenda: true,
      media: { where: { kind: "program_agenda" }, orderBy: { id: "desc" }, take: 1, select: { id: true, originalName: true } },
    },
  });
  if (!group || !group.completionCode) return null;
  const file = group.media[0];
  return {
    id: group.id,
    completionCode: group.completionCode,
    credits: group.credits,
    creditTypeId: group.creditTypeId,
    programTitle: group.programTitle,
    sponsor: group.sponsor,
    programDescription: group.programDescription,
    programAgenda: group.programAgenda,
    agendaFile: file ? { id: file.id, name: file.originalName } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The individual CEU form (member and admin)
// ---------------------------------------------------------------------------------------------

/** Files of an individual CEU: the program agenda and the completion certificate. */
export const CEU_FILE_KINDS = {
  agendaFile: MEDIA_KIND.programAgenda,
  certificateFile: MEDIA_KIND.creditCompletionCertificate,
} as const;
export type CeuFileField = keyof typeof CEU_FILE_KINDS;
export const CEU_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CEU_FILE_MESSAGES = {
  tooLarge: fileTooLargeMessage(CEU_FILE_MAX_BYTES),
  type: UPLOAD_MESSAGES.document,
  chooseAgain: UPLOAD_MESSAGES.chooseAgain,
} as const;
const CEU_FILE_FIELDS = { agendaFile: "document", certificateFile: "document" } as const;

export type IndividualCeuValues = {
  reportingPeriodId: string;
  completionDate: string;
  credits: string;
  creditTypeId: string;
  programTitle: string;
  sponsor: string;
  programDescription: string;
  programAgenda: string;
  completionCode: string;
  preapprovedCreditId: string;
};

export type PreapprovedView = { id: number; code: string; programTitle: string; sponsor: string; agendaFileName: string | null };

export type MemberReviewRow = { id: number; date: string; statusLabel: string; approved: boolean; messageHtml: string | null };

/** A CEU's reviews as its member sees them (the latest rejection explains what to correct). */
export function memberReviewRows(
  reviews: ReadonlyArray<{ id: number; createdAt: Date; approved: boolean; status: string; message: string | null }>,
): MemberReviewRow[] {
  return reviews.map((r) => ({
    id: r.id,
    date: formatDate(r.createdAt),
    statusLabel: ceuReviewStatusLabel(r),
    approved: r.approved,
    messageHtml: r.message,
  }));
}

export type IndividualCeuFormData = {
  id: number | null;
  userId: number;
  defaultValue: IndividualCeuValues;
  periods: Array<{ value: string; label: string }>;
  creditTypes: Array<{ value: string; label: string }>;
  /** "YYYY-MM-DD", the completion date's max */
  today: string;
  status: string;
  statusLabel: string;
  tone: "success" | "danger" | "warning";
  approved: boolean;
  rejected: boolean;
  hasReviews: boolean;
  /** the member sees an approved CEU as static fields */
  readOnly: boolean;
  preapproved: PreapprovedView | null;
  files: Array<{ id: number; field: CeuFileField; kindLabel: string; name: string; href: string }>;
  /** for the static view and the member's list of decisions */
  view: { period: string; creditType: string; completionDate: string; submittedOn: string };
  reviews: MemberReviewRow[];
};

/** What the form's action answers when it does not redirect. */
export type IndividualCeuActionData = {
  /** Conform's result: errors, and the values the form shows again */
  result: SubmissionResult<string[]>;
  /** the values to show (after applying or clearing a code they differ from what was posted) */
  values: IndividualCeuValues;
  preapproved: PreapprovedView | null;
  /** a non-error note for the form (a file deleted, a code applied) */
  notice?: string;
  /** changes each answer, so the form remounts with `values` */
  seq: number;
};

export type IndividualCeuOutcome =
  | { kind: "saved"; id: number; periodId: number; message: string }
  | { kind: "form"; status: number; actionData: IndividualCeuActionData }
  | { kind: "notFound" };

const EMPTY_VALUES: IndividualCeuValues = {
  reportingPeriodId: "",
  completionDate: "",
  credits: "",
  creditTypeId: "",
  programTitle: "",
  sponsor: "",
  programDescription: "",
  programAgenda: "",
  completionCode: "",
  preapprovedCreditId: "",
};

const ceuFormSelect = {
  id: true,
  userId: true,
  reportingPeriodId: true,
  completionDate: true,
  credits: true,
  creditTypeId: true,
  programTitle: true,
  sponsor: true,
  programDescription: true,
  programAgenda: true,
  completionCode: true,
  preapprovedCreditId: true,
  status: true,
  rejectionStatus: true,
  submittedAt: true,
  reportingPeriod: { select: { id: true, name: true, start: true, end: true, reportable: true } },
  creditType: { select: { name: true } },
  preapprovedCredit: {
    select: {
      id: true,
      completionCode: true,
      programTitle: true,
      sponsor: true,
      media: { where: { kind: MEDIA_KIND.programAgenda }, orderBy: { id: "desc" as const }, take: 1, select: { originalName: true } },
    },
  },
  media: { orderBy: { id: "asc" as const }, select: { id: true, kind: true, originalName: true, storedPath: true } },
  reviews: {
    orderBy: { createdAt: "asc" as const },
    select: { id: true, createdAt: true, approved: true, status: true, message: true },
  },
} satisfies Prisma.IndividualCeuSelect;

type LoadedCeu = Prisma.IndividualCeuGetPayload<{ select: typeof ceuFormSelect }>;

function loadCeu(ceuId: number, userId: number) {
  return db.individualCeu.findFirst({ where: { id: ceuId, userId }, select: ceuFormSelect });
}

function valuesOf(ceu: LoadedCeu): IndividualCeuValues {
  return {
    reportingPeriodId: String(ceu.reportingPeriodId),
    completionDate: toDateInputValue(ceu.completionDate),
    credits: formatCredits(ceu.credits),
    creditTypeId: String(ceu.creditTypeId),
    programTitle: ceu.programTitle,
    sponsor: ceu.sponsor,
    programDescription: ceu.programDescription,
    programAgenda: ceu.programAgenda ?? "",
    completionCode: ceu.completionCode ?? "",
    preapprovedCreditId: ceu.preapprovedCreditId ? String(ceu.preapprovedCreditId) : "",
  };
}

function preapprovedViewOf(p: PreapprovedCredit): PreapprovedView {
  return { id: p.id, code: p.completionCode, programTitle: p.programTitle, sponsor: p.sponsor, agendaFileName: p.agendaFile?.name ?? null };
}

const FILE_FIELD_BY_KIND: Record<string, CeuFileField> = {
  [MEDIA_KIND.programAgenda]: "agendaFile",
  [MEDIA_KIND.creditCompletionCertificate]: "certificateFile",
};

/** The periods the form offers: the ones a user may pick, plus the CEU's own (an older CEU stays editable). */
async function formPeriods(now: Date, own: PeriodOption | null): Promise<PeriodOption[]> {
  const options = await periodOptions(now);
  if (own && !options.some((p) => p.id === own.id)) options.push(own);
  return options;
}

/**
 * The individual CEU form's data: a new CEU (`ceuId` null; `periodId` preselects the period) or
 * the user's CEU `ceuId` (null when it is not theirs). `admin` is the admin review page.
 */
export async function loadIndividualCeuForm(
  opts: { ceuId: number | null; userId: number; admin: boolean; periodId?: number | null },
  now = new Date(),
): Promise<IndividualCeuFormData | null> {
  const ceu = opts.ceuId ? await loadCeu(opts.ceuId, opts.userId) : null;
  if (opts.ceuId && !ceu) return null;
  const [periods, creditTypes] = await Promise.all([
    formPeriods(now, ceu?.reportingPeriod ?? null),
    db.creditType.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } }),
  ]);
  let defaultValue: IndividualCeuValues;
  if (ceu) {
    defaultValue = valuesOf(ceu);
  } else {
    const summaryPeriod = opts.periodId && periods.some((p) => p.id === opts.periodId) ? opts.periodId : null;
    const userCert = await reportableCertification(opts.userId, null);
    const fallback = defaultPeriod(periods, userCert?.reportingPeriodId ?? null, now);
    defaultValue = { ...EMPTY_VALUES, reportingPeriodId: String(summaryPeriod ?? fallback?.id ?? ""), completionDate: todayISO(now) };
  }
  const status = ceu?.status ?? REVIEW_STATUS.pending;
  const approved = status === REVIEW_STATUS.approved;
  const pre = ceu?.preapprovedCredit;
  return {
    id: ceu?.id ?? null,
    userId: opts.userId,
    defaultValue,
    periods: periods.map((p) => ({ value: String(p.id), label: p.name })),
    creditTypes: creditTypes.map((t) => ({ value: String(t.id), label: t.name })),
    today: todayISO(now),
    status,
    statusLabel: ceu ? ceuStatusLabel(ceu) : "",
    tone: ceuStatusTone({ status }),
    approved,
    rejected: status === REVIEW_STATUS.rejected,
    hasReviews: (ceu?.reviews.length ?? 0) > 0,
    readOnly: approved && !opts.admin,
    preapproved:
      pre && pre.completionCode
        ? {
            id: pre.id,
            code: pre.completionCode,
            programTitle: pre.programTitle,
            sponsor: pre.sponsor,
            agendaFileName: pre.media[0]?.originalName ?? null,
          }
        : null,
    files: (ceu?.media ?? [])
      .filter((m) => FILE_FIELD_BY_KIND[m.kind])
      .map((m) => ({
        id: m.id,
        field: FILE_FIELD_BY_KIND[m.kind]!,
        kindLabel: MEDIA_KIND_LABEL[m.kind as MediaKind] ?? m.kind,
        name: m.originalName,
        href: paths.resources.media(m.id),
      })),
    view: {
      period: ceu?.reportingPeriod.name ?? "",
      creditType: ceu?.creditType.name ?? "",
      completionDate: ceu ? formatDate(ceu.completionDate) : "",
      submittedOn: ceu ? formatDate(ceu.submittedAt) : "",
    },
    reviews: memberReviewRows(ceu?.reviews ?? []),
  };
}

function text(formData: FormData, name: keyof IndividualCeuValues): string {
  const v = formData.get(name);
  return typeof v === "string" ? v : "";
}

function postedValues(formData: FormData): IndividualCeuValues {
  const out = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as Array<keyof IndividualCeuValues>) out[key] = text(formData, key);
  return out;
}

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

function toFormData(values: IndividualCeuValues, verified: boolean): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== "") fd.append(k, v);
  if (verified) fd.append("verified", "on");
  return fd;
}

let seqCounter = 0;
function answer(
  status: number,
  values: IndividualCeuValues,
  preapproved: PreapprovedView | null,
  errors: Record<string, string[]> | null,
  notice?: string,
): IndividualCeuOutcome {
  seqCounter += 1;
  const result: SubmissionResult<string[]> = { status: errors ? "error" : "success", initialValue: { ...values }, error: errors ?? {} };
  return { kind: "form", status, actionData: { result, values, preapproved, notice, seq: seqCounter } };
}

type UploadedCeuFile = FieldUpload<CeuFileField>;

/**
 * The individual CEU form's action, for the member (`admin` false: the user's own CEU, the
 * verification checkbox required, nothing once approved; a rejected CEU is resubmitted) and for an
 * admin (any status, no checkbox, the status unchanged). Intents: `save` (default), `apply-code`
 * (fills and locks the fields from the approved group CEU with that completion code),
 * `clear-code`, `delete-file` (`deleteMediaId`). Files: `agendaFile`, `certificateFile`.
 */
export async function submitIndividualCeuForm(
  request: Request,
  opts: { actorId: number; admin: boolean; userId: number; ceuId: number | null; impersonatorId?: number | null },
  now = new Date(),
): Promise<IndividualCeuOutcome> {
  const existing = opts.ceuId ? await loadCeu(opts.ceuId, opts.userId) : null;
  if (opts.ceuId && !existing) return { kind: "notFound" };
  // Room for both files; readFileFields checks each against CEU_FILE_MAX_BYTES.
  const read = await readUploadForm(request, { maxFileBytes: 2 * CEU_FILE_MAX_BYTES, tooLargeMessage: CEU_FILE_MESSAGES.tooLarge });
  const currentPre = existing?.preapprovedCreditId ? await findPreapprovedCreditById(existing.preapprovedCreditId) : null;
  if (!read.ok) {
    return answer(400, existing ? valuesOf(existing) : { ...EMPTY_VALUES }, currentPre ? preapprovedViewOf(currentPre) : null, {
      "": [read.message],
    });
  }
  const formData = read.formData;
  const intent = formData.get("deleteMediaId") ? "delete-file" : String(formData.get("intent") ?? "save");
  let values = postedValues(formData);
  const verified = formData.get("verified") === "on";

  if (existing && existing.status === REVIEW_STATUS.approved && !opts.admin) {
    return answer(409, valuesOf(existing), currentPre ? preapprovedViewOf(currentPre) : null, { "": [CEU_MESSAGES.approvedLocked] });
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
    return answer(200, withPreapproved(values, found), preapprovedViewOf(found), null, CEU_MESSAGES.codeApplied);
  }
  if (intent === "clear-code") {
    return answer(200, { ...values, completionCode: "", preapprovedCreditId: "" }, null, null, CEU_MESSAGES.codeCleared);
  }
  if (intent === "delete-file") {
    const mediaId = Number(formData.get("deleteMediaId"));
    const media = existing?.media.find((m) => m.id === mediaId);
    if (!existing || !media) return answer(404, values, pre ? preapprovedViewOf(pre) : null, { "": [CEU_MESSAGES.fileDeleteFailed] });
    try {
      await db.media.delete({ where: { id: media.id } });
      await deleteStoredFiles([media.storedPath]);
      await auditChange(opts, "individualCeu.deleteFile", existing.id, { mediaId: media.id, name: media.originalName });
    } catch (error) {
      log.error("delete CEU file failed", { mediaId, error });
      return answer(500, values, pre ? preapprovedViewOf(pre) : null, { "": [CEU_MESSAGES.fileDeleteFailed] });
    }
    return answer(200, values, pre ? preapprovedViewOf(pre) : null, null, CEU_MESSAGES.fileDeleted);
  }

  // Save.
  if (pre) values = withPreapproved(values, pre);
  const { files, errors: fileErrors } = await readFileFields(formData, CEU_FILE_FIELDS, CEU_FILE_MAX_BYTES);
  const periods = await formPeriods(now, existing?.reportingPeriod ?? null);
  const hasAgendaFile =
    files.some((f) => f.field === "agendaFile") ||
    (existing?.media.some((m) => m.kind === MEDIA_KIND.programAgenda) ?? false) ||
    Boolean(pre && (pre.agendaFile || pre.programAgenda));
  const submission = parseWithZod(toFormData(values, verified), {
    schema: individualCeuSchema({
      today: todayISO(now),
      periods: new Map(periods.map((p) => [p.id, p.name])),
      admin: opts.admin,
      agendaFile: hasAgendaFile,
    }),
  });
  // A typed code that was not applied (checked here too: the schema's cross-field rules wait for the other fields).
  const codeErrors: Record<string, string[]> =
    values.completionCode.trim() && !pre ? { completionCode: [CEU_MESSAGES.codeNotApplied] } : {};
  if (submission.status !== "success" || Object.keys(fileErrors).length > 0 || Object.keys(codeErrors).length > 0) {
    const errors: Record<string, string[]> = {
      ...(submission.status === "success" ? {} : ((submission.error as Record<string, string[]>) ?? {})),
      ...codeErrors,
      ...fileErrors,
    };
    // A file chosen with an otherwise invalid form is not kept: ask for it again.
    for (const f of files) if (!errors[f.field]) errors[f.field] = [CEU_FILE_MESSAGES.chooseAgain];
    return answer(400, values, pre ? preapprovedViewOf(pre) : null, errors);
  }
  const v = submission.value;
  const data = {
    reportingPeriodId: v.reportingPeriodId,
    completionDate: parseDateInput(v.completionDate)!,
    credits: v.credits,
    creditTypeId: v.creditTypeId,
    programTitle: v.programTitle,
    sponsor: v.sponsor,
    programDescription: v.programDescription,
    programAgenda: v.programAgenda,
    completionCode: pre ? pre.completionCode : null,
    preapprovedCreditId: pre ? pre.id : null,
  };

  const stored: Array<UploadedCeuFile & { storedPath: string }> = [];
  try {
    for (const f of files) stored.push({ ...f, storedPath: await storeFile(f.bytes, f.ext) });
    const result = await db.$transaction(async (tx) => {
      let id: number;
      let message: string;
      let replaced: string[] = [];
      if (!existing) {
        const created = await tx.individualCeu.create({
          data: { ...data, userId: opts.userId, status: REVIEW_STATUS.pending, verified: true, submittedAt: now },
          select: { id: true },
        });
        id = created.id;
        message = CEU_MESSAGES.submitted;
      } else if (opts.admin) {
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
      for (const f of stored) {
        // One file of each kind: a new upload replaces the earlier one.
        const kind = CEU_FILE_KINDS[f.field];
        const old = await tx.media.findMany({ where: { individualCeuId: id, kind }, select: { id: true, storedPath: true } });
        if (old.length) {
          await tx.media.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
          replaced = replaced.concat(old.map((o) => o.storedPath));
        }
        await tx.media.create({
          data: {
            ownerUserId: opts.userId,
            uploadedById: opts.actorId !== opts.userId ? opts.actorId : (opts.impersonatorId ?? null),
            kind,
            originalName: f.name,
            storedPath: f.storedPath,
            mimeType: f.mimeType,
            sizeBytes: f.bytes.byteLength,
            individualCeuId: id,
          },
        });
      }
      await auditChange(
        opts,
        existing ? "individualCeu.update" : "individualCeu.create",
        id,
        { ...data, files: stored.map((f) => f.name) },
        tx,
      );
      return { id, message, replaced };
    });
    await deleteStoredFiles(result.replaced);
    return { kind: "saved", id: result.id, periodId: data.reportingPeriodId, message: result.message };
  } catch (error) {
    await deleteStoredFiles(stored.map((f) => f.storedPath));
    throw error;
  }
}

/** Admin changes are audited; a member's own change only while an admin impersonates them. */
async function auditChange(
  opts: { actorId: number; admin: boolean; userId: number; impersonatorId?: number | null },
  action: string,
  entityId: number,
  after: unknown,
  client: Parameters<typeof recordAudit>[1] = db,
): Promise<void> {
  if (opts.admin) {
    await recordAudit({ actorId: opts.actorId, actingAsUserId: opts.userId, action, entityType: "IndividualCeu", entityId, after }, client);
  } else if (opts.impersonatorId) {
    await recordAudit(
      { actorId: opts.impersonatorId, actingAsUserId: opts.userId, action, entityType: "IndividualCeu", entityId, after },
      client,
    );
  }
}

async function findPreapprovedCreditById(id: number): Promise<PreapprovedCredit | null> {
  const g = await db.groupCeu.findUnique({ where: { id }, select: { completionCode: true } });
  return g?.completionCode ? findPreapprovedCredit(g.completionCode) : null;
}
