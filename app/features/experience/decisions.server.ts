/**
 * Approving and rejecting experience hours (admin spec 4 "Experience"), on the review kit.
 * Approving is allowed while an entry is pending or rejected and rounds its hours to 2 decimals;
 * rejecting (with a status from the review-status list) only while pending. Each decision is ONE
 * transaction: the ExperienceReview row, the entry's status / approved / rejectionStatus and the
 * audit event. The member is told afterwards.
 */
import { REJECTION_STATUSES, REJECTION_STATUS_LABEL, REVIEW_STATUS, type RejectionStatus } from "~/domain/constants.ts";
import type { DecisionDefinition } from "~/kit/review/decide.server.ts";
import { decisionRoute } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { DecisionSchema, decisionWithStatusSchema } from "~/kit/review/schemas.server.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import {
  EXPERIENCE_APPROVAL_TEMPLATE_CATEGORY,
  EXPERIENCE_REJECTION_TEMPLATE_CATEGORY,
  EXPERIENCE_REVIEW_MESSAGES as M,
  formatHours,
  roundHours,
} from "./rules.ts";

export const EXPERIENCE_SELECT_STATUS = "You must select a status";
export const ExperienceRejectSchema = decisionWithStatusSchema(REJECTION_STATUSES, EXPERIENCE_SELECT_STATUS);

type DecidedExperience = {
  id: number;
  status: string;
  rejectionStatus: string | null;
  hours: number;
  serviceType: string;
  owner: { id: number; email: string; firstName: string };
};

async function load(id: number): Promise<DecidedExperience | null> {
  const e = await db.experience.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      hours: true,
      fellowshipServiceType: { select: { name: true } },
      registration: { select: { user: { select: { id: true, email: true, firstName: true } } } },
    },
  });
  return (
    e && {
      id: e.id,
      status: e.status,
      rejectionStatus: e.rejectionStatus,
      hours: e.hours,
      serviceType: e.fellowshipServiceType.name,
      owner: e.registration.user,
    }
  );
}

const label = (status: string | null | undefined) => (status ? REJECTION_STATUS_LABEL[status as RejectionStatus] : undefined);

export const experienceDecisions: DecisionDefinition<DecidedExperience, undefined, number> = {
  entityType: "Experience",
  auditAction: "experience",
  templateCategory: { approve: EXPERIENCE_APPROVAL_TEMPLATE_CATEGORY, reject: EXPERIENCE_REJECTION_TEMPLATE_CATEGORY },
  load,
  notFound: M.notFound,
  refusal(e, kind, input) {
    if (kind === "approve") return e.status === REVIEW_STATUS.approved ? M.alreadyApproved : null;
    if (e.status !== REVIEW_STATUS.pending) return M.notPending;
    return label(input.status) ? null : M.rejectFailed;
  },
  async apply(tx, e, kind, input, { message, now }) {
    const approve = kind === "approve";
    const hours = roundHours(e.hours);
    const claimed = approve
      ? await tx.experience.updateMany({
          where: { id: e.id, status: { in: [REVIEW_STATUS.pending, REVIEW_STATUS.rejected] } },
          data: { status: REVIEW_STATUS.approved, approved: true, rejectionStatus: null, hours },
        })
      : await tx.experience.updateMany({
          where: { id: e.id, status: REVIEW_STATUS.pending },
          data: { status: REVIEW_STATUS.rejected, approved: false, rejectionStatus: input.status! },
        });
    if (claimed.count !== 1) return null;
    const review = await tx.experienceReview.create({
      data: {
        experienceId: e.id,
        reviewerId: input.actor.userId,
        approved: approve,
        status: approve ? REVIEW_STATUS.approved : input.status!,
        message,
        createdAt: now,
      },
      select: { id: true },
    });
    return {
      before: { status: e.status, rejectionStatus: e.rejectionStatus, hours: e.hours },
      after: approve
        ? { status: REVIEW_STATUS.approved, hours, reviewId: review.id }
        : { status: REVIEW_STATUS.rejected, rejectionStatus: input.status, reviewId: review.id },
      result: hours,
    };
  },
  lost: (_e, kind) => (kind === "approve" ? M.alreadyApproved : M.notPending),
  notice(e, kind, input, { message, result: hours }) {
    const what = `${formatHours(hours)} hours of ${e.serviceType}`;
    const note =
      kind === "approve"
        ? {
            title: "Experience approved",
            text: `Your experience (${what}) was approved.`,
            subject: "Your experience hours were approved",
            template: "experience_approved",
          }
        : {
            title: "Experience not approved",
            text: `Your experience (${what}) was not approved: ${label(input.status)}. You can correct it and resubmit it.`,
            subject: "Your experience hours were not approved",
            template: "experience_rejected",
          };
    return { ...note, message: message ? `${note.text}\n\n${htmlToText(message)}` : note.text, url: paths.experience.edit(e.id) };
  },
};

const where = { reviewPath: (id: number) => paths.admin.experiences.review(id), donePath: () => paths.admin.experiences.root() };

export const experienceDecisionRoutes = {
  approve: decisionRoute(experienceDecisions, "approve", { ...where, schema: DecisionSchema, failed: M.approveFailed }),
  reject: decisionRoute(experienceDecisions, "reject", { ...where, schema: ExperienceRejectSchema, failed: M.rejectFailed }),
};
