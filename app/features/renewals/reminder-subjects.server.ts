/**
 * Who is due a reminder at an as-of date, by rule (REMINDER_RULE): every subject whose date is
 * today or up to 90 New York days ahead, read set-based (a few queries per rule, none per member).
 * Each rule's query leaves out the renewed: a fee paid, credits met, a later membership, a trainer
 * whose expiry moved on a year. Deleted accounts get nothing.
 */
import { CERTIFICATION_STATUS, REMINDER_RULE, REVIEW_STATUS, type ReminderRule } from "~/domain/constants.ts";
import { creditTotals, type CreditInput } from "~/features/ceus/rules.ts";
import { addDays, endOfDayNY, startOfDayNY, yearNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { daysUntilDue, feeDueDate } from "./calendar.ts";
import { owingFeeWhere } from "./fees.server.ts";
import type { ReminderTopic } from "./reminder-rules.ts";
import { reminderLead, RENEWAL_NOTICE_DAYS } from "./rules.ts";

export type ReminderSubject = {
  rule: ReminderRule;
  /** the record reminded of: a userCertification, userMembership or independentTrainer id */
  subjectId: number;
  userId: number;
  /** the date reminded of */
  dueOn: Date;
  /** where the reminder links (a portal path) */
  path: string;
  topic: ReminderTopic;
};

/** From the start of `asOf`'s New York day to the end of the day 90 days on. */
function noticeWindow(asOf: Date) {
  return { gte: startOfDayNY(asOf), lte: endOfDayNY(addDays(asOf, RENEWAL_NOTICE_DAYS)) };
}

const liveUser = { deletedAt: null };
const certificationName = { select: { name: true, abbreviation: true } } as const;

/** Certifications owing this year's annual fee (due June 30), once it is 90 days or fewer away. */
async function feeSubjects(asOf: Date): Promise<ReminderSubject[]> {
  const year = yearNY(asOf);
  if (reminderLead(daysUntilDue(year, asOf)) === null) return [];
  const dueOn = feeDueDate(year);
  const rows = await db.userCertification.findMany({
    where: { AND: [owingFeeWhere(year), { user: liveUser }] },
    orderBy: { id: "asc" },
    select: { id: true, userId: true, certificationId: true, certification: certificationName },
  });
  const rule = REMINDER_RULE.certificationFee;
  return rows.map((r) => ({
    rule,
    subjectId: r.id,
    userId: r.userId,
    dueOn,
    path: paths.certifications.renewal(r.certificationId),
    topic: { rule, certification: r.certification },
  }));
}

/**
 * Reportable certifications (with a credit requirement, not revoked) whose current reporting period
 * ends within 90 days and whose approved credits of that period fall short (`creditTotals`: the
 * total and the per-type minimums of the credit types in use). The credits are summed by one grouped
 * query per period over every candidate's CEUs, never one per member.
 */
async function ceuSubjects(asOf: Date): Promise<ReminderSubject[]> {
  const candidate = {
    status: { not: CERTIFICATION_STATUS.revoked },
    user: liveUser,
    certification: { reportable: true, ceuCreditsRequired: { not: null } },
  };
  const rows = await db.userCertification.findMany({
    where: { ...candidate, reportingPeriod: { end: noticeWindow(asOf) } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      userId: true,
      reportingPeriodId: true,
      reportingPeriod: { select: { name: true, end: true } },
      certification: { select: { name: true, abbreviation: true, ceuCreditsRequired: true } },
    },
  });
  if (rows.length === 0) return [];
  // An archived type's minimum no longer applies (as the member's CEU page counts).
  const creditTypes = await db.creditType.findMany({ where: { archivedAt: null }, select: { id: true, name: true, minimumCredits: true } });
  const periodIds = [...new Set(rows.map((r) => r.reportingPeriodId!))];
  const credits = new Map<string, CreditInput[]>();
  for (const periodId of periodIds) {
    const sums = await db.individualCeu.groupBy({
      by: ["userId", "creditTypeId"],
      where: {
        reportingPeriodId: periodId,
        status: REVIEW_STATUS.approved,
        user: { userCertifications: { some: { ...candidate, reportingPeriodId: periodId } } },
      },
      _sum: { credits: true },
    });
    for (const s of sums) {
      const key = `${s.userId}:${periodId}`;
      const list = credits.get(key) ?? [];
      list.push({ credits: s._sum.credits ?? 0, creditTypeId: s.creditTypeId, approved: true });
      credits.set(key, list);
    }
  }
  const rule = REMINDER_RULE.ceus;
  return rows.flatMap((r) => {
    const totals = creditTotals(credits.get(`${r.userId}:${r.reportingPeriodId}`) ?? [], creditTypes, r.certification.ceuCreditsRequired);
    if (totals.remaining <= 0) return [];
    const shortByType = totals.byType.filter((t) => !t.met).map((t) => ({ name: t.name, credits: t.minimum - t.earned }));
    const period = r.reportingPeriod!;
    return [
      {
        rule,
        subjectId: r.id,
        userId: r.userId,
        dueOn: period.end,
        path: paths.ceus.root(),
        topic: { rule, certification: r.certification, periodName: period.name, remaining: totals.remaining, shortByType },
      },
    ];
  });
}

/**
 * Approved memberships that end within 90 days (valid through their end's New York day) of members
 * with no approved membership starting after it (a renewal starts the day after, or later).
 */
async function membershipSubjects(asOf: Date): Promise<ReminderSubject[]> {
  const window = noticeWindow(asOf);
  // Every approved membership of the members with one ending soon: the later ones say who renewed.
  const rows = await db.userMembership.findMany({
    where: { approved: true, user: { ...liveUser, userMemberships: { some: { approved: true, end: window } } } },
    orderBy: [{ userId: "asc" }, { start: "asc" }],
    select: { id: true, userId: true, start: true, end: true, membershipType: { select: { name: true } } },
  });
  const latestStart = new Map<number, number>();
  for (const r of rows) latestStart.set(r.userId, Math.max(latestStart.get(r.userId) ?? 0, r.start.getTime()));
  const rule = REMINDER_RULE.membership;
  return rows
    .filter((r) => r.end >= window.gte && r.end <= window.lte && latestStart.get(r.userId)! <= r.start.getTime())
    .map((r) => ({
      rule,
      subjectId: r.id,
      userId: r.userId,
      dueOn: r.end,
      path: paths.membership.get(),
      topic: { rule, membershipName: r.membershipType.name },
    }));
}

/** Independent Trainers (still flagged) whose status has not expired and ends within 90 days. */
async function trainerSubjects(asOf: Date): Promise<ReminderSubject[]> {
  const rows = await db.independentTrainer.findMany({
    where: { expiresAt: { gt: asOf, lte: noticeWindow(asOf).lte }, user: { ...liveUser, isIndependentTrainer: true } },
    orderBy: { id: "asc" },
    select: { id: true, userId: true, expiresAt: true },
  });
  const rule = REMINDER_RULE.trainer;
  return rows.map((r) => ({
    rule,
    subjectId: r.id,
    userId: r.userId,
    dueOn: r.expiresAt!,
    path: paths.trainings.independent.root(),
    topic: { rule },
  }));
}

/** Every subject of every rule whose date is 0 to 90 New York days after `asOf`, renewed ones left out. */
export async function listReminderSubjects(asOf: Date): Promise<ReminderSubject[]> {
  const byRule = await Promise.all([feeSubjects(asOf), ceuSubjects(asOf), membershipSubjects(asOf), trainerSubjects(asOf)]);
  return byRule.flat();
}
