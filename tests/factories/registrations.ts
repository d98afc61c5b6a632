/**
 * Certification registrations by the state people name: in the wizard at a step, waiting in Pathway
 * Review, awaiting approval (balance unpaid, or paid), in post-registration, ready for the final
 * steps, waiting in final or experience approval, past the deadline (recorded as expired without
 * extension, or not yet recorded).
 *
 * A wizard position is what the wizard stores: `step` and `status` (domain/constants.ts). From Pay &
 * Review on, the order is the product's (`registrationOrder`: fee, course materials, practice exam,
 * shipping, membership, exam fee after its reductions); enrolling pays it, and the payment's
 * fulfilment does what it does for a member (post-registration at the exam step, the pathway's
 * deadline, the exam attempt, the course materials' transaction, the practice exam, the membership).
 * A registration placed past Supporting Documentation carries its pathway's required file (decision
 * 33), stored and attached as the step saves it.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import {
  EXAM_RESULT,
  EXPIRATION_STATUS,
  PATHWAY_KEY,
  PRE_REGISTRATION_STEPS,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  type ExamResult,
  type MembershipKey,
  type PathwayKey,
  type RegistrationStep,
} from "~/domain/constants.ts";
import { DOCUMENT_FIELDS, documentField } from "~/features/certifications/registration/documentation.server.ts";
import { registrationOrder } from "~/features/certifications/registration/order.server.ts";
import { requiredDocument } from "~/features/certifications/registration/rules.ts";
import { attachUploads, storeUploads } from "~/kit/forms/attachments.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { hasMemberPricing, syncMembershipStatus } from "~/features/membership/memberships.server.ts";
import { addDays, addMonths, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { cartLine, payLines, saveCard } from "./commerce.ts";
import { approvedExperience, pendingExperience, rejectedExperience, type ExperienceFields } from "./experience.ts";
import { membershipType } from "./memberships.ts";
import { certificationReference, type CertificationRef, type CourseMaterialKey } from "./reference.ts";

type RegistrationData = Partial<Omit<Prisma.RegistrationUncheckedCreateInput, "userId">>;

/** A certification registration of the user (the schema's defaults: pre-registration at the pathway step) unless given. */
export async function createRegistration(userId: number, over: RegistrationData = {}) {
  return db.registration.create({ data: { userId, ...over } });
}

export type RegistrationOptions = {
  /** the certification's reference data (default: the AFC, found or made) */
  reference?: CertificationRef;
  /** default: education */
  pathway?: PathwayKey;
  createdAt?: Date;
  /** the course materials chosen */
  materials?: readonly CourseMaterialKey[];
  /** the practice exam bundle chosen */
  practiceExam?: boolean;
  /** a membership bought with the registration */
  membership?: MembershipKey;
  /** default true (the schema's default) */
  payExamFeeUpfront?: boolean;
  /** any other column (certificate name, shipping address, military spouse, university program ...) */
  data?: RegistrationData;
  now?: Date;
};

/** The bytes of the supporting document builders attach: a tiny PDF (the upload check reads "%PDF-"). */
export const SUPPORTING_DOCUMENT_PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Steps a registration reaches only once Supporting Documentation is saved. */
const PAST_DOCUMENTATION: readonly string[] = PRE_REGISTRATION_STEPS.slice(
  PRE_REGISTRATION_STEPS.indexOf(REGISTRATION_STEP.pathwayApproval),
);

/** The pathway's required Supporting Documentation file (decision 33) stored and attached as the step saves it; none if it names none. */
export async function attachSupportingDocument(registration: { id: number; userId: number; createdAt: Date }, pathwayKey: string) {
  if (!requiredDocument(pathwayKey)) return null;
  const field = documentField(pathwayKey);
  const stored = await storeUploads([
    {
      field,
      name: `${field === "designationFile" ? "designation" : "coursework"}.pdf`,
      bytes: SUPPORTING_DOCUMENT_PDF,
      mimeType: "application/pdf",
      ext: "pdf",
    },
  ]);
  const target = { owner: { registrationId: registration.id }, ownerUserId: registration.userId, actor: memberActor(registration.userId) };
  await db.$transaction((tx) => attachUploads(tx, target, stored, DOCUMENT_FIELDS));
  return db.media.update({ where: { storedPath: stored[0].storedPath }, data: { createdAt: registration.createdAt } });
}

