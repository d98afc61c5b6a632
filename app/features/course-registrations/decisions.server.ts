/**
 * Approving and rejecting a course registration in registration approval (admin spec 4, 5 "Reject
 * Registration"), on the review kit: one transaction claims the registration (still in
 * registration approval), writes the review with its previous and new step, and moves it; the
 * candidate is told by a notification and an email.
 * - Approve at Pathway Review: the admin picks the course materials (any of the pathway's); the
 *   candidate continues the wizard at Course Materials with them chosen.
 * - Reject: to the step the admin chose ('You must select a step'); the candidate's wizard opens
 *   there, with the message in its sidebar.
 */
import {
  MESSAGE_TEMPLATE_CATEGORY,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REGISTRATION_STEP_LABEL,
  type RegistrationStep,
} from "~/domain/constants.ts";
import { REGISTRATION_WIZARD } from "~/features/certifications/registration-wizard.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { idList } from "~/kit/forms/fields.server.ts";
import { visibleSteps } from "~/kit/wizard/steps.ts";
import type { DecisionDefinition } from "~/kit/review/decide.server.ts";
import { decisionRoute, decisionTemplates } from "~/kit/review/decision-route.server.ts";
import { htmlToText } from "~/kit/review/messages.server.ts";
import { DecisionSchema, decisionWithStatusSchema } from "~/kit/review/schemas.server.ts";

export const REGISTRATION_REVIEW_MESSAGES = {
  notFound: "This registration no longer exists.",
  notAwaiting: "This registration is not waiting for approval.",
  notAtPathwayReview: "Only a pathway review can be approved here for now; change the registration with Edit.",
  stepRequired: "You must select a step",
  failed: "There was a problem approving the registration",
} as const;

type DecidedRegistration = {
  id: number;
  status: string;
  step: string;
  certificationId: number | null;
  pathway: { id: number; key: string; requiresPreapproval: boolean } | null;
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
      pathwayType: { select: { id: true, key: true, requiresPreapproval: true } },
      user: { select: { id: true, email: true, firstName: true } },
    },
  });
  return r && { id: r.id, status: r.status, step: r.step, certificationId: r.certificationId, pathway: r.pathwayType, owner: r.user };
}

/** The wizard steps an admin may send a registration back to (its pathway's visible steps but Pathway Review). */
export function rejectSteps(pathway: DecidedRegistration["pathway"]): { value: RegistrationStep; label: string }[] {
  return visibleSteps(REGISTRATION_WIZARD, { pathway, offerMembership: true })
    .filter((s) => s.key !== REGISTRATION_STEP.pathwayApproval)
    .map((s) => ({ value: s.key, label: REGISTRATION_STEP_LABEL[s.key] }));
}

/** The course materials a pathway approval may pick: the pathway's active ones. */
export async function approvableCourseMaterials(pathwayTypeId: number) {
  return db.courseMaterial.findMany({
    where: { active: true, pathways: { some: { pathwayTypeId } } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
  });
}

const atPathwayReview = (r: { status: string; step: string }) =>
  r.status === REGISTRATION_STATUS.registrationApproval && r.step === REGISTRATION_STEP.pathwayApproval;

export const registrationDecision: DecisionDefinition<DecidedRegistration, undefined, { newStep: string }> = {
  entityType: "Registration",
  auditAction: "registration",
  templateCategory: { approve: MESSAGE_TEMPLATE_CATEGORY.registrationApproval, reject: MESSAGE_TEMPLATE_CATEGORY.registrationRejection },
  load,
  notFound: REGISTRATION_REVIEW_MESSAGES.notFound,
  refusal(r, kind, input) {
    if (r.status !== REGISTRATION_STATUS.registrationApproval) return REGISTRATION_REVIEW_MESSAGES.notAwaiting;
    if (kind === "approve" && !atPathwayReview(r)) return REGISTRATION_REVIEW_MESSAGES.notAtPathwayReview;
    if (kind === "reject" && !rejectSteps(r.pathway).some((s) => s.value === input.status))
      return REGISTRATION_REVIEW_MESSAGES.stepRequired;
    return null;
  },
  async apply(tx, r, kind, input, { message, now }) {
    const newStep = kind === "approve" ? REGISTRATION_STEP.courseMaterials : (input.status as string);
    const claimed = await tx.registration.updateMany({
      where: { id: r.id, status: REGISTRATION_STATUS.registrationApproval, step: r.step },
      data: { status: REGISTRATION_STATUS.preRegistration, step: newStep },
    });
    if (claimed.count === 0) return null;
    let materials: number[] = [];
    if (kind === "approve" && r.pathway) {
      const offered = await tx.courseMaterial.findMany({
        where: { id: { in: [...(input.choices ?? [])] }, active: true, pathways: { some: { pathwayTypeId: r.pathway.id } } },
        select: { id: true },
      });
      materials = offered.map((m) => m.id);
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
    }
    await tx.registrationReview.create({
      data: {
        registrationId: r.id,
        reviewerId: input.actor.userId,
        approved: kind === "approve",
        message,
        registrationStatus: REGISTRATION_STATUS.registrationApproval,
        previousStep: r.step,
        newStep,
        newStatus: REGISTRATION_STATUS.preRegistration,
        createdAt: now,
      },
    });
    return {
      before: { status: r.status, step: r.step },
      after: {
        status: REGISTRATION_STATUS.preRegistration,
        step: newStep,
        ...(kind === "approve" ? { courseMaterialIds: materials } : {}),
      },
      result: { newStep },
    };
  },
  lost: () => REGISTRATION_REVIEW_MESSAGES.notAwaiting,
  notice(r, kind, _input, { message }) {
    const url = r.certificationId ? paths.certifications.register(r.certificationId) : paths.certifications.root();
    const text = message ? htmlToText(message) : "";
    return kind === "approve"
      ? {
          title: "Your pathway was approved",
          subject: "Your pathway was approved",
          message: `Your pathway was approved. Continue your registration to choose your course materials and pay.${text ? `\n\n${text}` : ""}`,
          url,
          template: "registration_approved",
        }
      : {
          title: "Your registration needs changes",
          subject: "Your registration needs changes",
          message: `Your registration was not approved yet. Please update it and submit it again.${text ? `\n\n${text}` : ""}`,
          url,
          template: "registration_rejected",
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

/** What the Approve and Reject Registration modals show: why not (when the decision cannot be taken), templates, steps or materials. */
export async function registrationDecisionModal(id: number, kind: "approve" | "reject") {
  const r = await load(id);
  if (!r) return null;
  const route = registrationDecisionRoutes[kind];
  const blocked =
    r.status !== REGISTRATION_STATUS.registrationApproval
      ? REGISTRATION_REVIEW_MESSAGES.notAwaiting
      : kind === "approve" && !atPathwayReview(r)
        ? REGISTRATION_REVIEW_MESSAGES.notAtPathwayReview
        : null;
  const [templates, materials, chosen] = await Promise.all([
    decisionTemplates(route, blocked === null),
    kind === "approve" && r.pathway ? approvableCourseMaterials(r.pathway.id) : [],
    db.registrationCourseMaterial.findMany({ where: { registrationId: id }, select: { courseMaterialId: true } }),
  ]);
  return {
    id,
    name: r.owner.firstName,
    blocked,
    templates,
    steps: kind === "reject" ? rejectSteps(r.pathway) : undefined,
    materials: materials.map((m) => ({ ...m, chosen: chosen.some((c) => c.courseMaterialId === m.id) })),
  };
}
export type RegistrationDecisionModalData = NonNullable<Awaited<ReturnType<typeof registrationDecisionModal>>>;
