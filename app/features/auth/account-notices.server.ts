/**
 * Emails that tell members their sign-in details changed (docs/decisions/0019): after a new
 * password (Account Settings or a reset link) and after a new email address (to the old address
 * and the new one). They name no secret and say what to do if it was not them.
 */
import { sendMail } from "~/integrations/mail.server.ts";
import { formatDateTime } from "~/lib/dates.ts";
import { getEnv } from "~/lib/env.server.ts";
import { paths } from "~/lib/paths.ts";

type Member = { id: number; firstName: string; email: string };

function notYou(): string {
  const env = getEnv();
  const reset = new URL(paths.passwordReset.root(), env.APP_URL).href;
  return `If you did not make this change, reset your password now at ${reset} and tell us at ${env.SUPPORT_EMAIL}.`;
}

export async function notifyPasswordChanged(member: Member, at = new Date()): Promise<void> {
  await sendMail({
    to: member.email,
    userId: member.id,
    template: "password_changed",
    subject: "Your password was changed",
    text: `Hello ${member.firstName},\n\nThe password of your member portal account was changed on ${formatDateTime(at)} (New York time). If this was you, there is nothing more to do.\n\n${notYou()}\n`,
  });
}

export async function notifyEmailChanged(member: Member, oldEmail: string, at = new Date()): Promise<void> {
  const when = `${formatDateTime(at)} (New York time)`;
  await sendMail({
    to: oldEmail,
    userId: member.id,
    template: "email_changed_old",
    subject: "Your account email was changed",
    text: `Hello ${member.firstName},\n\nThe email address of your member portal account was changed from ${oldEmail} to ${member.email} on ${when}. Emails about your account now go to the new address.\n\nIf you did not make this change, tell us at ${getEnv().SUPPORT_EMAIL} right away.\n`,
  });
  await sendMail({
    to: member.email,
    userId: member.id,
    template: "email_changed_new",
    subject: "This is now your account email",
    text: `Hello ${member.firstName},\n\nThis address is now the email of your member portal account (changed on ${when}); use it to sign in.\n\n${notYou()}\n`,
  });
}
