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
import { recordAudit } from "~/lib/audit.server.ts";
import { buildDecisionMessage, htmlToText, notifyMember } from "~/kit/review/messages.server.ts";
import {
  type ActionResult,
  CEU_APPROVAL_TEMPLATE_CATEGORY,
  CEU_REJECTION_TEMPLATE_CATEGORY,
  CEU_REVIEW_MESSAGES,
  COMPLETION_CODE_ALPHABET,
  COMPLETION_CODE_LENGTH,
} from "./review-rules.ts";

// ---------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------

export type CeuDecisionInput = { adminId: number; id: number; selectedMessages: readonly number[]; message: string | null };
export type CeuRejectInput = CeuDecisionInput & { status: RejectionStatus };

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
const ENTITY: Record<CeuKind, { entityType: string; action: string; link: "individualCeuId" | "groupCeuId" }> = {
  individual: { entityType: "IndividualCeu", action: "individualCeu", link: "individualCeuId" },
  group: { entityType: "GroupCeu", action: "groupCeu", link: "groupCeuId" },
};

/**
 * Inside the deciding transaction, after the CEU was claimed: the CeuReview row ("approved" or the
 * rejection status) and the audit event, which records the review, the templates and the message.
 */
async function recordCeuDecision(
  tx: Tx,
  kind: CeuKind,
  id: number,
  input: CeuDecisionInput,
  d: {
    approved: boolean;
    status: string;
    message: string | null;
    now: Date;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const e = ENTITY[kind];
  const review = await tx.ceuReview.create({
    data: { [e.link]: id, reviewerId: input.adminId, approved: d.approved, status: d.status, message: d.message, createdAt: d.now },
    select: { id: true },
  });
  await recordAudit(
    {
      actorId: input.adminId,
      action: `${e.action}.${d.approved ? "approve" : "reject"}`,
      entityType: e.entityType,
      entityId: id,
      before: d.before,
      after: { ...d.after, reviewId: review.id, selectedMessages: input.selectedMessages, message: d.message },
    },
    tx,
  );
}

type Owner = { id: number; email: string; firstName: string };

function withMessage(text: string, message: string | null): string {
  return message ? `${text}\n\n${htmlToText(message)}` : text;
}

/** Approves a pending or rejected individual CEU; the member is told. */
export async function approveIndividualCeu(input: CeuDecisionInput, now = new Date()): Promise<ActionResult> {
  const ceu = await db.individualCeu.findUnique({
    where: { id: input.id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      programTitle: true,
      user: { select: { id: true, email: true, firstName: true } },
    },
  });
  if (!ceu) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (ceu.status === REVIEW_STATUS.approved) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  const message = await buildDecisionMessage(CEU_APPROVAL_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.individualCeu.updateMany({
      where: { id: ceu.id, status: { in: [REVIEW_STATUS.pending, REVIEW_STATUS.rejected] } },
      data: { status: REVIEW_STATUS.approved, approved: true, rejectionStatus: null },
    });
    if (claimed.count !== 1) return false;
    await recordCeuDecision(tx, "individual", ceu.id, input, {
      approved: true,
      status: REVIEW_STATUS.approved,
      message,
      now,
      before: { status: ceu.status, rejectionStatus: ceu.rejectionStatus },
      after: { status: REVIEW_STATUS.approved },
    });
    return true;
  });
  if (!done) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  await notifyIndividual(ceu.user, ceu.id, {
    title: "CEU approved",
    message: withMessage(`Your CEU "${ceu.programTitle}" was approved.`, message),
    subject: `Your CEU "${ceu.programTitle}" was approved`,
    template: "ceu_approved",
  });
  return { ok: true };
}

/** Rejects a pending individual CEU with a review status; the member is told. */
export async function rejectIndividualCeu(input: CeuRejectInput, now = new Date()): Promise<ActionResult> {
  const ceu = await db.individualCeu.findUnique({
    where: { id: input.id },
    select: { id: true, status: true, programTitle: true, user: { select: { id: true, email: true, firstName: true } } },
  });
  if (!ceu) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (ceu.status !== REVIEW_STATUS.pending) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  const statusLabel = REJECTION_STATUS_LABEL[input.status];
  if (!statusLabel) return { ok: false, message: CEU_REVIEW_MESSAGES.rejectFailed };
  const message = await buildDecisionMessage(CEU_REJECTION_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.individualCeu.updateMany({
      where: { id: ceu.id, status: REVIEW_STATUS.pending },
      data: { status: REVIEW_STATUS.rejected, approved: false, rejectionStatus: input.status },
    });
    if (claimed.count !== 1) return false;
    await recordCeuDecision(tx, "individual", ceu.id, input, {
      approved: false,
      status: input.status,
      message,
      now,
      before: { status: REVIEW_STATUS.pending },
      after: { status: REVIEW_STATUS.rejected, rejectionStatus: input.status },
    });
    return true;
  });
  if (!done) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  await notifyIndividual(ceu.user, ceu.id, {
    title: "CEU not approved",
    message: withMessage(`Your CEU "${ceu.programTitle}" was not approved: ${statusLabel}. You can correct it and resubmit it.`, message),
    subject: `Your CEU "${ceu.programTitle}" was not approved`,
    template: "ceu_rejected",
  });
  return { ok: true };
}

