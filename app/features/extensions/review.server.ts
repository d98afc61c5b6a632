/** The admin Extension review page's data and its decision modals' data (admin spec 2 "Extension review"). */
import { decisionTemplates, type DecisionRoute } from "~/kit/review/decision-route.server.ts";
import { reviewFrame, reviewOwnerSelect } from "~/kit/review/review-page.server.ts";
import { reviewRows } from "~/kit/review/rows.server.ts";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { EXTENSION_REVIEW_MESSAGES as M, extendedDeadline, extensionDecisionLabel } from "./rules.ts";

/** The Extension review page: the request, its registration, and either the decision buttons or the status line and history. */
export async function getExtensionReview(id: number) {
  const e = await db.extension.findUnique({
    where: { id },
    select: {
      id: true,
      approved: true,
      completedHours: true,
      signature: true,
      signedAt: true,
      submittedAt: true,
      decidedAt: true,
      deadline: true,
      createdAt: true,
      registrationId: true,
      registration: { select: { deadline: true, certification: { select: { name: true } } } },
      user: reviewOwnerSelect,
      reviews: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, createdAt: true, approved: true, message: true, reviewer: { select: { firstName: true, lastName: true } } },
      },
    },
  });
  if (!e) return null;
  const latest = e.reviews.at(-1);
  const decided = e.approved !== null;
  const canDecide = e.submittedAt !== null && !decided;
  return {
    id: e.id,
    certification: e.registration?.certification?.name ?? "",
    registrationId: e.registrationId,
    completedHours: String(Math.round(e.completedHours * 100) / 100),
    signature: `${e.signature}${e.signedAt ? `, ${formatDate(e.signedAt)}` : ""}`,
    submittedOn: e.submittedAt ? formatDate(e.submittedAt) : "",
    submitted: e.submittedAt !== null,
    /** the registration's deadline now (after an approval: the extended one) */
    deadline: formatDate(e.registration?.deadline),
    /** the deadline approving would give, or gave */
    newDeadline: formatDate(decided ? e.deadline : e.registration?.deadline ? extendedDeadline(e.registration.deadline) : null),
    decided,
    canDecide,
    frame: reviewFrame({
      id: e.id,
      title: "Extension Review",
      queue: { name: "Extensions", paths: paths.admin.extensions },
      owner: e.user,
      status: {
        label: e.submittedAt === null ? "In Cart" : extensionDecisionLabel(e.approved),
        tone: e.approved === true ? "success" : e.approved === false ? "danger" : "warning",
      },
      open: { approve: canDecide, reject: canDecide },
      statusLine: decided
        ? {
            text: `${extensionDecisionLabel(e.approved)} on ${formatDateTime(e.decidedAt ?? latest?.createdAt ?? null)}${latest?.reviewer ? ` by ${latest.reviewer.firstName} ${latest.reviewer.lastName}` : ""}.`,
            tone: e.approved ? "success" : "warning",
          }
        : null,
      reviews: reviewRows(
        e.reviews.map((r) => ({ ...r, status: r.approved ? "approved" : "rejected" })),
        (r) => (r.approved ? "Approved" : "Rejected"),
      ),
    }),
  };
}
export type ExtensionReview = NonNullable<Awaited<ReturnType<typeof getExtensionReview>>>;

export async function extensionDecisionModal(review: ExtensionReview, route: DecisionRoute) {
  return {
    id: review.id,
    name: review.frame.owner.name,
    certification: review.certification,
    deadline: review.deadline,
    newDeadline: review.newDeadline,
    blocked: review.canDecide ? null : review.submitted ? M.decided : M.notSubmitted,
    templates: await decisionTemplates(route, review.canDecide),
  };
}
export type ExtensionDecisionModalData = Awaited<ReturnType<typeof extensionDecisionModal>>;
