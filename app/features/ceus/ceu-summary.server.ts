/**
 * The credits side of CEUs (member spec /ceus, CEU completion): the reporting periods a user may
 * pick, the credits of a period with earned vs required totals, and the completion-code lookup of
 * an approved group CEU.
 */
import { REVIEW_STATUS } from "~/domain/constants.ts";
import {
  ceuStatusLabel,
  ceuStatusTone,
  creditTotals,
  defaultPeriod,
  formatCredits,
  normalizeCompletionCode,
  reportablePeriodOptions,
  type CreditTotals,
  PROGRAM_SELECT,
} from "~/features/ceus/rules.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";

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
export async function reportableCertification(userId: number, certificationId: number | null) {
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
    // An archived type's minimum no longer applies: members can no longer choose it.
    db.creditType.findMany({ where: { archivedAt: null }, orderBy: { id: "asc" }, select: { id: true, name: true, minimumCredits: true } }),
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
      ...PROGRAM_SELECT,
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

/** The approved group CEU a CEU's stored pre-approval points at, if its code still finds it. */
export async function findPreapprovedCreditById(id: number): Promise<PreapprovedCredit | null> {
  const g = await db.groupCeu.findUnique({ where: { id }, select: { completionCode: true } });
  return g?.completionCode ? findPreapprovedCredit(g.completionCode) : null;
}
