/** Form schemas for sign-in, account creation and password reset (used by Conform and the actions). */
import { z } from "zod";
import { REQUIRED } from "~/kit/forms/fields.server.ts";
import { valuesOf, REFERRAL } from "~/domain/constants.ts";

import { CAPTCHA_MESSAGE, PASSWORD_MIN, PASSWORDS_DIFFER_MESSAGE, TEXT_OPT_IN_TERMS_MESSAGE } from "./messages.ts";

export { REQUIRED };
export {
  CAPTCHA_MESSAGE,
  INVALID_RESET_MESSAGE,
  PASSWORD_MIN,
  PASSWORDS_DIFFER_MESSAGE,
  REFERRAL_OPTIONS,
  RESET_SENT_MESSAGE,
  TEXT_OPT_IN_TERMS_MESSAGE,
} from "./messages.ts";

const email = z
  .string({ required_error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(255, "Too many characters")
  .email("Please enter a valid email address.")
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ required_error: REQUIRED })
  .min(PASSWORD_MIN, `Your password must be at least ${PASSWORD_MIN} characters.`)
  .max(200, "Too many characters");

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

export const LoginSchema = z.object({
  email,
  password: z.string({ required_error: REQUIRED }).min(1, REQUIRED).max(200, "Too many characters"),
  remember: checkbox,
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z
  .object({
    firstName: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(255, "Too many characters"),
    lastName: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(255, "Too many characters"),
    email,
    password: newPassword,
    passwordConfirmation: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
    cellPhone: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.replace(/\D/g, "") : undefined))
      .refine((v) => v === undefined || /^1?\d{10}$/.test(v), "Please enter a 10-digit phone number.")
      .transform((v) => (v && v.length === 11 ? v.slice(1) : v)),
    willText: checkbox,
    agreeTos: checkbox,
    referral: z.enum(valuesOf(REFERRAL)).optional(),
    captcha: z.string({ required_error: CAPTCHA_MESSAGE }).min(1, CAPTCHA_MESSAGE),
    redirectTo: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: PASSWORDS_DIFFER_MESSAGE });
    }
    if (v.willText && !v.agreeTos) {
      ctx.addIssue({ code: "custom", path: ["agreeTos"], message: TEXT_OPT_IN_TERMS_MESSAGE });
    }
    if (v.willText && !v.cellPhone) {
      ctx.addIssue({ code: "custom", path: ["cellPhone"], message: "Please enter your cell phone number to receive texts" });
    }
  });

export const ResetRequestSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({
    email,
    password: newPassword,
    passwordConfirmation: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
  })
  .refine((v) => v.password === v.passwordConfirmation, { path: ["passwordConfirmation"], message: PASSWORDS_DIFFER_MESSAGE });

export const StudyModuleSchema = z.object({
  name: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(255, "Too many characters"),
  email,
  organization: z.string().trim().max(255, "Too many characters").optional(),
  message: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(2500, "Too many characters"),
  captcha: z.string({ required_error: CAPTCHA_MESSAGE }).min(1, CAPTCHA_MESSAGE),
});
