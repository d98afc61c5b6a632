/**
 * Practice exams, the candidate's story: the bundle's page, the take-exam modal, the pre-exam survey
 * (an unanswered question refused with the spec's message), Exam #1 taken on the testing service's
 * stand-in (tests/mocks/testing-service.ts, its page /resources/mock-testing/:id), back to the
 * portal, the post-exam survey and the score report; the testing service failing; buying the bundle
 * after registration; the admin's reset and Exam #1 taken again. JavaScript on and off, axe on
 * each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { MOCK_EXAM_PAGE_TEXT, MOCK_EXAM_QUESTIONS } from "../mocks/testing-service.ts";
import { practiceExamBundleUnused, practiceExamInCart, practiceExamsTaken } from "../factories/index.ts";
import { createMember, demo, expectAccessible, openDb, signInAs, waitForHydration } from "./support.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[role=status], [role=alert]").filter({ hasText: text });

function attemptsOf(registrationId: number) {
  const db = openDb();
  const rows = db
    .prepare(`SELECT "examNumber", "liveKey", "completedAt", "resetAt" FROM "PracticeExamAttempt" WHERE "registrationId" = ? ORDER BY id`)
    .all(registrationId) as { examNumber: number; liveKey: string | null; completedAt: number | null; resetAt: number | null }[];
  db.close();
  return rows;
}

function surveysOf(registrationId: number) {
  const db = openDb();
  const rows = db
    .prepare(`SELECT "examNumber", "surveyType", "responses" FROM "PracticeExamSurveyResponse" WHERE "registrationId" = ? ORDER BY id`)
    .all(registrationId) as { examNumber: number; surveyType: string; responses: string }[];
  db.close();
  return rows.map((r) => ({ ...r, responses: JSON.parse(r.responses) as Record<string, string> }));
}

const examRow = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(`^${name}`) });

/** Answers the stand-in's exam: every question right except the first `wrong`, then Finish exam. */
async function takeOnStandIn(page: Page, wrong: number) {
  await expect(page).toHaveURL(/\/resources\/mock-testing\//);
  await expect(page.getByText(MOCK_EXAM_PAGE_TEXT.marker)).toBeVisible();
  for (const [i, q] of MOCK_EXAM_QUESTIONS.entries()) {
    const value = i < wrong ? (q.answer + 1) % q.options.length : q.answer;
    await page.locator(`input[name="${q.id}"][value="${value}"]`).check();
  }
  await page.getByRole("button", { name: MOCK_EXAM_PAGE_TEXT.finish }).click();
}

/** Answers the survey modal's three questions (all but `skip`) and presses its button. */
async function answerSurvey(page: Page, skip?: string) {
  const answers: Record<string, string> = {
    "How confident do you feel about the certification exam?": "Somewhat",
    "How many hours a week do you study?": "2-5",
    "Which materials have you used most?": "Learning System",
  };
  const dialog = page.getByRole("dialog");
  await waitForHydration(page);
  for (const [question, answer] of Object.entries(answers)) {
    if (question === skip) continue;
    await dialog.getByRole("group", { name: question }).getByRole("radio", { name: answer, exact: true }).check();
  }
  await dialog.getByRole("button", { name: "Continue" }).click();
}

test.describe("practice exams", () => {
  test("the candidate answers the pre-exam survey, takes Exam #1, answers the post-exam survey and reads the report", async ({ page }) => {
    test.setTimeout(120_000);
    const member = await createMember({ firstName: "Priya" });
    const { registration } = await practiceExamBundleUnused(member.id);
    await signInAs(page, member);

    await page.goto(`/registration/${registration.id}/practice-exam`);
    await expect(page.getByRole("heading", { level: 1, name: "Practice Exams" })).toBeVisible();
    await expect(examRow(page, "Exam #1")).toContainText("Not started");
    await expect(examRow(page, "Exam #2")).toContainText("Opens after Exam #1");
    await expectAccessible(page);

    await page.getByRole("link", { name: "Open practice exams" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "AFC Practice Exam Bundle" })).toBeVisible();
    await page.getByRole("link", { name: "Start Practice Exam: Exam #1" }).click();
    const dialog = page.getByRole("dialog", { name: "Exam #1" });
    await expect(dialog).toContainText("You are about to start a timed practice exam.");
    await expectAccessible(page);
    await waitForHydration(page);
    await dialog.getByRole("button", { name: "Start Practice Exam" }).click();

    // The pre-exam survey comes first; a question left unanswered is refused with the spec's message.
    await expect(page.getByRole("dialog", { name: "Exam #1: pre-exam survey" })).toBeVisible();
    await expect(page.getByText("Before you begin, please answer three quick questions.")).toBeVisible();
    await expectAccessible(page);
    await answerSurvey(page, "Which materials have you used most?");
    const materials = page.getByRole("group", { name: "Which materials have you used most?" });
    await expect(materials).toContainText("Please answer this question.");
    await expect(
      page.getByRole("group", { name: "How many hours a week do you study?" }).getByRole("radio", { name: "2-5" }),
    ).toBeChecked();
    expect(surveysOf(registration.id)).toEqual([]);
    await expectAccessible(page);
    await answerSurvey(page);

    // The testing service's stand-in: answer, finish, and back to the portal, which reads the result.
    await takeOnStandIn(page, 4);
    await expect(page).toHaveURL(new RegExp(`/registration/${registration.id}/practice-exam/\\d+$`));
    await expect(toast(page, "Exam #1 is complete.")).toBeVisible();
    await expect(examRow(page, "Exam #1")).toContainText(/Completed \d\d\/\d\d\/\d{4}/);
    await expect(examRow(page, "Exam #2")).toContainText("Not started");
    await expectAccessible(page);

    // Results: the post-exam survey first, then the score report.
    await page.getByRole("link", { name: "View Score Report: Exam #1" }).click();
    const results = page.getByRole("dialog", { name: "Exam #1 results" });
    await expect(results).toContainText("Your score report shows how you did in each competency area.");
    await expectAccessible(page);
    await waitForHydration(page);
    await results.getByRole("button", { name: "View Score Report" }).click();
    await expect(page.getByRole("dialog", { name: "Exam #1: post-exam survey" })).toBeVisible();
    await answerSurvey(page);
    await expect(page).toHaveURL(new RegExp(`/registration/${registration.id}/practice-exam/\\d+/result/1$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Exam #1");
    const total = page.getByRole("row", { name: /Total/ });
    await expect(total).toContainText(String(MOCK_EXAM_QUESTIONS.length));
    await expect(total).toContainText(String(MOCK_EXAM_QUESTIONS.length - 4));
    await expectAccessible(page);

    expect(surveysOf(registration.id).map((s) => [s.examNumber, s.surveyType])).toEqual([
      [1, "pre"],
      [1, "post"],
    ]);
    expect(attemptsOf(registration.id)).toEqual([
      expect.objectContaining({ examNumber: 1, resetAt: null, completedAt: expect.anything() }),
    ]);
  });

  test("the testing service failing shows 'There was a problem' and keeps the survey answered", async ({ page }) => {
    const member = await createMember({ firstName: "Dana" });
    const { registration, ids } = await practiceExamBundleUnused(member.id, { externalExamId: `PX-DOWN-${Date.now()}` });
    await signInAs(page, member);
    await page.goto(`/registration/${registration.id}/practice-exam/${ids.practiceExamId}/take/1`);
    await waitForHydration(page);
    await page.getByRole("dialog", { name: "Exam #1" }).getByRole("button", { name: "Start Practice Exam" }).click();
    await answerSurvey(page);
    await expect(toast(page, "There was a problem")).toBeVisible();
    await expect(examRow(page, "Exam #1")).toContainText("Pre-exam survey done");
    await expectAccessible(page);
    expect(surveysOf(registration.id).map((s) => s.surveyType)).toEqual(["pre"]);
    // Trying again goes straight to the service (no survey again) and says the same.
    await page.getByRole("link", { name: "Start Practice Exam: Exam #1" }).click();
    await waitForHydration(page);
    await page.getByRole("dialog", { name: "Exam #1" }).getByRole("button", { name: "Start Practice Exam" }).click();
    await expect(toast(page, "There was a problem")).toBeVisible();
    expect(surveysOf(registration.id)).toHaveLength(1);
  });

  test("bought after registration: Add to Cart, then View in Cart", async ({ page }) => {
    const member = await createMember({ firstName: "Omar" });
    const { registration, practiceExamId, line } = await practiceExamInCart(member.id);
    const db = openDb();
    db.prepare(`DELETE FROM "LineItem" WHERE id = ?`).run(line.id);
    db.close();
    await signInAs(page, member);
    await page.goto(`/registration/${registration.id}/practice-exam/${practiceExamId}`);
    await expectAccessible(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "The practice exam is in your cart.")).toBeVisible();
    await expect(page.getByText("AFC Practice Exam Bundle").first()).toBeVisible();
    await page.goto(`/registration/${registration.id}/practice-exam`);
    await expect(page.getByRole("link", { name: "View in Cart" })).toBeVisible();
  });

  test("after the admin resets Exam #1 the candidate takes it again, the old result kept", async ({ browser, page }) => {
    test.setTimeout(90_000);
    const member = await createMember({ firstName: "Rhea" });
    const { registration, ids } = await practiceExamsTaken(member.id, { exams: 1 });
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${registration.id}/practice-exams/${ids.practiceExamId}/reset/1`);
    await waitForHydration(page);
    await page.getByRole("dialog").getByRole("button", { name: "Reset" }).click();
    await expect(toast(page, "Successfully reset exam")).toBeVisible();

    const context = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false });
    const candidate = await context.newPage();
    await signInAs(candidate, member);
    await candidate.goto(`/registration/${registration.id}/practice-exam/${ids.practiceExamId}`);
    await expect(examRow(candidate, "Exam #1")).toContainText("Pre-exam survey done");
    await candidate.getByRole("link", { name: "Start Practice Exam: Exam #1" }).click();
    await waitForHydration(candidate);
    await candidate.getByRole("dialog", { name: "Exam #1" }).getByRole("button", { name: "Start Practice Exam" }).click();
    // The pre-exam survey was answered before: straight to the exam.
    await takeOnStandIn(candidate, 0);
    await expect(toast(candidate, "Exam #1 is complete.")).toBeVisible();
    await expect(examRow(candidate, "Exam #1")).toContainText("Results available");
    await context.close();

    const attempts = attemptsOf(registration.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({ liveKey: null, resetAt: expect.anything() });
    expect(attempts[1]).toMatchObject({
      liveKey: `${registration.id}:${ids.practiceExamId}:1`,
      resetAt: null,
      completedAt: expect.anything(),
    });
  });
});
