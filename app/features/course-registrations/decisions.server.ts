/**
 * Approving and rejecting a course registration (admin spec 4, 5 "Reject Registration"), on the
 * review kit: one transaction claims the registration (still in the status and step it was
 * reviewed in), writes the review with its previous and new step, and moves it; the candidate is
 * told by a notification and an email. What approval gives depends on the status: the approval
 * modes' registry (approval-modes/registry.server.ts) gives the handler of the registration's
 * status and step, one file each: at Pathway Review the admin picks the course materials and the
 * candidate continues at Course Materials; general registration approval charges the unpaid
 * balance once and enrols; module approval issues the training badges; final approval issues the
 * certification; experience approval approves the pending hours.
 * Reject: to the step the admin chose ('You must select a step'): a wizard step before enrolment
 * (back to pre-registration), a final step after it (back to post-registration).
 */
import {
  INDEPENDENT_TRAINER_STEPS,
  MESSAGE_TEMPLATE_CATEGORY,
  PATHWAY_KEY,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REGISTRATION_STEP_LABEL,
  type RegistrationStep,
} from "~/domain/constants.ts";
import { REGISTRATION_WIZARD } from "~/features/certifications/registration/wizard.ts";
import { runNewCalls } from "~/features/outside-calls/runner.server.ts";
import { afterPayment } from "~/features/commerce/fulfilment.server.ts";
import { AlreadyPaidError } from "~/features/commerce/payments.server.ts";
import { db, isUniqueViolation } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { idList } from "~/kit/forms/fields.server.ts";
import { visibleSteps } from "~/kit/wizard/steps.ts";
import type { DecisionDefinition } from "~/kit/review/decide.server.ts";
import { decisionRoute, decisionTemplates } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { DecisionSchema, decisionWithStatusSchema } from "~/kit/review/schemas.server.ts";
import {
  approvalHandler,
  isTrainerApplication,
  type ApprovalHandler,
  type ApprovalKey,
  type ApprovalPreview,
  type ApprovalSubject,
} from "./approval-modes/registry.server.ts";
import { APPROVAL_MESSAGES } from "./approval-modes/shared.server.ts";

export const REGISTRATION_REVIEW_MESSAGES = {
  notFound: "This registration no longer exists.",
  stepRequired: "You must select a step",
  ...APPROVAL_MESSAGES,
} as const;

type DecidedRegistration = ApprovalSubject & {
  pathway: { id: number; key: string; requiresPreapproval: boolean; deadlineMonths: number } | null;
  owner: { id: number; email: string; firstName: string };
};

async function load(id: number): Promise<DecidedRegistration | null> {
  const r = await db.registration.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      step: true,
      certificationId: true,
      enrolledOn: true,
      deadline: true,
      certification: { select: { id: true, name: true, reportable: true, accredibleGroupId: true } },
      training: { select: { id: true, name: true, accredibleGroupId: true, categoryId: true, category: { select: { key: true } } } },
      pathwayType: { select: { id: true, key: true, requiresPreapproval: true, deadlineMonths: true } },
      user: {
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          stripeCustomerId: true,
          stripePaymentMethodId: true,
          pmLastFour: true,
        },
      },
    },
  });
  return r && { ...r, pathway: r.pathwayType, owner: r.user };
}

const FINAL_STEPS = [
  REGISTRATION_STEP.certificateName,
  REGISTRATION_STEP.professionalInfo,
  REGISTRATION_STEP.preferences,
  REGISTRATION_STEP.finalSummary,
] as const;

/**
 * The steps an admin may send a registration back to: before enrolment (registration approval)
 * its pathway's wizard steps but Pathway Review, or an Independent Trainer application's steps
 * (admin spec 4: trainer_bio ... trainer_agreement, summary); after it, the final steps (Supporting
 * Documentation first on the independent trainer pathway).
 */
