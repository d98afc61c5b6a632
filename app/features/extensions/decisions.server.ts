/**
 * Deciding extension requests (admin spec 4 "Extension", 9), on the review kit. Only a paid,
 * pending request can be decided, once: approving adds 6 months to the registration's original
 * deadline (New York wall time) and marks it "expired with extension"; rejecting leaves the
 * deadline. Each is ONE transaction with its ExtensionReview row and audit event; the member is told.
 */
import { EXPIRATION_STATUS, MESSAGE_TEMPLATE_CATEGORY } from "~/domain/constants.ts";
import { LostRace, type DecisionDefinition } from "~/kit/review/decide.server.ts";
import { decisionRoute } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { DecisionSchema } from "~/kit/review/schemas.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { EXTENSION_REVIEW_MESSAGES as M, extendedDeadline } from "./rules.ts";

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
