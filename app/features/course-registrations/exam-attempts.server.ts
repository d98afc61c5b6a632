/**
 * Exam attempts on the admin registration review (admin spec 1, 3 "Exam attempt", 5, 6, 8): add an
 * attempt while fewer than five ('Could not add exam attempt'), enter or edit a result (P, F or A with
 * score and taken date), reset a result ('Successfully reset exam' / 'Could not reset exam'), delete
 * an unpaid attempt, and with DEMO_MODE only simulate a passed or failed exam. Each change is an audit
 * event; the candidate is told of a result.
 */
import { z } from "zod";
import { EXAM_RESULT, type ExamResult } from "~/domain/constants.ts";
import { canAddAttempt } from "~/features/certifications/exam-rules.ts";
import { optionalCalendarDay } from "~/kit/forms/fields.server.ts";
import { invalid, isInvalid, type Invalid } from "~/kit/forms/outcome.ts";
import { notifyMember } from "~/kit/review/messages.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDate, parseDateInput, startOfDayNY, toDateInputValue, todayISO } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";

export const EXAM_ATTEMPT_MESSAGES = {
  addFailed: "Could not add exam attempt",
  resetOk: "Successfully reset exam",
  resetFailed: "Could not reset exam",
  deleteFailed: "Could not delete the exam attempt.",
  paidNoDelete: "A paid exam attempt cannot be deleted; reset its result instead.",
  simulatePassFailed: "Could not simulate a passed exam.",
  simulateFailFailed: "Could not simulate a failed exam.",
  required: "Required",
  invalidScore: "Please enter a score from 0 to 100.",
  invalidDate: "Please enter a valid date.",
  futureDate: "The date cannot be in the future.",
} as const;

export const EXAM_RESULT_LABEL: Record<ExamResult, string> = { P: "Pass", F: "Fail", A: "Absent" };

type Outcome = { ok: true; message?: string } | { ok: false; message: string };

/** The review page's Exam Attempts table. */
export async function listExamAttempts(registrationId: number) {
  const rows = await db.examAttempt.findMany({
    where: { registrationId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, result: true, score: true, takenAt: true, transactionId: true, finalPriceCents: true, retake: true },
  });
  return {
    canAdd: canAddAttempt(rows.length),
    demoMode: getEnv().DEMO_MODE,
    rows: rows.map((a) => ({
      id: a.id,
      name: a.retake ? `${a.name} (retake)` : a.name,
      result: a.result ? (EXAM_RESULT_LABEL[a.result as ExamResult] ?? a.result) : "—",
      score: a.score !== null ? String(a.score) : "—",
      takenOn: a.takenAt ? formatDate(a.takenAt) : "—",
      paid: a.transactionId !== null ? formatCents(a.finalPriceCents) : "Not paid",
      deletable: a.transactionId === null,
      editHref: paths.admin.courseRegistrations.exam(registrationId, a.id),
    })),
  };
}

async function examName(registrationId: number): Promise<{ name: string; examId: number | null } | null> {
  const r = await db.registration.findUnique({ where: { id: registrationId }, select: { certificationId: true } });
  if (!r) return null;
  const exam = r.certificationId
    ? await db.exam.findFirst({ where: { certificationId: r.certificationId }, orderBy: { id: "asc" }, select: { id: true, name: true } })
    : null;
  return { name: exam?.name ?? "Certification Exam", examId: exam?.id ?? null };
}

/** Adds an unpaid attempt while the registration has fewer than five (the count is checked in the transaction). */
export async function addExamAttempt(actor: Actor, registrationId: number, now = new Date()): Promise<Outcome> {
  const exam = await examName(registrationId);
  if (!exam) return { ok: false, message: EXAM_ATTEMPT_MESSAGES.addFailed };
  return db.$transaction(async (tx) => {
    const count = await tx.examAttempt.count({ where: { registrationId } });
    if (!canAddAttempt(count)) return { ok: false, message: EXAM_ATTEMPT_MESSAGES.addFailed } as const;
    const previousFail = await tx.examAttempt.count({ where: { registrationId, result: EXAM_RESULT.fail } });
    const created = await tx.examAttempt.create({
      data: { registrationId, examId: exam.examId, name: exam.name, retake: previousFail > 0, createdAt: now },
      select: { id: true },
    });
    await auditChange(tx, actor, { action: "examAttempt.add", entityType: "ExamAttempt", entityId: created.id, after: { registrationId } });
    return { ok: true } as const;
  });
}

/** The Edit Exam Result modal: P, F or A; a score from 0 to 100 or blank; a taken date not after `today` (YYYY-MM-DD) or blank. */
export function examResultSchema(today = todayISO()) {
  return z.object({
    result: z
      .string({ required_error: EXAM_ATTEMPT_MESSAGES.required })
      .refine((r) => (Object.values(EXAM_RESULT) as string[]).includes(r), EXAM_ATTEMPT_MESSAGES.required)
      .transform((r) => r as ExamResult),
    score: z
      .string()
      .trim()
      .optional()
      .transform((text, ctx) => {
        if (!text) return null;
        const score = Number(text);
        if (Number.isFinite(score) && score >= 0 && score <= 100) return score;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: EXAM_ATTEMPT_MESSAGES.invalidScore });
        return z.NEVER;
      }),
    takenAt: optionalCalendarDay(EXAM_ATTEMPT_MESSAGES.invalidDate, { latest: today, tooLate: EXAM_ATTEMPT_MESSAGES.futureDate }),
  });
}
export type ExamResultInput = z.infer<ReturnType<typeof examResultSchema>>;

