/**
 * The server half of the final-steps wizard (member spec): it shows the signed-in member's latest
 * registration for the certification while it is in post-registration or module approval, and only
 * once every requirement is met (progress 4 of 4); otherwise the member is sent to the certification
 * root. Only reached steps open. Back and Save & Continue move with the step's writes and the new
 * furthest step in one transaction; Submit on the Summary sends the registration to final approval.
 */
import { EXAM_RESULT, PATHWAY_KEY, REGISTRATION_STATUS, REGISTRATION_STEP, REVIEW_STATUS } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import {
  afterIntent,
  furthestStep,
  isStepKey,
  percentComplete,
  stepAccess,
  stepList,
  type StepIntent,
  type StepListItem,
} from "~/kit/wizard/steps.ts";
import { progressScore } from "./exam-rules.ts";
import { FINAL_STEPS_WIZARD, type FinalStep, type FinalStepsContext } from "./final-steps-wizard.ts";

type Client = Tx | typeof db;

/** Statuses in which the final steps show (member spec). */
export const IN_FINAL_STEPS: string[] = [REGISTRATION_STATUS.postRegistration, REGISTRATION_STATUS.moduleApproval];

async function finalRegistration(client: Client, userId: number, certificationId: number) {
  const r = await client.registration.findFirst({
    where: { userId, certificationId },
    orderBy: { id: "desc" },
    select: {
      id: true,
      status: true,
      step: true,
      expirationStatus: true,
      militarySpouse: true,
      requiredHours: true,
      codeOfEthicsSignature: true,
      codeOfEthicsSignedAt: true,
      pathwayType: { select: { key: true } },
    },
  });
  if (!r || !IN_FINAL_STEPS.includes(r.status) || r.expirationStatus !== null) return null;
  const [approved, passed] = await Promise.all([
    client.experience.aggregate({ where: { registrationId: r.id, status: REVIEW_STATUS.approved }, _sum: { hours: true } }),
    client.examAttempt.findFirst({ where: { registrationId: r.id, result: EXAM_RESULT.pass }, select: { id: true } }),
  ]);
  const score = progressScore({
    approvedHours: approved._sum.hours ?? 0,
    requiredHours: r.requiredHours,
    ethicsSigned: r.codeOfEthicsSignedAt !== null || Boolean(r.codeOfEthicsSignature?.trim()),
    examPassed: passed !== null,
  });
  return score >= 4 ? r : null;
}

type FinalRegistration = NonNullable<Awaited<ReturnType<typeof finalRegistration>>>;

function contextOf(r: FinalRegistration): FinalStepsContext {
  return { independentTrainer: r.pathwayType?.key === PATHWAY_KEY.independentTrainer, militarySpouse: r.militarySpouse };
}

export type LoadedFinalStep =
  | { kind: "closed" }
  | { kind: "redirect"; step: FinalStep }
  | {
      kind: "ok";
      registrationId: number;
      context: FinalStepsContext;
      steps: StepListItem<FinalStep>[];
      percent: number;
      /** the latest final-approval review's message: why it came back (safe HTML is made by the page) */
      review: { approved: boolean; message: string | null } | null;
    };

/** A final step of the member's own registration, or where to go instead (closed: the certification root). */
export async function loadFinalStep(userId: number, certificationId: number, requested: string): Promise<LoadedFinalStep> {
  const r = await finalRegistration(db, userId, certificationId);
  if (!r) return { kind: "closed" };
  const ctx = contextOf(r);
  const access = stepAccess(FINAL_STEPS_WIZARD, ctx, r.step, requested);
  if (!access.ok || !isStepKey(FINAL_STEPS_WIZARD, requested))
    return { kind: "redirect", step: access.ok ? furthestStep(FINAL_STEPS_WIZARD, ctx, r.step) : access.redirectTo };
  const review = await db.registrationReview.findFirst({
    where: {
      registrationId: r.id,
      registrationStatus: { in: [REGISTRATION_STATUS.finalApproval, REGISTRATION_STATUS.experienceApproval] },
    },
    orderBy: { id: "desc" },
    select: { approved: true, message: true },
  });
  return {
    kind: "ok",
    registrationId: r.id,
    context: ctx,
    steps: stepList(FINAL_STEPS_WIZARD, ctx, r.step, requested),
    percent: percentComplete(FINAL_STEPS_WIZARD, ctx, r.step),
    review,
  };
}

export type FinalMove =
  { kind: "closed" } | { kind: "redirect"; step: FinalStep } | { kind: "moved"; step: FinalStep | null; finished: boolean };

/**
 * Back, Save & Continue or Submit: `write` saves the step's fields inside the transaction (not on
 * Back); the furthest step moves on; finishing the Summary sends the registration to final approval.
 */
export async function moveFinalStep(
  actor: Actor,
  certificationId: number,
  current: FinalStep,
  intent: StepIntent,
  write?: (tx: Tx, registrationId: number) => Promise<void>,
): Promise<FinalMove> {
  return db.$transaction(async (tx) => {
    const before = await finalRegistration(tx, actor.userId, certificationId);
    if (!before) return { kind: "closed" } as const;
    const ctx = contextOf(before);
    const access = stepAccess(FINAL_STEPS_WIZARD, ctx, before.step, current);
    if (!access.ok) return { kind: "redirect", step: access.redirectTo } as const;
    if (intent === "continue" && write) await write(tx, before.id);
    const move = afterIntent(FINAL_STEPS_WIZARD, ctx, before.step, current, intent);
    const data = move.finished
      ? { step: REGISTRATION_STEP.finalSummary, status: REGISTRATION_STATUS.finalApproval }
      : move.reached !== before.step
        ? { step: move.reached }
        : null;
    if (data) {
      // Conditional on the state read: a second tab's submit finds it moved and changes nothing.
      const moved = await tx.registration.updateMany({ where: { id: before.id, status: before.status, step: before.step }, data });
      if (moved.count === 1)
        await auditChange(tx, actor, {
          action: move.finished ? "registration.submitFinal" : "registration.step",
          entityType: "Registration",
          entityId: before.id,
          before: { status: before.status, step: before.step },
          after: data,
        });
    }
    return { kind: "moved", step: move.goTo, finished: move.finished } as const;
  });
}
