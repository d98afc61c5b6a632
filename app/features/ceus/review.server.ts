/**
 * The admin CEU review pages (admin spec 2 "CEU Individual Approval form", "CEU Pre-Approval
 * Form"): the CEU and its review page's frame (owner with active flags, decisions, reviews).
 */
import { REVIEW_STATUS } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { decisionTemplates, type DecisionRoute } from "~/kit/review/decision-route.server.ts";
import { db } from "~/lib/db.server.ts";
import {
  CEU_REJECTION_STATUS_OPTIONS,
  CEU_REVIEW_MESSAGES,
  ceuReviewStatusLabel,
  ceuStatusLabel,
  ceuStatusTone,
  formatCredits,
} from "./rules.ts";
import { reviewFrame, reviewOwnerSelect } from "~/kit/review/review-page.server.ts";
import { reviewRows, reviewSelect } from "~/kit/review/rows.server.ts";
import { paths } from "~/lib/paths.ts";

/** The Individual CEU review page: the CEU, its owner with active flags, the linked group CEU and the reviews; null when missing. */
export async function getIndividualCeuReview(id: number) {
  const c = await db.individualCeu.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      completionDate: true,
      submittedAt: true,
      completionCode: true,
      reportingPeriod: { select: { name: true } },
      creditType: { select: { name: true } },
      preapprovedCredit: { select: { id: true, programTitle: true } },
      user: reviewOwnerSelect,
      reviews: reviewSelect,
    },
  });
  if (!c) return null;
  const canApprove = c.status === REVIEW_STATUS.pending || c.status === REVIEW_STATUS.rejected;
  const canReject = c.status === REVIEW_STATUS.pending;
  return {
    id: c.id,
    status: c.status,
    canApprove,
    canReject,
    programTitle: c.programTitle,
    sponsor: c.sponsor,
    credits: formatCredits(c.credits),
    creditType: c.creditType.name,
    reportingPeriod: c.reportingPeriod.name,
    completionDate: formatDate(c.completionDate),
    submittedOn: formatDate(c.submittedAt),
    completionCode: c.completionCode,
    preapproved: c.preapprovedCredit ? { id: c.preapprovedCredit.id, title: c.preapprovedCredit.programTitle } : null,
    frame: reviewFrame({
      id: c.id,
      title: "CEU Individual Approval form",
      queue: { name: "Individual CEUs", paths: paths.admin.individualCeus },
      owner: c.user,
      status: { label: ceuStatusLabel(c), tone: ceuStatusTone(c) },
      open: { approve: canApprove, reject: canReject },
      reviews: reviewRows(c.reviews, ceuReviewStatusLabel),
    }),
  };
}
export type IndividualCeuReview = NonNullable<Awaited<ReturnType<typeof getIndividualCeuReview>>>;

/** The Group CEU review page (CEU Pre-Approval Form): the pre-approval, its owner with active flags and the reviews; null when missing. */
export async function getGroupCeuReview(id: number) {
  const g = await db.groupCeu.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      submittedAt: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      startDate: true,
      endDate: true,
      contactEmail: true,
      completionCode: true,
      listProgram: true,
      creditType: { select: { name: true } },
      user: reviewOwnerSelect,
      reviews: reviewSelect,
    },
  });
  if (!g) return null;
  const submitted = g.submittedAt !== null;
  const canApprove = submitted && (g.status === REVIEW_STATUS.pending || g.status === REVIEW_STATUS.rejected);
  const canReject = submitted && g.status === REVIEW_STATUS.pending;
  return {
    id: g.id,
    status: g.status,
    submitted,
    canApprove,
    canReject,
    programTitle: g.programTitle,
    sponsor: g.sponsor,
    credits: formatCredits(g.credits),
    creditType: g.creditType.name,
    startDate: formatDate(g.startDate),
    endDate: formatDate(g.endDate),
    submittedOn: formatDate(g.submittedAt),
    contactEmail: g.contactEmail,
    completionCode: g.completionCode,
    listProgram: g.listProgram,
    frame: reviewFrame({
      id: g.id,
      title: "CEU Pre-Approval Form",
      queue: { name: "Group CEUs", paths: paths.admin.groupCeus },
      owner: g.user,
      status: { label: ceuStatusLabel({ ...g, submitted }), tone: ceuStatusTone({ ...g, submitted }) },
      open: { approve: canApprove, reject: canReject },
      reviews: reviewRows(g.reviews, ceuReviewStatusLabel),
    }),
  };
}
export type GroupCeuReview = NonNullable<Awaited<ReturnType<typeof getGroupCeuReview>>>;

/**
 * What an Approve / Reject CEU modal shows: who and what is decided, and either the templates of
 * the decision's category or why it cannot be taken now.
 */
export async function ceuDecisionModal(review: IndividualCeuReview | GroupCeuReview, route: DecisionRoute) {
  const approve = route.kind === "approve";
  const open = approve ? review.canApprove : review.canReject;
  const group = "submitted" in review;
  const blocked = open
    ? null
    : group && !review.submitted
      ? CEU_REVIEW_MESSAGES.notSubmitted
      : approve
        ? CEU_REVIEW_MESSAGES.alreadyApproved
        : CEU_REVIEW_MESSAGES.notPending;
  return {
    id: review.id,
    group,
    name: review.frame.owner.name,
    programTitle: review.programTitle,
    completionCode: group ? review.completionCode : null,
    blocked,
    templates: await decisionTemplates(route, open),
    statusOptions: approve ? undefined : CEU_REJECTION_STATUS_OPTIONS,
  };
}
export type CeuDecisionModalData = Awaited<ReturnType<typeof ceuDecisionModal>>;
