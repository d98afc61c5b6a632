/**
 * The Info tab's forms (admin user profile, spec User (admin view)): each group under the member's
 * own rules, from the member's schemas (features/profile), and the admin-only fields, secuId and
 * membership status, which no member form accepts.
 */
import { z } from "zod";
import { MEMBERSHIP_STATUS, valuesOf } from "~/domain/constants.ts";
import { secuIdField } from "~/features/certifications/certification-admin.server.ts";
import { AddressSchema } from "~/features/profile/address-schema.server.ts";
import { CounsellingSchema, INVALID_CHOICE, ProfessionalSchema } from "~/features/profile/employment-schema.server.ts";
import { ContactInfoSchema, emailField, SocialSchema } from "~/features/profile/schemas.server.ts";
import { checkbox } from "~/kit/forms/fields.server.ts";

/** Spec section 8: a save of the user that failed (above the form; the fields say why). */
export const UPDATE_USER_PROBLEM = "There was a problem updating the user";

/** Contact: the member's Contact Info form, and the sign-in email (Account Settings' rule). */
export const InfoContactSchema = z.object({ email: emailField }).and(ContactInfoSchema);
export type InfoContactInput = z.infer<typeof InfoContactSchema>;

/** Address: the member's primary address, under the Add/Edit Address rules. */
export const InfoAddressSchema = AddressSchema;
export type InfoAddressInput = z.infer<typeof InfoAddressSchema>;

/** Professional: the employment form without the counselling boxes, and the (public) bio. */
export const InfoProfessionalSchema = ProfessionalSchema.and(SocialSchema.pick({ publicBio: true }));
export type InfoProfessionalInput = z.infer<typeof InfoProfessionalSchema>;

/** Counselling services: the employment form's boxes, and Mentor Connect. */
export const InfoCounsellingSchema = CounsellingSchema.extend({ mentorConnect: checkbox });
export type InfoCounsellingInput = z.infer<typeof InfoCounsellingSchema>;

/** Identifiers: the admin-only secuId and membership status (blank: none). */
export const InfoIdentifiersSchema = z.object({
  secuId: secuIdField.transform((v) => v || null),
  membershipStatus: z
    .enum(valuesOf(MEMBERSHIP_STATUS), { errorMap: () => ({ message: INVALID_CHOICE }) })
    .optional()
    .transform((v) => v ?? null),
});
export type InfoIdentifiersInput = z.infer<typeof InfoIdentifiersSchema>;
