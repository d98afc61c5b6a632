/**
 * The employment form (Professional Info tab, and the registration wizard's Professional Info
 * step). Edit-profile saves whatever is filled in; the registration flow requires the core fields
 * (spec section 5). Which work areas belong to which category is checked by the service.
 */
import { z } from "zod";
import { YEARS_OF_SERVICE } from "~/domain/constants.ts";
import { checkbox, idList, LONG_TEXT_MAX, optionalId, optionalText, REQUIRED, requiredText, TEXT_MAX } from "~/kit/forms/fields.server.ts";

/** Spec section 8: the Professional Info save failed unexpectedly. */
export const EMPLOYMENT_UPDATE_FAILED =
  "There was an error. Attempting a hard refresh (ctrl+R) may resolve the issue. Please contact support if the problem persists.";
/** A chosen work area is not one of the chosen category's (or categories') areas. */
export const WORK_AREA_CATEGORY_MISMATCH = "Please choose work areas of the selected category.";
/** A select or checkbox value that is not one of the offered options. */
export const INVALID_CHOICE = "Please choose one of the options.";

/** A category whose name contains "military" asks for the military installation. */
export function isMilitaryCategory(name: string | null | undefined): boolean {
  return typeof name === "string" && /military/i.test(name);
}

/** What the form offers: categories with their areas (in display order) and the installations. */
export type EmploymentOptions = {
  categories: Array<{ id: number; name: string; military: boolean; workAreas: Array<{ id: number; name: string }> }>;
  installations: Array<{ id: number; name: string }>;
};

const yearsOfService = z.enum(YEARS_OF_SERVICE, { errorMap: () => ({ message: INVALID_CHOICE }) });
const requiredId = z.coerce.number({ required_error: REQUIRED, invalid_type_error: REQUIRED }).int(INVALID_CHOICE).positive(INVALID_CHOICE);

const professional = {
  organization: optionalText(TEXT_MAX),
  jobTitle: optionalText(TEXT_MAX),
  yearsOfService: yearsOfService.optional().transform((v) => v ?? null),
  primaryWorkAreaCategoryId: optionalId.transform((v) => v ?? null),
  primaryWorkAreas: idList(),
  workAreaCategories: idList(),
  workAreas: idList(),
  militaryInstallationId: optionalId.transform((v) => v ?? null),
  areasOfExpertise: optionalText(LONG_TEXT_MAX),
};

/** The counselling services the member offers (yes/no boxes of the same form). */
const counselling = {
  provideCounselingServices: checkbox,
  agreeDemographicSearch: checkbox,
  offerVirtualCounseling: checkbox,
  offerLocalCounseling: checkbox,
  offerGroupWorkshops: checkbox,
};

const shape = { ...professional, ...counselling };

/**
 * Ticking "Other" needs the text of the other area of work. A separate half of an intersection, so
 * the rule is checked even while other fields have errors (an object's refinement would wait).
 */
const other = z.object({ workAreaOther: checkbox, areasOfWorkOther: optionalText(TEXT_MAX) }).superRefine((v, ctx) => {
  if (v.workAreaOther && !v.areasOfWorkOther) ctx.addIssue({ code: "custom", path: ["areasOfWorkOther"], message: REQUIRED });
});

/** Edit profile: every field is optional. */
export const EmploymentSchema = z.object(shape).and(other);

/**
 * The same form without the counselling boxes, and the boxes alone: the admin user profile's Info
 * tab edits them as two groups (Professional, Counselling services), each under these same rules.
 */
export const ProfessionalSchema = z.object(professional).and(other);
export const CounsellingSchema = z.object(counselling);

/** Registration flow: organization, job title, years of service, primary category and areas are 'Required'. */
export const RequiredEmploymentSchema = z
  .object({
    ...shape,
    organization: requiredText(TEXT_MAX),
    jobTitle: requiredText(TEXT_MAX),
    yearsOfService: z.enum(YEARS_OF_SERVICE, {
      errorMap: (_issue, ctx) => ({ message: ctx.data === undefined || ctx.data === "" ? REQUIRED : INVALID_CHOICE }),
    }),
    primaryWorkAreaCategoryId: requiredId,
    primaryWorkAreas: idList().refine((v) => v.length > 0, REQUIRED),
  })
  .and(other);

export type EmploymentInput = z.infer<typeof EmploymentSchema>;
export type ProfessionalInput = z.infer<typeof ProfessionalSchema>;
export type CounsellingInput = z.infer<typeof CounsellingSchema>;
export type RequiredEmploymentInput = z.infer<typeof RequiredEmploymentSchema>;

/** The form's field names (the same in both schemas). */
export type EmploymentFieldName = keyof z.input<typeof EmploymentSchema>;
