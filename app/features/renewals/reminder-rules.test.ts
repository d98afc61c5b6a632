import { describe, expect, it } from "vitest";
import { REMINDER_RULE, REMINDER_TEXT } from "~/domain/constants.ts";
import { feeDueDate } from "./calendar.ts";
import { certificationMark, dueReminderKey, dueWhen, reminderDue, reminderWords, textChoice, TEXT_MAX_LENGTH } from "./reminder-rules.ts";

const june30 = feeDueDate(2027);
const at = (iso: string) => new Date(iso);
const afc = { name: "Accredited Financial Counselor", abbreviation: "AFC" };

describe("reminderDue", () => {
  it("is due from 90 New York days before the date to the date itself, with the lead of the days left", () => {
    // Noon in New York (16:00Z in summer, 17:00Z in winter).
    expect(reminderDue(june30, at("2027-03-31T16:00:00Z"))).toBeNull();
    expect(reminderDue(june30, at("2027-04-01T16:00:00Z"))).toEqual({ daysLeft: 90, lead: 90, dueOnIso: "2027-06-30" });
    expect(reminderDue(june30, at("2027-05-01T16:00:00Z"))).toMatchObject({ daysLeft: 60, lead: 60 });
    expect(reminderDue(june30, at("2027-05-02T16:00:00Z"))).toMatchObject({ daysLeft: 59, lead: 60 });
    expect(reminderDue(june30, at("2027-05-31T16:00:00Z"))).toMatchObject({ daysLeft: 30, lead: 30 });
    expect(reminderDue(june30, at("2027-06-23T16:00:00Z"))).toMatchObject({ daysLeft: 7, lead: 7 });
    expect(reminderDue(june30, at("2027-06-30T16:00:00Z"))).toMatchObject({ daysLeft: 0, lead: 7 });
    expect(reminderDue(june30, at("2027-07-01T16:00:00Z"))).toBeNull();
  });

  it("counts New York days: 2027-06-30T03:59Z is still June 29, 2027-07-01T03:59Z still June 30", () => {
    expect(reminderDue(june30, at("2027-06-30T03:59:00Z"))).toMatchObject({ daysLeft: 1, lead: 7 });
    expect(reminderDue(june30, at("2027-06-30T04:00:00Z"))).toMatchObject({ daysLeft: 0, lead: 7 });
    expect(reminderDue(june30, at("2027-07-01T03:59:00Z"))).toMatchObject({ daysLeft: 0, lead: 7 });
    expect(reminderDue(june30, at("2027-07-01T04:00:00Z"))).toBeNull();
    expect(reminderDue(june30, at("2027-04-01T03:59:00Z"))).toBeNull();
    expect(reminderDue(june30, at("2027-04-01T04:00:00Z"))).toMatchObject({ daysLeft: 90, lead: 90 });
  });

  it("names a date late in its New York day by that day, not by the UTC one", () => {
    const lateEvening = at("2027-12-01T04:30:00Z"); // November 30, 11:30 PM in New York
    expect(reminderDue(lateEvening, at("2027-11-23T17:00:00Z"))).toMatchObject({ daysLeft: 7, dueOnIso: "2027-11-30" });
  });

  it("keys a reminder by rule, subject, date and lead", () => {
    expect(dueReminderKey(REMINDER_RULE.certificationFee, 12, june30, at("2027-04-01T16:00:00Z"))).toBe(
      "certification_fee:12:2027-06-30:90",
    );
    expect(dueReminderKey(REMINDER_RULE.certificationFee, 12, june30, at("2027-07-02T16:00:00Z"))).toBeNull();
  });
});

describe("textChoice", () => {
  const optedIn = { willText: true, cellPhone: "5551234567" };

  it("texts a member who opted in with a cell phone, up to 4 texts a month", () => {
    expect(textChoice(optedIn, 0)).toBe("send");
    expect(textChoice(optedIn, 3)).toBe("send");
    expect(textChoice(optedIn, 4)).toBe(REMINDER_TEXT.overLimit);
  });

  it("never texts a member who did not opt in, or has no cell phone", () => {
    expect(textChoice({ willText: false, cellPhone: "5551234567" }, 0)).toBe(REMINDER_TEXT.notOptedIn);
    expect(textChoice({ willText: true, cellPhone: null }, 0)).toBe(REMINDER_TEXT.notOptedIn);
    expect(textChoice({ willText: true, cellPhone: "  " }, 0)).toBe(REMINDER_TEXT.notOptedIn);
  });
});

