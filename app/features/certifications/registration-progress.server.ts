/**
 * The server half of the certification registration wizard: load a step of the viewer's own
 * registration (anyone else's is not found), and move through it with Back / Save & Continue, the
 * step's own writes, the new furthest step and the audit event in one transaction. The step's
 * fields are the step module's business (`write`); this only keeps the wizard's position. On a
 * pathway that needs preapproval, reaching Pathway Review puts the registration in registration
 * approval: it then shows only that step, waiting, until an admin decides.
 */
import { auditChange } from "~/lib/audit.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { isPastEndOfDayNY } from "~/lib/dates.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { afterIntent, isStepKey, percentComplete, stepAccess, stepList, type StepIntent, type StepListItem } from "~/kit/wizard/steps.ts";
import { REGISTRATION_WIZARD, type PreRegistrationStep, type RegistrationWizardContext } from "./registration-wizard.ts";

type Client = Tx | typeof db;

/** The wizard shows a registration in pre-registration, and one waiting at Pathway Review. */
export const IN_WIZARD = [
  { status: REGISTRATION_STATUS.preRegistration },
  { status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.pathwayApproval },
];

/** Waiting for the admin's pathway review: only the Pathway Review step shows, and nothing moves. */
function waitingForReview(registration: { status: string }): boolean {
  return registration.status === REGISTRATION_STATUS.registrationApproval;
}

async function ownRegistration(client: Client, userId: number, registrationId: number) {
  return client.registration.findFirst({
    where: { id: registrationId, userId, certificationId: { not: null }, OR: IN_WIZARD },
    select: {
      id: true,
      userId: true,
      step: true,
      status: true,
      certificationId: true,
      pathwayType: { select: { id: true, key: true, requiresPreapproval: true } },
    },
  });
}

type OwnRegistration = NonNullable<Awaited<ReturnType<typeof ownRegistration>>>;

/**
 * The viewer's own registration as the wizard shows it (in pre-registration, or waiting at Pathway
 * Review), for a step's checks before it moves; null for anyone else's.
 */
export function readOwnRegistration(userId: number, registrationId: number): Promise<OwnRegistration | null> {
  return ownRegistration(db, userId, registrationId);
}

function contextOf(registration: OwnRegistration, offerMembership: boolean): RegistrationWizardContext {
  const pathway = registration.pathwayType;
  return { pathway: pathway && { key: pathway.key, requiresPreapproval: pathway.requiresPreapproval }, offerMembership };
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
  if (waitingForReview(registration) && requested !== REGISTRATION_STEP.pathwayApproval) {
    return { kind: "redirect", step: REGISTRATION_STEP.pathwayApproval };
  }
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
  /** the Membership step after sending a membership request: the steps as the member saw them */
  seen?: { offerMembership: boolean },
): Promise<StepMove> {
  // Read before the transaction: SQLite has one writer, and nothing in a step changes it.
  const offerMembership = seen?.offerMembership ?? !(await hasMemberPricing(actor.userId));
  return db.$transaction(async (tx) => {
    const before = await ownRegistration(tx, actor.userId, registrationId);
    if (!before) return { kind: "notFound" } as const;
    if (waitingForReview(before)) return { kind: "redirect", step: REGISTRATION_STEP.pathwayApproval } as const;
    const access = stepAccess(REGISTRATION_WIZARD, contextOf(before, offerMembership), before.step, current);
    if (!access.ok) return { kind: "redirect", step: access.redirectTo } as const;
    if (intent === "continue" && write) await write(tx);
    const after = (await ownRegistration(tx, actor.userId, registrationId)) ?? before;
    const move = afterIntent(REGISTRATION_WIZARD, contextOf(after, offerMembership), before.step, current, intent);
    // Reaching Pathway Review sends the registration to the admins' registration approval queue.
    const toReview = move.reached === REGISTRATION_STEP.pathwayApproval && before.step !== REGISTRATION_STEP.pathwayApproval;
    if (toReview)
      await tx.registration.update({ where: { id: registrationId }, data: { status: REGISTRATION_STATUS.registrationApproval } });
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

export type WizardEntry =
  | { kind: "notFound" }
  | { kind: "wizard"; registrationId: number; step: PreRegistrationStep; started: boolean }
  /** the latest registration is past pre-registration and still running: the certification area shows it */
  | { kind: "elsewhere"; registrationId: number };

/**
 * Opening register/{certificationId} (member spec: wizard load): the member's latest registration
 * for that certification is loaded at its furthest step; when there is none, or it expired or is
 * complete, a new one is started at the Pathway step (the old one stays, as history). A
 * registration past pre-registration that is still running is not restarted.
 */
export async function enterRegistrationWizard(actor: Actor, certificationId: number, now = new Date()): Promise<WizardEntry> {
  const certification = await db.certification.findUnique({ where: { id: certificationId }, select: { id: true } });
  if (!certification) return { kind: "notFound" };
  return db.$transaction(async (tx) => {
    const latest = await tx.registration.findFirst({
      where: { userId: actor.userId, certificationId },
      orderBy: { id: "desc" },
      select: { id: true, step: true, status: true, expirationStatus: true, deadline: true },
    });
    const finished =
      !latest ||
      latest.status === REGISTRATION_STATUS.complete ||
      latest.expirationStatus !== null ||
      (latest.deadline !== null && isPastEndOfDayNY(latest.deadline, now));
    if (latest && !finished) {
      const inWizard = IN_WIZARD.some((w) => w.status === latest.status && (!("step" in w) || w.step === latest.step));
      if (!inWizard) return { kind: "elsewhere", registrationId: latest.id } as const;
      return { kind: "wizard", registrationId: latest.id, step: latest.step as PreRegistrationStep, started: false } as const;
    }
    const created = await tx.registration.create({
      data: { userId: actor.userId, certificationId, step: REGISTRATION_STEP.pathway, status: REGISTRATION_STATUS.preRegistration },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "registration.start",
      entityType: "Registration",
      entityId: created.id,
      after: { certificationId, step: REGISTRATION_STEP.pathway },
    });
    return { kind: "wizard", registrationId: created.id, step: REGISTRATION_STEP.pathway, started: true } as const;
  });
}
