/**
 * Module approval: every module of the registration not yet completed is completed at once, a
 * module whose training has an Accredible group with its badge; the registration returns to
 * post-registration at its step.
 */
import { REGISTRATION_STATUS, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { issueCredential } from "~/integrations/accredible.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { approvalFailure, recipient, undoCredentials } from "./shared.server.ts";
import type { ApprovalHandler } from "./types.ts";

/** The badges issued before the transaction, by module. */
type Badge = { userTrainingId: number; id: string; url: string };

function openModules(registrationId: number) {
  return db.userTraining.findMany({
    where: { registrationId, status: { not: USER_TRAINING_STATUS.completed } },
    orderBy: { id: "asc" },
    select: { id: true, training: { select: { name: true, accredibleGroupId: true } } },
  });
}

export const moduleApproval: ApprovalHandler<Badge[]> = {
  mode: "module",
  approved: { status: REGISTRATION_STATUS.postRegistration, step: null },
  question: (r) => `Approve ${r.user.firstName}'s modules? Each module is completed and its badge is issued.`,

  /** A badge for each open module with a group; when one is refused, those issued are deleted. */
  async prepare(r, _actor, now) {
    const badges: Badge[] = [];
    for (const m of await openModules(r.id)) {
      if (!m.training.accredibleGroupId) continue;
      const badge = await issueCredential({ groupId: m.training.accredibleGroupId, recipient: recipient(r), issuedOn: todayISO(now) });
      if (!badge.ok) {
        await undoCredentials(badges.map((b) => b.id));
        return { ok: false, message: approvalFailure(badge.message) };
      }
      badges.push({ userTrainingId: m.id, id: badge.id, url: badge.url });
    }
    return { ok: true, value: badges };
  },

  async apply(tx, r, { now, prepared }) {
    const badges = prepared ?? [];
    const open = await tx.userTraining.findMany({
      where: { registrationId: r.id, status: { not: USER_TRAINING_STATUS.completed } },
      select: { id: true },
    });
    for (const m of open) {
      await tx.userTraining.update({
        where: { id: m.id },
        data: {
          status: USER_TRAINING_STATUS.completed,
          completedAt: now,
          accredibleUrl: badges.find((b) => b.userTrainingId === m.id)?.url ?? null,
        },
      });
    }
    return { modulesCompleted: open.map((m) => m.id) };
  },

  undo: (_r, badges) => undoCredentials(badges.map((b) => b.id)),

  // A training registration's member finds the course on the Essentials courses page's Complete tab (decision 46).
  notice: (r) => ({
    title: "Your modules were approved",
    text: "Your modules were approved and their badges were issued.",
    url: r.certificationId === null ? paths.trainings.root({ tab: "complete" }) : undefined,
  }),
};

/**
 * A training registration's module approval (an Essentials course the member finished): the same
 * badges and completed modules, and the registration is complete: the course is done, not a step
 * on the way to a certification (decision 46).
 */
export const courseApproval: ApprovalHandler<Badge[]> = {
  ...moduleApproval,
  approved: { status: REGISTRATION_STATUS.complete, step: null },
};
