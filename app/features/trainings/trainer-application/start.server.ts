/**
 * Apply (paths.trainings.independent.apply(), a POST): starts or resumes the member's Independent
 * Trainer application (member spec 4: "a registration that is missing, expired or complete is
 * cleared and a new one is started; otherwise the existing one is loaded"). The new application is
 * a Registration of the trainer program training (the category's training with a product), in
 * pre-registration at Bio. A member who is not eligible, an active trainer (whose status is renewed,
 * not applied for again) and an application under review are sent to the trainer dashboard. One
 * IMMEDIATE transaction: a second post (a double click) queues for the lock and finds the first's
 * application, so posting twice makes one.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP, TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { isPastEndOfDayNY } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { furthestStep } from "~/kit/wizard/steps.ts";
import { getTrainerEligibility } from "../trainer-eligibility.server.ts";
import { TRAINER_APPLICATION_WHERE } from "./wizard.server.ts";
import { TRAINER_APPLICATION_WIZARD, type TrainerStep } from "./wizard.ts";

export type TrainerApplicationStart =
  /** in the wizard at this step of the category's application */
  | { kind: "wizard"; categoryId: number; step: TrainerStep; started: boolean }
  /** not eligible, an active trainer, or an application under review: the dashboard says which */
  | { kind: "dashboard"; reason: "not_eligible" | "active_trainer" | "in_review" }
  /** the trainer category or its program training is missing (System Data) */
  | { kind: "unavailable" };

/** The trainer category's program training: the first (by sort order) with a product. */
async function trainerProgram() {
  return db.training.findFirst({
    where: { category: { key: TRAINING_CATEGORY_KEY.independentTrainer }, productId: { not: null } },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, categoryId: true },
  });
}

export async function startTrainerApplication(actor: Actor, now = new Date()): Promise<TrainerApplicationStart> {
  const userId = actor.userId;
  const [eligibility, program, trainer] = await Promise.all([
    getTrainerEligibility(userId, now),
    trainerProgram(),
    db.independentTrainer.findUnique({ where: { userId }, select: { expiresAt: true } }),
  ]);
  if (!eligibility.eligible) return { kind: "dashboard", reason: "not_eligible" };
  if (trainer?.expiresAt && trainer.expiresAt > now) return { kind: "dashboard", reason: "active_trainer" };
  if (!program) return { kind: "unavailable" };
  return db.$transaction(async (tx): Promise<TrainerApplicationStart> => {
    const latest = await tx.registration.findFirst({
      where: { userId, ...TRAINER_APPLICATION_WHERE },
      orderBy: { id: "desc" },
      select: { id: true, status: true, step: true, expirationStatus: true, deadline: true, training: { select: { categoryId: true } } },
    });
    const expired = latest && (latest.expirationStatus !== null || (latest.deadline !== null && isPastEndOfDayNY(latest.deadline, now)));
    if (latest && !expired && latest.status !== REGISTRATION_STATUS.complete) {
      if (latest.status !== REGISTRATION_STATUS.preRegistration) return { kind: "dashboard", reason: "in_review" };
      return {
        kind: "wizard",
        categoryId: latest.training?.categoryId ?? program.categoryId,
        step: furthestStep(TRAINER_APPLICATION_WIZARD, {}, latest.step),
        started: false,
      };
    }
    const created = await tx.registration.create({
      data: {
        userId,
        trainingId: program.id,
        status: REGISTRATION_STATUS.preRegistration,
        step: REGISTRATION_STEP.trainerBio,
        createdAt: now,
      },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "registration.start",
      entityType: "Registration",
      entityId: created.id,
      after: { trainingId: program.id, step: REGISTRATION_STEP.trainerBio },
    });
    return { kind: "wizard", categoryId: program.categoryId, step: REGISTRATION_STEP.trainerBio, started: true };
  });
}
