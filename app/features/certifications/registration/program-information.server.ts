/**
 * The Program Information step (university pathway only): the candidate's university program,
 * department, level of study (Undergraduate, Graduate, PhD, Non-Degree Seeking) and, optionally,
 * the credits taken this term. Level and credits decide the full-time student exam discount
 * (exam-fee.ts).
 */
import { UNIVERSITY_LEVEL_OF_STUDY, UNIVERSITY_LEVEL_OF_STUDY_LABEL } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { PROGRAM_MESSAGES, programInformationSchema, type ProgramInformationInput } from "./schemas.server.ts";
import { registrationWizard, type RegistrationCall } from "./wizard.server.ts";

export const LEVEL_OF_STUDY_OPTIONS = Object.values(UNIVERSITY_LEVEL_OF_STUDY).map((value) => ({
  value,
  label: UNIVERSITY_LEVEL_OF_STUDY_LABEL[value],
}));

/**
 * The programs a candidate may choose: the active ones by name, plus `held` (the one this
 * registration already chose) even when the admin has since retired it (System Data).
 */
function offeredWhere(held: number | null) {
  return held === null ? { active: true } : { OR: [{ active: true }, { id: held }] };
}

/** The university programs offered, by name (see `offeredWhere`). */
export async function universityPrograms(held: number | null = null): Promise<{ id: number; name: string; department: string | null }[]> {
  return db.universityProgram.findMany({
    where: offeredWhere(held),
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, department: true },
  });
}

/** The program this registration already chose, if any. */
async function heldProgram(registrationId: number): Promise<number | null> {
  const r = await db.registration.findUnique({ where: { id: registrationId }, select: { universityProgramId: true } });
  return r?.universityProgramId ?? null;
}

/** What the step shows: the programs and the stored answers. */
export async function loadProgramInformationStep(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: {
      universityProgramId: true,
      universityProgramDepartment: true,
      universityProgramLevelOfStudy: true,
      universityProgramCredits: true,
    },
  });
  const programs = await universityPrograms(r.universityProgramId);
  return {
    programs,
    levels: LEVEL_OF_STUDY_OPTIONS,
    values: {
      universityProgramId: r.universityProgramId ? String(r.universityProgramId) : "",
      department: r.universityProgramDepartment ?? "",
      levelOfStudy: r.universityProgramLevelOfStudy ?? "",
      credits: r.universityProgramCredits === null ? "" : String(r.universityProgramCredits),
    },
  };
}

/** The step's schema, with the programs this candidate may choose today. */
export async function programInformationInput(call: Pick<RegistrationCall, "recordId">) {
  const offered = await db.universityProgram.findMany({ where: offeredWhere(await heldProgram(call.recordId)), select: { id: true } });
  return programInformationSchema(new Set(offered.map((p) => p.id)));
}

export async function saveProgramInformation(
  call: RegistrationCall,
  input: ProgramInformationInput,
): Promise<Moved | Invalid<keyof ProgramInformationInput>> {
  const held = await heldProgram(call.recordId);
  const program = await db.universityProgram.findFirst({
    where: { AND: [{ id: input.universityProgramId }, offeredWhere(held)] },
    select: { id: true },
  });
  if (!program) return invalid({ universityProgramId: PROGRAM_MESSAGES.required });
  return registrationWizard.move(call, "continue", async (tx, r) => {
    await tx.registration.update({
      where: { id: r.id },
      data: {
        universityProgramId: program.id,
        universityProgramDepartment: input.department || null,
        universityProgramLevelOfStudy: input.levelOfStudy,
        universityProgramCredits: input.credits ?? null,
      },
    });
  });
}
