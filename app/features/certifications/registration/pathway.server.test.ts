import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action } from "~/routes/_app.certifications-and-training.register.$certificationId.pathway.tsx";
import { pathwayOptions } from "./pathway.server.ts";
import { PATHWAY_MESSAGES } from "./schemas.server.ts";

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
  const post = (fields: Record<string, string>, userId = member.id) =>
    postForm(action, userId, { certificationId: String(afc.id) }, fields);
  return { member, afc, education, trainer, hidden, foreign, registration, post };
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
    const { afc, education, registration, post } = await setup();
    expect(await post({ pathwayTypeId: String(education.id) })).toMatchObject({
      status: 302,
      location: paths.certifications.registerStep(afc.id, "documentation"),
    });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      pathwayTypeId: education.id,
      requiredHours: 1000,
      step: "documentation",
    });
  });

  it("refuses no choice, nonsense, a hidden pathway and another certification's pathway", async () => {
    const { hidden, foreign, registration, post } = await setup();
    for (const pathwayTypeId of ["", "abc", String(hidden.id), String(foreign.id), "999999"]) {
      expect(await post({ pathwayTypeId })).toEqual({
        status: 400,
        location: null,
        toast: false,
        errors: { pathwayTypeId: [PATHWAY_MESSAGES.required] },
      });
    }
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).pathwayTypeId).toBeNull();
  });

  it("a pathway hidden after a candidate chose it stays their choice (and only theirs)", async () => {
    const { afc, education, registration, post } = await setup();
    await post({ pathwayTypeId: String(education.id) });
    await db.pathwayType.update({ where: { id: education.id }, data: { visible: false } });
    expect((await pathwayOptions(afc.id)).map((o) => o.key)).toEqual(["independent_trainer"]);
    expect((await pathwayOptions(afc.id, education.id)).map((o) => o.key)).toEqual(["independent_trainer", "education"]);
    expect(await post({ pathwayTypeId: String(education.id) })).toMatchObject({ status: 302 });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).pathwayTypeId).toBe(education.id);
  });

  it("the Independent Trainer pathway needs the timeline confirmed", async () => {
    const { trainer, post } = await setup();
    expect((await post({ pathwayTypeId: String(trainer.id) })).errors).toEqual({ confirmTimeline: [PATHWAY_MESSAGES.confirmTimeline] });
    expect(await post({ pathwayTypeId: String(trainer.id), confirmTimeline: "on" })).toMatchObject({ status: 302 });
  });

  it("Back on the first step saves nothing and stays", async () => {
    const { afc, education, registration, post } = await setup();
    expect(await post({ pathwayTypeId: String(education.id), intent: "back" })).toMatchObject({
      status: 302,
      location: paths.certifications.registerStep(afc.id, "pathway"),
    });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).pathwayTypeId).toBeNull();
  });

  it("someone else's registration is never changed: a stranger is sent to their own register page", async () => {
    const { afc, education, registration, post } = await setup();
    const stranger = await createMember();
    expect(await post({ pathwayTypeId: String(education.id) }, stranger.id)).toMatchObject({
      status: 302,
      location: paths.certifications.register(afc.id),
    });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).pathwayTypeId).toBeNull();
  });
});
