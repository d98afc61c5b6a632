import { describe, expect, it } from "vitest";
import {
  COMPETENCY_NUMBERS,
  COMPETENCY_TITLES,
  EXAM_STATUS,
  PRACTICE_EXAM_MESSAGES,
  canTake,
  checkSurvey,
  competencyOf,
  examActions,
  examStatus,
  examStatusLabel,
  nextExamNumber,
  poolStatsOf,
  scoreReport,
  surveyAnswers,
  surveyField,
  surveyFirst,
  surveyQuestionsOf,
  type ExamNumberFacts,
  type PoolStat,
} from "./rules.ts";

const DAY = new Date("2026-10-01T14:00:00Z");
const facts = (over: Partial<ExamNumberFacts> = {}): ExamNumberFacts => ({
  examNumber: 1,
  currentExamNumber: 1,
  preSurvey: false,
  postSurvey: false,
  attempt: null,
  ...over,
});
const started = { startedAt: DAY, completedAt: null };
const completed = { startedAt: DAY, completedAt: DAY };

describe("an exam number's status", () => {
  it("is locked while the candidate is on an earlier number, opening after it", () => {
    const f = facts({ examNumber: 2, currentExamNumber: 1 });
    expect(examStatus(f)).toBe(EXAM_STATUS.locked);
    expect(examStatusLabel(EXAM_STATUS.locked, 2, null)).toBe("Opens after Exam #1");
    expect(examActions(EXAM_STATUS.locked)).toEqual([]);
    expect(canTake(f)).toBe(false);
    // Even with its pre-exam survey answered (surveys stay after an admin moves the number back).
    expect(examStatus({ ...f, preSurvey: true })).toBe(EXAM_STATUS.locked);
  });

  it("is not started, then pre-survey done, on the number the candidate is on (or an earlier one)", () => {
    expect(examStatus(facts())).toBe(EXAM_STATUS.notStarted);
    expect(examStatusLabel(EXAM_STATUS.notStarted, 1, null)).toBe("Not started");
    expect(examStatus(facts({ preSurvey: true }))).toBe(EXAM_STATUS.preSurveyDone);
    expect(examStatusLabel(EXAM_STATUS.preSurveyDone, 1, null)).toBe("Pre-exam survey done");
    expect(examStatus(facts({ examNumber: 2, currentExamNumber: 2 }))).toBe(EXAM_STATUS.notStarted);
    // Exam #1 after an admin reset, the candidate being on Exam #2: open again.
    expect(examStatus(facts({ examNumber: 1, currentExamNumber: 2, preSurvey: true }))).toBe(EXAM_STATUS.preSurveyDone);
    for (const s of [EXAM_STATUS.notStarted, EXAM_STATUS.preSurveyDone]) expect(examActions(s)).toEqual(["take"]);
    expect(canTake(facts())).toBe(true);
    expect(canTake(facts({ preSurvey: true }))).toBe(true);
  });

  it("is in progress once the testing service started the live attempt", () => {
    const f = facts({ preSurvey: true, attempt: started });
    expect(examStatus(f)).toBe(EXAM_STATUS.inProgress);
    expect(examStatusLabel(EXAM_STATUS.inProgress, 1, null)).toBe("In progress");
    expect(examActions(EXAM_STATUS.inProgress)).toEqual(["take", "results"]);
    expect(canTake(f)).toBe(true);
    // An attempt row not started yet (the service did not answer) is not in progress.
    expect(examStatus(facts({ preSurvey: true, attempt: { startedAt: null, completedAt: null } }))).toBe(EXAM_STATUS.preSurveyDone);
  });

  it("is completed with its date until the post-exam survey is answered, then results available", () => {
    const f = facts({ preSurvey: true, attempt: completed });
    expect(examStatus(f)).toBe(EXAM_STATUS.completed);
    expect(examStatusLabel(EXAM_STATUS.completed, 1, "10/01/2026")).toBe("Completed 10/01/2026");
    expect(examStatusLabel(EXAM_STATUS.completed, 1, null)).toBe("Completed");
    expect(examActions(EXAM_STATUS.completed)).toEqual(["results"]);
    expect(canTake(f)).toBe(false);

    const done = { ...f, postSurvey: true };
    expect(examStatus(done)).toBe(EXAM_STATUS.resultsAvailable);
    expect(examStatusLabel(EXAM_STATUS.resultsAvailable, 1, "10/01/2026")).toBe("Results available");
    expect(examActions(EXAM_STATUS.resultsAvailable)).toEqual(["report"]);
    expect(canTake(done)).toBe(false);
    // A result counts whatever number the candidate is on now.
    expect(examStatus({ ...done, examNumber: 2, currentExamNumber: 1 })).toBe(EXAM_STATUS.resultsAvailable);
  });

  it("moves the candidate on to Exam #2 after Exam #1's result, never back and never past #2", () => {
    expect(nextExamNumber(1, 1)).toBe(2);
    expect(nextExamNumber(1, 2)).toBe(2);
    expect(nextExamNumber(2, 1)).toBe(2);
    expect(nextExamNumber(2, 2)).toBe(2);
  });
});

