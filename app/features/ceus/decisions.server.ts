/**
 * Approving and rejecting CEUs (admin spec 4 "CEU review", 5 "Reject CEU", 7). Approving is
 * allowed while a CEU is pending or rejected, rejecting only while pending. Each decision is ONE
 * database transaction: the CeuReview row, the CEU's status / approved / rejectionStatus and an
 * audit event; approving a group CEU issues its completion code. The member is told afterwards
 * (notification and email, best effort).
 */
import { REJECTION_STATUS_LABEL, REVIEW_STATUS, type RejectionStatus } from "~/domain/constants.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import type { Result } from "~/kit/forms/outcome.ts";
import { decide, type DecisionDefinition, type DecisionInput, type DecisionKind } from "~/kit/review/decide.server.ts";
import { decisionRoute } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { DecisionSchema } from "~/kit/review/schemas.server.ts";
import { CeuRejectSchema } from "./schemas.server.ts";
import {
  CEU_APPROVAL_TEMPLATE_CATEGORY,
  CEU_REJECTION_TEMPLATE_CATEGORY,
  CEU_REVIEW_MESSAGES,
  COMPLETION_CODE_ALPHABET,
  COMPLETION_CODE_LENGTH,
} from "./rules.ts";

/** A random completion code (8 characters of COMPLETION_CODE_ALPHABET). */
export function randomCompletionCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const alphabet = COMPLETION_CODE_ALPHABET;
  let code = "";
  // Bytes at or above `limit` are skipped so every character stays equally likely for any alphabet size.
  const limit = 256 - (256 % alphabet.length);
  while (code.length < COMPLETION_CODE_LENGTH) {
    for (const byte of random(COMPLETION_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += alphabet[byte % alphabet.length];
      if (code.length === COMPLETION_CODE_LENGTH) break;
    }
  }
  return code;
}

/**
 * A completion code no group CEU holds. Runs inside the approving transaction after its first
 * write, so SQLite's write lock keeps other writers out between the check and the update.
 */
async function uniqueCompletionCode(tx: Tx, generate: () => string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generate();
    const taken = await tx.groupCeu.findUnique({ where: { completionCode: code }, select: { id: true } });
    if (!taken) return code;
  }
  throw new Error("could not find a free completion code");
}

type CeuKind = "individual" | "group";

/** A CEU as its decisions read it; `submitted` is false only for a group CEU still unpaid in the cart. */
type DecidedCeu = {
  id: number;
  status: string;
  rejectionStatus: string | null;
  submitted: boolean;
  programTitle: string;
  owner: { id: number; email: string; firstName: string };
};

const ownerSelect = { select: { id: true, email: true, firstName: true } } as const;
const ceuSelect = { id: true, status: true, rejectionStatus: true, programTitle: true, user: ownerSelect } as const;

const KINDS = {
  individual: {
    entityType: "IndividualCeu",
    auditAction: "individualCeu",
    review: "individualCeuId",
    async load(id: number): Promise<DecidedCeu | null> {
      const c = await db.individualCeu.findUnique({ where: { id }, select: ceuSelect });
      return (
        c && {
          id: c.id,
          status: c.status,
          rejectionStatus: c.rejectionStatus,
          submitted: true,
          programTitle: c.programTitle,
          owner: c.user,
        }
      );
    },
    claim: (tx: Tx, id: number, from: string[], data: CeuDecisionColumns) =>
      tx.individualCeu.updateMany({ where: { id, status: { in: from } }, data }),
  },
  group: {
    entityType: "GroupCeu",
    auditAction: "groupCeu",
    review: "groupCeuId",
    async load(id: number): Promise<DecidedCeu | null> {
      const g = await db.groupCeu.findUnique({ where: { id }, select: { ...ceuSelect, submittedAt: true } });
      return (
        g && {
          id: g.id,
          status: g.status,
          rejectionStatus: g.rejectionStatus,
          submitted: g.submittedAt !== null,
          programTitle: g.programTitle,
          owner: g.user,
        }
      );
    },
    // Still in the owner's cart (review fee unpaid): never decided.
    claim: (tx: Tx, id: number, from: string[], data: CeuDecisionColumns) =>
      tx.groupCeu.updateMany({ where: { id, submittedAt: { not: null }, status: { in: from } }, data }),
  },
} as const;

type CeuDecisionColumns = { status: string; approved: boolean; rejectionStatus: string | null };

function withMessage(text: string, message: string | null): string {
  return message ? `${text}\n\n${htmlToText(message)}` : text;
}

function rejectionLabel(status: string | null | undefined): string | undefined {
  return status ? REJECTION_STATUS_LABEL[status as RejectionStatus] : undefined;
}

/**
 * The decisions of a CEU: approving is allowed while it is pending or rejected, rejecting (with a
 * review status) only while pending; a group CEU must have been submitted (its review fee paid).
 * Each writes a CeuReview row ("approved" or the rejection status); approving a group CEU issues
 * its completion code when it has none. `generateCode` is for tests.
 */
