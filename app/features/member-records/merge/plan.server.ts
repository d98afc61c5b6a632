/**
 * What a merge of two accounts would do, read from the database (inside the merge's transaction,
 * or for the preview): the collisions it resolves, the rows that stay with the retired account, and
 * the blockers that stop it (decision 57).
 */
import { CERTIFICATION_STATUS, REGISTRATION_STATUS, ROLE, TRANSACTION_STATUS } from "~/domain/constants.ts";
import type { Tx } from "~/lib/db.server.ts";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import type { UserSnapshot } from "./fields.ts";

export type Collision = { what: string; resolution: string };

export type MergePlan = {
  collisions: Collision[];
  blockers: string[];
  /** source rows that stay with the retired account, by model */
  staying: { UserCertification: number[]; IndependentTrainer: number[]; EventRegistration: number[] };
  /** groups both accounts are in: the source's row is removed (the survivor's kept) */
  sharedGroupIds: number[];
};

const nameOf = (u: Pick<UserSnapshot, "firstName" | "lastName" | "email">) => `${u.firstName} ${u.lastName} (${u.email})`;

export const MERGE_BLOCKERS = {
  same: "An account cannot be merged into itself.",
  retired: (who: string) => `${who} has already been merged or deleted.`,
  admin: (who: string) => `${who} is an administrator account; only member accounts are merged.`,
  checkout: (who: string, when: string) => `${who} has a payment in progress (started ${when}). Merge once it has finished or failed.`,
  bothActive: (cert: string) =>
    `Both accounts hold the ${cert} certification and neither is revoked. Revoke the duplicate on the Certifications tab first.`,
  otherActive: (cert: string) =>
    `The other account holds the active ${cert} certification and this one's is revoked: keep the other account instead.`,
  openRegistrations: (what: string) =>
    `Both accounts have a registration in progress for ${what}. Finish or delete one on the Registrations tab first.`,
} as const;

const OPEN_REGISTRATION = { status: { not: REGISTRATION_STATUS.complete }, expirationStatus: null } as const;

