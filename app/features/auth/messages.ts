/**
 * Messages and choices of the sign-in pages, without zod: the pages validate on the server only
 * (docs/architecture.md, "The form pattern"), so their components import from here, never from schemas.ts.
 */
import { REFERRAL_LABEL } from "~/domain/constants.ts";

/** The referral question's choices, in the spec's order. */
export const REFERRAL_OPTIONS = Object.entries(REFERRAL_LABEL).map(([value, label]) => ({ value, label }));

export const CAPTCHA_MESSAGE = "Please complete the reCAPTCHA.";
export const TEXT_OPT_IN_TERMS_MESSAGE = "If you are opting in to text messages, you must agree the terms of service.";
export const COOKIE_LOST_MESSAGE =
  "Your password was right, but your browser did not keep the sign-in. Allow cookies for this site (and use its https:// address if it has one), then log in again.";
export const RESET_SENT_MESSAGE = "Success! Check your email for a link to reset your password.";
export const STUDY_MODULE_SENT_MESSAGE = "Thank you! The certification office will email you the study modules within 2-3 business days.";
export const PASSWORD_MIN = 8;
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match.";
export const INVALID_RESET_MESSAGE = "This password reset link is invalid or has expired. Please request a new one.";
