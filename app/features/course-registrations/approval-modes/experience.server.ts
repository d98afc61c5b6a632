/**
 * Experience approval: the registration's pending experience hours are approved (rejected ones stay
 * rejected), each with an approving review and its hours rounded to 2 decimals; the registration
 * returns to post-registration at its step.
 */
import { REGISTRATION_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import type { ApprovalHandler } from "./types.ts";

const rounded = (hours: number) => Math.round(hours * 100) / 100;

export const experienceApproval: ApprovalHandler = {
  mode: "experience",
  approved: { status: REGISTRATION_STATUS.postRegistration, step: null },
  question: (r) => `Approve ${r.user.firstName}'s pending experience hours?`,

  async apply(tx, r, { actor, message, now }) {
    const pending = await tx.experience.findMany({
      where: { registrationId: r.id, status: REVIEW_STATUS.pending },
      select: { id: true, hours: true },
    });
    for (const e of pending) {
      await tx.experience.update({
        where: { id: e.id },
        data: { status: REVIEW_STATUS.approved, approved: true, rejectionStatus: null, hours: rounded(e.hours) },
      });
      await tx.experienceReview.create({
        data: { experienceId: e.id, reviewerId: actor.userId, approved: true, status: REVIEW_STATUS.approved, message, createdAt: now },
      });
    }
    return { experiencesApproved: pending.map((e) => e.id), hours: pending.reduce((n, e) => n + rounded(e.hours), 0) };
  },

  notice: () => ({ title: "Your experience hours were approved", text: "Your experience hours were approved." }),
};
