/**
 * The practice exam score report (issue 34), JavaScript on and off, with axe: a candidate who took
 * both exams reads Exam #2's report (the three weakest competencies, nine rows with their fixed
 * titles, the totals, the change since Exam #1, a bar per score hidden from screen readers) and
 * Exam #1's (no change column); another member's report is a 404. The full flow (buying, surveys,
 * taking an exam) is the practice exams flow spec's.
 */
import { expect, test } from "@playwright/test";
import { paths } from "../../app/lib/paths.ts";
import { COMPETENCY_NUMBERS, COMPETENCY_TITLES } from "../../app/features/practice-exams/rules.ts";
import { competencyStats, practiceExamsTaken } from "../factories/index.ts";
import { createMember, expectAccessible, signInAs } from "./support.ts";

// 20 questions per competency. Exam #1: 50% 60% 70% 80% 90% 100% 50% 60% 0%;
// Exam #2: 75% 60% 50% 80% 100% 95% 45% 65% 25% (weakest: 9, 7, 3).
const STATS1 = competencyStats([10, 12, 14, 16, 18, 20, 10, 12, 0]);
const STATS2 = competencyStats([15, 12, 10, 16, 20, 19, 9, 13, 5]);

async function candidate() {
  const member = await createMember({ firstName: "Rita", lastName: "Report" });
  const made = await practiceExamsTaken(member.id, { exams: 2, stats1: STATS1, stats2: STATS2 });
  return { member, rid: made.ids.registrationId, peid: made.ids.practiceExamId };
}

test.describe("practice exam score report", () => {
  test("Exam #2's report: weakest three, nine competencies, totals and the change since Exam #1", async ({ page }) => {
    const { member, rid, peid } = await candidate();
    await signInAs(page, member);
    await page.goto(paths.practiceExams.result(rid, peid, 2));
    await expect(page.getByRole("heading", { level: 1, name: "AFC Practice Exam Bundle: Exam #2 score report" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to practice exams" })).toHaveAttribute("href", paths.practiceExams.exam(rid, peid));

    const weakest = page.getByRole("region", { name: "Your three weakest competencies" }).getByRole("listitem");
    await expect(weakest).toHaveText([`${COMPETENCY_TITLES[9]} (25%)`, `${COMPETENCY_TITLES[7]} (45%)`, `${COMPETENCY_TITLES[3]} (50%)`]);

    const table = page.getByRole("table", { name: "Exam #2 results by competency, with the change since Exam #1" });
    await expect(table.getByRole("columnheader")).toHaveText(["Competency", "Questions", "Correct", "Score", "Change since Exam #1"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(9);
    await expect(rows.locator("th")).toHaveText(COMPETENCY_NUMBERS.map((n) => `${n}. ${COMPETENCY_TITLES[n]}`));
    await expect(rows.nth(0).locator("td")).toHaveText(["20", "15", "75%", "+25 points"]);
    await expect(rows.nth(1).locator("td")).toHaveText(["20", "12", "60%", "no change"]);
    await expect(rows.nth(2).locator("td")).toHaveText(["20", "10", "50%", "\u221220 points"]);
    await expect(rows.nth(5).locator("td")).toHaveText(["20", "19", "95%", "\u22125 points"]);
    // Total: the sum of the rows (119 of 180 right).
    await expect(table.locator("tfoot tr").locator("th, td")).toHaveText(["Total", "180", "119", "66%", ""]);

    // Each score's bar: an SVG as long as the percent, hidden from screen readers.
    const bar = rows.nth(0).locator("svg.score-bar");
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    await expect(bar.locator("rect.score-bar-fill")).toHaveAttribute("width", "75");
    await expect(page.locator("[style]")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("Exam #1's report has no change column; another member's report is a 404", async ({ page }) => {
    const { member, rid, peid } = await candidate();
    await signInAs(page, member);
    await page.goto(paths.practiceExams.result(rid, peid, 1));
    await expect(page.getByRole("heading", { level: 1, name: "AFC Practice Exam Bundle: Exam #1 score report" })).toBeVisible();
    const table = page.getByRole("table", { name: "Exam #1 results by competency" });
    await expect(table.getByRole("columnheader")).toHaveText(["Competency", "Questions", "Correct", "Score"]);
    await expect(table.locator("tbody tr")).toHaveCount(9);
    await expect(table.locator("tfoot tr").locator("th, td")).toHaveText(["Total", "180", "112", "62%"]);
    await expectAccessible(page);

    const other = await createMember();
    await signInAs(page, other);
    const response = await page.goto(paths.practiceExams.result(rid, peid, 1));
    expect(response?.status()).toBe(404);
    await expect(page.getByText("AFC Practice Exam Bundle")).toHaveCount(0);
  });
});