export function rejectSteps(
  pathway: { key: string; requiresPreapproval: boolean } | null,
  status: string = REGISTRATION_STATUS.registrationApproval,
  registration: ApprovalKey | null = null,
): { value: RegistrationStep; label: string }[] {
  // A finished course sent back: the member keeps studying (the registration returns to post-registration).
  if (status === REGISTRATION_STATUS.moduleApproval && registration?.training && !isTrainerApplication(registration))
    return [{ value: REGISTRATION_STEP.summary, label: COURSE_BACK_TO_STUDY }];
  const keys: RegistrationStep[] =
    status === REGISTRATION_STATUS.registrationApproval && registration && isTrainerApplication(registration)
      ? [...INDEPENDENT_TRAINER_STEPS]
      : status === REGISTRATION_STATUS.registrationApproval
        ? visibleSteps(REGISTRATION_WIZARD, { pathway, offerMembership: true })
            .filter((s) => s.key !== REGISTRATION_STEP.pathwayApproval)
            .map((s) => s.key)
        : [...(pathway?.key === PATHWAY_KEY.independentTrainer ? [REGISTRATION_STEP.documentation] : []), ...FINAL_STEPS];
  return keys.map((key) => ({ value: key, label: REGISTRATION_STEP_LABEL[key] }));
}

/** The reject modal's one choice for a finished course (the spec words none). */
export const COURSE_BACK_TO_STUDY = "Back to In Progress (the member continues the course)";

const rejectedStatus = (status: string) =>
  status === REGISTRATION_STATUS.registrationApproval ? REGISTRATION_STATUS.preRegistration : REGISTRATION_STATUS.postRegistration;

/** Why the registration cannot be decided this way now, or null. */
async function refusalOf(r: DecidedRegistration, kind: "approve" | "reject", status: string | null | undefined, now: Date) {
  const approval = approvalHandler(r);
  if (!approval) return REGISTRATION_REVIEW_MESSAGES.notAwaiting;
  if (kind === "reject")
    return rejectSteps(r.pathway, r.status, r).some((s) => s.value === status) ? null : REGISTRATION_REVIEW_MESSAGES.stepRequired;
  return (await approval.refusal?.(r, now)) ?? null;
}

type Decided = { approval: ApprovalHandler<unknown> | null; newStep: string; transactionId: number | null };

/** `prepared` is what the approval's handler did outside the database, handed back to the same handler (undefined for a rejection). */
export const registrationDecision: DecisionDefinition<DecidedRegistration, unknown, Decided> = {
  entityType: "Registration",
  auditAction: "registration",
  templateCategory: { approve: MESSAGE_TEMPLATE_CATEGORY.registrationApproval, reject: MESSAGE_TEMPLATE_CATEGORY.registrationRejection },
  load,
  notFound: REGISTRATION_REVIEW_MESSAGES.notFound,
  refusal: (r, kind, input, now) => refusalOf(r, kind, input.status, now),
  prepare: (r, kind, input, { now }) => {
    const approval = kind === "approve" ? approvalHandler(r) : null;
    return approval?.prepare ? approval.prepare(r, input.actor, now) : Promise.resolve({ ok: true, value: undefined });
  },
  async apply(tx, r, kind, input, { message, now, prepared }) {
    const approval = kind === "approve" ? approvalHandler(r) : null;
    const next = approval ? approval.approved : { status: rejectedStatus(r.status), step: input.status as string };
    const newStep = next.step ?? r.step;
    const claimed = await tx.registration.updateMany({
      where: { id: r.id, status: r.status, step: r.step },
      data: { status: next.status, step: newStep },
    });
    if (claimed.count === 0) return null;
    const effects = approval
      ? await approval.apply(tx, r, { actor: input.actor, message, now, prepared, choices: input.choices ?? [] })
      : {};
    await tx.registrationReview.create({
      data: {
        registrationId: r.id,
        reviewerId: input.actor.userId,
        approved: kind === "approve",
        message,
        registrationStatus: r.status,
        previousStep: r.step,
        newStep,
        newStatus: next.status,
        createdAt: now,
      },
    });
    const transactionId = typeof effects.transactionId === "number" ? effects.transactionId : null;
    return {
      before: { status: r.status, step: r.step },
      after: { status: next.status, step: newStep, ...effects },
      result: { approval, newStep, transactionId },
    };
  },
  // A second approval finds the lines paid, or the free transaction's key taken.
  isLostRace: (error) => error instanceof AlreadyPaidError || isUniqueViolation(error),
  lost: () => REGISTRATION_REVIEW_MESSAGES.notAwaiting,
  afterLost: async (r, kind, _input, { now, prepared }) => {
    if (kind === "approve") await approvalHandler(r)?.undo?.(r, prepared, now);
  },
  async committed(r, _kind, _input, { result, now }) {
    // The outside calls the decision recorded (credentials, decision 53) and a payment's
    // (course materials from the supplier), never inside the transaction.
    if (result.transactionId) await afterPayment(result.transactionId);
    await runNewCalls({ registrationId: r.id }, now);
  },
  notice(r, _kind, _input, { message, prepared, result: { approval, newStep } }) {
    const before = r.status === REGISTRATION_STATUS.registrationApproval;
    // A rejected trainer application opens at the step it was sent back to.
    const url =
      r.training && isTrainerApplication(r) && !approval
        ? paths.trainings.registerStep(r.training.categoryId, newStep)
        : paths.certifications.root();
    const text = message ? htmlToText(message) : "";
    if (approval) {
      const n = approval.notice(r, prepared);
      return {
        title: n.title,
        subject: n.title,
        message: `${n.text}${text ? `\n\n${text}` : ""}`,
        url: n.url ?? url,
        template: `registration_approved_${approval.mode}`,
      };
    }
    if (r.training && !isTrainerApplication(r) && r.status === REGISTRATION_STATUS.moduleApproval)
      return {
        title: "Your course needs more work",
        subject: "Your course needs more work",
        message: `Your course was not approved as finished yet. Please continue it, then mark it finished again.${text ? `\n\n${text}` : ""}`,
        url: paths.trainings.root({ tab: "in-progress" }),
        template: "training_rejected",
      };
    return before
      ? {
          title: "Your registration needs changes",
          subject: "Your registration needs changes",
          message: `Your registration was not approved yet. Please update it and submit it again.${text ? `\n\n${text}` : ""}`,
          url,
          template: "registration_rejected",
        }
      : {
          title: "Your final steps need changes",
          subject: "Your final steps need changes",
          message: `Your final steps were not approved yet. Please update them and submit them again.${text ? `\n\n${text}` : ""}`,
          url,
          template: "registration_final_rejected",
        };
  },
};

