/**
 * The individual CEU form's data, for the member (new, edit, or the static view once approved) and
 * for the admin review page (admin spec 5 "Individual CEU"): one reader, `admin` decides what is
 * allowed. The action is `submitIndividualCeuForm` (individual-submit.server.ts).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { MEDIA_KIND, MEDIA_KIND_LABEL, REVIEW_STATUS, type MediaKind } from "~/domain/constants.ts";
import {
  CEU_MESSAGES,
  periodClosed,
  ceuReviewStatusLabel,
  ceuStatusLabel,
  ceuStatusTone,
  defaultPeriod,
  formatCredits,
  type ProgramValues,
  PROGRAM_SELECT,
} from "~/features/ceus/rules.ts";
import { formatDate, toDateInputValue, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { fileTooLargeMessage, UPLOAD_MESSAGES } from "~/lib/uploads.server.ts";
import { creditTypeChoices } from "./credit-types.server.ts";
import { periodOptions, reportableCertification, type PeriodOption } from "./ceu-summary.server.ts";

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
export const CEU_FILE_FIELDS = { agendaFile: "document", certificateFile: "document" } as const;

/**
 * The form's values as the inputs show them. A linked pre-approved group CEU (`preapprovedCreditId`,
 * set once its completion code is applied) locks the program fields; `preapprovedAgendaFile` is only
 * shown (the name of its sponsor's agenda file, "" when none).
 */
export type IndividualCeuValues = ProgramValues & {
  reportingPeriodId: string;
  completionDate: string;
  completionCode: string;
  preapprovedCreditId: string;
  preapprovedAgendaFile: string;
};

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
  /** the member sees an approved CEU, or one of a reporting period that has ended, as static fields */
  readOnly: boolean;
  /** why a CEU that is not approved can no longer change (its reporting period ended) */
  closedMessage: string | null;
  files: Array<{ id: number; field: CeuFileField; kindLabel: string; name: string; href: string }>;
  /** for the static view and the member's list of decisions */
  view: { period: string; creditType: string; completionDate: string; submittedOn: string };
  reviews: MemberReviewRow[];
};

export const EMPTY_VALUES: IndividualCeuValues = {
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
  preapprovedAgendaFile: "",
};

const ceuFormSelect = {
  id: true,
  userId: true,
  reportingPeriodId: true,
  completionDate: true,
  ...PROGRAM_SELECT,
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

export type LoadedCeu = Prisma.IndividualCeuGetPayload<{ select: typeof ceuFormSelect }>;

export function loadCeu(ceuId: number, userId: number) {
  return db.individualCeu.findFirst({ where: { id: ceuId, userId }, select: ceuFormSelect });
}

export function valuesOf(ceu: LoadedCeu): IndividualCeuValues {
  // A group CEU whose completion code was taken away no longer locks the form.
  const pre = ceu.preapprovedCredit?.completionCode ? ceu.preapprovedCredit : null;
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
    preapprovedCreditId: pre ? String(pre.id) : "",
    preapprovedAgendaFile: pre?.media[0]?.originalName ?? "",
  };
}

const FILE_FIELD_BY_KIND: Record<string, CeuFileField> = {
  [MEDIA_KIND.programAgenda]: "agendaFile",
  [MEDIA_KIND.creditCompletionCertificate]: "certificateFile",
};

/** The periods the form offers: the ones a user may pick (for a member, not the ended ones unless `ended`), plus the CEU's own. */
export async function formPeriods(
  now: Date,
  own: PeriodOption | null,
  opts: { ended: boolean } = { ended: true },
): Promise<PeriodOption[]> {
  const options = (await periodOptions(now)).filter((p) => opts.ended || !periodClosed(p, now));
  if (own && !options.some((p) => p.id === own.id)) options.push(own);
  return options;
}

/**
 * Whether the member may still add and change CEUs of ended reporting periods: an approved extension
 * of one of their certifications that has not run out (member spec section 4).
 */
export async function ceuExtensionOpen(userId: number, now: Date): Promise<boolean> {
  const found = await db.extension.findFirst({
    where: { userId, approved: true, userCertificationId: { not: null }, deadline: { gte: now } },
    select: { id: true },
  });
  return found !== null;
}

/** The member's CEU in a reporting period that has ended, without an approved extension: it can no longer change. */
export async function closedToMember(ceu: { reportingPeriod: { end: Date } } | null, userId: number, now: Date): Promise<boolean> {
  return ceu !== null && periodClosed(ceu.reportingPeriod, now) && !(await ceuExtensionOpen(userId, now));
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
  const ended = opts.admin || (await ceuExtensionOpen(opts.userId, now));
  const closed = !ended && ceu !== null && periodClosed(ceu.reportingPeriod, now);
  const [periods, creditTypes] = await Promise.all([
    formPeriods(now, ceu?.reportingPeriod ?? null, { ended }),
    creditTypeChoices([ceu?.creditTypeId]),
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
    readOnly: (approved && !opts.admin) || closed,
    closedMessage: closed && !approved ? CEU_MESSAGES.periodClosed : null,
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