export async function planMerge(tx: Tx, target: UserSnapshot, source: UserSnapshot): Promise<MergePlan> {
  const plan: MergePlan = {
    collisions: [],
    blockers: [],
    staying: { UserCertification: [], IndependentTrainer: [], EventRegistration: [] },
    sharedGroupIds: [],
  };
  if (target.id === source.id) {
    plan.blockers.push(MERGE_BLOCKERS.same);
    return plan;
  }
  for (const u of [target, source]) {
    if (u.deletedAt || u.mergedIntoId) plan.blockers.push(MERGE_BLOCKERS.retired(nameOf(u)));
    if (u.role === ROLE.admin) plan.blockers.push(MERGE_BLOCKERS.admin(nameOf(u)));
  }
  const ids = [target.id, source.id];
  const pending = await tx.transaction.findMany({
    where: { userId: { in: ids }, status: TRANSACTION_STATUS.pending },
    select: { userId: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  for (const p of pending)
    plan.blockers.push(MERGE_BLOCKERS.checkout(nameOf(p.userId === target.id ? target : source), formatDateTime(p.createdAt)));

  await planCertifications(tx, target.id, source.id, plan);
  await planRegistrations(tx, target.id, source.id, plan);
  await planOncePerMember(tx, target.id, source.id, plan);
  await planMemberships(tx, target.id, source.id, plan);
  if (target.pmLastFour && source.pmLastFour)
    plan.collisions.push({
      what: `Two saved cards: ${target.pmType ?? "card"} ending ${target.pmLastFour} and ${source.pmType ?? "card"} ending ${source.pmLastFour}.`,
      resolution: "The survivor keeps the card chosen under Saved card; the other stays with the retired account and is not charged.",
    });
  return plan;
}

async function planCertifications(tx: Tx, targetId: number, sourceId: number, plan: MergePlan) {
  const certs = await tx.userCertification.findMany({
    where: { userId: { in: [targetId, sourceId] } },
    select: { id: true, userId: true, certificationId: true, status: true, certification: { select: { name: true } } },
  });
  for (const mine of certs.filter((c) => c.userId === sourceId)) {
    const theirs = certs.find((c) => c.userId === targetId && c.certificationId === mine.certificationId);
    if (!theirs) continue;
    const name = mine.certification.name;
    const revoked = (s: string) => s === CERTIFICATION_STATUS.revoked;
    if (!revoked(mine.status) && !revoked(theirs.status)) plan.blockers.push(MERGE_BLOCKERS.bothActive(name));
    else if (!revoked(mine.status)) plan.blockers.push(MERGE_BLOCKERS.otherActive(name));
    else {
      plan.staying.UserCertification.push(mine.id);
      plan.collisions.push({
        what: `Both accounts hold the ${name} certification; the other account's is revoked.`,
        resolution: "The survivor keeps its own; the revoked one, with its renewals and extensions, stays with the retired account.",
      });
    }
  }
}

async function planRegistrations(tx: Tx, targetId: number, sourceId: number, plan: MergePlan) {
  const open = await tx.registration.findMany({
    where: { userId: { in: [targetId, sourceId] }, ...OPEN_REGISTRATION },
    select: {
      userId: true,
      certificationId: true,
      trainingId: true,
      certification: { select: { name: true } },
      training: { select: { name: true } },
    },
  });
  const seen = new Set<string>();
  for (const r of open.filter((x) => x.userId === sourceId)) {
    const same = open.find(
      (t) =>
        t.userId === targetId &&
        ((r.certificationId !== null && t.certificationId === r.certificationId) ||
          (r.trainingId !== null && t.trainingId === r.trainingId)),
    );
    const what = r.certification?.name ?? r.training?.name ?? "the same program";
    if (same && !seen.has(what)) {
      seen.add(what);
      plan.blockers.push(MERGE_BLOCKERS.openRegistrations(what));
    }
  }
}

async function planOncePerMember(tx: Tx, targetId: number, sourceId: number, plan: MergePlan) {
  const trainers = await tx.independentTrainer.findMany({
    where: { userId: { in: [targetId, sourceId] } },
    select: { id: true, userId: true },
  });
  const sourceTrainer = trainers.find((t) => t.userId === sourceId);
  if (sourceTrainer && trainers.some((t) => t.userId === targetId)) {
    plan.staying.IndependentTrainer.push(sourceTrainer.id);
    plan.collisions.push({
      what: "Both accounts have an Independent Trainer record.",
      resolution: "The survivor keeps its own; the other stays with the retired account.",
    });
  }
  const events = await tx.eventRegistration.findMany({
    where: { userId: { in: [targetId, sourceId] } },
    select: { id: true, userId: true, eventId: true, event: { select: { name: true } } },
  });
  for (const e of events.filter((x) => x.userId === sourceId)) {
    if (!events.some((t) => t.userId === targetId && t.eventId === e.eventId)) continue;
    plan.staying.EventRegistration.push(e.id);
    plan.collisions.push({
      what: `Both accounts are registered for ${e.event.name}.`,
      resolution: "The survivor's registration is kept; the other stays with the retired account (its payment moves with the orders).",
    });
  }
  const groups = await tx.userGroup.findMany({
    where: { userId: { in: [targetId, sourceId] } },
    select: { userId: true, groupId: true, group: { select: { name: true } } },
  });
  for (const g of groups.filter((x) => x.userId === sourceId)) {
    if (!groups.some((t) => t.userId === targetId && t.groupId === g.groupId)) continue;
    plan.sharedGroupIds.push(g.groupId);
    plan.collisions.push({ what: `Both accounts are in the group ${g.group.name}.`, resolution: "The survivor stays in it once." });
  }
}

async function planMemberships(tx: Tx, targetId: number, sourceId: number, plan: MergePlan) {
  const rows = await tx.userMembership.findMany({
    where: { userId: { in: [targetId, sourceId] } },
    select: { userId: true, start: true, end: true, membershipType: { select: { name: true } } },
    orderBy: { start: "asc" },
  });
  for (const m of rows.filter((x) => x.userId === sourceId)) {
    const overlap = rows.find((t) => t.userId === targetId && t.start <= m.end && m.start <= t.end);
    if (!overlap) continue;
    plan.collisions.push({
      what: `Two memberships for the same period: ${overlap.membershipType.name} ${formatDate(overlap.start)} – ${formatDate(overlap.end)} and ${m.membershipType.name} ${formatDate(m.start)} – ${formatDate(m.end)}.`,
      resolution: "Both move, and stay in the payment history; the membership status counts the one valid today.",
    });
  }
}
