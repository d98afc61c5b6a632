import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { PROGRAM_MESSAGES, saveProgramInformation, universityPrograms } from "./program-information.server.ts";

beforeEach(() => resetDatabase());

async function setup() {
  const member = await createMember();
  const afc = await createCertification();
  const university = await db.pathwayType.create({
    data: { key: "university", name: "University", deadlineMonths: 36, certificationId: afc.id },
  });
  const registration = await createRegistration(member.id, {
    certificationId: afc.id,
    pathwayTypeId: university.id,
    step: "program_information",
  });
  const texas = await db.universityProgram.create({ data: { name: "Texas Tech University", department: "Personal Financial Planning" } });
  const closed = await db.universityProgram.create({ data: { name: "Closed College", active: false } });
  const alabama = await db.universityProgram.create({ data: { name: "Alabama State" } });
  return { member, registration, texas, closed, alabama };
}

describe("program information step", () => {
  it("offers the active programs by name", async () => {
    await setup();
    expect((await universityPrograms()).map((p) => p.name)).toEqual(["Alabama State", "Texas Tech University"]);
  });

  it("saves the program, department and level, then moves to Supporting Documentation", async () => {
    const { member, registration, texas } = await setup();
    const move = await saveProgramInformation(memberActor(member.id), registration.id, {
      intent: "continue",
      universityProgramId: texas.id,
      department: " Human Sciences ",
      levelOfStudy: "graduate",
      credits: " 9 ",
    });
    expect(move).toEqual({ kind: "moved", step: "documentation", finished: false });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      universityProgramId: texas.id,
      universityProgramDepartment: "Human Sciences",
      universityProgramLevelOfStudy: "graduate",
      universityProgramCredits: 9,
    });
  });

  it("takes blank credits as none given, and refuses credits that are not a whole number up to 60", async () => {
    const { member, registration, texas } = await setup();
    const input = { intent: "continue" as const, universityProgramId: texas.id, department: "", levelOfStudy: "phd" };
    for (const credits of ["2.5", "-1", "61", "twelve"]) {
      expect(await saveProgramInformation(memberActor(member.id), registration.id, { ...input, credits })).toEqual({
        kind: "invalid",
        errors: { credits: PROGRAM_MESSAGES.credits },
      });
    }
    await saveProgramInformation(memberActor(member.id), registration.id, { ...input, credits: "" });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).universityProgramCredits).toBeNull();
  });

  it("needs an active program and a level of study; the department is at most 255 characters", async () => {
    const { member, registration, closed } = await setup();
    expect(
      await saveProgramInformation(memberActor(member.id), registration.id, {
        intent: "continue",
        universityProgramId: closed.id,
        department: "x".repeat(256),
        levelOfStudy: "postdoc",
      }),
    ).toEqual({
      kind: "invalid",
      errors: {
        universityProgramId: PROGRAM_MESSAGES.required,
        department: PROGRAM_MESSAGES.tooLong,
        levelOfStudy: PROGRAM_MESSAGES.required,
      },
    });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("program_information");
  });

  it("Back goes to the Pathway step", async () => {
    const { member, registration } = await setup();
    expect(
      await saveProgramInformation(memberActor(member.id), registration.id, {
        intent: "back",
        universityProgramId: null,
        department: "",
        levelOfStudy: "",
      }),
    ).toEqual({ kind: "moved", step: "pathway", finished: false });
  });
});