describe("the survey asked first", () => {
  it("asks the pre-exam survey before the first start and the post-exam survey before the results, each once", () => {
    expect(surveyFirst("take", { preSurvey: false, postSurvey: false })).toBe("pre");
    expect(surveyFirst("take", { preSurvey: true, postSurvey: false })).toBeNull();
    expect(surveyFirst("results", { preSurvey: true, postSurvey: false })).toBe("post");
    expect(surveyFirst("results", { preSurvey: true, postSurvey: true })).toBeNull();
    // Taking again after a reset: the surveys were kept, none is asked again.
    expect(surveyFirst("take", { preSurvey: true, postSurvey: true })).toBeNull();
  });
});

const QUESTIONS = [
  { id: "confidence", question: "How confident are you?", options: ["Not at all", "Somewhat", "Confident"] },
  { id: "study_hours", question: "Hours studied?", options: ["0-1", "2-5", "6-10"] },
];

describe("a survey's answers", () => {
  it("are taken when every question is answered with one of its options", () => {
    expect(checkSurvey(QUESTIONS, { q_confidence: "Somewhat", q_study_hours: "6-10", other: "ignored" })).toEqual({
      ok: true,
      responses: { confidence: "Somewhat", study_hours: "6-10" },
    });
    expect(checkSurvey([], {})).toEqual({ ok: true, responses: {} });
  });

  it("refuse each unanswered question or unknown answer on its own field with the spec's message", () => {
    expect(PRACTICE_EXAM_MESSAGES.answer).toBe("Please answer this question.");
    expect(surveyField("confidence")).toBe("q_confidence");
    expect(checkSurvey(QUESTIONS, {})).toEqual({
      ok: false,
      errors: { q_confidence: "Please answer this question.", q_study_hours: "Please answer this question." },
    });
    expect(checkSurvey(QUESTIONS, { q_confidence: "Very", q_study_hours: "2-5" })).toEqual({
      ok: false,
      errors: { q_confidence: "Please answer this question." },
    });
    // Not an option: empty, another question's option, a list, a different case.
    for (const bad of ["", "2-5", ["Somewhat"], "somewhat", null]) {
      expect(checkSurvey(QUESTIONS, { q_confidence: bad, q_study_hours: "2-5" })).toEqual({
        ok: false,
        errors: { q_confidence: PRACTICE_EXAM_MESSAGES.answer },
      });
    }
  });

  it("show beside their questions, answers to removed questions by their key", () => {
    expect(surveyAnswers(QUESTIONS, { study_hours: "2-5", confidence: "Somewhat", materials: "Textbook" })).toEqual([
      { question: "How confident are you?", answer: "Somewhat" },
      { question: "Hours studied?", answer: "2-5" },
      { question: "materials", answer: "Textbook" },
    ]);
    expect(surveyAnswers(QUESTIONS, { confidence: "Confident" })).toEqual([{ question: "How confident are you?", answer: "Confident" }]);
    expect(surveyAnswers(QUESTIONS, null)).toEqual([]);
    expect(surveyAnswers(QUESTIONS, "not an object")).toEqual([]);
    // A question whose id is an Object method is not answered by the prototype.
    expect(surveyAnswers([{ id: "toString", question: "Odd id?", options: ["Yes"] }], {})).toEqual([]);
  });

  it("come from the stored questions, skipping malformed ones and blank options", () => {
    expect(
      surveyQuestionsOf([
        QUESTIONS[0],
        { id: "", question: "No id", options: ["a"] },
        { id: "x", question: "No options", options: [] },
        { id: "y", question: "Blank options", options: [" ", 3] },
        { id: "z", question: "Some blank", options: ["Yes", " "] },
        null,
      ]),
    ).toEqual([QUESTIONS[0], { id: "z", question: "Some blank", options: ["Yes"] }]);
    expect(surveyQuestionsOf({})).toEqual([]);
  });
});

