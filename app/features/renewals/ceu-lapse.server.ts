/**
 * Lapsed for CEUs (decision 51): when a reporting period has ended, every certification still on it
 * is looked at once. Credits short of the certification's requirement (the total, and each credit
 * type's minimum: `creditTotals`) lapse it for CEUs (`ceuLapsePeriodId` keeps which period); then it
 * moves on to the next reporting period (the CEU card's and the banners' period). A certification
 * issued after the period began is not held to it. A lapse is cleared once the missing credits of
 * that period are approved (they may still be logged in it).
 *
 * Set-based for the 100,000-member data set: one grouped sum of approved credits per period, then
 * updates by id in chunks; nothing per member goes to the database one by one.
 */
import { CERTIFICATION_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import { creditTotals, type CreditTypeInput } from "~/features/ceus/rules.ts";
import { db } from "~/lib/db.server.ts";
import type { FeeRunSummary } from "./fees.server.ts";
import { statusAfterCeuLapse } from "./rules.ts";

const CHUNK = 500;

type Candidate = {
  id: number;
  userId: number;
  status: string;
  issuedAt: Date | null;
  required: number | null;
  ceuLapsePeriodId: number | null;
};
type Period = { id: number; name: string; start: Date; end: Date };

/** Approved credits of a period by user and credit type, as creditTotals' input, for the users asked. */
async function creditsOf(periodId: number, userIds: Set<number>) {
  const sums = await db.individualCeu.groupBy({
    by: ["userId", "creditTypeId"],
    where: { reportingPeriodId: periodId, status: REVIEW_STATUS.approved },
    _sum: { credits: true },
  });
  const byUser = new Map<number, { credits: number; creditTypeId: number; approved: true }[]>();
  for (const s of sums) {
    if (!userIds.has(s.userId)) continue;
    const list = byUser.get(s.userId) ?? [];
    list.push({ credits: s._sum.credits ?? 0, creditTypeId: s.creditTypeId, approved: true });
    byUser.set(s.userId, list);
  }
  return byUser;
}

async function creditTypes(): Promise<CreditTypeInput[]> {
  return db.creditType.findMany({ where: { archivedAt: null }, select: { id: true, name: true, minimumCredits: true } });
}

/** The candidates of `period` that are short of credits. */
async function shortOf(period: Period, candidates: Candidate[], types: CreditTypeInput[]): Promise<Set<number>> {
  const held = candidates.filter((c) => c.required !== null && (c.issuedAt === null || c.issuedAt.getTime() <= period.start.getTime()));
  if (held.length === 0) return new Set();
  const credits = await creditsOf(period.id, new Set(held.map((c) => c.userId)));
  return new Set(held.filter((c) => creditTotals(credits.get(c.userId) ?? [], types, c.required).remaining > 0).map((c) => c.id));
}

const candidateSelect = {
  id: true,
  userId: true,
  status: true,
  issuedAt: true,
  ceuLapsePeriodId: true,
  certification: { select: { ceuCreditsRequired: true } },
} as const;

const toCandidate = (r: {
  id: number;
  userId: number;
  status: string;
  issuedAt: Date | null;
  ceuLapsePeriodId: number | null;
  certification: { ceuCreditsRequired: number | null };
}) => ({
  id: r.id,
  userId: r.userId,
  status: r.status,
  issuedAt: r.issuedAt,
  required: r.certification.ceuCreditsRequired,
  ceuLapsePeriodId: r.ceuLapsePeriodId,
});

/** The ended periods that still have certifications on them, each with its next period. */
async function endedPeriods(asOf: Date) {
  const periods = await db.reportingPeriod.findMany({
    where: { reportable: true },
    orderBy: { start: "asc" },
    select: { id: true, name: true, start: true, end: true, _count: { select: { userCertifications: true } } },
  });
  return periods
    .map((p, i) => ({ period: p as Period, count: p._count.userCertifications, next: (periods[i + 1] as Period | undefined) ?? null }))
    .filter((p) => p.period.end.getTime() < asOf.getTime() && p.count > 0);
}

async function onPeriod(periodId: number): Promise<Candidate[]> {
  const rows = await db.userCertification.findMany({
    where: { reportingPeriodId: periodId, status: { not: CERTIFICATION_STATUS.revoked }, certification: { reportable: true } },
    orderBy: { id: "asc" },
    select: candidateSelect,
  });
  return rows.map(toCandidate);
}

/** Whether the lapse of `periodId` is recorded on the candidate already (the run leaves it). */
const isRecorded = (c: Candidate, periodId: number) => c.ceuLapsePeriodId === periodId && statusAfterCeuLapse(c.status) === c.status;

/** Lapses whose credits are now complete. */
async function cured(types: CreditTypeInput[]): Promise<number[]> {
  const lapsed = await db.userCertification.findMany({
    where: { ceuLapsePeriodId: { not: null } },
    select: candidateSelect,
  });
  const byPeriod = new Map<number, Candidate[]>();
  for (const r of lapsed)
    byPeriod.set(r.ceuLapsePeriodId!, [...(byPeriod.get(r.ceuLapsePeriodId!) ?? []), { ...toCandidate(r), issuedAt: null }]);
  const done: number[] = [];
  for (const [periodId, list] of byPeriod) {
    const period = await db.reportingPeriod.findUnique({
      where: { id: periodId },
      select: { id: true, name: true, start: true, end: true },
    });
    if (!period) continue;
    const short = await shortOf(period, list, types);
    done.push(...list.filter((c) => !short.has(c.id)).map((c) => c.id));
  }
  return done;
}

export async function planCeuLapses(asOf: Date): Promise<FeeRunSummary> {
  const types = await creditTypes();
  const notes: string[] = [];
  let changed = 0;
  const sample: number[] = [];
  for (const { period, next } of await endedPeriods(asOf)) {
    const candidates = await onPeriod(period.id);
    const short = await shortOf(period, candidates, types);
    // As the run counts: each lapse recorded (not one recorded already), and each certification moved.
    const lapsing = candidates.filter((c) => short.has(c.id) && !isRecorded(c, period.id));
    changed += lapsing.length + (next ? candidates.length : 0);
    sample.push(...[...short].slice(0, 10 - sample.length));
    notes.push(
      `${period.name}: ${short.size} of ${candidates.length} certifications short of credits would lapse for CEUs; ${next ? `all would move to ${next.name}` : "no next reporting period to move to"}`,
    );
  }
  const clear = await cured(types);
  if (clear.length) notes.push(`${clear.length} lapses for CEUs now complete would clear`);
  return {
    changed: changed + clear.length,
    notes: notes.length ? notes : ["no reporting period has ended with certifications on it"],
    sample,
  };
}

export async function recordCeuLapses(asOf: Date): Promise<FeeRunSummary> {
  const types = await creditTypes();
  const notes: string[] = [];
  let changed = 0;
  const sample: number[] = [];
  for (const { period, next } of await endedPeriods(asOf)) {
    const candidates = await onPeriod(period.id);
    const short = await shortOf(period, candidates, types);
    const shortRows = candidates.filter((c) => short.has(c.id));
    // The lapse changes good standing (and renewed); under a lapse for payment it is only recorded.
    const byTarget = new Map<string, number[]>();
    for (const c of shortRows) byTarget.set(statusAfterCeuLapse(c.status), [...(byTarget.get(statusAfterCeuLapse(c.status)) ?? []), c.id]);
    for (const [target, ids] of byTarget) {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const done = await db.userCertification.updateMany({
          where: {
            id: { in: ids.slice(i, i + CHUNK) },
            reportingPeriodId: period.id,
            // Not recorded yet (a null period compares as unknown in SQL: asked for explicitly).
            OR: [{ status: { not: target } }, { ceuLapsePeriodId: null }, { ceuLapsePeriodId: { not: period.id } }],
          },
          data: { status: target, ceuLapsePeriodId: period.id },
        });
        changed += done.count;
      }
    }
    sample.push(...shortRows.slice(0, 10 - sample.length).map((c) => c.id));
    let moved = 0;
    if (next) {
      const done = await db.userCertification.updateMany({
        where: { reportingPeriodId: period.id, status: { not: CERTIFICATION_STATUS.revoked }, certification: { reportable: true } },
        data: { reportingPeriodId: next.id, expiresAt: next.end },
      });
      moved = done.count;
    }
    changed += moved;
    notes.push(
      `${period.name}: ${shortRows.length} of ${candidates.length} lapsed for CEUs; ${next ? `${moved} moved to ${next.name}` : "no next reporting period: add one in System Data"}`,
    );
  }
  const clear = await cured(types);
  for (let i = 0; i < clear.length; i += CHUNK) {
    const ids = clear.slice(i, i + CHUNK);
    await db.userCertification.updateMany({
      where: { id: { in: ids }, status: CERTIFICATION_STATUS.lapsedCeus },
      data: { status: CERTIFICATION_STATUS.goodStanding },
    });
    await db.userCertification.updateMany({ where: { id: { in: ids } }, data: { ceuLapsePeriodId: null } });
  }
  if (clear.length) notes.push(`${clear.length} lapses for CEUs cleared (credits complete)`);
  changed += clear.length;
  return { changed, notes: notes.length ? notes : ["no reporting period has ended with certifications on it"], sample };
}