function ceuDecisions(
  kind: CeuKind,
  generateCode: () => string = () => randomCompletionCode(),
): DecisionDefinition<DecidedCeu, undefined, string | null> {
  const k = KINDS[kind];
  return {
    entityType: k.entityType,
    auditAction: k.auditAction,
    templateCategory: { approve: CEU_APPROVAL_TEMPLATE_CATEGORY, reject: CEU_REJECTION_TEMPLATE_CATEGORY },
    load: k.load,
    notFound: CEU_REVIEW_MESSAGES.notFound,
    refusal(ceu, decision, input) {
      if (!ceu.submitted) return CEU_REVIEW_MESSAGES.notSubmitted;
      if (decision === "approve") return ceu.status === REVIEW_STATUS.approved ? CEU_REVIEW_MESSAGES.alreadyApproved : null;
      if (ceu.status !== REVIEW_STATUS.pending) return CEU_REVIEW_MESSAGES.notPending;
      return rejectionLabel(input.status) ? null : CEU_REVIEW_MESSAGES.rejectFailed;
    },
    async apply(tx, ceu, decision, input, { message, now }) {
      const approve = decision === "approve";
      const status = approve ? REVIEW_STATUS.approved : input.status!;
      const claimed = approve
        ? await k.claim(tx, ceu.id, [REVIEW_STATUS.pending, REVIEW_STATUS.rejected], {
            status: REVIEW_STATUS.approved,
            approved: true,
            rejectionStatus: null,
          })
        : await k.claim(tx, ceu.id, [REVIEW_STATUS.pending], { status: REVIEW_STATUS.rejected, approved: false, rejectionStatus: status });
      if (claimed.count !== 1) return null;
      let code: string | null = null;
      let before: Record<string, unknown> = approve
        ? { status: ceu.status, rejectionStatus: ceu.rejectionStatus }
        : { status: REVIEW_STATUS.pending };
      let after: Record<string, unknown> = approve
        ? { status: REVIEW_STATUS.approved }
        : { status: REVIEW_STATUS.rejected, rejectionStatus: status };
      if (kind === "group" && approve) {
        const current = await tx.groupCeu.findUniqueOrThrow({ where: { id: ceu.id }, select: { completionCode: true } });
        code = current.completionCode ?? (await uniqueCompletionCode(tx, generateCode));
        if (!current.completionCode) await tx.groupCeu.update({ where: { id: ceu.id }, data: { completionCode: code } });
        before = { ...before, completionCode: current.completionCode };
        after = { ...after, completionCode: code };
      }
      const review = await tx.ceuReview.create({
        data: { [k.review]: ceu.id, reviewerId: input.actor.userId, approved: approve, status, message, createdAt: now },
        select: { id: true },
      });
      return { before, after: { ...after, reviewId: review.id }, result: code };
    },
    lost: (_ceu, decision) => (decision === "approve" ? CEU_REVIEW_MESSAGES.alreadyApproved : CEU_REVIEW_MESSAGES.notPending),
    notice(ceu, decision, input, { message, result: code }) {
      const title = ceu.programTitle;
      if (kind === "individual") {
        const note =
          decision === "approve"
            ? {
                title: "CEU approved",
                text: `Your CEU "${title}" was approved.`,
                subject: `Your CEU "${title}" was approved`,
                template: "ceu_approved",
              }
            : {
                title: "CEU not approved",
                text: `Your CEU "${title}" was not approved: ${rejectionLabel(input.status)}. You can correct it and resubmit it.`,
                subject: `Your CEU "${title}" was not approved`,
                template: "ceu_rejected",
              };
        return { ...note, message: withMessage(note.text, message), url: paths.ceus.individual.edit(ceu.id) };
      }
      const note =
        decision === "approve"
          ? {
              title: "CEU pre-approval approved",
              text: `Your pre-approval request "${title}" was approved. Its completion code is ${code}: give it to attendees so they can report their CEUs.`,
              subject: `Your pre-approval request "${title}" was approved`,
              template: "group_ceu_approved",
            }
          : {
              title: "CEU pre-approval not approved",
              text: `Your pre-approval request "${title}" was not approved: ${rejectionLabel(input.status)}.`,
              subject: `Your pre-approval request "${title}" was not approved`,
              template: "group_ceu_rejected",
            };
      return { ...note, message: withMessage(note.text, message), url: paths.ceus.group.edit(ceu.id) };
    },
  };
}

export const individualCeuDecisions = ceuDecisions("individual");
export const groupCeuDecisions = ceuDecisions("group");

/** Approves a pending or rejected individual CEU; the member is told. */
export function approveIndividualCeu(input: DecisionInput, now = new Date()): Promise<Result> {
  return decide(individualCeuDecisions, "approve", input, now);
}

/** Rejects a pending individual CEU with a review status; the member is told. */
export function rejectIndividualCeu(input: DecisionInput, now = new Date()): Promise<Result> {
  return decide(individualCeuDecisions, "reject", input, now);
}

/** Approves a submitted, pending or rejected group CEU and issues its completion code when it has none; the member is told, with the code. */
export function approveGroupCeu(input: DecisionInput, now = new Date(), generateCode?: () => string): Promise<Result> {
  return decide(generateCode ? ceuDecisions("group", generateCode) : groupCeuDecisions, "approve", input, now);
}

/** Rejects a submitted, pending group CEU with a review status; the member is told. */
export function rejectGroupCeu(input: DecisionInput, now = new Date()): Promise<Result> {
  return decide(groupCeuDecisions, "reject", input, now);
}

// ---------------------------------------------------------------------------------------------
// The modal routes (admin.ceus.{individual,group}.$id.{approve,reject}.tsx)
// ---------------------------------------------------------------------------------------------

function ceuRoutes(definition: typeof individualCeuDecisions, area: typeof paths.admin.individualCeus | typeof paths.admin.groupCeus) {
  const where = { reviewPath: (id: number) => area.review(id), donePath: () => area.root() };
  return {
    approve: decisionRoute(definition, "approve", { ...where, schema: DecisionSchema, failed: CEU_REVIEW_MESSAGES.approveFailed }),
    reject: decisionRoute(definition, "reject", { ...where, schema: CeuRejectSchema, failed: CEU_REVIEW_MESSAGES.rejectFailed }),
  };
}

export const individualCeuDecisionRoutes = ceuRoutes(individualCeuDecisions, paths.admin.individualCeus);
export const groupCeuDecisionRoutes = ceuRoutes(groupCeuDecisions, paths.admin.groupCeus);

export type { DecisionKind };