async function startRegistration(userId: number, state: { status: string; step: string }, opts: RegistrationOptions) {
  const reference = opts.reference ?? (await certificationReference());
  const pathway = reference.pathway[opts.pathway ?? PATHWAY_KEY.education];
  const registration = await db.registration.create({
    data: {
      userId,
      certificationId: reference.certification.id,
      pathwayTypeId: pathway.id,
      requiredHours: pathway.requiredHours,
      payExamFeeUpfront: opts.payExamFeeUpfront ?? true,
      purchasePracticeExam: opts.practiceExam ?? false,
      membershipTypeId: opts.membership ? (await membershipType(opts.membership)).id : null,
      createdAt: opts.createdAt ?? opts.now ?? new Date(),
      ...opts.data,
      ...state,
    },
  });
  for (const key of opts.materials ?? []) {
    await db.registrationCourseMaterial.create({ data: { registrationId: registration.id, courseMaterialId: reference.material[key].id } });
  }
  // Enrolled registrations (post-registration and on) are past the step too: they start at Pay & Review.
  if (PAST_DOCUMENTATION.includes(state.step)) await attachSupportingDocument(registration, pathway.key);
  return { registration, reference, pathway };
}

/**
 * The registration's order as unpaid line items, linked to their course material choices, as
 * finishing Pay & Review leaves them (`showInCart: false` keeps a balance for approval off the cart).
 */
async function orderLines(userId: number, registrationId: number, at: Date, showInCart: boolean): Promise<number[]> {
  const order = await registrationOrder(db, registrationId, await hasMemberPricing(userId, at), at);
  const ids: number[] = [];
  for (const l of order.lines.filter((line) => !line.paid)) {
    const item = await cartLine(
      userId,
      {
        kind: l.kind,
        name: l.name,
        productId: l.productId,
        priceCents: l.listCents,
        finalPriceCents: l.cents,
        priceBeforeDiscountCents: l.reductions.length ? l.listCents : null,
        hcCourseId: l.hcCourseId,
        registrationId,
        showInCart,
      },
      { at },
    );
    if (l.courseMaterialId !== null) {
      await db.registrationCourseMaterial.update({
        where: { registrationId_courseMaterialId: { registrationId, courseMaterialId: l.courseMaterialId } },
        data: { lineItemId: item.id, hcCourseId: l.hcCourseId },
      });
    }
    ids.push(item.id);
  }
  return ids;
}

/** A registration in the wizard at a pre-registration step (any but Pathway Review: see `waitingInPathwayReview`). */
export async function registrationAtStep(userId: number, opts: RegistrationOptions & { step?: RegistrationStep } = {}) {
  const step = opts.step ?? REGISTRATION_STEP.pathway;
  if (!(PRE_REGISTRATION_STEPS as readonly string[]).includes(step) || step === REGISTRATION_STEP.pathwayApproval)
    throw new Error(`registrationAtStep: ${step} is not a pre-registration step a member stands on`);
  return (await startRegistration(userId, { status: REGISTRATION_STATUS.preRegistration, step }, opts)).registration;
}

/** Pay & Review finished with nothing to approve: the order's lines in the cart, unpaid (pre-registration at Pay & Review). */
export async function registrationInCart(userId: number, opts: RegistrationOptions = {}) {
  const { registration } = await startRegistration(
    userId,
    { status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.summary },
    opts,
  );
  const lineItemIds = await orderLines(userId, registration.id, registration.createdAt, true);
  return { registration, lineItemIds };
}

/** A registration waiting in Pathway Review (the designation pathway unless given): registration approval at that step. */
export async function waitingInPathwayReview(userId: number, opts: RegistrationOptions = {}) {
  const state = { status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.pathwayApproval };
  return (await startRegistration(userId, state, { ...opts, pathway: opts.pathway ?? PATHWAY_KEY.designation })).registration;
}

const AWAITING_APPROVAL = { status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.summary };

/**
 * Pay & Review finished, waiting in registration approval with the order's balance unpaid and kept
 * off the cart (approval charges it); with `savedCard` (default true) the user has a card to charge.
 */
export async function awaitingApprovalWithBalance(userId: number, opts: RegistrationOptions & { savedCard?: boolean } = {}) {
  const { registration } = await startRegistration(userId, AWAITING_APPROVAL, opts);
  if (opts.savedCard ?? true) await saveCard(userId);
  const lineItemIds = await orderLines(userId, registration.id, registration.createdAt, false);
  return { registration, lineItemIds };
}

/** Pay & Review finished and paid (on `createdAt`), waiting in registration approval. */
export async function awaitingApprovalPaid(userId: number, opts: RegistrationOptions = {}) {
  const { registration } = await startRegistration(userId, AWAITING_APPROVAL, opts);
  const at = registration.createdAt;
  const { transaction, lineItemIds } = await payLines(userId, await orderLines(userId, registration.id, at, true), { at });
  await db.examAttempt.updateMany({ where: { registrationId: registration.id }, data: { createdAt: at } });
  return { registration, transaction, lineItemIds };
}

