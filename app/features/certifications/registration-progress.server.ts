/**
 * The server half of the certification registration wizard: load a step of the viewer's own
 * registration (anyone else's is not found), and move through it with Back / Save & Continue, the
 * step's own writes, the new furthest step and the audit event in one transaction. The step's
 * fields are the step module's business (`write`); this only keeps the wizard's position.
 */
import { auditChange } from "~/lib/audit.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { REGISTRATION_STATUS } from "~/domain/constants.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { afterIntent, isStepKey, percentComplete, stepAccess, stepList, type StepIntent, type StepListItem } from "~/kit/wizard/steps.ts";
import { REGISTRATION_WIZARD, type PreRegistrationStep, type RegistrationWizardContext } from "./registration-wizard.ts";

type Client = Tx | typeof db;

async function ownRegistration(client: Client, userId: number, registrationId: number) {
  return client.registration.findFirst({
    where: { id: registrationId, userId, certificationId: { not: null }, status: REGISTRATION_STATUS.preRegistration },
    select: {
      id: true,
      userId: true,
      step: true,
      certificationId: true,
      pathwayType: { select: { key: true, requiresPreapproval: true } },
    },
  });
}

type OwnRegistration = NonNullable<Awaited<ReturnType<typeof ownRegistration>>>;

function contextOf(registration: OwnRegistration, offerMembership: boolean): RegistrationWizardContext {
  return { pathway: registration.pathwayType, offerMembership };
}

export type LoadedStep =
  | { kind: "notFound" }
  | { kind: "redirect"; step: PreRegistrationStep }
  | { kind: "ok"; registrationId: number; step: PreRegistrationStep; steps: StepListItem<PreRegistrationStep>[]; percent: number };

/** A step of the user's own registration in pre-registration, or where to go instead (only reached steps open). */
export async function loadRegistrationStep(userId: number, registrationId: number, requested: string): Promise<LoadedStep> {
  const registration = await ownRegistration(db, userId, registrationId);
  if (!registration) return { kind: "notFound" };
  const ctx = contextOf(registration, !(await hasMemberPricing(userId)));
  const access = stepAccess(REGISTRATION_WIZARD, ctx, registration.step, requested);
  if (!access.ok || !isStepKey(REGISTRATION_WIZARD, requested)) {
    return { kind: "redirect", step: access.ok ? (registration.step as PreRegistrationStep) : access.redirectTo };
  }
  return {
    kind: "ok",
    registrationId: registration.id,
    step: requested,
    steps: stepList(REGISTRATION_WIZARD, ctx, registration.step, requested),
    percent: percentComplete(REGISTRATION_WIZARD, ctx, registration.step),
  };
}

export type StepMove =
  | { kind: "notFound" }
  | { kind: "redirect"; step: PreRegistrationStep }
  | { kind: "moved"; step: PreRegistrationStep | null; finished: boolean };

/**
 * Back, or Save & Continue: `write` saves the step's fields inside the transaction (Save & Continue
 * only); the furthest step becomes max(furthest, next) under the context as it stands after the
 * write (a new pathway changes the steps), and an audit event records the move when an admin acts.
 */
export async function moveRegistrationStep(
  actor: Actor,
  registrationId: number,
  current: string,
  intent: StepIntent,
  write?: (tx: Tx) => Promise<void>,
): Promise<StepMove> {
  // Read before the transaction: SQLite has one writer, and nothing in a step changes it.
  const offerMembership = !(await hasMemberPricing(actor.userId));
  return db.$transaction(async (tx) => {
    const before = await ownRegistration(tx, actor.userId, registrationId);
    if (!before) return { kind: "notFound" } as const;
    const access = stepAccess(REGISTRATION_WIZARD, contextOf(before, offerMembership), before.step, current);
    if (!access.ok) return { kind: "redirect", step: access.redirectTo } as const;
    if (intent === "continue" && write) await write(tx);
    const after = (await ownRegistration(tx, actor.userId, registrationId)) ?? before;
    const move = afterIntent(REGISTRATION_WIZARD, contextOf(after, offerMembership), before.step, current, intent);
    if (move.reached !== before.step) {
      await tx.registration.update({ where: { id: registrationId }, data: { step: move.reached } });
      await auditChange(tx, actor, {
        action: "registration.step",
        entityType: "Registration",
        entityId: registrationId,
        before: { step: before.step },
        after: { step: move.reached },
      });
    }
    return { kind: "moved", step: move.goTo, finished: move.finished } as const;
  });
}