describe("the competency a pool stands for", () => {
  it("is the number a pool's name starts with", () => {
    expect(competencyOf("Competency 3: Educate about credit and debt")).toBe(3);
    expect(competencyOf("competency 7")).toBe(7);
    expect(competencyOf("C3")).toBe(3);
    expect(competencyOf("c 9 retirement")).toBe(9);
    expect(competencyOf("3. Educate about credit and debt")).toBe(3);
    expect(competencyOf("05 - Protect against risk")).toBe(5);
  });

  it("is the competency whose title the pool's name is, in any case and punctuation", () => {
    for (const n of COMPETENCY_NUMBERS) {
      expect(competencyOf(COMPETENCY_TITLES[n]!)).toBe(n);
      expect(competencyOf(COMPETENCY_TITLES[n]!.toUpperCase())).toBe(n);
    }
    expect(competencyOf("  manage   MONEY! ")).toBe(2);
  });

  it("is none for any other pool", () => {
    for (const name of ["Ethics extras", "Competency 10", "10. Something", "Competency 0", "2024 pilot questions", "", "Cash flow"]) {
      expect(competencyOf(name), name).toBeNull();
    }
  });

  it("keeps the nine fixed titles, the spec's three among them", () => {
    expect(COMPETENCY_NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(COMPETENCY_TITLES[1]).toBe("Set the stage and gather client information");
    expect(COMPETENCY_TITLES[2]).toBe("Manage money");
    expect(COMPETENCY_TITLES[3]).toBe("Educate about credit and debt");
    expect(new Set(COMPETENCY_NUMBERS.map((n) => COMPETENCY_TITLES[n])).size).toBe(9);
  });
});

describe("pool stats as stored", () => {
  const pool = (over: Record<string, unknown> = {}) => ({ POOLNAME: "Competency 1", CORRECTANSWERS: 3, QUESTIONSRECEIVED: 5, ...over });

  it("read numbers, and counts sent as digits", () => {
    expect(poolStatsOf([pool()])).toEqual([pool()]);
    expect(poolStatsOf([pool({ CORRECTANSWERS: "3", QUESTIONSRECEIVED: "5" })])).toEqual([pool()]);
    expect(poolStatsOf([pool({ CORRECTANSWERS: 0, QUESTIONSRECEIVED: 0 })])).toEqual([pool({ CORRECTANSWERS: 0, QUESTIONSRECEIVED: 0 })]);
    expect(poolStatsOf([])).toEqual([]);
  });

  it("read as none when anything is malformed, or more answers are right than were asked", () => {
    const malformed: unknown[] = [
      null,
      "stats",
      { POOLNAME: "x" },
      [null],
      [pool({ POOLNAME: 3 })],
      [pool({ CORRECTANSWERS: undefined })],
      [pool({ CORRECTANSWERS: null })],
      [pool({ CORRECTANSWERS: "" })],
      [pool({ CORRECTANSWERS: true })],
      [pool({ CORRECTANSWERS: 2.5 })],
      [pool({ CORRECTANSWERS: -1 })],
      [pool({ QUESTIONSRECEIVED: "five" })],
      [pool({ CORRECTANSWERS: 6, QUESTIONSRECEIVED: 5 })],
      [pool(), pool({ CORRECTANSWERS: 9 })],
    ];
    for (const value of malformed) expect(poolStatsOf(value), JSON.stringify(value)).toBeNull();
  });
});

const stat = (POOLNAME: string, CORRECTANSWERS: number, QUESTIONSRECEIVED: number): PoolStat => ({
  POOLNAME,
  CORRECTANSWERS,
  QUESTIONSRECEIVED,
});

/** A small seeded generator (mulberry32), so the generated cases are the same on every run. */
function random(seed: number) {
  let a = seed;
  return (below: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const NAMES = (n: number) => [`Competency ${n}: ${COMPETENCY_TITLES[n]}`, `C${n}`, `${n}. Something`, COMPETENCY_TITLES[n]!.toLowerCase()];

/** Random pools: some competencies under several names, some left out, a few pools of no competency. */
function generatedStats(next: (below: number) => number): PoolStat[] {
  const stats: PoolStat[] = [];
  for (const n of COMPETENCY_NUMBERS) {
    const pools = next(3); // 0-2 pools for this competency
    for (let i = 0; i < pools; i++) {
      const received = next(30);
      stats.push(stat(NAMES(n)[next(4)]!, next(received + 1), received));
    }
  }
  for (let i = next(3); i > 0; i--) {
    const received = next(10) + 1;
    stats.push(stat(`Extra pool ${next(4)}`, next(received + 1), received));
  }
  return stats;
}

describe("the score report", () => {
  it("has a row per competency 1-9 with its fixed title, pools of one competency summed, then other pools by name", () => {
    const report = scoreReport([
      stat("Zeta pool", 1, 2),
      stat("Competency 3: Educate about credit and debt", 8, 10),
      stat("C3", 4, 10),
      stat("manage money", 7, 7),
      stat("Alpha pool", 0, 3),
      stat("1. Gathering", 3, 4),
    ]);
    expect(report.rows.map((r) => [r.competency, r.title])).toEqual([
      ...COMPETENCY_NUMBERS.map((n) => [n, COMPETENCY_TITLES[n]]),
      [null, "Alpha pool"],
      [null, "Zeta pool"],
    ]);
    expect(report.rows[0]).toMatchObject({ received: 4, correct: 3, percent: 75, change: null });
    expect(report.rows[1]).toMatchObject({ received: 7, correct: 7, percent: 100 });
    expect(report.rows[2]).toMatchObject({ received: 20, correct: 12, percent: 60 });
    // A competency the exam asked nothing in has no percentage.
    expect(report.rows[3]).toMatchObject({ competency: 4, received: 0, correct: 0, percent: null });
    expect(report.total).toEqual({ received: 36, correct: 23, percent: 64 });
  });

  it("rounds percentages to whole numbers", () => {
    const report = scoreReport([stat("C1", 1, 3), stat("C2", 2, 3), stat("C3", 1, 8), stat("C4", 1, 6)]);
    expect(report.rows.slice(0, 4).map((r) => r.percent)).toEqual([33, 67, 13, 17]);
    expect(report.total).toEqual({ received: 20, correct: 5, percent: 25 });
    expect(scoreReport([]).total).toEqual({ received: 0, correct: 0, percent: null });
  });

  it("totals the sum of its rows, whatever the pools", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const stats = generatedStats(next);
      const report = scoreReport(stats, next(2) ? generatedStats(next) : null);
      const received = report.rows.reduce((s, r) => s + r.received, 0);
      const correct = report.rows.reduce((s, r) => s + r.correct, 0);
      expect(report.total.received, `seed ${seed}`).toBe(received);
      expect(report.total.correct, `seed ${seed}`).toBe(correct);
      // ...and every question the service reported is in one row.
      expect(received).toBe(stats.reduce((s, p) => s + p.QUESTIONSRECEIVED, 0));
      expect(correct).toBe(stats.reduce((s, p) => s + p.CORRECTANSWERS, 0));
      expect(report.total.percent).toBe(received ? Math.round((correct * 100) / received) : null);
      expect(report.rows.slice(0, 9).map((r) => r.competency)).toEqual([...COMPETENCY_NUMBERS]);
      for (const r of report.rows) expect(r.percent).toBe(r.received ? Math.round((r.correct * 100) / r.received) : null);
      expect(report.weakest.length).toBeLessThanOrEqual(3);
    }
  });

  it("names the three weakest competencies: lowest share right first, ties by number, never one without questions", () => {
    const report = scoreReport([
      stat("C1", 9, 10),
      stat("C2", 5, 10),
      stat("C3", 10, 20), // 50%, as C2: after it by number
      stat("C4", 8, 10),
      stat("C5", 2, 10),
      stat("C6", 0, 0), // asked nothing
      stat("C7", 10, 10),
      stat("C8", 6, 10),
      stat("C9", 7, 10),
      stat("Extra", 0, 10), // no competency: never weakest
    ]);
    expect(report.weakest).toEqual([COMPETENCY_TITLES[5], COMPETENCY_TITLES[2], COMPETENCY_TITLES[3]]);
    // Shares, not rounded percentages: 1/3 is weaker than 34/100.
    expect(scoreReport([stat("C1", 34, 100), stat("C2", 1, 3), stat("C3", 1, 1)]).weakest).toEqual([
      COMPETENCY_TITLES[2],
      COMPETENCY_TITLES[1],
      COMPETENCY_TITLES[3],
    ]);
    // Fewer than three competencies asked: only those.
    expect(scoreReport([stat("C8", 1, 2), stat("Extra", 0, 4)]).weakest).toEqual([COMPETENCY_TITLES[8]]);
    expect(scoreReport([]).weakest).toEqual([]);
  });

  it("shows the change since the earlier exam per competency, where both asked questions in it", () => {
    const earlier = [stat("C1", 5, 10), stat("C2", 8, 10), stat("C3", 4, 8), stat("C5", 0, 0), stat("Extra", 1, 4)];
    const later = [stat("C1", 7, 10), stat("C2", 5, 10), stat("C3", 2, 4), stat("C4", 3, 4), stat("C5", 2, 4), stat("Extra", 2, 4)];
    const report = scoreReport(later, earlier);
    const change = Object.fromEntries(report.rows.map((r) => [r.competency ?? r.title, r.change]));
    expect(change).toEqual({ 1: 20, 2: -30, 3: 0, 4: null, 5: null, 6: null, 7: null, 8: null, 9: null, Extra: 25 });
    // The change is between the rounded percentages shown.
    expect(scoreReport([stat("C1", 2, 3)], [stat("C1", 1, 3)]).rows[0]!.change).toBe(67 - 33);
    // No earlier exam: no change anywhere.
    expect(scoreReport(later).rows.every((r) => r.change === null)).toBe(true);
  });
});
