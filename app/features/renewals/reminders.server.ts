/**
 * The reminders job's effect (issue 35): for each subject due a reminder at the as-of date
 * (`reminder-subjects.server.ts`), one reminder per rule, subject, date and lead (its natural key,
 * `Reminder.key`, unique): a notification, an email, and a text to a member who opted in and has
 * had fewer than 4 texts this month. The reminder row is inserted first and only its inserter sends,
 * so a run repeated, or two runs at once (several processes, `npm run jobs` beside the server), send
 * once. A missed day is caught up by the next run with the lead of the days left, once.
 */
import { DateTime } from "luxon";
import { REMINDER_RULE, REMINDER_RULE_LABEL, REMINDER_TEXT, type ReminderRule, type ReminderText } from "~/domain/constants.ts";
import { escapeHtml } from "~/kit/review/messages.server.ts";
import { sendMail } from "~/integrations/mail.server.ts";
import { sendText } from "~/integrations/sms.server.ts";
import { ZONE } from "~/lib/dates.ts";
import { db, isUniqueViolation } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";
import { reminderDue, reminderWords, textChoice, type ReminderDue } from "./reminder-rules.ts";
import { listReminderSubjects, type ReminderSubject } from "./reminder-subjects.server.ts";
import { reminderKey } from "./rules.ts";

/** Keys looked up, users read, per query (SQLite's bound-variable limit). */
const CHUNK = 500;

type DueReminder = ReminderSubject & { due: ReminderDue; key: string };

/** The subjects due a reminder at `asOf` whose reminder has not been sent (its key is not there yet). */
async function dueReminders(asOf: Date): Promise<DueReminder[]> {
  // Many subjects share a date (every certification's fee is due June 30): each date is reckoned once.
  const byDate = new Map<number, ReminderDue | null>();
  const dueAt = (date: Date) => {
    if (!byDate.has(date.getTime())) byDate.set(date.getTime(), reminderDue(date, asOf));
    return byDate.get(date.getTime())!;
  };
  const due = (await listReminderSubjects(asOf)).flatMap((s) => {
    const d = dueAt(s.dueOn);
    return d ? [{ ...s, due: d, key: reminderKey(s.rule, s.subjectId, d.dueOnIso, d.lead) }] : [];
  });
  const sent = new Set<string>();
  for (let i = 0; i < due.length; i += CHUNK) {
    const keys = due.slice(i, i + CHUNK).map((d) => d.key);
    for (const r of await db.reminder.findMany({ where: { key: { in: keys } }, select: { key: true } })) sent.add(r.key);
  }
  return due.filter((d) => !sent.has(d.key));
}

const RULES = Object.values(REMINDER_RULE) as ReminderRule[];

function countByRule(reminders: readonly { rule: ReminderRule }[]): Record<ReminderRule, number> {
  const counts = Object.fromEntries(RULES.map((r) => [r, 0])) as Record<ReminderRule, number>;
  for (const r of reminders) counts[r.rule] += 1;
  return counts;
}

/** "Annual certification fee: 3 reminders sent", one line per rule. */
const ruleLines = (counts: Record<ReminderRule, number>, verb: string) =>
  RULES.map((rule) => `${REMINDER_RULE_LABEL[rule]}: ${counts[rule]} ${counts[rule] === 1 ? "reminder" : "reminders"} ${verb}`);

export type ReminderSummary = { changed: number; notes: string[] };

/** What a run at `asOf` would send, by rule; writes nothing. */
export async function planReminders(asOf: Date): Promise<ReminderSummary> {
  const due = await dueReminders(asOf);
  return { changed: due.length, notes: ruleLines(countByRule(due), "would be sent") };
}

type Recipient = { id: number; email: string; firstName: string; willText: boolean; cellPhone: string | null };