/** The Edit Exam Result modal's values. */
export async function examAttemptForEdit(registrationId: number, attemptId: number) {
  const a = await db.examAttempt.findFirst({
    where: { id: attemptId, registrationId },
    select: { id: true, name: true, result: true, score: true, takenAt: true },
  });
  return (
    a && {
      id: a.id,
      name: a.name,
      result: a.result ?? "",
      score: a.score !== null ? String(a.score) : "",
      takenAt: toDateInputValue(a.takenAt),
    }
  );
}

/** Enters or changes a result (null); the candidate is told. Refused when the attempt is gone. */
export async function editExamResult(
  actor: Actor,
  registrationId: number,
  attemptId: number,
  input: ExamResultInput,
  now = new Date(),
): Promise<Invalid | null> {
  const { result, score } = input;
  const takenAt = input.takenAt ? parseDateInput(input.takenAt) : null;
  const before = await db.examAttempt.findFirst({
    where: { id: attemptId, registrationId },
    select: {
      result: true,
      score: true,
      takenAt: true,
      registration: { select: { user: { select: { id: true, email: true, firstName: true } } } },
    },
  });
  if (!before) return invalid({ "": "This exam attempt no longer exists." });
  const after = { result, score, takenAt: takenAt ?? (result === EXAM_RESULT.absent ? null : startOfDayNY(now)) };
  await db.$transaction(async (tx) => {
    await tx.examAttempt.update({ where: { id: attemptId }, data: after });
    await auditChange(tx, actor, {
      action: "examAttempt.result",
      entityType: "ExamAttempt",
      entityId: attemptId,
      before: { result: before.result, score: before.score, takenAt: before.takenAt },
      after,
    });
  });
  if (before.result !== result) await tellResult(before.registration.user, result);
  return null;
}

function tellResult(user: { id: number; email: string; firstName: string }, result: ExamResult) {
  const text =
    result === EXAM_RESULT.pass
      ? "Congratulations, you passed the certification exam."
      : result === EXAM_RESULT.fail
        ? "You did not pass the certification exam this time. You can pay for a retake from your certification page."
        : "You were marked absent from the certification exam. You can pay for another sitting from your certification page.";
  return notifyMember(user, {
    title: "Your exam result",
    subject: "Your exam result",
    message: text,
    url: paths.certifications.root(),
    template: "exam_result",
  });
}

/** Clears a result (the attempt stays, paid or not). */
export async function resetExamAttempt(actor: Actor, registrationId: number, attemptId: number): Promise<Outcome> {
  const done = await db.$transaction(async (tx) => {
    const a = await tx.examAttempt.findFirst({
      where: { id: attemptId, registrationId },
      select: { result: true, score: true, takenAt: true },
    });
    if (!a) return false;
    await tx.examAttempt.update({ where: { id: attemptId }, data: { result: null, score: null, takenAt: null } });
    await auditChange(tx, actor, { action: "examAttempt.reset", entityType: "ExamAttempt", entityId: attemptId, before: a });
    return true;
  });
  return done ? { ok: true, message: EXAM_ATTEMPT_MESSAGES.resetOk } : { ok: false, message: EXAM_ATTEMPT_MESSAGES.resetFailed };
}

/** Deletes an unpaid attempt (a paid one keeps its payment: reset it instead). */
export async function deleteExamAttempt(actor: Actor, registrationId: number, attemptId: number): Promise<Outcome> {
  const a = await db.examAttempt.findFirst({
    where: { id: attemptId, registrationId },
    select: { id: true, name: true, result: true, transactionId: true },
  });
  if (!a) return { ok: false, message: EXAM_ATTEMPT_MESSAGES.deleteFailed };
  if (a.transactionId !== null) return { ok: false, message: EXAM_ATTEMPT_MESSAGES.paidNoDelete };
  const deleted = await db.$transaction(async (tx) => {
    const gone = await tx.examAttempt.deleteMany({ where: { id: a.id, transactionId: null } });
    if (gone.count === 1)
      await auditChange(tx, actor, {
        action: "examAttempt.delete",
        entityType: "ExamAttempt",
        entityId: a.id,
        before: { ...a, registrationId },
      });
    return gone.count === 1;
  });
  return deleted ? { ok: true } : { ok: false, message: EXAM_ATTEMPT_MESSAGES.deleteFailed };
}

/**
 * Demo mode only: a result for the latest attempt without one (or a new attempt while fewer than
 * five), as if the testing vendor had sent it.
 */
export async function simulateExam(actor: Actor, registrationId: number, pass: boolean, now = new Date()): Promise<Outcome> {
  const failed = pass ? EXAM_ATTEMPT_MESSAGES.simulatePassFailed : EXAM_ATTEMPT_MESSAGES.simulateFailFailed;
  if (!getEnv().DEMO_MODE) return { ok: false, message: failed };
  let open = await db.examAttempt.findFirst({ where: { registrationId, result: null }, orderBy: { id: "desc" }, select: { id: true } });
  if (!open) {
    const added = await addExamAttempt(actor, registrationId, now);
    if (!added.ok) return { ok: false, message: failed };
    open = await db.examAttempt.findFirst({ where: { registrationId, result: null }, orderBy: { id: "desc" }, select: { id: true } });
  }
  if (!open) return { ok: false, message: failed };
  const done = await editExamResult(
    actor,
    registrationId,
    open.id,
    { result: pass ? EXAM_RESULT.pass : EXAM_RESULT.fail, score: pass ? 82 : 54, takenAt: null },
    now,
  );
  return isInvalid(done) ? { ok: false, message: failed } : { ok: true };
}