function notifyIndividual(user: Owner, ceuId: number, note: { title: string; message: string; subject: string; template: string }) {
  return notifyMember(user, { ...note, url: paths.ceus.individual.edit(ceuId) });
}

/**
 * Approves a submitted, pending or rejected group CEU (pre-approval) and issues its completion
 * code when it has none; the member is told, with the code.
 */
export async function approveGroupCeu(
  input: CeuDecisionInput,
  now = new Date(),
  generateCode: () => string = () => randomCompletionCode(),
): Promise<ActionResult> {
  const group = await db.groupCeu.findUnique({
    where: { id: input.id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      submittedAt: true,
      programTitle: true,
      user: { select: { id: true, email: true, firstName: true } },
    },
  });
  if (!group) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (group.submittedAt === null) return { ok: false, message: CEU_REVIEW_MESSAGES.notSubmitted };
  if (group.status === REVIEW_STATUS.approved) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  const message = await buildDecisionMessage(CEU_APPROVAL_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const code = await db.$transaction(async (tx) => {
    const claimed = await tx.groupCeu.updateMany({
      where: { id: group.id, submittedAt: { not: null }, status: { in: [REVIEW_STATUS.pending, REVIEW_STATUS.rejected] } },
      data: { status: REVIEW_STATUS.approved, approved: true, rejectionStatus: null },
    });
    if (claimed.count !== 1) return null;
    const current = await tx.groupCeu.findUniqueOrThrow({ where: { id: group.id }, select: { completionCode: true } });
    let completionCode = current.completionCode;
    if (!completionCode) {
      completionCode = await uniqueCompletionCode(tx, generateCode);
      await tx.groupCeu.update({ where: { id: group.id }, data: { completionCode } });
    }
    await recordCeuDecision(tx, "group", group.id, input, {
      approved: true,
      status: REVIEW_STATUS.approved,
      message,
      now,
      before: { status: group.status, rejectionStatus: group.rejectionStatus, completionCode: current.completionCode },
      after: { status: REVIEW_STATUS.approved, completionCode },
    });
    return completionCode;
  });
  if (!code) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  await notifyMember(group.user, {
    title: "CEU pre-approval approved",
    message: withMessage(
      `Your pre-approval request "${group.programTitle}" was approved. Its completion code is ${code}: give it to attendees so they can report their CEUs.`,
      message,
    ),
    url: paths.ceus.group.edit(group.id),
    subject: `Your pre-approval request "${group.programTitle}" was approved`,
    template: "group_ceu_approved",
  });
  return { ok: true };
}

/** Rejects a submitted, pending group CEU with a review status; the member is told. */
export async function rejectGroupCeu(input: CeuRejectInput, now = new Date()): Promise<ActionResult> {
  const group = await db.groupCeu.findUnique({
    where: { id: input.id },
    select: { id: true, status: true, submittedAt: true, programTitle: true, user: { select: { id: true, email: true, firstName: true } } },
  });
  if (!group) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (group.submittedAt === null) return { ok: false, message: CEU_REVIEW_MESSAGES.notSubmitted };
  if (group.status !== REVIEW_STATUS.pending) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  const statusLabel = REJECTION_STATUS_LABEL[input.status];
  if (!statusLabel) return { ok: false, message: CEU_REVIEW_MESSAGES.rejectFailed };
  const message = await buildDecisionMessage(CEU_REJECTION_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.groupCeu.updateMany({
      where: { id: group.id, submittedAt: { not: null }, status: REVIEW_STATUS.pending },
      data: { status: REVIEW_STATUS.rejected, approved: false, rejectionStatus: input.status },
    });
    if (claimed.count !== 1) return false;
    await recordCeuDecision(tx, "group", group.id, input, {
      approved: false,
      status: input.status,
      message,
      now,
      before: { status: REVIEW_STATUS.pending },
      after: { status: REVIEW_STATUS.rejected, rejectionStatus: input.status },
    });
    return true;
  });
  if (!done) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  await notifyMember(group.user, {
    title: "CEU pre-approval not approved",
    message: withMessage(`Your pre-approval request "${group.programTitle}" was not approved: ${statusLabel}.`, message),
    url: paths.ceus.group.edit(group.id),
    subject: `Your pre-approval request "${group.programTitle}" was not approved`,
    template: "group_ceu_rejected",
  });
  return { ok: true };
}