async function recipients(userIds: number[]): Promise<Map<number, Recipient>> {
  const ids = [...new Set(userIds)];
  const users = new Map<number, Recipient>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db.user.findMany({
      where: { id: { in: ids.slice(i, i + CHUNK) } },
      select: { id: true, email: true, firstName: true, willText: true, cellPhone: true },
    });
    for (const u of rows) users.set(u.id, u);
  }
  return users;
}

/** The first instant of `now`'s New York calendar month: texts are counted from there. */
export function startOfMonthNY(now: Date): Date {
  return DateTime.fromJSDate(now, { zone: ZONE }).startOf("month").toJSDate();
}

/**
 * Sends one reminder, or nothing when its key is taken (sent before, or by a run beside this one).
 * The text is decided before the row is written (the month's texts counted at `now`, the real
 * clock: the limit is on what members receive); until the text is through the row says failed.
 */
async function remind(r: DueReminder, user: Recipient, now: Date): Promise<ReminderText | null> {
  const mayText = user.willText && Boolean(user.cellPhone?.trim());
  const textsThisMonth = mayText ? await db.textMessage.count({ where: { userId: user.id, createdAt: { gte: startOfMonthNY(now) } } }) : 0;
  const choice = textChoice(user, textsThisMonth);
  let reminderId: number;
  try {
    const row = await db.reminder.create({
      data: {
        key: r.key,
        userId: r.userId,
        rule: r.rule,
        dueOn: r.dueOn,
        days: r.due.lead,
        text: choice === "send" ? REMINDER_TEXT.failed : choice,
      },
      select: { id: true },
    });
    reminderId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  const env = getEnv();
  const words = reminderWords(r.topic, r.dueOn, r.due.daysLeft, env.BRAND_SHORT_NAME);
  const link = new URL(r.path, env.APP_URL).href;
  const notification = await db.notification.create({
    data: { userId: user.id, title: words.title, message: words.message, url: r.path },
    select: { id: true },
  });
  const email = await sendMail({
    to: user.email,
    userId: user.id,
    template: `reminder-${r.rule}`,
    subject: words.title,
    text: `Hello ${user.firstName},\n\n${words.message}\n\n${link}\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>${escapeHtml(words.message)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
  let text: ReminderText = choice === "send" ? REMINDER_TEXT.failed : choice;
  let textMessageId: number | null = null;
  if (choice === "send") {
    const sent = await sendText({ to: user.cellPhone!, body: `${words.text} ${link}`, userId: user.id });
    text = sent.delivered ? REMINDER_TEXT.sent : REMINDER_TEXT.failed;
    textMessageId = sent.id;
  }
  await db.reminder.update({
    where: { id: reminderId },
    data: { notificationId: notification.id, emailId: email.id, text, textMessageId },
  });
  return text;
}

/**
 * Sends every reminder due at `asOf` that was not sent yet, one after another. A reminder that
 * fails midway (the database, not an outside system: mail and texts never throw) is logged and the
 * run goes on; its row stays, so it is not sent twice.
 */
export async function sendReminders(asOf: Date, opts: { now?: Date } = {}): Promise<ReminderSummary> {
  const now = opts.now ?? new Date();
  const due = await dueReminders(asOf);
  const users = await recipients(due.map((d) => d.userId));
  const sent: DueReminder[] = [];
  const texts = Object.fromEntries(Object.values(REMINDER_TEXT).map((t) => [t, 0])) as Record<ReminderText, number>;
  let failed = 0;
  for (const r of due) {
    const user = users.get(r.userId);
    if (!user) continue;
    try {
      const text = await remind(r, user, now);
      if (text === null) continue;
      sent.push(r);
      texts[text] += 1;
    } catch (error) {
      failed += 1;
      log.error("reminder failed", { key: r.key, error });
    }
  }
  const notes = [
    ...ruleLines(countByRule(sent), "sent"),
    `texts: ${texts.sent} sent, ${texts.failed} failed, ${texts.over_limit} over the monthly limit, ${texts.not_opted_in} not opted in`,
  ];
  if (failed) notes.push(`${failed} reminders failed (see the log)`);
  return { changed: sent.length, notes };
}
