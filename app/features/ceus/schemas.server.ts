/**
 * CEU forms: the individual CEU (member and admin), the group CEU pre-approval (member and admin)
 * and the admin's approve/reject decisions. The individual and group forms depend on facts only
 * the server knows (today in New York, the periods the user may pick, whether an agenda file is
 * attached), so they are factories. Server only: zod never ships to the browser.
 */
import { z } from "zod";
import { decisionWithStatusSchema } from "~/kit/review/schemas.server.ts";
import { REJECTION_STATUSES } from "~/domain/constants.ts";
import { calendarDay, checkbox, optionalText, TEXT_MAX, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { addMonths, parseDateInput, todayISO, toDateInputValue } from "~/lib/dates.ts";
import { CEU_MESSAGES, CREDIT_STEP, completionDateProblem, EARLIEST_CEU_DAY, MAX_CEU_CREDITS } from "./rules.ts";

const REQ = CEU_MESSAGES.required;

function required(max = TEXT_MAX) {
  return z.string({ required_error: REQ }).trim().min(1, REQ).max(max, TOO_MANY);
}

const DESCRIPTION_MAX = 5000;
const AGENDA_MAX = 10000;

/** Blank is missing (REQ); anything else becomes a number (NaN fails as the wrong type). */
function numberInput<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : Number(v)), schema);
}

const credits = numberInput(
  z
    .number({ required_error: REQ, invalid_type_error: CEU_MESSAGES.invalidCredits })
    .positive(CEU_MESSAGES.invalidCredits)
    .max(MAX_CEU_CREDITS, `Please enter ${MAX_CEU_CREDITS} credits or fewer.`)
    .refine((n) => n > MAX_CEU_CREDITS || Number.isInteger(n / CREDIT_STEP), CEU_MESSAGES.creditStep),
);

const requiredId = numberInput(z.number({ required_error: REQ, invalid_type_error: REQ }).int(REQ).positive(REQ));

/** The agenda: typed text, required unless an agenda file is attached. */
function agenda(hasFile: boolean) {
  return optionalText(AGENDA_MAX).refine((text) => hasFile || text !== null, REQ);
}

const DAY_MESSAGES = { required: REQ, invalid: CEU_MESSAGES.invalidDate };

/** A completion date: a real day, not before EARLIEST_CEU_DAY (the period rules come on top). */
const completionDay = calendarDay(DAY_MESSAGES, { earliest: EARLIEST_CEU_DAY });

/** A program's start or end: a real day from EARLIEST_CEU_DAY up to five years ahead. */
const programDay = calendarDay(DAY_MESSAGES, {
  earliest: EARLIEST_CEU_DAY,
  latest: () => toDateInputValue(addMonths(todayISO(), 12 * 5)),
});

export type IndividualCeuContext = {
  /** today in New York, "YYYY-MM-DD" */
  today: string;
  /** the periods the user may pick: id → name */
  periods: ReadonlyMap<number, string>;
  /** admins edit without the verification checkbox */
  admin: boolean;
  /** an agenda file is attached (already, or in this submission, or through the linked group CEU) */
  agendaFile: boolean;
  /** the credit types the user may pick (creditTypeChoices) */
  creditTypes: ReadonlySet<number>;
};

/** The individual CEU form (admin spec 5, "Individual CEU"). */
export function individualCeuSchema(ctx: IndividualCeuContext) {
  return z
    .object({
      reportingPeriodId: requiredId,
      completionDate: completionDay,
      credits,
      creditTypeId: requiredId,
      programTitle: required(),
      sponsor: required(),
      programDescription: required(DESCRIPTION_MAX),
      programAgenda: agenda(ctx.agendaFile),
      completionCode: optionalText(64),
      preapprovedCreditId: z.coerce.number().int().positive().optional(),
      verified: checkbox.refine((checked) => ctx.admin || checked, REQ),
    })
    .superRefine((v, issue) => {
      if (!ctx.creditTypes.has(v.creditTypeId)) issue.addIssue({ code: "custom", path: ["creditTypeId"], message: REQ });
      const periodName = ctx.periods.get(v.reportingPeriodId);
      if (periodName === undefined) {
        issue.addIssue({ code: "custom", path: ["reportingPeriodId"], message: REQ });
      } else if (parseDateInput(v.completionDate)) {
        const problem = completionDateProblem(v.completionDate, periodName, ctx.today);
        if (problem) issue.addIssue({ code: "custom", path: ["completionDate"], message: problem });
      }
      if (v.completionCode && v.preapprovedCreditId === undefined) {
        issue.addIssue({ code: "custom", path: ["completionCode"], message: CEU_MESSAGES.codeNotApplied });
      }
    });
}
export type IndividualCeuValues = z.output<ReturnType<typeof individualCeuSchema>>;

export type GroupCeuContext = {
  /** an organization-agenda file is attached (already or in this submission) */
  agendaFile: boolean;
  /** admins may set the completion code */
  admin: boolean;
  /** the credit types the user may pick (creditTypeChoices) */
  creditTypes: ReadonlySet<number>;
};

/** Dollars as typed ("125", "125.50", "$1,250") to cents; anything else fails. */
const dollarsToCents = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const text = v.replace(/[$,\s]/g, "");
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: CEU_MESSAGES.invalidCost });
      return z.NEVER;
    }
    const [whole, frac = ""] = text.split(".");
    return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  });

/** The group CEU (pre-approval) form (admin spec 5, "Group CEU"). */
export function groupCeuSchema(ctx: GroupCeuContext) {
  return z
    .object({
      credits,
      creditTypeId: requiredId,
      programTitle: required(),
      sponsor: required(),
      programDescription: required(DESCRIPTION_MAX),
      programAgenda: agenda(ctx.agendaFile),
      contactEmail: required().email(CEU_MESSAGES.invalidEmail),
      startDate: programDay,
      endDate: programDay,
      listProgram: checkbox,
      registrationUrl: optionalText(2000),
      attendanceCost: dollarsToCents,
      completionCode: optionalText(64),
    })
    .superRefine((v, issue) => {
      if (!ctx.creditTypes.has(v.creditTypeId)) issue.addIssue({ code: "custom", path: ["creditTypeId"], message: REQ });
      if (v.endDate < v.startDate) issue.addIssue({ code: "custom", path: ["endDate"], message: CEU_MESSAGES.endBeforeStart });
      if (v.listProgram) {
        if (!v.registrationUrl) issue.addIssue({ code: "custom", path: ["registrationUrl"], message: REQ });
        else if (!/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v.registrationUrl)) {
          issue.addIssue({ code: "custom", path: ["registrationUrl"], message: CEU_MESSAGES.invalidUrl });
        }
        if (v.attendanceCost === null) issue.addIssue({ code: "custom", path: ["attendanceCost"], message: REQ });
      }
    })
    .transform((v) => ({
      ...v,
      registrationUrl: v.listProgram ? v.registrationUrl : null,
      attendanceCostCents: v.listProgram ? v.attendanceCost : null,
      completionCode: ctx.admin ? v.completionCode : null,
    }));
}
export type GroupCeuValues = z.output<ReturnType<typeof groupCeuSchema>>;

/** Reject CEU modal: a status must be chosen ('You must select a step'); templates and text optional. */
export const CeuRejectSchema = decisionWithStatusSchema(REJECTION_STATUSES, CEU_MESSAGES.selectStep);