export type ExamOutcome = { result: ExamResult; score?: number; takenAt?: Date };
export type ExperienceSpec = ExperienceFields & { status: "pending" | "approved" | "rejected" };

export type PostRegistrationOptions = RegistrationOptions & {
  /** default 240 days ago */
  enrolledOn?: Date;
  /** when the order was paid (default: the day of enrolment) */
  paidAt?: Date;
  /** default: the pathway's months after enrolment */
  deadline?: Date;
  /** the exam: paid and waiting (default), or taken with this outcome */
  exam?: "paid" | ExamOutcome;
  /** the code of ethics signed (signature and date) */
  ethics?: { signature: string; signedAt?: Date } | null;
  experience?: readonly ExperienceSpec[];
};

/**
 * Enrolled: the order paid (which enrols through the fee's fulfilment), then the exam outcome, the
 * ethics signature and the experience hours asked for; status/step as `state` says.
 */
async function enrolled(userId: number, opts: PostRegistrationOptions, state?: { status: string; step: string }) {
  const now = opts.now ?? new Date();
  const enrolledOn = opts.enrolledOn ?? daysAgo(240, now);
  const paidAt = opts.paidAt ?? enrolledOn;
  const pre = { status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.summary };
  const { registration, pathway } = await startRegistration(userId, pre, { ...opts, createdAt: opts.createdAt ?? addDays(enrolledOn, -3) });
  const { transaction, lineItemIds } = await payLines(userId, await orderLines(userId, registration.id, paidAt, true), { at: paidAt });
  const exam = opts.exam && opts.exam !== "paid" ? opts.exam : null;
  await db.examAttempt.updateMany({
    where: { registrationId: registration.id },
    data: {
      createdAt: paidAt,
      ...(exam ? { result: exam.result, score: exam.score ?? null, takenAt: exam.takenAt ?? daysAgo(30, now) } : {}),
    },
  });
  const updated = await db.registration.update({
    where: { id: registration.id },
    data: {
      enrolledOn,
      deadline: opts.deadline ?? addMonths(enrolledOn, pathway.deadlineMonths),
      ...(opts.ethics
        ? { codeOfEthicsSignature: opts.ethics.signature, codeOfEthicsSignedAt: opts.ethics.signedAt ?? daysAgo(30, now) }
        : {}),
      ...opts.data,
      ...state,
    },
  });
  const experiences = [];
  for (const { status, ...fields } of opts.experience ?? []) {
    const build = status === "approved" ? approvedExperience : status === "rejected" ? rejectedExperience : null;
    experiences.push(
      build ? (await build(registration.id, { now, ...fields })).experience : await pendingExperience(registration.id, { now, ...fields }),
    );
  }
  if (opts.membership) await syncMembershipStatus(db, userId, now);
  const examAttempts = await db.examAttempt.findMany({ where: { registrationId: registration.id }, orderBy: { id: "asc" } });
  return { registration: updated, transaction, lineItemIds, examAttempts, experiences };
}

export { enrolled as enrolledRegistration };

/** In post-registration at the exam step: the order paid on enrolment, with the exam, ethics and hours asked for. */
export function inPostRegistration(userId: number, opts: PostRegistrationOptions = {}) {
  return enrolled(userId, opts);
}

async function signer(userId: number) {
  const u = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true } });
  return `${u.firstName} ${u.lastName}`;
}

/** Every requirement met by default: approved hours covering the pathway's, the exam passed, ethics signed. */
async function everythingMet(userId: number, opts: PostRegistrationOptions): Promise<PostRegistrationOptions> {
  const now = opts.now ?? new Date();
  const reference = opts.reference ?? (await certificationReference());
  const required = reference.pathway[opts.pathway ?? PATHWAY_KEY.education].requiredHours;
  return {
    ...opts,
    reference,
    exam: opts.exam ?? { result: EXAM_RESULT.pass, score: 80, takenAt: daysAgo(30, now) },
    ethics: opts.ethics ?? { signature: await signer(userId), signedAt: daysAgo(60, now) },
    experience: opts.experience ?? [{ status: "approved", hours: required }],
  };
}

/** Post-registration with every requirement met (Finish opens the final steps). */
export async function readyForFinalSteps(userId: number, opts: PostRegistrationOptions = {}) {
  return enrolled(userId, await everythingMet(userId, opts));
}

