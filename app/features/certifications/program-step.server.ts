/**
 * The Program Information step (university pathway only): the candidate's university program,
 * department, level of study (Undergraduate, Graduate, PhD, Non-Degree Seeking) and, optionally,
 * the credits taken this term. Level and credits decide the full-time student exam discount
 * (exam-fee.ts).
 */
import { UNIVERSITY_LEVEL_OF_STUDY, UNIVERSITY_LEVEL_OF_STUDY_LABEL, type UniversityLevelOfStudy } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { moveRegistrationStep, type StepMove } from "./registration-progress.server.ts";

export const PROGRAM_MESSAGES = {
  required: "Required",
  tooLong: "Please use 255 characters or fewer.",
  credits: "Please enter a whole number of credits from 0 to 60.",
} as const;
const MAX_CREDITS = 60;
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

export type ProgramInput = {
  intent: "back" | "continue";
  universityProgramId: number | null;
  department: string;
  levelOfStudy: string;
  /** credits this term, as typed; blank when not given (no full-time student discount) */
  credits?: string;
};
export type ProgramChoice =
  StepMove | { kind: "invalid"; errors: Partial<Record<"universityProgramId" | "department" | "levelOfStudy" | "credits", string>> };

/** Credits as typed: blank is null, a whole number 0-60 is kept, anything else is undefined (an error). */
function parseCredits(raw: string | undefined): number | null | undefined {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= MAX_CREDITS ? n : undefined;
}

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
  const credits = parseCredits(input.credits);
  if (credits === undefined) errors.credits = PROGRAM_MESSAGES.credits;
  if (!program || !level || errors.department || credits === undefined) return { kind: "invalid", errors };
  return moveRegistrationStep(actor, registrationId, "program_information", "continue", async (tx) => {
    await tx.registration.update({
      where: { id: registrationId },
      data: {
        universityProgramId: program.id,
        universityProgramDepartment: department || null,
        universityProgramLevelOfStudy: level,
        universityProgramCredits: credits,
      },
    });
  });
}
