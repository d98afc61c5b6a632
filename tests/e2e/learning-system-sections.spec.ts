/**
 * The admin's learning-system sections on the course registration review (Brightspace answered by
 * the server's stand-in, tests/mocks/brightspace.ts; decision 55): Enroll In Section for a module
 * (course, optional section and deadline) then View Progress; removal hides it; a course that is
 * down answers 'There was a problem enrolling in Brightspace' and a working course chosen by search
 * succeeds; no course chosen is 'Required'. JavaScript on and off, with axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { moduleWaitingForSection } from "../factories/index.ts";
import { createMember, demo, expectAccessible, signInAs } from "./support.ts";

async function openReview(page: Page, registrationId: number) {
  await signInAs(page, demo("admin"));
  await page.goto(`/admin/course-registrations/${registrationId}`);
  return page.getByRole("region", { name: "Training", exact: true });
}

test.describe("learning-system sections on the course registration review", () => {
  test("the admin enrols a candidate in a section and sees View Progress; removal hides it", async ({ page }) => {
    const member = await createMember({ firstName: "Skye" });
    const { registration } = await moduleWaitingForSection(member.id);
    const training = await openReview(page, registration.id);
    const row = training.getByRole("row", { name: /Module 1/ });
    await expect(row).toContainText("Get Sections");
    await expect(training.getByRole("link", { name: /View Progress/ })).toHaveCount(0);

    await row.getByRole("link", { name: "Get Sections for Module 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Enroll In Section" });
    await expect(dialog).toContainText("Course: AFC Module 2: Credit and Debt (BS-AFC-102)");
    await expectAccessible(page);
    await dialog.getByLabel("Section (optional)").selectOption({ label: "Fall cohort" });
    await dialog.getByLabel("Deadline (optional)").fill("2027-01-15");
    await dialog.getByRole("button", { name: "Enroll" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    await expect(row).toContainText("Approved: AFC Module 2: Credit and Debt (BS-AFC-102), Fall cohort, until 01/15/2027");
    await expect(row.getByRole("link", { name: /View Progress/ })).toHaveAttribute(
      "href",
      /\/d2l\/le\/classlist\/userprogress\/\d+\/\d+\/Summary$/,
    );
    await expectAccessible(page);

    await training.getByRole("link", { name: "Remove from learning system" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove from learning system" });
    await expect(confirm).toContainText("BS-AFC-102");
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed from the learning system." })).toBeVisible();
    await expect(row).toContainText("Removed");
    await expect(training.getByRole("link", { name: /View Progress/ })).toHaveCount(0);
    await expect(training.getByRole("link", { name: "Remove from learning system" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a course that is down shows 'There was a problem enrolling in Brightspace'; a working course found by search succeeds", async ({
    page,
  }) => {
    const member = await createMember({ firstName: "Dane" });
    const { registration } = await moduleWaitingForSection(member.id, { courseId: "BS-DOWN-9", name: "Coaching Module" });
    const training = await openReview(page, registration.id);
    await training.getByRole("link", { name: "Get Sections for Coaching Module" }).click();
    const dialog = page.getByRole("dialog", { name: "Enroll In Section" });
    await expect(dialog).toContainText(
      "The sections could not be loaded: Brightspace could not read course BS-DOWN-9 (503): Brightspace is down for maintenance.",
    );
    await dialog.getByRole("button", { name: "Enroll" }).click();
    await expect(dialog.getByRole("alert")).toContainText(
      "There was a problem enrolling in Brightspace: Brightspace could not read course BS-DOWN-9 (503): Brightspace is down for maintenance.",
    );
    await expectAccessible(page);

    await dialog.getByLabel("Search courses").fill("credit");
    await dialog.getByRole("button", { name: "Search" }).click();
    await dialog.getByRole("link", { name: "AFC Module 2: Credit and Debt (BS-AFC-102)" }).click();
    await expect(dialog).toContainText("Course: AFC Module 2: Credit and Debt (BS-AFC-102)");
    await dialog.getByLabel("Section (optional)").selectOption({ label: "Spring cohort" });
    await dialog.getByRole("button", { name: "Enroll" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    await expect(training.getByRole("row", { name: /Coaching Module/ })).toContainText(
      "Approved: AFC Module 2: Credit and Debt (BS-AFC-102), Spring cohort",
    );
  });

  test("without a course the enrolment is refused as Required", async ({ page }) => {
    const member = await createMember({ firstName: "Nell" });
    const { registration } = await moduleWaitingForSection(member.id, { courseId: null, name: "Open Module" });
    const training = await openReview(page, registration.id);
    await training.getByRole("link", { name: "Get Sections for Open Module" }).click();
    const dialog = page.getByRole("dialog", { name: "Enroll In Section" });
    await expect(dialog).toContainText("Course: none chosen yet");
    await dialog.getByRole("button", { name: "Enroll" }).click();
    await expect(dialog.getByText("Required", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
