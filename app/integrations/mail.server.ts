/**
 * The one way the portal sends email. Every message is written to the EmailMessage table first
 * (the outbox: tests and admins can read what was sent), then handed to the mail API over HTTP.
 * Without MAIL_API_KEY the msw mock answers for the API (development, tests, demo).
 */
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";
import { EMAIL_STATUS } from "~/domain/constants.ts";

export type Mail = { to: string; subject: string; text: string; html?: string; template?: string; userId?: number };

export async function sendMail(mail: Mail): Promise<{ id: number; delivered: boolean }> {
  const env = getEnv();
  const record = await db.emailMessage.create({
    data: {
      to: mail.to,
      from: env.MAIL_FROM,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template,
      userId: mail.userId,
      status: EMAIL_STATUS.queued,
    },
  });
  try {
    const response = await fetch(env.MAIL_API_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.MAIL_API_KEY ?? "mock"}` },
      body: JSON.stringify({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`mail API answered ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    await db.emailMessage.update({
      where: { id: record.id },
      data: { status: EMAIL_STATUS.sent, sentAt: new Date(), providerMessageId: body.id ?? null },
    });
    return { id: record.id, delivered: true };
  } catch (error) {
    log.error("mail delivery failed", { emailId: record.id, error });
    await db.emailMessage.update({
      where: { id: record.id },
      data: { status: EMAIL_STATUS.failed, error: error instanceof Error ? error.message : String(error) },
    });
    return { id: record.id, delivered: false };
  }
}
