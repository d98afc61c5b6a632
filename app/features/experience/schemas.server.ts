/**
 * The experience form (admin spec 5 "Experience form"): a factory, since what is required depends
 * on the registration (military spouse), the user's groups (custom fields) and who submits (the
 * verification checkbox is for members only). The rules that need the database (hours left, the
 * lookback, the verification form) are checked by the submit service after this.
 */
import { z } from "zod";
import { checkbox, dayProblem, idList, TEXT_MAX, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { customFieldName, EXPERIENCE_MESSAGES as M, MAX_ENTRY_HOURS, type CustomField } from "./rules.ts";

const REQ = M.required;
const DESCRIPTION_MAX = 5000;

function required(max = TEXT_MAX) {
  return z.string({ required_error: REQ }).trim().min(1, REQ).max(max, TOO_MANY);
}

/** Blank is missing (REQ); anything else becomes a number (NaN fails as the wrong type). */
function numberInput<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : Number(v)), schema);
}

const wholeNumber = numberInput(
  z
    .number({ required_error: REQ, invalid_type_error: M.invalidNumber })
    .int(M.invalidNumber)
    .min(0, M.invalidNumber)
    .max(1_000_000, M.invalidNumber),
);

function day(today: string) {
  return z
    .string({ required_error: REQ })
    .trim()
    .min(1, REQ)
    .superRefine((v, ctx) => {
      const problem = dayProblem(v, M.invalidDate, { latest: today, tooLate: M.futureDate });
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export type ExperienceSchemaContext = {
  /** today in New York, YYYY-MM-DD (dates may not be later) */
  today: string;
  militarySpouse: boolean;
  customFields: readonly CustomField[];
  admin: boolean;
};

export function experienceSchema(ctx: ExperienceSchemaContext) {
  const extras: Record<string, z.ZodTypeAny> = {};
  for (const f of ctx.customFields) extras[customFieldName(f.key)] = f.type === "number" ? wholeNumber : required();
  const military = ctx.militarySpouse
    ? { sessions: wholeNumber, attendance: wholeNumber, practicumImpact: required(DESCRIPTION_MAX) }
    : { sessions: z.any().optional(), attendance: z.any().optional(), practicumImpact: z.any().optional() };
  return z
    .object({
      fellowshipServiceTypeId: numberInput(z.number({ required_error: REQ, invalid_type_error: REQ }).int(REQ).positive(REQ)),
      hours: numberInput(
        z.number({ required_error: REQ, invalid_type_error: M.invalidHours }).positive(M.invalidHours).max(MAX_ENTRY_HOURS, M.tooManyHours),
      ),
      organization: required(),
      // Job title: shown to non-military-spouses, not validated beyond its length.
      title: z.string().trim().max(TEXT_MAX, TOO_MANY).optional(),
      supervisorName: required(),
      supervisorEmail: required().pipe(z.string().email(M.invalidEmail)),
      supervisorPhone: required(30),
      description: required(DESCRIPTION_MAX),
      startDate: day(ctx.today),
      endDate: day(ctx.today),
      ...military,
      ...extras,
      verified: checkbox.refine((checked) => ctx.admin || checked, REQ),
    })
    .superRefine((v, c) => {
      if (v.startDate && v.endDate && v.endDate < v.startDate) c.addIssue({ code: "custom", path: ["endDate"], message: M.endBeforeStart });
    });
}

export type ExperienceInput = z.infer<ReturnType<typeof experienceSchema>>;

/** The Validation modal: the experiences to validate (ids that cannot be read count as none picked). */
export const ValidationRequestSchema = z.object({ experiences: idList().catch([]) });
