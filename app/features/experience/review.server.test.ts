import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { approvedExperience, createAdmin, createMember, inPostRegistration, pendingExperience } from "../../../tests/factories/index.ts";
import { EMAIL_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { experienceDecisions } from "./decisions.server.ts";
import { experienceList } from "./queue.server.ts";
import { readListParams } from "~/kit/admin-list/list.server.ts";
import { getExperienceReview } from "./review.server.ts";
import { EXPERIENCE_REVIEW_MESSAGES } from "./rules.ts";
import { sendValidationRequests, signValidation, VALIDATION_MESSAGES, validationByToken } from "./validation.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const now = new Date("2026-11-25T15:00:00Z");

/** Casey and Morgan (a military spouse) enrolled on the AFC (1000 hours required), an admin, and hours to log on a registration. */
async function world() {
  const member = await createMember({ firstName: "Casey" });
  const spouse = await createMember({ firstName: "Morgan" });
  const admin = await createAdmin();
  const { registration: reg } = await inPostRegistration(member.id, { now });
  const { registration: spouseReg } = await inPostRegistration(spouse.id, { now, data: { militarySpouse: true } });
  /** Hours supervised by Sam (10.126 unless given) from 01/02/2025 to 06/30/2025, waiting for review unless `status`. */
  const entry = async (registrationId: number, over: { hours?: number; status?: string; supervisorEmail?: string } = {}) => {
    const fields = {
      organization: "Credit Union",
      hours: over.hours ?? 10.126,
      supervisorName: "Sam Supervisor",
      supervisorEmail: over.supervisorEmail ?? "sam@example.org",
      supervisorPhone: "555",
      description: "Budget sessions",
      startDate: new Date("2025-01-02T05:00:00Z"),
      endDate: new Date("2025-06-30T04:00:00Z"),
      now,
    };
    return over.status === REVIEW_STATUS.approved
      ? (await approvedExperience(registrationId, fields)).experience
      : pendingExperience(registrationId, fields);
  };
  return { member, admin, reg, spouseReg, entry };
}

const input = (adminId: number, id: number, status?: string) => ({
  actor: adminActor(adminId),
  id,
  selectedMessages: [],
  message: null,
  status,
});

describe("experience decisions", () => {
  it("approves once, rounding the hours to 2 decimals, with a review, an audit event and the member told", async () => {
    const w = await world();
    const e = await w.entry(w.reg.id);
    const [a, b] = await Promise.all([
      decide(experienceDecisions, "approve", input(w.admin.id, e.id), now),
      decide(experienceDecisions, "approve", input(w.admin.id, e.id), now),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(await db.experience.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
      status: REVIEW_STATUS.approved,
      approved: true,
      hours: 10.13,
    });
    expect(await db.experienceReview.count({ where: { experienceId: e.id } })).toBe(1);
    expect(await db.auditEvent.count({ where: { entityType: "Experience", entityId: e.id, action: "experience.approve" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: w.member.id, title: "Experience approved" } })).toBe(1);
    const again = await decide(experienceDecisions, "approve", input(w.admin.id, e.id), now);
    expect(again).toEqual({ ok: false, message: EXPERIENCE_REVIEW_MESSAGES.alreadyApproved });
  });

  it("rejects a pending entry with the chosen status, which the review page and the list show", async () => {
    const w = await world();
    const e = await w.entry(w.reg.id);
    expect((await decide(experienceDecisions, "reject", input(w.admin.id, e.id, "not_relevant"), now)).ok).toBe(true);
    expect(await db.experience.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
      status: REVIEW_STATUS.rejected,
      rejectionStatus: "not_relevant",
    });
    const review = await getExperienceReview(e.id, now);
    expect(review).toMatchObject({ frame: { status: { label: "Not relevant to the field" } }, canApprove: true, canReject: false });
    expect(review!.frame.reviews.map((r) => r.status)).toEqual(["Not relevant to the field"]);
    expect((await decide(experienceDecisions, "reject", input(w.admin.id, e.id, "not_relevant"), now)).ok).toBe(false);
  });

  it("lists pending entries by default, filters by status and military spouse", async () => {
    const w = await world();
    await w.entry(w.reg.id);
    await w.entry(w.reg.id, { status: REVIEW_STATUS.approved });
    await w.entry(w.spouseReg.id);
    const page = (query: string) => experienceList.source.page(readListParams(experienceList, new URLSearchParams(query)));
    expect((await page("")).rows.map((r) => [r.firstName, r.statusLabel, r.militarySpouse])).toEqual([
      ["Casey", "Pending", "No"],
      ["Morgan", "Pending", "Yes"],
    ]);
    expect((await page("status=approved")).total).toBe(1);
    expect((await page("status=all&militarySpouse=1")).rows.map((r) => r.firstName)).toEqual(["Morgan"]);
  });
});

describe("supervisor validation", () => {
  function tokenFromOutbox(text: string): string {
    const m = /\/verify-experience\/([A-Za-z0-9_-]+)/.exec(text);
    if (!m) throw new Error("no link in the email");
    return m[1]!;
  }

  it("emails each supervisor one single-use link; the supervisor signs once; the result shows on the review", async () => {
    const w = await world();
    const a = await w.entry(w.reg.id, { hours: 10 });
    const b = await w.entry(w.reg.id, { hours: 20 });
    const c = await w.entry(w.reg.id, { hours: 5, supervisorEmail: "lee@example.org" });
    const sent = await sendValidationRequests(adminActor(w.admin.id), a.id, [a.id, b.id, c.id], now);
    expect(sent).toEqual({ sent: 2 });
    const mails = await db.emailMessage.findMany({ where: { template: "experience_validation" }, orderBy: { id: "asc" } });
    expect(mails.map((m) => [m.to, m.status])).toEqual([
      ["sam@example.org", EMAIL_STATUS.sent],
      ["lee@example.org", EMAIL_STATUS.sent],
    ]);
    const token = tokenFromOutbox(mails[0]!.text);
    const open = await validationByToken(token, now);
    expect(open).toMatchObject({
      state: "open",
      candidate: expect.stringContaining("Casey"),
      defaults: { hours: "30", start: "2025-01-02", end: "2025-06-30" },
    });
    const values = {
      start: "2025-01-02",
      end: "2025-06-30",
      hours: 28.5,
      description: "Confirmed",
      comments: "Good work",
      signature: "Sam Supervisor",
    };
    const [first, second] = await Promise.all([signValidation(token, values, now), signValidation(token, values, now)]);
    expect([first === null, second === null].sort()).toEqual([false, true]);
    expect(await validationByToken(token, now)).toEqual({ state: "used", message: VALIDATION_MESSAGES.usedLink });
    const review = await getExperienceReview(a.id, now);
    expect(review!.validations).toHaveLength(1);
    expect(review!.validations[0]).toMatchObject({
      supervisorEmail: "sam@example.org",
      hours: "28.5",
      comments: "Good work",
      signed: "Sam Supervisor, 11/25/2026",
    });
    // The other supervisor's link is still open; c's review shows it waiting.
    expect((await getExperienceReview(c.id, now))!.validations[0]!.signed).toBe("Not yet");
  });

  it("answers a bad or expired link with a clear message, and refuses experiences of another registration", async () => {
    const w = await world();
    const a = await w.entry(w.reg.id);
    const other = await w.entry(w.spouseReg.id);
    expect(await validationByToken("nope", now)).toEqual({ state: "invalid", message: VALIDATION_MESSAGES.invalidLink });
    expect(await validationByToken("x".repeat(43), now)).toEqual({ state: "invalid", message: VALIDATION_MESSAGES.invalidLink });
    expect(await sendValidationRequests(adminActor(w.admin.id), a.id, [other.id], now)).toEqual({
      kind: "invalid",
      errors: { experiences: [VALIDATION_MESSAGES.pickOne] },
    });
    await sendValidationRequests(adminActor(w.admin.id), a.id, [a.id], now);
    const mail = await db.emailMessage.findFirstOrThrow({ where: { template: "experience_validation" } });
    const token = tokenFromOutbox(mail.text);
    const later = new Date(now.getTime() + 31 * 24 * 3600 * 1000);
    expect(await validationByToken(token, later)).toEqual({ state: "expired", message: VALIDATION_MESSAGES.expiredLink });
    const late = await signValidation(token, { start: "2025-01-02", end: "2025-01-03", hours: 1, description: "d", signature: "S" }, later);
    expect(late).toEqual({ kind: "invalid", errors: { "": [VALIDATION_MESSAGES.expiredLink] } });
  });
});
