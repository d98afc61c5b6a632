/**
 * Notifications: the alerts members see under Alerts (the bell), one row per member. The admin's
 * list shows the alerts sent, to whom, and whether they were read; "New notification" sends one to a
 * member chosen by email address (shown in their Alerts at once; no email is sent). Editing changes
 * the text the member sees; deleting takes it out of their Alerts.
 */
import { z } from "zod";
import { REQUIRED, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { safeLinkUrl } from "~/features/notifications/notifications.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { col, defineKind, FIELD_MESSAGES, text, textarea, type FieldDef } from "../define.server.ts";

export const NOTIFICATION_MESSAGES = {
  noMember: "No member has this email address",
  link: "Enter a portal path such as /certifications-and-training, or an address starting with https://",
} as const;

type Recipient = { email?: string; connect?: { email?: string } } | null | undefined;

/** The member it goes to, chosen by email: written as a connect to that user (checked by `verify`). */
function member(): FieldDef {
  return {
    view: { name: "member", label: "Member's email address", kind: "email", required: true, createOnly: true },
    column: "user",
    createOnly: true,
    schema: z
      .string({ required_error: REQUIRED })
      .trim()
      .toLowerCase()
      .max(255, TOO_MANY)
      .email(FIELD_MESSAGES.email)
      .transform((email) => ({ connect: { email } })),
    toInput: (v) => (v as Recipient)?.email ?? (v as Recipient)?.connect?.email ?? "",
  };
}

export const notifications = defineKind({
  slug: "notifications",
  model: "notification",
  entityType: "Notification",
  noun: "notification",
  title: (r) => String(r.title),
  choiceLabel: "title",
  columns: [
    col("title", "Title", { wrap: true }),
    col("user", "Member", { sort: false, value: (r) => String((r.user as { email?: string } | null)?.email ?? "") }),
    col("createdAt", "Sent", { value: (r) => formatDate(r.createdAt as Date) }),
    col("readAt", "Read", { value: (r) => (r.readAt instanceof Date ? formatDate(r.readAt) : "Not yet") }),
  ],
  include: { user: { select: { email: true } } },
  search: ["title", "message"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  fields: [
    member(),
    text("title", "Title", { required: true, max: 200 }),
    textarea("message", "Message", { required: true, max: 2000, help: "Plain text." }),
    text("url", "Link", { max: 2000, help: "Where opening the alert goes: a portal path or an https address. Blank: the Alerts page." }),
  ],
  refine: (v) => (typeof v.url === "string" && !safeLinkUrl(v.url) ? { url: NOTIFICATION_MESSAGES.link } : null),
  verify: async (data, before) => {
    if (before) return null;
    const email = (data.user as Recipient)?.connect?.email;
    const user = email ? await db.user.findFirst({ where: { email, deletedAt: null }, select: { id: true } }) : null;
    return user ? null : { member: NOTIFICATION_MESSAGES.noMember };
  },
  usage: [],
});
