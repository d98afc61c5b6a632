/**
 * What every admin approve/reject decision shares (membership requests, CEUs, and later
 * registrations, experiences and extensions): the message built from canned templates and the
 * admin's own text, the template list of a category, and telling the member by a notification
 * (Alerts) and an email.
 */
import { sendMail } from "~/integrations/mail.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Plain text of the stored HTML message (notifications and the text part of emails). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The decision message (HTML): the chosen templates' bodies in their list order, then the admin's
 * own text as escaped paragraphs. Null when both are empty. Ids of other categories or inactive
 * templates are ignored.
 */
export async function buildDecisionMessage(
  category: string,
  selectedIds: readonly number[],
  freeText: string | null,
  client: Pick<typeof db, "messageTemplate"> = db,
): Promise<string | null> {
  const templates = selectedIds.length
    ? await client.messageTemplate.findMany({
        where: { id: { in: [...selectedIds] }, category, active: true },
        orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
        select: { body: true },
      })
    : [];
  const parts = templates.map((t) => t.body.trim()).filter(Boolean);
  const text = freeText?.trim();
  if (text) {
    parts.push(
      text
        .split(/\n\s*\n/)
        .map((para) => `<p>${escapeHtml(para.trim()).replace(/\r?\n/g, "<br>")}</p>`)
        .join(""),
    );
  }
  return parts.length ? parts.join("\n") : null;
}

/** Active templates of a category for the multi-select (the spec's "email dropdown"): id and title. */
export async function messageTemplateOptions(category: string) {
  return db.messageTemplate.findMany({
    where: { category, active: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, title: true },
  });
}

export type MemberNote = {
  title: string;
  /** plain text */
  message: string;
  /** where the notification and the email link go (a portal path) */
  url: string;
  subject: string;
  /** EmailMessage.template */
  template: string;
};

/** Tells the member: a notification (Alerts) and an email. Never throws: the decision is already saved. */
export async function notifyMember(user: { id: number; email: string; firstName: string }, note: MemberNote): Promise<void> {
  try {
    await db.notification.create({ data: { userId: user.id, title: note.title, message: note.message.slice(0, 2000), url: note.url } });
  } catch (error) {
    log.error("decision notification failed", { userId: user.id, template: note.template, error });
  }
  try {
    const link = new URL(note.url, getEnv().APP_URL).href;
    await sendMail({
      to: user.email,
      userId: user.id,
      template: note.template,
      subject: note.subject,
      text: `Hello ${user.firstName},\n\n${note.message}\n\n${link}\n`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p>${note.message
        .split(/\n\s*\n/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
        .join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    });
  } catch (error) {
    log.error("decision email failed", { userId: user.id, template: note.template, error });
  }
}
