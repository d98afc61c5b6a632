/**
 * Approving and rejecting a course registration (admin spec 4, 5 "Reject Registration"), on the
 * review kit: one transaction claims the registration (still in the status and step it was
 * reviewed in), writes the review with its previous and new step, and moves it; the candidate is
 * told by a notification and an email. What approval gives depends on the status
 * (approval-effects.server.ts): at Pathway Review the admin picks the course materials and the
 * candidate continues at Course Materials; general registration approval charges the unpaid
 * balance once and enrols; module approval issues the training badges; final approval issues the
 * certification; experience approval approves the pending hours.
 * Reject: to the step the admin chose ('You must select a step'): a wizard step before enrolment
 * (back to pre-registration), a final step after it (back to post-registration).
 */
import {
  MESSAGE_TEMPLATE_CATEGORY,
  PATHWAY_KEY,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REGISTRATION_STEP_LABEL,
  type RegistrationStep,
} from "~/domain/constants.ts";
import { REGISTRATION_WIZARD } from "~/features/certifications/registration/wizard.ts";
import { afterPayment } from "~/features/commerce/fulfilment.server.ts";
import { AlreadyPaidError } from "~/features/commerce/payments.server.ts";
import { db, isUniqueViolation } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { idList } from "~/kit/forms/fields.server.ts";
import { visibleSteps } from "~/kit/wizard/steps.ts";
import type { DecisionDefinition } from "~/kit/review/decide.server.ts";
import { decisionRoute, decisionTemplates } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { DecisionSchema, decisionWithStatusSchema } from "~/kit/review/schemas.server.ts";
import {
  APPROVAL_MESSAGES,
  applyApproval,
  approvalMode,
  approvalNotice,
  approvedState,
  chargeRefusal,
  finalRefusal,
  prepareApproval,
  undoApproval,
  unpaidBalance,
  type ApprovalMode,
  type ApprovalSubject,
  type Prepared,
} from "./approval-effects.server.ts";

export const REGISTRATION_REVIEW_MESSAGES = {
  notFound: "This registration no longer exists.",
  notAwaiting: "This registration is not waiting for approval.",
  stepRequired: "You must select a step",
  ...APPROVAL_MESSAGES,
} as const;

type DecidedRegistration = ApprovalSubject & {
  status: string;
  step: string;
  certificationId: number | null;
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
 * its pathway's wizard steps but Pathway Review; after it, the final steps (Supporting
 * Documentation first on the independent trainer pathway).
 */
export function rejectSteps(
  pathway: { key: string; requiresPreapproval: boolean } | null,
  status: string = REGISTRATION_STATUS.registrationApproval,
): { value: RegistrationStep; label: string }[] {
  const keys: RegistrationStep[] =
    status === REGISTRATION_STATUS.registrationApproval
      ? visibleSteps(REGISTRATION_WIZARD, { pathway, offerMembership: true })
          .filter((s) => s.key !== REGISTRATION_STEP.pathwayApproval)
          .map((s) => s.key)
      : [...(pathway?.key === PATHWAY_KEY.independentTrainer ? [REGISTRATION_STEP.documentation] : []), ...FINAL_STEPS];
  return keys.map((key) => ({ value: key, label: REGISTRATION_STEP_LABEL[key] }));
}

/** Where a rejection sends the registration: back before enrolment, or back to the final steps. */
const rejectedStatus = (status: string) =>
  status === REGISTRATION_STATUS.registrationApproval ? REGISTRATION_STATUS.preRegistration : REGISTRATION_STATUS.postRegistration;

/** Why the registration cannot be decided this way now, or null. */
async function refusalOf(r: DecidedRegistration, kind: "approve" | "reject", status: string | null | undefined, now: Date) {
  const mode = approvalMode(r);
  if (!mode) return REGISTRATION_REVIEW_MESSAGES.notAwaiting;
  if (kind === "reject")
    return rejectSteps(r.pathway, r.status).some((s) => s.value === status) ? null : REGISTRATION_REVIEW_MESSAGES.stepRequired;
  if (mode === "general") return chargeRefusal(r, now);
  if (mode === "final") return finalRefusal(r);
  return null;
}

