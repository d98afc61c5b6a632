/**
 * The public study module request (/study-module-form): anyone may ask the certification office
 * for the exam study modules. It sends mail on a stranger's word, so (docs/decisions/0020): the
 * route checks the captcha and the honeypot; each address gets one confirmation a day and each
 * client address five requests an hour; and the confirmation is a fixed text that repeats nothing
 * the poster typed, so the form cannot carry a message to someone else's inbox.
 */
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import { sendMail } from "~/integrations/mail.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { takeTurn, waitText, type ThrottleRule } from "~/lib/throttle.server.ts";

export const STUDY_MODULE_ADDRESS_RULE: ThrottleRule = { max: 1, windowMs: 24 * 60 * 60 * 1000 };
export const STUDY_MODULE_CLIENT_RULE: ThrottleRule = { max: 5, windowMs: 60 * 60 * 1000 };
export const ALREADY_REQUESTED_MESSAGE =
  "We already have a request for this email address today. The certification office will email you the study modules within 2-3 business days.";
export const STUDY_MODULE_CONFIRMATION_TEXT =
  "Hello,\n\nThank you for your interest in the certification exam. We received a request for the exam study modules for this email address; the certification office will email them to you within 2-3 business days.\n\nIf you did not ask for them, you can ignore this email.\n";

export type StudyModuleRequest = { name: string; email: string; organization?: string; message: string };

/**
 * Forwards a request to the certification office and confirms it to the requester's address: sent
 * (null), or refused for now with the form's own message (too many requests).
 */
export async function requestStudyModules(input: StudyModuleRequest, clientIp: string): Promise<Invalid | null> {
  const client = await takeTurn(`study-modules-client:${clientIp}`, STUDY_MODULE_CLIENT_RULE);
  if (!client.allowed) {
    return invalid({ "": `Too many requests from your network. Please try again in ${waitText(client.retryAfterSeconds)}.` });
  }
  if (!(await takeTurn(`study-modules:${input.email}`, STUDY_MODULE_ADDRESS_RULE)).allowed) {
    return invalid({ "": ALREADY_REQUESTED_MESSAGE });
  }
  await sendMail({
    to: getEnv().SUPPORT_EMAIL,
    template: "study_module_request",
    subject: "Study module request",
    text: `Name: ${input.name}\nEmail: ${input.email}\nOrganization: ${input.organization ?? "-"}\n\n${input.message}\n`,
  });
  await sendMail({
    to: input.email,
    template: "study_module_confirmation",
    subject: "We received your study module request",
    text: STUDY_MODULE_CONFIRMATION_TEXT,
  });
  return null;
}
