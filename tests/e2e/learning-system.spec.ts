/**
 * A paid training's enrolment in the learning system (Brightspace, answered by the server's
 * stand-in, tests/mocks/brightspace.ts) on the admin's course registration review: the failure with
 * its tries, Retry enrolment that succeeds (the View Progress link then shows) and one the learning
 * system still refuses. JavaScript on and off, with axe on each page.
 */
import { expect, test } from "@playwright/test";
import { trainingPaidEnrolmentFailed } from "../factories/index.ts";
import { createMember, demo, expectAccessible, openDb, signInAs } from "./support.ts";

type Stored = {
  brightspaceEnrollment: number;
  brightspaceEnrollmentError: string | null;
  brightspaceEnrollmentTries: number;
  brightspaceId: string | null;
};

/** The registration's enrolment as the server stored it, with the member's Brightspace id. */
function stored(registrationId: number): Stored {
  const db = openDb();
  const row = db
    .prepare(
      `SELECT r."brightspaceEnrollment", r."brightspaceEnrollmentError", r."brightspaceEnrollmentTries", u."brightspaceId"
       FROM "Registration" r JOIN "User" u ON u.id = r."userId" WHERE r.id = ?`,
    )
    .get(registrationId) as Stored;
  db.close();
  return row;
}

test.describe("learning-system enrolment on the course registration review", () => {
  test("the admin sees a failed enrolment with its tries and retries it: the member is enrolled", async ({ page }) => {
    const member = await createMember({ firstName: "Erin" });
    const { registration, training } = await trainingPaidEnrolmentFailed(member.id, { tries: 2 });
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${registration.id}`);

    const section = page.getByRole("region", { name: "Training", exact: true });
    await expect(section.getByRole("row", { name: new RegExp(training.name) })).toBeVisible();
    await expect(section).toContainText(
      `Enrolment in the learning system failed: Brightspace could not enrol the user in course ${training.brightspaceCourseId} (503): Brightspace is down for maintenance.`,
    );
    await expect(section).toContainText("Tries: 2");
    // No Brightspace user yet: no progress to view.
    await expect(section.getByRole("link", { name: /View Progress/ })).toHaveCount(0);
    await expectAccessible(page);

    await section.getByRole("button", { name: "Retry enrolment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Enrolled in the learning system." })).toBeVisible();
    await expect(section).toContainText("Enrolled in the learning system");
    await expect(section.getByRole("button", { name: "Retry enrolment" })).toHaveCount(0);
    const after = stored(registration.id);
    expect(after).toMatchObject({ brightspaceEnrollment: 1, brightspaceEnrollmentError: null, brightspaceEnrollmentTries: 3 });
    expect(after.brightspaceId).toMatch(/^\d+$/);
    await expect(section.getByRole("link", { name: /View Progress/ })).toHaveAttribute(
      "href",
      new RegExp(`/d2l/le/classlist/userprogress/${after.brightspaceId}/\\d+/Summary$`),
    );
    await expectAccessible(page);
  });

  test("a retry the learning system still refuses says so and counts the try", async ({ page }) => {
    const member = await createMember({ firstName: "Dana" });
    const { registration } = await trainingPaidEnrolmentFailed(member.id, { courseId: "BS-DOWN-7" });
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${registration.id}`);
    const section = page.getByRole("region", { name: "Training", exact: true });
    await expect(section).toContainText("Tries: 1");

    await section.getByRole("button", { name: "Retry enrolment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There was a problem enrolling in Brightspace:" })).toContainText(
      "Brightspace could not enrol the user in course BS-DOWN-7 (503): Brightspace is down for maintenance.",
    );
    await expect(section).toContainText("Tries: 2");
    expect(stored(registration.id)).toMatchObject({ brightspaceEnrollment: 0, brightspaceEnrollmentTries: 2 });
    await expectAccessible(page);
  });
});
