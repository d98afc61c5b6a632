/**
 * Enrolment in the learning system (Brightspace) of a paid training registration: after the
 * payment's commit (`enrolPaidTrainings`, in commerce's AFTER_PAYMENT), by the admin's Retry
 * enrolment (`retryEnrolment`) and by the scheduled retry (`retryFailedEnrolments`). Each try finds
 * or creates the member's Brightspace user (kept as `User.brightspaceId`), enrols it in the
 * training's course and records the outcome on the registration: `brightspaceEnrollment`, or the
 * refusal in `brightspaceEnrollmentError`, and one more `brightspaceEnrollmentTries`. A failure is
 * recorded, never thrown, and never undoes the payment (decision 45).
 */
import {
  brightspaceOrgDefinedId,
  createBrightspaceUser,
  enrolBrightspaceUser,
  findBrightspaceUser,
} from "~/integrations/brightspace.server.ts";
import { PRODUCT_KIND } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { enrolmentRetryDueAt, LEARNING_SYSTEM_MESSAGES, learningSystemCourse, MAX_ENROLMENT_TRIES } from "./learning-system.ts";

export type EnrolmentOutcome =
  | { ok: true; kind: "enrolled" | "already" | "no-course" }
  /** the learning system's answer (also stored on the registration) */
  | { ok: false; message: string };

type CommandOutcome = { ok: true; message: string } | { ok: false; message: string };

const STATE = { brightspaceEnrollment: true, brightspaceEnrollmentError: true, brightspaceEnrollmentTries: true } as const;
/** The stored refusal is shown on a review page: a long answer is cut. */
const MAX_ERROR_LENGTH = 500;

/** A paid training registration with a course, not enrolled: what an enrolment can be tried for. */
const ENROLMENT_DUE = {
  trainingId: { not: null },
  training: { brightspaceCourseId: { not: null } },
  brightspaceEnrollment: false,
  lineItems: { some: { kind: PRODUCT_KIND.training, transactionId: { not: null } } },
} as const;

type Member = { id: number; email: string; firstName: string; lastName: string; brightspaceId: string | null };

/**
 * The member's Brightspace UserId: the one kept on the user, else found by OrgDefinedId (the users
 * the portal created) or by UserName (an account made in Brightspace with the member's email), else
 * a new learner. A create refused because someone else made the user meanwhile finds it again.
 */
export async function brightspaceUserId(member: Member): Promise<{ ok: true; userId: string } | { ok: false; message: string }> {
  if (member.brightspaceId) return { ok: true, userId: member.brightspaceId };
  const orgDefinedId = brightspaceOrgDefinedId(member.id);
  const find = async () => {
    const byId = await findBrightspaceUser({ orgDefinedId });
    if (!byId.ok || byId.user) return byId;
    return findBrightspaceUser({ userName: member.email });
  };
  let found = await find();
  if (found.ok && !found.user) {
    const created = await createBrightspaceUser({
      orgDefinedId,
      userName: member.email,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
    });
    found = created.ok ? created : await find();
    if (found.ok && !found.user && !created.ok) return created;
  }
  if (!found.ok) return found;
  if (!found.user) return { ok: false, message: "Brightspace created the user but cannot find it" };
  await db.user.update({ where: { id: member.id }, data: { brightspaceId: found.user.userId } });
  return { ok: true, userId: found.user.userId };
}

/**
 * One enrolment try for a registration: nothing when it is enrolled already or its training has no
 * course; otherwise the try, recorded (with `actor`'s audit event when an admin asked for it).
 * Callers decide that the registration is due (paid); `now` stamps the try (the retry's clock).
 */
