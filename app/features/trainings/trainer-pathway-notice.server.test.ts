import { beforeEach, describe, expect, it } from "vitest";
import {
  approvedIndependentTrainer,
  createMember,
  expiredIndependentTrainer,
  expiringIndependentTrainer,
  registrationAtStep,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PATHWAY_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { loadDocumentationStep } from "~/features/certifications/registration/documentation.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";

beforeEach(() => resetDatabase());

/** A candidate at Supporting Documentation on the independent trainer pathway, naming `trainerId` when given. */
async function candidate(trainerId?: number) {
  const member = await createMember();
  const registration = await registrationAtStep(member.id, {
    pathway: PATHWAY_KEY.independentTrainer,
    step: REGISTRATION_STEP.documentation,
  });
  if (trainerId) await db.registration.update({ where: { id: registration.id }, data: { independentTrainerId: trainerId } });
  return registration;
}

describe("the candidate's trainer on the independent trainer pathway (Supporting Documentation)", () => {
  it("says when a trainer's status is going to expire, or has expired, in the spec's words", async () => {
    const active = await approvedIndependentTrainer((await createMember()).id);
    const expiring = await expiringIndependentTrainer((await createMember()).id, { expiresInDays: 20 });
    const expired = await expiredIndependentTrainer((await createMember()).id, { expiredDaysAgo: 5 });
    const registration = await candidate(expired.independentTrainer.id);

    const step = await loadDocumentationStep(registration.id);
    // The expired trainer is no longer offered, but the one the candidate named still gets its message.
    expect(step.trainers?.map((t) => t.id)).toEqual(expect.arrayContaining([active.independentTrainer.id, expiring.independentTrainer.id]));
    expect(step.trainers?.map((t) => t.id)).not.toContain(expired.independentTrainer.id);
    expect(step.trainerId).toBe(String(expired.independentTrainer.id));
    expect(step.trainerNotices).toEqual({
      [expiring.independentTrainer.id]:
        `Your Independent Trainer status is going to expire on ${formatDate(expiring.independentTrainer.expiresAt)}`,
      [expired.independentTrainer.id]: `Your Independent Trainer status expired on ${formatDate(expired.independentTrainer.expiresAt)}`,
    });
  });

  it("says nothing about a trainer more than 90 days from expiring, nor off the pathway", async () => {
    const active = await approvedIndependentTrainer((await createMember()).id);
    expect((await loadDocumentationStep((await candidate(active.independentTrainer.id)).id)).trainerNotices).toEqual({});
    const member = await createMember();
    const education = await registrationAtStep(member.id, { step: REGISTRATION_STEP.documentation });
    expect((await loadDocumentationStep(education.id)).trainerNotices).toEqual({});
  });
});
