import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { choosePathway, pathwayOptions, PATHWAY_MESSAGES } from "./pathway-step.server.ts";

beforeEach(() => resetDatabase());

async function setup() {
  const member = await createMember();
  const afc = await createCertification();
  const other = await createCertification();
  const pathway = (key: string, data: Record<string, unknown> = {}) =>
    db.pathwayType.create({ data: { key, name: `${key} pathway`, deadlineMonths: 24, certificationId: afc.id, ...data } });
  const education = await pathway("education", { sortOrder: 2, requiredHours: 1000, description: "Coursework at a partner school" });
  const trainer = await pathway("independent_trainer", { sortOrder: 1, deadlineMonths: 18 });
  const hidden = await pathway("designation", { visible: false });
  const foreign = await db.pathwayType.create({
    data: { key: "university", name: "University", deadlineMonths: 36, certificationId: other.id },
  });
  const registration = await createRegistration(member.id, { certificationId: afc.id });
  return { member, afc, education, trainer, hidden, foreign, registration };
}

describe("pathway step", () => {
  it("lists the certification's visible pathways in order with the time allowed in years", async () => {
    const { afc } = await setup();
    expect(await pathwayOptions(afc.id)).toEqual([
      expect.objectContaining({ key: "independent_trainer", timeAllowed: "1.5 years" }),
      expect.objectContaining({ key: "education", timeAllowed: "2 years", description: "Coursework at a partner school" }),
    ]);
  });

  it("saves the chosen pathway with its required hours and moves to the next step", async () => {
    const { member, education, registration } = await setup();
    const choice = await choosePathway(memberActor(member.id), registration.id, {
      intent: "continue",
      pathwayTypeId: education.id,
      confirmTimeline: false,
    });
    expect(choice).toEqual({ kind: "moved", step: "documentation", finished: false });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      pathwayTypeId: education.id,
      requiredHours: 1000,
      step: "documentation",
    });
  });

  it("refuses no choice, a hidden pathway and another certification's pathway", async () => {
    const { member, hidden, foreign, registration } = await setup();
    for (const pathwayTypeId of [null, hidden.id, foreign.id, 999_999]) {
      expect(
        await choosePathway(memberActor(member.id), registration.id, { intent: "continue", pathwayTypeId, confirmTimeline: false }),
      ).toEqual({
        kind: "invalid",
        field: "pathwayTypeId",
        message: PATHWAY_MESSAGES.required,
      });
    }
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).pathwayTypeId).toBeNull();
  });

  it("the Independent Trainer pathway needs the timeline confirmed", async () => {
    const { member, trainer, registration } = await setup();
    const actor = memberActor(member.id);
    expect(
      await choosePathway(actor, registration.id, { intent: "continue", pathwayTypeId: trainer.id, confirmTimeline: false }),
    ).toMatchObject({
      kind: "invalid",
      field: "confirmTimeline",
    });
    expect(
      await choosePathway(actor, registration.id, { intent: "continue", pathwayTypeId: trainer.id, confirmTimeline: true }),
    ).toMatchObject({
      kind: "moved",
      step: "documentation",
    });
  });

  it("another member's registration is not found", async () => {
    const { education, registration } = await setup();
    const stranger = await createMember();
    expect(
      await choosePathway(memberActor(stranger.id), registration.id, {
        intent: "continue",
        pathwayTypeId: education.id,
        confirmTimeline: false,
      }),
    ).toEqual({
      kind: "notFound",
    });
  });
});