/** Every requirement met and the final steps done: waiting in final approval (approving issues the certificate). */
export async function waitingInFinalApproval(userId: number, opts: PostRegistrationOptions = {}) {
  const all = await everythingMet(userId, opts);
  const data = { certificateName: opts.data?.certificateName ?? `${await signer(userId)}, AFC®`, ...opts.data };
  return enrolled(userId, { ...all, data }, { status: REGISTRATION_STATUS.finalApproval, step: REGISTRATION_STEP.finalSummary });
}

/**
 * The final steps done with hours still pending (default: approved hours short of the pathway's and
 * 60 pending): waiting in experience approval (approving approves the pending hours).
 */
export async function waitingInExperienceApproval(userId: number, opts: PostRegistrationOptions = {}) {
  const experience = opts.experience ?? [
    { status: "approved", hours: 240 },
    { status: "pending", hours: 60 },
  ];
  const all = await everythingMet(userId, { ...opts, experience });
  const data = { certificateName: opts.data?.certificateName ?? `${await signer(userId)}, AFC®`, ...opts.data };
  return enrolled(userId, { ...all, data }, { status: REGISTRATION_STATUS.experienceApproval, step: REGISTRATION_STEP.finalSummary });
}

/** Post-registration past its deadline (default 50 days ago) with no extension: Request Extension is offered for 6 months. */
export function expiredWithoutExtension(userId: number, opts: PostRegistrationOptions = {}) {
  const deadline = opts.deadline ?? daysAgo(50, opts.now);
  return enrolled(userId, {
    ...opts,
    enrolledOn: opts.enrolledOn ?? addMonths(deadline, -36),
    deadline,
    data: { expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension, ...opts.data },
  });
}

/**
 * Post-registration past its deadline (default 50 days ago) with nothing recorded yet: the member
 * already reads it as expired, and the record-expired-registrations job records it as expired
 * without extension (the admin queue then reads 'Expired').
 */
export function deadlinePassedUnrecorded(userId: number, opts: PostRegistrationOptions = {}) {
  const deadline = opts.deadline ?? daysAgo(50, opts.now);
  return enrolled(userId, {
    ...opts,
    enrolledOn: opts.enrolledOn ?? addMonths(deadline, -36),
    deadline,
    data: { expirationStatus: null, ...opts.data },
  });
}

/**
 * An exam attempt an admin entered on the registration, not paid through the portal: failed unless
 * `result` says otherwise (`result: null`: a sitting added, not yet taken); taken on `takenAt` when given.
 */
export async function recordedExamAttempt(
  registrationId: number,
  opts: { result?: ExamResult | null; score?: number | null; takenAt?: Date | null; retake?: boolean; createdAt?: Date } = {},
) {
  const { certificationId } = await db.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { certificationId: true } });
  const exam = certificationId
    ? await db.exam.findFirst({ where: { certificationId }, orderBy: { id: "asc" }, select: { id: true, name: true } })
    : null;
  return db.examAttempt.create({
    data: {
      registrationId,
      examId: exam?.id ?? null,
      name: exam?.name ?? "Certification Exam",
      result: opts.result === undefined ? EXAM_RESULT.fail : opts.result,
      score: opts.score ?? null,
      takenAt: opts.takenAt ?? null,
      retake: opts.retake ?? false,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    },
  });
}

/**
 * A registration that waited in Pathway Review, approved as the admin's pathway approval leaves it:
 * back in pre-registration at Course Materials, with the approval's review row (its message shown
 * to the candidate as the pre-approval message).
 */
export async function pathwayApproved(
  registrationId: number,
  opts: { message?: string | null; reviewerId?: number | null; reviewedAt?: Date } = {},
) {
  const review = await db.registrationReview.create({
    data: {
      registrationId,
      reviewerId: opts.reviewerId ?? null,
      approved: true,
      message: opts.message ?? "<p>Your pathway is approved.</p>",
      registrationStatus: REGISTRATION_STATUS.registrationApproval,
      createdAt: opts.reviewedAt ?? new Date(),
    },
  });
  const registration = await db.registration.update({
    where: { id: registrationId },
    data: { status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.courseMaterials },
  });
  return { registration, review };
}

/** `count` failed sittings of the registration's exam (result F), as an admin records them. */
export async function failedExamAttempts(registrationId: number, count = 1, opts: { takenAt?: Date } = {}) {
  const attempts = [];
  for (let i = 0; i < count; i++) attempts.push(await recordedExamAttempt(registrationId, { takenAt: opts.takenAt ?? null }));
  return attempts;
}
