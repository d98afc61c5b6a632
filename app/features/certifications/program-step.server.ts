/**
 * The Program Information step (university pathway only): the candidate's university program,
 * department and level of study (Undergraduate, Graduate, PhD, Non-Degree Seeking). The level also
 * decides the full-time student exam discount (exam-fee.ts).
 */
import { UNIVERSITY_LEVEL_OF_STUDY, UNIVERSITY_LEVEL_OF_STUDY_LABEL, type UniversityLevelOfStudy } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { moveRegistrationStep, type StepMove } from "./registration-progress.server.ts";

export const PROGRAM_MESSAGES = { required: "Required", tooLong: "Please use 255 characters or fewer." } as const;
const DEPARTMENT_MAX = 255;

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

export type ProgramInput = { intent: "back" | "continue"; universityProgramId: number | null; department: string; levelOfStudy: string };
export type ProgramChoice =
  StepMove | { kind: "invalid"; errors: Partial<Record<"universityProgramId" | "department" | "levelOfStudy", string>> };

export async function saveProgramInformation(actor: Actor, registrationId: number, input: ProgramInput): Promise<ProgramChoice> {
  if (input.intent === "back") return moveRegistrationStep(actor, registrationId, "program_information", "back");
  const errors: Extract<ProgramChoice, { kind: "invalid" }>["errors"] = {};
  const program = input.universityProgramId
    ? await db.universityProgram.findFirst({ where: { id: input.universityProgramId, active: true }, select: { id: true } })
    : null;
  if (!program) errors.universityProgramId = PROGRAM_MESSAGES.required;
  const department = input.department.trim();
  if (department.length > DEPARTMENT_MAX) errors.department = PROGRAM_MESSAGES.tooLong;
  const level = LEVEL_OF_STUDY_OPTIONS.find((o) => o.value === input.levelOfStudy)?.value as UniversityLevelOfStudy | undefined;
  if (!level) errors.levelOfStudy = PROGRAM_MESSAGES.required;
  if (!program || !level || errors.department) return { kind: "invalid", errors };
  return moveRegistrationStep(actor, registrationId, "program_information", "continue", async (tx) => {
    await tx.registration.update({
      where: { id: registrationId },
      data: { universityProgramId: program.id, universityProgramDepartment: department || null, universityProgramLevelOfStudy: level },
    });
  });
}