/** The course materials a pathway approval may pick: the pathway's active ones. */
export async function approvableCourseMaterials(pathwayTypeId: number) {
  return db.courseMaterial.findMany({
    where: { active: true, pathways: { some: { pathwayTypeId } } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
  });
}

type Decided = { mode: ApprovalMode | null; newStep: string; transactionId: number | null };

export const registrationDecision: DecisionDefinition<DecidedRegistration, Prepared, Decided> = {
  entityType: "Registration",
  auditAction: "registration",
  templateCategory: { approve: MESSAGE_TEMPLATE_CATEGORY.registrationApproval, reject: MESSAGE_TEMPLATE_CATEGORY.registrationRejection },
  load,
  notFound: REGISTRATION_REVIEW_MESSAGES.notFound,
  refusal: (r, kind, input, now) => refusalOf(r, kind, input.status, now),
  prepare: (r, kind, input, { now }) => {
    const mode = approvalMode(r);
    return kind === "approve" && mode ? prepareApproval(mode, r, input.actor, now) : Promise.resolve({ ok: true, value: undefined });
  },
  async apply(tx, r, kind, input, { message, now, prepared }) {
    const mode = kind === "approve" ? approvalMode(r) : null;
    const next = mode ? approvedState(mode) : { status: rejectedStatus(r.status), step: input.status as string };
    const newStep = next.step ?? r.step;
    const claimed = await tx.registration.updateMany({
      where: { id: r.id, status: r.status, step: r.step },
      data: { status: next.status, step: newStep },
    });
    if (claimed.count === 0) return null;
    let effects: Record<string, unknown> = {};
    if (mode === "pathway" && r.pathway) {
      const offered = await tx.courseMaterial.findMany({
        where: { id: { in: [...(input.choices ?? [])] }, active: true, pathways: { some: { pathwayTypeId: r.pathway.id } } },
        select: { id: true },
      });
      const materials = offered.map((m) => m.id);
      await tx.registrationCourseMaterial.deleteMany({
        where: { registrationId: r.id, transactionId: null, courseMaterialId: { notIn: materials } },
      });
      for (const courseMaterialId of materials) {
        await tx.registrationCourseMaterial.upsert({
          where: { registrationId_courseMaterialId: { registrationId: r.id, courseMaterialId } },
          create: { registrationId: r.id, courseMaterialId },
          update: {},
        });
      }
      effects = { courseMaterialIds: materials };
    } else if (mode) {
      effects = await applyApproval(tx, mode, r, { actor: input.actor, message, now, prepared });
    }
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
      result: { mode, newStep, transactionId },
    };
  },
  // A second approval finds the lines paid, or the free transaction's key taken.
  isLostRace: (error) => error instanceof AlreadyPaidError || isUniqueViolation(error),
  lost: () => REGISTRATION_REVIEW_MESSAGES.notAwaiting,
  afterLost: (r, _kind, _input, { now, prepared }) => undoApproval(r, prepared, now),
  async committed(_r, _kind, _input, { result }) {
    // Paid course materials are ordered from the supplier (never inside the transaction).
    if (result.transactionId) await afterPayment(result.transactionId);
  },
  notice(r, kind, _input, { message, prepared, result }) {
    const before = r.status === REGISTRATION_STATUS.registrationApproval;
    const url =
      r.certificationId && result.mode === "pathway" ? paths.certifications.register(r.certificationId) : paths.certifications.root();
    const text = message ? htmlToText(message) : "";
    if (kind === "approve" && result.mode) {
      const n = approvalNotice(result.mode, r, prepared);
      return {
        title: n.title,
        subject: n.title,
        message: `${n.text}${text ? `\n\n${text}` : ""}`,
        url,
        template: `registration_approved_${result.mode}`,
      };
    }
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
  const mode = approvalMode(r);
  const blocked = kind === "approve" || !mode ? await refusalOf(r, "approve", null, now) : null;
  const [templates, materials, chosen, balance] = await Promise.all([
    decisionTemplates(route, blocked === null),
    kind === "approve" && mode === "pathway" && r.pathway ? approvableCourseMaterials(r.pathway.id) : [],
    db.registrationCourseMaterial.findMany({ where: { registrationId: id }, select: { courseMaterialId: true } }),
    kind === "approve" && mode === "general" ? unpaidBalance(id) : null,
  ]);
  return {
    id,
    name: r.owner.firstName,
    mode,
    blocked:
      blocked ??
      (kind === "approve" && balance && balance.totalCents > 0 && !r.user.stripePaymentMethodId
        ? REGISTRATION_REVIEW_MESSAGES.noSavedCard
        : null),
    templates,
    steps: kind === "reject" ? rejectSteps(r.pathway, r.status) : undefined,
    materials: materials.map((m) => ({ ...m, chosen: chosen.some((c) => c.courseMaterialId === m.id) })),
    balance: balance ? { total: formatCents(balance.totalCents), cardLastFour: r.user.pmLastFour } : null,
    certification: r.certification?.name ?? null,
  };
}
export type RegistrationDecisionModalData = NonNullable<Awaited<ReturnType<typeof registrationDecisionModal>>>;
