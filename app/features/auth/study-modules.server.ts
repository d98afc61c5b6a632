import { sendMail } from "~/integrations/mail.server.ts";
import { getEnv } from "~/lib/env.server.ts";

/** Forwards a study module request to the certification office and confirms to the requester. */
export async function requestStudyModules(input: { name: string; email: string; organization?: string; message: string }) {
  const office = getEnv().SUPPORT_EMAIL;
  await sendMail({
    to: office,
    template: "study_module_request",
    subject: `Study module request from ${input.name}`,
    text: `Name: ${input.name}\nEmail: ${input.email}\nOrganization: ${input.organization ?? "-"}\n\n${input.message}\n`,
  });
  await sendMail({
    to: input.email,
    template: "study_module_confirmation",
    subject: "We received your study module request",
    text: `Hello ${input.name},\n\nThank you for your interest in the certification exam. The certification office will email you the study modules within 2-3 business days.\n`,
  });
}
