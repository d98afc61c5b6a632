/**
 * The reminders' pure rules (issue 35: "reminders by notification and email (and by text …) at 90,
 * 60, 30 and 7 days before a renewal, membership, certification or trainer expiry, never twice for
 * the same date and never after the member renewed"): when a date is due a reminder, whether the
 * member gets a text, and the words, in the association's voice.
 */
import { REMINDER_RULE, REMINDER_TEXT, type ReminderRule, type ReminderText } from "~/domain/constants.ts";
import { formatCredits } from "~/features/ceus/rules.ts";
import { daysUntil, formatLongDate, todayISO } from "~/lib/dates.ts";
import { reminderKey, reminderLead, TEXTS_PER_MONTH } from "./rules.ts";

/** Texts stay in one SMS segment: 160 characters of the GSM alphabet (so no "®" in a text). */
export const TEXT_MAX_LENGTH = 160;

export type ReminderDue = {
  /** New York days from `asOf`'s day to the date (0: today) */
  daysLeft: number;
  /** 90, 60, 30 or 7 */
  lead: number;
  /** the date's New York day, YYYY-MM-DD */
  dueOnIso: string;
};

/**
 * The reminder a date is due at `asOf`: the lead of the days left (rules.ts `reminderLead`), or null
 * when the date is more than 90 days away or its day has passed.
 */
export function reminderDue(dueOn: Date, asOf: Date): ReminderDue | null {
  const daysLeft = daysUntil(dueOn, asOf);
  const lead = reminderLead(daysLeft);
  return lead === null ? null : { daysLeft, lead, dueOnIso: todayISO(dueOn) };
}

/** The natural key of the reminder of one subject's date at `asOf` (null: none due). */
export function dueReminderKey(rule: ReminderRule, subjectId: number, dueOn: Date, asOf: Date): string | null {
  const due = reminderDue(dueOn, asOf);
  return due ? reminderKey(rule, subjectId, due.dueOnIso, due.lead) : null;
}

/**
 * Whether a reminder also goes by text: only to a member who opted in (`willText` and a cell phone
 * on file), and not once TEXTS_PER_MONTH texts were sent to them this New York calendar month.
 */
export function textChoice(user: { willText: boolean; cellPhone: string | null }, textsThisMonth: number): "send" | ReminderText {
  if (!user.willText || !user.cellPhone?.trim()) return REMINDER_TEXT.notOptedIn;
  if (textsThisMonth >= TEXTS_PER_MONTH) return REMINDER_TEXT.overLimit;
  return "send";
}

/** What a reminder is about, as the words need it. */
export type ReminderTopic =
  | { rule: typeof REMINDER_RULE.certificationFee; certification: CertificationName }
  | {
      rule: typeof REMINDER_RULE.ceus;
      certification: CertificationName;
      periodName: string;
      /** credits still needed, and the unmet per-type minimums ("Ethics": 2) */
      remaining: number;
      shortByType: ReadonlyArray<{ name: string; credits: number }>;
    }
  | { rule: typeof REMINDER_RULE.membership; membershipName: string }
  | { rule: typeof REMINDER_RULE.trainer };

export type CertificationName = { name: string; abbreviation: string | null };

export type ReminderWords = {
  /** the notification's title and the email's subject */
  title: string;
  /** the notification's message and the email's paragraph */
  message: string;
  /** the text, without the portal's link (which follows it) */
  text: string;
};

/** "AFC®" (the association's marks are registered), or the certification's name when it has no abbreviation. */
export function certificationMark(c: CertificationName, registered = true): string {
  return c.abbreviation ? `${c.abbreviation}${registered ? "®" : ""}` : c.name;
}

/** "June 30, 2027", or nearer: "today, June 30, 2027", "tomorrow, …", "in 5 days, on …". */
export function dueWhen(daysLeft: number, date: string): string {
  if (daysLeft <= 0) return `today, ${date}`;
  if (daysLeft === 1) return `tomorrow, ${date}`;
  if (daysLeft <= 7) return `in ${daysLeft} days, on ${date}`;
  return date;
}

const ceuCredits = (n: number) => (n === 1 ? "CEU credit" : "CEU credits");

/** The words of a reminder of `topic` whose date is `dueOn`, `daysLeft` days away; `brand` opens the text. */
export function reminderWords(topic: ReminderTopic, dueOn: Date, daysLeft: number, brand: string): ReminderWords {
  const date = formatLongDate(dueOn);
  const when = dueWhen(daysLeft, date);
  switch (topic.rule) {
    case REMINDER_RULE.certificationFee: {
      const mark = certificationMark(topic.certification);
      return {
        title: `Your annual certification fee is due ${when}`,
        message: `Renew your ${mark} certification by ${date} to stay in good standing.`,
        text: `${brand}: your ${certificationMark(topic.certification, false)} certification fee is due ${date}. Renew:`,
      };
    }
    case REMINDER_RULE.ceus: {
      const mark = certificationMark(topic.certification);
      const including = topic.shortByType.map((t) => `${formatCredits(t.credits)} ${t.name}`).join(" and ");
      return {
        title: `Your CEUs for the ${topic.periodName} reporting period are due ${when}`,
        message:
          `You still need ${formatCredits(topic.remaining)} ${ceuCredits(topic.remaining)}${including ? `, including ${including},` : ""} for the ` +
          `${topic.periodName} reporting period. Report your CEUs by ${date} to keep your ${mark} certification in good standing.`,
        text: `${brand}: ${formatCredits(topic.remaining)} more ${ceuCredits(topic.remaining)} due by ${date}. Log them:`,
      };
    }
    case REMINDER_RULE.membership:
      return {
        title: `Your ${topic.membershipName} ends ${when}`,
        message: `Renew your membership by ${date} to keep your member benefits.`,
        text: `${brand}: your membership ends ${date}. Renew:`,
      };
    case REMINDER_RULE.trainer:
      return {
        title: `Your Independent Trainer status ends ${when}`,
        message: `Renew your Independent Trainer status by ${date} to keep training without a break.`,
        text: `${brand}: Independent Trainer status ends ${date}. Renew:`,
      };
  }
}
