import { beforeEach, describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  competencyStats,
  createMember,
  inPostRegistration,
  practiceExamBundleUnused,
  practiceExamCompleted,
  practiceExamStarted,
  practiceExamsTaken,
  QUESTIONS_PER_COMPETENCY,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { signedInRequest } from "../../../tests/setup/wizard.ts";
import { formatDate, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { loader } from "~/routes/_app.registration.$registrationId.practice-exam.$practiceExamId_.result.$examNumber.tsx";
import { loadScoreReport } from "./report.server.ts";
import { COMPETENCY_NUMBERS, COMPETENCY_TITLES, scoreReport } from "./rules.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-21T15:00:00Z");

describe("loadScoreReport", () => {
  it("reads the member's own Exam #1 result: nine competencies, the date, the overall score, no change column", async () => {
    const member = await createMember();
    const made = await practiceExamsTaken(member.id, { now: NOW });
    const page = await loadScoreReport({ userId: member.id, ...made.ids, examNumber: 1 });
    expect(page).toMatchObject({
      practiceExamName: "AFC Practice Exam Bundle",
      examNumber: 1,
      examName: "Exam #1",
      backHref: paths.practiceExams.exam(made.ids.registrationId, made.ids.practiceExamId),
      result: { completedOn: formatDate(daysAgo(40, NOW)), comparedWith: null },
    });
    const result = page!.result!;
    expect(result.report.rows.map((r) => r.title)).toEqual(COMPETENCY_NUMBERS.map((n) => COMPETENCY_TITLES[n]));
    expect(result.report.rows.every((r) => r.received === QUESTIONS_PER_COMPETENCY && r.change === null)).toBe(true);
    expect(result.report).toEqual(scoreReport(competencyStats()));
    // The service's overall score (one decimal), beside the total row's whole percent.
    expect(result.overallPercent).toBe(made.attempts[0]!.score);
    expect(result.report.weakest).toHaveLength(3);
  });

  it("is null for another member's registration, an unknown one, or a practice exam not bought", async () => {
    const owner = await createMember();
    const other = await createMember();
    const made = await practiceExamsTaken(owner.id, { now: NOW });
    expect(await loadScoreReport({ userId: other.id, ...made.ids, examNumber: 1 })).toBeNull();
    expect(
      await loadScoreReport({ userId: owner.id, registrationId: 999_999, practiceExamId: made.ids.practiceExamId, examNumber: 1 }),
    ).toBeNull();
    expect(
      await loadScoreReport({ userId: owner.id, registrationId: made.ids.registrationId, practiceExamId: 999_999, examNumber: 1 }),
    ).toBeNull();
    // The other member's own registration without the bundle.
    const { registration } = await inPostRegistration(other.id, { now: NOW });
    expect(
      await loadScoreReport({ userId: other.id, registrationId: registration.id, practiceExamId: made.ids.practiceExamId, examNumber: 1 }),
    ).toBeNull();
  });

  it("has no result while the number is not taken, in progress, or reset", async () => {
    const member = await createMember();
    const made = await practiceExamBundleUnused(member.id, { now: NOW });
    const report = (examNumber: 1 | 2) => loadScoreReport({ userId: member.id, ...made.ids, examNumber });
    expect(await report(1)).toMatchObject({ examName: "Exam #1", result: null });
    expect(await report(2)).toMatchObject({ examName: "Exam #2", result: null });
    await practiceExamStarted(made.ids, 1, { at: daysAgo(1, NOW) });
    expect(await report(1)).toMatchObject({ result: null });

    // Taken, then reset by an admin: the old result stays as history, not as the number's report.
    const taken = await createMember();
    const done = await practiceExamsTaken(taken.id, { now: NOW });
    await db.practiceExamAttempt.update({ where: { id: done.attempts[0]!.id }, data: { liveKey: null, resetAt: NOW } });
    expect(await loadScoreReport({ userId: taken.id, ...done.ids, examNumber: 1 })).toMatchObject({ result: null });
  });

  it("has no result until the post-exam survey is answered (the results come after it)", async () => {
    const member = await createMember();
    const made = await practiceExamBundleUnused(member.id, { now: NOW });
    await practiceExamCompleted(made.ids, 1, { completedAt: daysAgo(2, NOW), postSurvey: false });
    expect(await loadScoreReport({ userId: member.id, ...made.ids, examNumber: 1 })).toMatchObject({ result: null });
  });

  it("shows Exam #2's change since Exam #1 per competency", async () => {
    const member = await createMember();
    const stats1 = competencyStats([10, 12, 14, 16, 18, 20, 10, 12, 0]);
    const stats2 = competencyStats([15, 12, 10, 16, 20, 19, 10, 13, 5]);
    const made = await practiceExamsTaken(member.id, { now: NOW, exams: 2, stats1, stats2 });
    const page = await loadScoreReport({ userId: member.id, ...made.ids, examNumber: 2 });
    expect(page?.result).toMatchObject({ comparedWith: "Exam #1", completedOn: formatDate(daysAgo(10, NOW)) });
    expect(page!.result!.report.rows.map((r) => r.change)).toEqual([25, 0, -20, 0, 10, -5, 0, 5, 25]);
    expect(page!.result!.report.rows.map((r) => r.percent)).toEqual([75, 60, 50, 80, 100, 95, 50, 65, 25]);
    // Exam #1's own report compares with nothing.
    expect((await loadScoreReport({ userId: member.id, ...made.ids, examNumber: 1 }))?.result?.comparedWith).toBeNull();
  });

  it("shows no change column on Exam #2 when Exam #1 has no live result (reset after Exam #2)", async () => {
    const member = await createMember();
    const made = await practiceExamsTaken(member.id, { now: NOW, exams: 2 });
    await db.practiceExamAttempt.update({ where: { id: made.attempts[0]!.id }, data: { liveKey: null, resetAt: NOW } });
    const page = await loadScoreReport({ userId: member.id, ...made.ids, examNumber: 2 });
    expect(page?.result).toMatchObject({ comparedWith: null });
    expect(page!.result!.report.rows.every((r) => r.change === null)).toBe(true);
  });

  it("totals the sum of its rows for the builders' results", async () => {
    const member = await createMember();
    const made = await practiceExamsTaken(member.id, { now: NOW, exams: 2 });
    for (const examNumber of [1, 2] as const) {
      const { report } = (await loadScoreReport({ userId: member.id, ...made.ids, examNumber }))!.result!;
      const received = report.rows.reduce((s, r) => s + r.received, 0);
      const correct = report.rows.reduce((s, r) => s + r.correct, 0);
      expect(report.total).toEqual({ received, correct, percent: Math.round((correct * 100) / received) });
      expect(received).toBe(9 * QUESTIONS_PER_COMPETENCY);
    }
  });
});

describe("the score report's route", () => {
  /** The loader's answer for the member, or the Response it threw (404, redirect). */
  async function get(userId: number, path: string) {
    const [registrationId, practiceExamId, examNumber] = /\/registration\/([^/]+)\/practice-exam\/([^/]+)\/result\/([^/]+)$/
      .exec(path)!
      .slice(1);
    const args: LoaderFunctionArgs = {
      request: await signedInRequest(userId, path),
      params: { registrationId, practiceExamId, examNumber },
      context: { cspNonce: "", requestId: "test" },
    };
    try {
      return await loader(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("shows the member's report, 404s another's, a bad id or number, and sends a number without its result back", async () => {
    const member = await createMember();
    const other = await createMember();
    const made = await practiceExamsTaken(member.id, { now: NOW });
    const { registrationId: rid, practiceExamId: peid } = made.ids;
    const shown = await get(member.id, paths.practiceExams.result(rid, peid, 1));
    expect(shown).toMatchObject({ page: { examName: "Exam #1" }, result: { comparedWith: null } });

    for (const path of [
      paths.practiceExams.result(rid, peid, 1).replace(`/${rid}/`, "/abc/"),
      paths.practiceExams.result(rid, peid, 3),
      paths.practiceExams.result(rid, peid, 0),
      paths.practiceExams.result(rid, peid, "1x"),
    ]) {
      expect(((await get(member.id, path)) as Response).status, path).toBe(404);
    }
    expect(((await get(other.id, paths.practiceExams.result(rid, peid, 1))) as Response).status).toBe(404);

    const back = (await get(member.id, paths.practiceExams.result(rid, peid, 2))) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(paths.practiceExams.exam(rid, peid));
  });
});
