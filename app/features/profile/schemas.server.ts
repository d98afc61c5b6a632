/** Form schemas of the edit-profile tabs and the /opt-in page; messages are the spec's. */
import { z } from "zod";
import { PASSWORD_MIN, PASSWORDS_DIFFER_MESSAGE, TEXT_OPT_IN_TERMS_MESSAGE } from "~/features/auth/schemas.server.ts";
import { CONTACT_METHOD, GENDER, valuesOf } from "~/domain/constants.ts";
import { ETHNICITY_OPTIONS } from "./options.ts";
import {
  checkbox,
  LONG_TEXT_MAX,
  optionalCalendarDay,
  optionalId,
  optionalPhone,
  optionalText,
  REQUIRED,
  requiredText,
  TOO_MANY,
  usPhone,
} from "~/kit/forms/fields.server.ts";
import { todayISO } from "~/lib/dates.ts";

/** Opting in without a cell phone on file (the spec's renewal wording). */
export const CELL_PHONE_FOR_TEXTS_MESSAGE = "Please enter your cell phone number to receive texts";
export { PASSWORD_MIN, PASSWORDS_DIFFER_MESSAGE, TEXT_OPT_IN_TERMS_MESSAGE };
export const OPT_IN_CHECK_MESSAGE = "Please check the box to opt in and start receiving text messages.";
export const OPT_IN_TERMS_MESSAGE = "Please agree to the terms of service.";
export const TEN_DIGIT_PHONE_MESSAGE = "Please enter a 10-digit phone number.";
export const OPT_IN_SUCCESS_MESSAGE = "You have successfully opted in to text messaging.";
export const CURRENT_PASSWORD_MESSAGE = "Please enter your current password to change your email or password.";
export const WRONG_PASSWORD_MESSAGE = "Your current password is not correct.";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";

export { ETHNICITY_OPTIONS };

const CONTACT_METHOD_PHONE: Record<number, "workPhone" | "homePhone" | "cellPhone" | undefined> = {
  [CONTACT_METHOD.workPhone]: "workPhone",
  [CONTACT_METHOD.homePhone]: "homePhone",
  [CONTACT_METHOD.cellPhone]: "cellPhone",
};
const CONTACT_METHOD_PHONE_MESSAGE = {
  workPhone: "Please enter an office phone number to be contacted by work phone.",
  homePhone: "Please enter a home phone number to be contacted by home phone.",
  cellPhone: "Please enter a cell phone number to be contacted by cell phone.",
} as const;

/** yyyy-mm-dd from a date input; must be a real day from 1900 up to today in New York. */
export const dateOfBirth = optionalCalendarDay("Please enter a valid date.", {
  earliest: "1900-01-01",
  tooEarly: "Please enter a valid date.",
  latest: () => todayISO(),
  tooLate: "Please enter a date in the past.",
});

/** A website: blank is null; a bare domain gets https:// in front. */
const website = z
  .string()
  .trim()
  .max(255, TOO_MANY)
  .optional()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : null))
  .refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Please enter a valid website address.");

export const ContactInfoSchema = z
  .object({
    firstName: requiredText(),
    middleName: optionalText(),
    lastName: requiredText(),
    suffix: optionalText(20),
    dateOfBirth,
    gender: z
      .enum(valuesOf(GENDER))
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    ethnicity: z
      .enum(ETHNICITY_OPTIONS)
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    website,
    contactMethod: z.coerce
      .number()
      .int()
      .refine((v) => v in CONTACT_METHOD_PHONE || v === CONTACT_METHOD.email, "Please choose a contact method.")
      .default(CONTACT_METHOD.email),
    workPhone: optionalPhone,
    homePhone: optionalPhone,
    cellPhone: optionalPhone,
    willText: checkbox,
    agreeTos: checkbox,
    primaryAddressId: optionalId.transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const phone = CONTACT_METHOD_PHONE[v.contactMethod];
    if (phone && !v[phone]) ctx.addIssue({ code: "custom", path: [phone], message: CONTACT_METHOD_PHONE_MESSAGE[phone] });
    if (v.willText && !v.agreeTos) ctx.addIssue({ code: "custom", path: ["agreeTos"], message: TEXT_OPT_IN_TERMS_MESSAGE });
    if (v.willText && !v.cellPhone) ctx.addIssue({ code: "custom", path: ["cellPhone"], message: CELL_PHONE_FOR_TEXTS_MESSAGE });
  });
export type ContactInfo = z.infer<typeof ContactInfoSchema>;

/** A sign-in email: required, a valid address, stored lower-case (Account Settings; the admin's Info tab). */
export const emailField = z
  .string({ required_error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(255, TOO_MANY)
  .email("Please enter a valid email address.")
  .transform((v) => v.toLowerCase());

export const AccountSchema = z
  .object({
    email: emailField,
    password: z.string().max(200, TOO_MANY).optional(),
    passwordConfirmation: z.string().max(200, TOO_MANY).optional(),
    currentPassword: z.string().max(200, TOO_MANY).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password && v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", path: ["password"], message: `Your password must be at least ${PASSWORD_MIN} characters.` });
    }
    if ((v.password || v.passwordConfirmation) && v.password !== v.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: PASSWORDS_DIFFER_MESSAGE });
    }
  });
export type AccountInput = z.infer<typeof AccountSchema>;

export const ProductSettingsSchema = z.object({ mediaResource: checkbox });

export const SocialSchema = z.object({
  publicBio: optionalText(LONG_TEXT_MAX),
  memberBio: optionalText(LONG_TEXT_MAX),
  twitterHandle: optionalText(),
  instagramProfile: optionalText(),
  linkedinProfile: optionalText(LONG_TEXT_MAX),
  facebookProfile: optionalText(),
});
export type SocialInput = z.infer<typeof SocialSchema>;

/** /opt-in: all three are needed to start texts. */
export const OptInSchema = z.object({
  willText: z
    .string()
    .optional()
    .refine((v) => v === "on" || v === "true", OPT_IN_CHECK_MESSAGE),
  agreeTos: z
    .string()
    .optional()
    .refine((v) => v === "on" || v === "true", OPT_IN_TERMS_MESSAGE),
  cellPhone: z.string({ required_error: TEN_DIGIT_PHONE_MESSAGE }).pipe(usPhone(TEN_DIGIT_PHONE_MESSAGE)),
});
