/**
 * Module approval: every module of the registration not yet completed is completed at once; a
 * module whose training has an Accredible group gets its badge, recorded to be issued after the
 * commit (decision 53); the registration returns to post-registration at its step.
 */
import { REGISTRATION_STATUS, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { recordCredentialIssue } from "~/features/certifications/credentials.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { paths } from "~/lib/paths.ts";
import { recipient } from "./shared.server.ts";
import type { ApprovalHandler } from "./types.ts";

export const moduleApproval: ApprovalHandler = {
  mode: "module",
  approved: { status: REGISTRATION_STATUS.postRegistration, step: null },
  question: (r) => `Approve ${r.user.firstName}'s modules? Each module is completed and its badge is issued.`,

  async apply(tx, r, { now }) {
    const open = await tx.userTraining.findMany({
      where: { registrationId: r.id, status: { not: USER_TRAINING_STATUS.completed } },
      orderBy: { id: "asc" },
      select: { id: true, training: { select: { accredibleGroupId: true } } },
    });
    for (const m of open) {
      await tx.userTraining.update({
        where: { id: m.id },
        data: { status: USER_TRAINING_STATUS.completed, completedAt: now },
      });
      if (m.training.accredibleGroupId) {
        await recordCredentialIssue(
          tx,
          {
            key: `badge:user-training-${m.id}`,
            groupId: m.training.accredibleGroupId,
            recipient: recipient(r),
            issuedOn: todayISO(now),
            target: { kind: "userTraining", id: m.id },
            registrationId: r.id,
            userId: r.user.id,
          },
          now,
        );
      }
    }
    return { modulesCompleted: open.map((m) => m.id) };
  },

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
export const courseApproval: ApprovalHandler = {
  ...moduleApproval,
  approved: { status: REGISTRATION_STATUS.complete, step: null },
};
