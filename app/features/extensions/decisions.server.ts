/**
 * Deciding extension requests (admin spec 4 "Extension", 9), on the review kit. Only a paid,
 * pending request can be decided, once: approving adds 6 months to the registration's original
 * deadline (New York wall time) and marks it "expired with extension"; rejecting leaves the
 * deadline. Each is ONE transaction with its ExtensionReview row and audit event; the member is told.
 */
import { EXPIRATION_STATUS, MESSAGE_TEMPLATE_CATEGORY } from "~/domain/constants.ts";
import { LostRace, type DecisionDefinition } from "~/kit/review/decide.server.ts";
import { decisionRoute, decisionTemplates, type DecisionRoute } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { reviewOwner, reviewOwnerSelect, reviewRows } from "~/kit/review/rows.server.ts";
import { DecisionSchema } from "~/kit/review/schemas.server.ts";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { EXTENSION_REVIEW_MESSAGES as M, extendedDeadline, extensionDecisionLabel } from "./rules.ts";

/** The spec names no template category for extensions: both modals offer this one's (decision 30). */
const EXTENSION_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.extensionDecision;

type DecidedExtension = {
  id: number;
  approved: boolean | null;
  submitted: boolean;
  registrationId: number | null;
  deadline: Date | null;
  certification: string;
  owner: { id: number; email: string; firstName: string };
};

async function load(id: number): Promise<DecidedExtension | null> {
  const e = await db.extension.findUnique({
    where: { id },
    select: {
      id: true,
      approved: true,
      submittedAt: true,
      registrationId: true,
      registration: { select: { deadline: true, certification: { select: { name: true } } } },
      user: { select: { id: true, email: true, firstName: true } },
    },
  });
  return (
    e && {
      id: e.id,
      approved: e.approved,
      submitted: e.submittedAt !== null,
      registrationId: e.registrationId,
      deadline: e.registration?.deadline ?? null,
      certification: e.registration?.certification?.name ?? "",
      owner: e.user,
    }
  );
}

export const extensionDecisions: DecisionDefinition<DecidedExtension, undefined, Date | null> = {
  entityType: "Extension",
  auditAction: "extension",
  templateCategory: { approve: EXTENSION_TEMPLATE_CATEGORY, reject: EXTENSION_TEMPLATE_CATEGORY },
  load,
  notFound: M.notFound,
  refusal(e, kind) {
    if (!e.submitted) return M.notSubmitted;
    if (e.approved !== null) return M.decided;
    if (kind === "approve" && (!e.registrationId || !e.deadline)) return M.approveFailed;
    return null;
  },
  async apply(tx, e, kind, input, { message, now }) {
    const approve = kind === "approve";
    // The original deadline, read inside the transaction that moves it (an extension is granted once).
    const original = approve
      ? ((await tx.registration.findUnique({ where: { id: e.registrationId! }, select: { deadline: true } }))?.deadline ?? null)
      : null;
    if (approve && !original) throw new LostRace();
    const newDeadline = original ? extendedDeadline(original) : null;
    const claimed = await tx.extension.updateMany({
      where: { id: e.id, approved: null, submittedAt: { not: null } },
      data: { approved: approve, decidedAt: now, ...(newDeadline ? { deadline: newDeadline } : {}) },
    });
    if (claimed.count !== 1) return null;
    if (approve) {
      await tx.registration.update({
        where: { id: e.registrationId! },
        data: { deadline: newDeadline, expirationStatus: EXPIRATION_STATUS.expiredWithExtension },
      });
    }
    const review = await tx.extensionReview.create({
      data: { extensionId: e.id, reviewerId: input.actor.userId, approved: approve, message, createdAt: now },
      select: { id: true },
    });
    return {
      before: { approved: null, deadline: original ?? e.deadline },
      after: { approved: approve, deadline: newDeadline ?? e.deadline, reviewId: review.id },
      result: newDeadline,
    };
  },
  lost: () => M.decided,
  notice(e, kind, _input, { message, result: newDeadline }) {
    const note =
      kind === "approve"
        ? {
            title: "Extension approved",
            text: `Your extension request for the ${e.certification} was approved. Your new deadline is ${formatDate(newDeadline)}.`,
            subject: "Your extension request was approved",
            template: "extension_approved",
          }
        : {
            title: "Extension not approved",
            text: `Your extension request for the ${e.certification} was not approved.`,
            subject: "Your extension request was not approved",
            template: "extension_rejected",
          };
    return { ...note, message: message ? `${note.text}\n\n${htmlToText(message)}` : note.text, url: paths.dashboard() };
  },
};

const where = { reviewPath: (id: number) => paths.admin.extensions.review(id), donePath: () => paths.admin.extensions.root() };

export const extensionDecisionRoutes = {
  approve: decisionRoute(extensionDecisions, "approve", { ...where, schema: DecisionSchema, failed: M.approveFailed }),
  reject: decisionRoute(extensionDecisions, "reject", { ...where, schema: DecisionSchema, failed: M.rejectFailed }),
};

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
  const { user, flags } = reviewOwner(e.user);
  const latest = e.reviews.at(-1);
  const decided = e.approved !== null;
  return {
    id: e.id,
    user,
    flags,
    certification: e.registration?.certification?.name ?? "",
    registrationId: e.registrationId,
    completedHours: String(Math.round(e.completedHours * 100) / 100),
    signature: `${e.signature}${e.signedAt ? `, ${formatDate(e.signedAt)}` : ""}`,
    submittedOn: e.submittedAt ? formatDate(e.submittedAt) : "",
    submitted: e.submittedAt !== null,
    statusLabel: e.submittedAt === null ? "In Cart" : extensionDecisionLabel(e.approved),
    tone: e.approved === true ? "success" : e.approved === false ? "danger" : "warning",
    /** the registration's deadline now (after an approval: the extended one) */
    deadline: formatDate(e.registration?.deadline),
    /** the deadline approving would give, or gave */
    newDeadline: formatDate(decided ? e.deadline : e.registration?.deadline ? extendedDeadline(e.registration.deadline) : null),
    decided,
    statusLine: decided
      ? `${extensionDecisionLabel(e.approved)} on ${formatDateTime(e.decidedAt ?? latest?.createdAt ?? null)}${latest?.reviewer ? ` by ${latest.reviewer.firstName} ${latest.reviewer.lastName}` : ""}.`
      : null,
    canDecide: e.submittedAt !== null && !decided,
    reviews: reviewRows(
      e.reviews.map((r) => ({ ...r, status: r.approved ? "approved" : "rejected" })),
      (r) => (r.approved ? "Approved" : "Rejected"),
    ),
  };
}
export type ExtensionReview = NonNullable<Awaited<ReturnType<typeof getExtensionReview>>>;

export async function extensionDecisionModal(review: ExtensionReview, route: DecisionRoute) {
  return {
    id: review.id,
    name: `${review.user.firstName} ${review.user.lastName}`,
    certification: review.certification,
    deadline: review.deadline,
    newDeadline: review.newDeadline,
    blocked: review.canDecide ? null : review.submitted ? M.decided : M.notSubmitted,
    templates: await decisionTemplates(route, review.canDecide),
  };
}
export type ExtensionDecisionModalData = Awaited<ReturnType<typeof extensionDecisionModal>>;