describe("the words", () => {
  it("says when, nearer the date in days", () => {
    expect(dueWhen(90, "June 30, 2027")).toBe("June 30, 2027");
    expect(dueWhen(8, "June 30, 2027")).toBe("June 30, 2027");
    expect(dueWhen(7, "June 30, 2027")).toBe("in 7 days, on June 30, 2027");
    expect(dueWhen(1, "June 30, 2027")).toBe("tomorrow, June 30, 2027");
    expect(dueWhen(0, "June 30, 2027")).toBe("today, June 30, 2027");
  });

  it("marks a certification by its registered abbreviation, or its name", () => {
    expect(certificationMark(afc)).toBe("AFC®");
    expect(certificationMark(afc, false)).toBe("AFC");
    expect(certificationMark({ name: "Housing Counselor", abbreviation: null })).toBe("Housing Counselor");
  });

  it("the annual fee", () => {
    expect(reminderWords({ rule: REMINDER_RULE.certificationFee, certification: afc }, june30, 90, "AFCPE")).toEqual({
      title: "Your annual certification fee is due June 30, 2027",
      message: "Renew your AFC® certification by June 30, 2027 to stay in good standing.",
      text: "AFCPE: your AFC certification fee is due June 30, 2027. Renew:",
    });
    expect(reminderWords({ rule: REMINDER_RULE.certificationFee, certification: afc }, june30, 7, "AFCPE").title).toBe(
      "Your annual certification fee is due in 7 days, on June 30, 2027",
    );
  });

  it("the CEUs, with the credits still needed and the minimums not met", () => {
    const end = at("2028-01-01T04:59:59Z");
    const topic = {
      rule: REMINDER_RULE.ceus,
      certification: afc,
      periodName: "2026-2027",
      remaining: 12.5,
      shortByType: [{ name: "Ethics", credits: 2 }],
    } as const;
    expect(reminderWords(topic, end, 30, "AFCPE")).toEqual({
      title: "Your CEUs for the 2026-2027 reporting period are due December 31, 2027",
      message:
        "You still need 12.5 CEU credits, including 2 Ethics, for the 2026-2027 reporting period. " +
        "Report your CEUs by December 31, 2027 to keep your AFC® certification in good standing.",
      text: "AFCPE: 12.5 more CEU credits due by December 31, 2027. Log them:",
    });
    expect(reminderWords({ ...topic, remaining: 1, shortByType: [] }, end, 60, "AFCPE").message).toBe(
      "You still need 1 CEU credit for the 2026-2027 reporting period. Report your CEUs by December 31, 2027 to keep your AFC® certification in good standing.",
    );
  });

  it("the membership and the trainer status", () => {
    const end = at("2027-09-15T20:00:00Z");
    expect(reminderWords({ rule: REMINDER_RULE.membership, membershipName: "Professional Membership" }, end, 60, "AFCPE")).toEqual({
      title: "Your Professional Membership ends September 15, 2027",
      message: "Renew your membership by September 15, 2027 to keep your member benefits.",
      text: "AFCPE: your membership ends September 15, 2027. Renew:",
    });
    expect(reminderWords({ rule: REMINDER_RULE.trainer }, end, 0, "AFCPE")).toEqual({
      title: "Your Independent Trainer status ends today, September 15, 2027",
      message: "Renew your Independent Trainer status by September 15, 2027 to keep training without a break.",
      text: "AFCPE: Independent Trainer status ends September 15, 2027. Renew:",
    });
  });

  it("keeps every text, with a portal link, in one segment of plain characters", () => {
    const link = "https://portal.afcpe.example.org/certifications-and-training/certifications/123456/renewal";
    const topics = [
      { rule: REMINDER_RULE.certificationFee, certification: afc },
      { rule: REMINDER_RULE.ceus, certification: afc, periodName: "2026-2027", remaining: 28.75, shortByType: [] },
      { rule: REMINDER_RULE.membership, membershipName: "Professional Membership" },
      { rule: REMINDER_RULE.trainer },
    ] as const;
    for (const topic of topics) {
      const text = `${reminderWords(topic, at("2027-09-30T16:00:00Z"), 7, "AFCPE").text} ${link}`;
      expect(text.length).toBeLessThan(TEXT_MAX_LENGTH);
      expect(text).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
