/** The admin Experience review page's data (besides the form itself: its frame and facts) and its decision modals' data. */
import { REJECTION_STATUS_LABEL, REVIEW_STATUS, type RejectionStatus } from "~/domain/constants.ts";
import { decisionTemplates, type DecisionRoute } from "~/kit/review/decision-route.server.ts";
import { reviewFrame, reviewOwnerSelect } from "~/kit/review/review-page.server.ts";
import { reviewRows, reviewSelect } from "~/kit/review/rows.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import {
  EXPERIENCE_REJECTION_STATUS_OPTIONS,
  EXPERIENCE_REVIEW_MESSAGES,
  experienceStatusLabel,
  experienceStatusTone,
  formatHours,
} from "./rules.ts";
import { validationRow, validationRowSelect } from "./validation.server.ts";

export async function getExperienceReview(id: number, now = new Date()) {
  const e = await db.experience.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      hours: true,
      createdAt: true,
      fellowshipServiceType: { select: { name: true } },
      registration: { select: { id: true, militarySpouse: true, certification: { select: { name: true } }, user: reviewOwnerSelect } },
      reviews: reviewSelect,
      validations: {
        orderBy: { validationId: "desc" },
        select: { validation: { select: validationRowSelect } },
      },
    },
  });
  if (!e) return null;
  const latest = e.reviews.at(-1);
  const canApprove = e.status !== REVIEW_STATUS.approved;
  const canReject = e.status === REVIEW_STATUS.pending;
  return {
    id: e.id,
    registrationId: e.registration.id,
    certification: e.registration.certification?.name ?? "",
    serviceType: e.fellowshipServiceType.name,
    hours: formatHours(e.hours),
    submittedOn: formatDate(e.createdAt),
    canApprove,
    canReject,
    frame: reviewFrame({
      id: e.id,
      title: "Experience Review",
      queue: { name: "Experiences", paths: paths.admin.experiences },
      owner: e.registration.user,
      militarySpouse: e.registration.militarySpouse,
      status: {
        label: experienceStatusLabel({ status: e.status, latestReviewStatus: latest?.status ?? null }),
        tone: experienceStatusTone(e.status),
      },
      open: { approve: canApprove, reject: canReject },
      reviews: reviewRows(e.reviews, (r) =>
        r.approved ? "Approved" : (REJECTION_STATUS_LABEL[r.status as RejectionStatus] ?? "Rejected"),
      ),
    }),
    validations: e.validations.map(({ validation: v }) => ({
      ...validationRow(v, now),
      description: v.description ?? "",
      comments: v.comments ?? "",
    })),
  };
}
export type ExperienceReview = NonNullable<Awaited<ReturnType<typeof getExperienceReview>>>;

export async function experienceDecisionModal(review: ExperienceReview, route: DecisionRoute) {
  const approve = route.kind === "approve";
  const open = approve ? review.canApprove : review.canReject;
  return {
    id: review.id,
    name: review.frame.owner.name,
    what: `${review.hours} hours of ${review.serviceType}`,
    blocked: open ? null : approve ? EXPERIENCE_REVIEW_MESSAGES.alreadyApproved : EXPERIENCE_REVIEW_MESSAGES.notPending,
    templates: await decisionTemplates(route, open),
    statusOptions: approve ? undefined : EXPERIENCE_REJECTION_STATUS_OPTIONS,
  };
}
export type ExperienceDecisionModalData = Awaited<ReturnType<typeof experienceDecisionModal>>;