const ApproveSchema = DecisionSchema.extend({ choices: idList() });

export const registrationDecisionRoutes = {
  approve: decisionRoute(registrationDecision, "approve", {
    schema: ApproveSchema,
    reviewPath: paths.admin.courseRegistrations.review,
    donePath: () => paths.admin.courseRegistrations.root(),
    failed: REGISTRATION_REVIEW_MESSAGES.failed,
  }),
  reject: decisionRoute(registrationDecision, "reject", {
    schema: decisionWithStatusSchema(
      Object.keys(REGISTRATION_STEP_LABEL) as [RegistrationStep, ...RegistrationStep[]],
      REGISTRATION_REVIEW_MESSAGES.stepRequired,
    ),
    reviewPath: paths.admin.courseRegistrations.review,
    donePath: () => paths.admin.courseRegistrations.root(),
    failed: "Could not reject the registration.",
  }),
};

/** What the Approve and Reject Registration modals show: why not (when the decision cannot be taken), templates, steps or materials, the balance. */
export async function registrationDecisionModal(id: number, kind: "approve" | "reject", now = new Date()) {
  const r = await load(id);
  if (!r) return null;
  const route = registrationDecisionRoutes[kind];
  const approval = approvalHandler(r);
  const blocked = kind === "approve" || !approval ? await refusalOf(r, "approve", null, now) : null;
  const [templates, preview] = await Promise.all([
    decisionTemplates(route, blocked === null),
    kind === "approve" && approval?.preview ? approval.preview(r) : Promise.resolve<ApprovalPreview>({}),
  ]);
  return {
    id,
    name: r.owner.firstName,
    approveQuestion: approval ? approval.question(r, preview) : `Approve ${r.owner.firstName}'s registration?`,
    blocked: blocked ?? preview.blocked ?? null,
    templates,
    steps: kind === "reject" ? rejectSteps(r.pathway, r.status, r) : undefined,
    materials: preview.materials ?? [],
  };
}
export type RegistrationDecisionModalData = NonNullable<Awaited<ReturnType<typeof registrationDecisionModal>>>;
