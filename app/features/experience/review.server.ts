/** The admin Experience review page's data (besides the form itself) and its decision modals' data. */
import { REJECTION_STATUS_LABEL, REVIEW_STATUS, type RejectionStatus } from "~/domain/constants.ts";
import { decisionTemplates, type DecisionRoute } from "~/kit/review/decision-route.server.ts";
import { reviewOwner, reviewOwnerSelect, reviewRows, reviewSelect } from "~/kit/review/rows.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
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
  const { user, flags } = reviewOwner(e.registration.user);
  const latest = e.reviews.at(-1);
  return {
    id: e.id,
    user,
    flags,
    militarySpouse: e.registration.militarySpouse,
    registrationId: e.registration.id,
    certification: e.registration.certification?.name ?? "",
    serviceType: e.fellowshipServiceType.name,
    hours: formatHours(e.hours),
    submittedOn: formatDate(e.createdAt),
    statusLabel: experienceStatusLabel({ status: e.status, latestReviewStatus: latest?.status ?? null }),
    tone: experienceStatusTone(e.status),
    canApprove: e.status !== REVIEW_STATUS.approved,
    canReject: e.status === REVIEW_STATUS.pending,
    reviews: reviewRows(e.reviews, (r) => (r.approved ? "Approved" : (REJECTION_STATUS_LABEL[r.status as RejectionStatus] ?? "Rejected"))),
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
    name: `${review.user.firstName} ${review.user.lastName}`,
    what: `${review.hours} hours of ${review.serviceType}`,
    blocked: open ? null : approve ? EXPERIENCE_REVIEW_MESSAGES.alreadyApproved : EXPERIENCE_REVIEW_MESSAGES.notPending,
    templates: await decisionTemplates(route, open),
    statusOptions: approve ? undefined : EXPERIENCE_REJECTION_STATUS_OPTIONS,
  };
}
export type ExperienceDecisionModalData = Awaited<ReturnType<typeof experienceDecisionModal>>;
