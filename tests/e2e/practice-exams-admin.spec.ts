/**
 * Practice exams on the admin Course Registration review (issue 34; admin spec 6-8): the admin reads
 * a candidate's Exam #1 result and survey answers, resets Exam #1 through the confirmation ('Successfully
 * reset exam'; the attempt stays in the history; a second reset answers 'Could not reset exam') and
 * sets the exam number the candidate is on. JavaScript on and off, with axe on each page.
 */
import { expect, test } from "@playwright/test";
import { formatDate } from "~/lib/dates.ts";
import { practiceExamsTaken } from "../factories/index.ts";
import { createMember, demo, expectAccessible, signInAs } from "./support.ts";

test.describe("practice exams on the admin registration review", () => {
  test("the admin reads Exam #1's result and surveys, resets it into the history and sets the exam number", async ({ page }) => {
    const member = await createMember({ firstName: "Petra", lastName: "Practice" });
    const { ids } = await practiceExamsTaken(member.id, { exams: 1 });
    const review = `/admin/course-registrations/${ids.registrationId}`;
    await signInAs(page, demo("admin"));
    await page.goto(review);

    const section = page.getByRole("region", { name: "Practice Exams" });
    const table = section.getByRole("table", { name: "AFC Practice Exam Bundle", exact: true });
    const first = table.getByRole("row", { name: /^Exam #1/ });
    const second = table.getByRole("row", { name: /^Exam #2/ });
    await expect(first).toContainText("Results available");
    // the factories' result: 129 of 180 questions right over the nine competencies
    await expect(first).toContainText("129 of 180 correct (72%)");
    await expect(first.getByRole("definition").first()).toHaveText("Somewhat");
    await expect(first).toContainText("How confident do you feel about the certification exam?");
    await expect(first).toContainText("Confident");
    await expect(second).toContainText("Not started");
    await expect(second.getByRole("link", { name: /^Reset/ })).toHaveCount(0);
    await expectAccessible(page);

    await first.getByRole("link", { name: "Reset Exam #1" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Exam #1" });
    await expect(dialog).toContainText("Reset Exam #1? The candidate can take it again; the current result is kept in the history.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Successfully reset exam" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${review}$`));
    await expect(first).toContainText("Pre-exam survey done");
    await expect(first).not.toContainText("129 of 180");
    await expect(first.getByRole("link", { name: "Reset Exam #1" })).toHaveCount(0);
    const history = section.getByRole("table", { name: "AFC Practice Exam Bundle: reset attempts" });
    await expect(history.getByRole("row", { name: /^Exam #1/ })).toContainText(formatDate(new Date()));
    await expectAccessible(page);

    // The same confirmation again (another tab): nothing live is left to reset.
    await page.goto(`${review}/practice-exams/${ids.practiceExamId}/reset/1`);
    await page.getByRole("dialog", { name: "Reset Exam #1" }).getByRole("button", { name: "Reset", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Could not reset exam" })).toBeVisible();
    await expect(history.getByRole("row")).toHaveCount(2);

    // The candidate moved on to Exam #2 when Exam #1's result arrived: the admin sets them back.
    const examNumber = section.getByLabel("Exam number");
    await expect(examNumber).toHaveValue("2");
    await examNumber.selectOption("1");
    await section.getByRole("button", { name: "Save exam number" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Exam number saved" })).toBeVisible();
    await expect(examNumber).toHaveValue("1");
    await expect(second).toContainText("Opens after Exam #1");
  });
});
