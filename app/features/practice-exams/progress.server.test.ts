import { beforeEach, describe, expect, it } from "vitest";
import {
  certificationReference,
  createMember,
  inPostRegistration,
  payLines,
  practiceExamBundleUnused,
  practiceExamCompleted,
  practiceExamInCart,
  practiceExamStarted,
  practiceExamsTaken,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { daysAgo, formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { practiceExamProgress } from "./progress.server.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-21T15:00:00Z");
const statuses = async (registrationId: number) => (await practiceExamProgress(registrationId))?.exams.map((e) => `${e.name}: ${e.status}`);

describe("practiceExamProgress", () => {
  it("follows an exam number through its states", async () => {
    const member = await createMember();
    const { ids } = await practiceExamBundleUnused(member.id, { now: NOW });
    expect(await statuses(ids.registrationId)).toEqual(["Exam #1: Not started", "Exam #2: Opens after Exam #1"]);
    await practiceExamStarted(ids, 1, { at: daysAgo(3, NOW) });
    expect(await statuses(ids.registrationId)).toEqual(["Exam #1: In progress", "Exam #2: Opens after Exam #1"]);

    // Completed, the post-exam survey not answered yet: completed with its date (a second member).
    const other = await createMember();
    const second = await practiceExamBundleUnused(other.id, { now: NOW });
    await practiceExamCompleted(second.ids, 1, { completedAt: daysAgo(2, NOW), postSurvey: false });
    expect(await statuses(second.ids.registrationId)).toEqual([
      `Exam #1: Completed ${formatDate(daysAgo(2, NOW))}`,
      "Exam #2: Not started",
    ]);
  });

  it("shows both numbers' results, and a number reset by an admin as open again", async () => {
    const member = await createMember();
    const made = await practiceExamsTaken(member.id, { now: NOW, exams: 2 });
    expect(await statuses(made.ids.registrationId)).toEqual(["Exam #1: Results available", "Exam #2: Results available"]);
    // Reset keeps the surveys: the pre-exam survey is done.
    await db.practiceExamAttempt.update({ where: { id: made.attempts[0]!.id }, data: { liveKey: null, resetAt: NOW } });
    expect(await statuses(made.ids.registrationId)).toEqual(["Exam #1: Pre-exam survey done", "Exam #2: Results available"]);
  });

  it("is in the cart until paid, then purchased", async () => {
    const member = await createMember();
    const { registration, line, practiceExamId } = await practiceExamInCart(member.id, { now: NOW });
    expect(await practiceExamProgress(registration.id)).toEqual({ state: "in_cart", href: paths.cart(), exams: [] });
    await payLines(member.id, [line.id], { at: NOW });
    expect(await practiceExamProgress(registration.id)).toMatchObject({
      state: "purchased",
      href: paths.practiceExams.exam(registration.id, practiceExamId),
    });
  });

  it("is none when the certification's practice exam is no longer sold and was not bought; a bought one stays", async () => {
    const member = await createMember();
    const reference = await certificationReference();
    const { registration } = await inPostRegistration(member.id, { now: NOW, reference });
    const buyer = await createMember();
    const bought = await practiceExamBundleUnused(buyer.id, { now: NOW, reference });
    await db.product.update({ where: { id: reference.practiceExam.productId! }, data: { deletedAt: NOW } });
    expect(await practiceExamProgress(registration.id)).toBeNull();
    expect(await practiceExamProgress(bought.ids.registrationId)).toMatchObject({ state: "purchased" });
    expect(await practiceExamProgress(999_999)).toBeNull();
  });
});