export async function enrolRegistration(
  registrationId: number,
  now: Date = new Date(),
  actor: Actor | null = null,
): Promise<EnrolmentOutcome> {
  const r = await db.registration.findUnique({
    where: { id: registrationId },
    select: {
      trainingId: true,
      brightspaceEnrollment: true,
      training: { select: { brightspaceCourseId: true } },
      user: { select: { id: true, email: true, firstName: true, lastName: true, brightspaceId: true } },
    },
  });
  if (!r) return { ok: false, message: LEARNING_SYSTEM_MESSAGES.notFound };
  if (r.brightspaceEnrollment) return { ok: true, kind: "already" };
  const course = learningSystemCourse(r);
  if (!course) return { ok: true, kind: "no-course" };

  const user = await brightspaceUserId(r.user);
  const result = user.ok ? await enrolBrightspaceUser({ orgUnitId: course, userId: user.userId }) : user;
  const error = result.ok ? null : result.message.slice(0, MAX_ERROR_LENGTH);

  await db.$transaction(async (tx) => {
    const before = await tx.registration.findUniqueOrThrow({ where: { id: registrationId }, select: STATE });
    // A failed try never overwrites an enrolment another try made meanwhile.
    const outcome =
      error === null
        ? { brightspaceEnrollment: true, brightspaceEnrollmentError: null }
        : before.brightspaceEnrollment
          ? {}
          : { brightspaceEnrollmentError: error };
    const after = await tx.registration.update({
      where: { id: registrationId },
      data: { ...outcome, brightspaceEnrollmentTries: { increment: 1 }, updatedAt: now },
      select: STATE,
    });
    if (actor) {
      await auditChange(tx, actor, {
        action: "registration.learningSystem.enrol",
        entityType: "Registration",
        entityId: registrationId,
        before,
        after,
      });
    }
  });
  if (error !== null) {
    log.warn("learning-system enrolment failed", { registrationId, course, message: error });
    return { ok: false, message: error };
  }
  return { ok: true, kind: "enrolled" };
}

/**
 * After a payment's commit (commerce's AFTER_PAYMENT): enrols every training registration whose
 * training line item this transaction paid. A failure is recorded on the registration; the payment stands.
 */
export async function enrolPaidTrainings(transactionId: number, now: Date = new Date()): Promise<void> {
  const registrations = await db.registration.findMany({
    where: { ...ENROLMENT_DUE, lineItems: { some: { kind: PRODUCT_KIND.training, transactionId } } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  for (const r of registrations) await enrolRegistration(r.id, now);
}

/** The admin's Retry enrolment on the course registration review: one try now, its outcome as a toast's message. */
export async function retryEnrolment(actor: Actor, registrationId: number, now: Date = new Date()): Promise<CommandOutcome> {
  const r = await db.registration.findUnique({
    where: { id: registrationId },
    select: {
      trainingId: true,
      brightspaceEnrollment: true,
      training: { select: { brightspaceCourseId: true } },
      lineItems: { where: { kind: PRODUCT_KIND.training, transactionId: { not: null } }, take: 1, select: { id: true } },
    },
  });
  if (!r) return { ok: false, message: LEARNING_SYSTEM_MESSAGES.notFound };
  if (r.brightspaceEnrollment) return { ok: true, message: LEARNING_SYSTEM_MESSAGES.alreadyEnrolled };
  if (!learningSystemCourse(r)) return { ok: false, message: LEARNING_SYSTEM_MESSAGES.noCourse };
  if (r.lineItems.length === 0) return { ok: false, message: LEARNING_SYSTEM_MESSAGES.notPaid };
  const outcome = await enrolRegistration(registrationId, now, actor);
  if (!outcome.ok) return { ok: false, message: `${LEARNING_SYSTEM_MESSAGES.failed}: ${outcome.message}` };
  return { ok: true, message: outcome.kind === "already" ? LEARNING_SYSTEM_MESSAGES.alreadyEnrolled : LEARNING_SYSTEM_MESSAGES.enrolled };
}

/**
 * The scheduled retry (the scheduled-jobs issue calls it; running it by hand is harmless): every
 * paid registration whose last try failed, with fewer than MAX_ENROLMENT_TRIES tries, once its wait
 * (`enrolmentRetryDueAt`, from the last try) is over. Answers what it did.
 */
export async function retryFailedEnrolments(now: Date = new Date()): Promise<{ tried: number; enrolled: number; failed: number }> {
  const due = await dueEnrolmentRetries(now);
  let enrolled = 0;
  for (const id of due) if ((await enrolRegistration(id, now)).ok) enrolled += 1;
  return { tried: due.length, enrolled, failed: due.length - enrolled };
}

/** The registrations whose enrolment the scheduled retry would try now (its dry run reads this too). */
export async function dueEnrolmentRetries(now: Date = new Date()): Promise<number[]> {
  const candidates = await db.registration.findMany({
    where: {
      ...ENROLMENT_DUE,
      brightspaceRemoval: false,
      brightspaceEnrollmentError: { not: null },
      brightspaceEnrollmentTries: { lt: MAX_ENROLMENT_TRIES },
    },
    orderBy: { id: "asc" },
    select: { id: true, brightspaceEnrollmentTries: true, updatedAt: true },
  });
  return candidates
    .filter((r) => {
      const at = enrolmentRetryDueAt(r.brightspaceEnrollmentTries, r.updatedAt);
      return at !== null && at.getTime() <= now.getTime();
    })
    .map((r) => r.id);
}
