/**
 * Each final step's input (member spec 5): the certificate name ('Required'), the employment form
 * (the profile's, every field required: features/profile/employment-schema.server.ts), the
 * preferences (a cell phone is needed to receive texts) and the certificate of completion.
 */
import { z } from "zod";
import { optionalPhone } from "~/kit/forms/fields.server.ts";
import { CELL_PHONE_FOR_TEXTS_MESSAGE } from "~/features/profile/schemas.server.ts";

export const FINAL_STEP_MESSAGES = { required: "Required", tooLong: "Please use 100 characters or fewer." } as const;
export const CERTIFICATE_NAME_MAX = 100;

export const CertificateNameSchema = z.object({
  certificateName: z
    .string({ required_error: FINAL_STEP_MESSAGES.required })
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, FINAL_STEP_MESSAGES.required).max(CERTIFICATE_NAME_MAX, FINAL_STEP_MESSAGES.tooLong)),
});
export type CertificateNameInput = z.infer<typeof CertificateNameSchema>;

export const PreferencesSchema = z
  .object({
    mentorConnect: z.boolean().optional().default(false),
    willText: z.boolean().optional().default(false),
    cellPhone: optionalPhone,
  })
  .superRefine((v, ctx) => {
    if (v.willText && !v.cellPhone) ctx.addIssue({ code: "custom", path: ["cellPhone"], message: CELL_PHONE_FOR_TEXTS_MESSAGE });
  });
export type PreferencesInput = z.infer<typeof PreferencesSchema>;

/** Supporting Documentation (independent trainer pathway): the training's certificate of completion. */
export const FinalDocumentationSchema = z.object({ completionFile: z.instanceof(File).optional() });
export type FinalDocumentationInput = z.infer<typeof FinalDocumentationSchema>;

export { RequiredEmploymentSchema as ProfessionalInfoSchema } from "~/features/profile/employment-schema.server.ts";
