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

/** The active university programs, by name. */
export async function universityPrograms(): Promise<{ id: number; name: string; department: string | null }[]> {
  return db.universityProgram.findMany({
    where: { active: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, department: true },
  });
}

/** What the step shows: the programs and the stored answers. */
export async function loadProgramInformationStep(registrationId: number) {
  const [programs, r] = await Promise.all([
    universityPrograms(),
    db.registration.findUniqueOrThrow({
      where: { id: registrationId },
      select: {
        universityProgramId: true,
        universityProgramDepartment: true,
        universityProgramLevelOfStudy: true,
        universityProgramCredits: true,
      },
    }),
  ]);
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

/** The step's schema, with the programs a candidate may choose today. */
export async function programInformationInput() {
  const active = await db.universityProgram.findMany({ where: { active: true }, select: { id: true } });
  return programInformationSchema(new Set(active.map((p) => p.id)));
}

export async function saveProgramInformation(
  call: RegistrationCall,
  input: ProgramInformationInput,
): Promise<Moved | Invalid<keyof ProgramInformationInput>> {
  const program = await db.universityProgram.findFirst({ where: { id: input.universityProgramId, active: true }, select: { id: true } });
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
