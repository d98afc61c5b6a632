import { beforeEach, describe, expect, it } from "vitest";
import { createMember, registrationAtStep } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { PATHWAY_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action } from "~/routes/_app.certifications-and-training.register.$certificationId.program_information.tsx";
import { universityPrograms } from "./program-information.server.ts";
import { PROGRAM_MESSAGES } from "./schemas.server.ts";

beforeEach(() => resetDatabase());

async function setup() {
  const member = await createMember();
  const registration = await registrationAtStep(member.id, { pathway: PATHWAY_KEY.university, step: REGISTRATION_STEP.programInformation });
  const afc = { id: registration.certificationId! };
  const texas = await db.universityProgram.create({ data: { name: "Texas Tech University", department: "Personal Financial Planning" } });
  const closed = await db.universityProgram.create({ data: { name: "Closed College", active: false } });
  const alabama = await db.universityProgram.create({ data: { name: "Alabama State" } });
  const post = (fields: Record<string, string>) => postForm(action, member.id, { certificationId: String(afc.id) }, fields);
  const stepUrl = (step: string) => paths.certifications.registerStep(afc.id, step);
  return { member, registration, texas, closed, alabama, post, stepUrl };
}

describe("program information step", () => {
  it("offers the active programs by name", async () => {
    await setup();
    expect((await universityPrograms()).map((p) => p.name)).toEqual(["Alabama State", "Texas Tech University"]);
  });

  it("saves the program, department and level, then moves to Supporting Documentation", async () => {
    const { registration, texas, post, stepUrl } = await setup();
    const posted = await post({
      universityProgramId: String(texas.id),
      department: " Human Sciences ",
      levelOfStudy: "graduate",
      credits: "9",
    });
    expect(posted).toMatchObject({ status: 302, location: stepUrl("documentation") });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      universityProgramId: texas.id,
      universityProgramDepartment: "Human Sciences",
      universityProgramLevelOfStudy: "graduate",
      universityProgramCredits: 9,
    });
  });

  it("takes blank credits as none given, and refuses credits that are not a whole number up to 60", async () => {
    const { registration, texas, post } = await setup();
    const input = { universityProgramId: String(texas.id), department: "", levelOfStudy: "phd" };
    for (const credits of ["2.5", "-1", "61", "twelve"]) {
      expect((await post({ ...input, credits })).errors).toEqual({ credits: [PROGRAM_MESSAGES.credits] });
    }
    await post({ ...input, credits: "" });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).universityProgramCredits).toBeNull();
  });

  it("needs an active program and a level of study; the department is at most 255 characters", async () => {
    const { registration, closed, post } = await setup();
    const posted = await post({ universityProgramId: String(closed.id), department: "x".repeat(256), levelOfStudy: "postdoc" });
    expect(posted.status).toBe(400);
    expect(posted.errors).toEqual({
      universityProgramId: [PROGRAM_MESSAGES.required],
      department: [PROGRAM_MESSAGES.tooLong],
      levelOfStudy: [PROGRAM_MESSAGES.required],
    });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("program_information");
  });

  it("Back goes to the Pathway step without checking the fields", async () => {
    const { post, stepUrl } = await setup();
    expect(await post({ intent: "back", universityProgramId: "nonsense" })).toMatchObject({ status: 302, location: stepUrl("pathway") });
  });
});
