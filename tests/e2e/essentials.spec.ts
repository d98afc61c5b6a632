/**
 * Essentials courses (issue 33, decision 46): a member browses the courses from the dashboard,
 * registers for one, puts it in the cart, pays with the saved card (the Stripe stand-in) and finds it
 * In Progress with its learning-system link; after "I have finished this course" the admin approves
 * the module and the member finds it Complete with its credential, on the page and in the sidebar;
 * the registration page without a registration sends to the dashboard. JavaScript on and off, with
 * axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { courseInProgress, essentialsCourseOnSale, saveCard, trainingReference, uniqueName } from "../factories/index.ts";
import { createMember, demo, expectAccessible, openDb, signInAs } from "./support.ts";

function toast(page: Page, message: string | RegExp) {
  return page.getByRole("status").filter({ hasText: message });
}

function registrationOf(userId: number, trainingId: number) {
  const db = openDb();
  const rows = db.prepare(`SELECT id, status FROM "Registration" WHERE userId = ? AND trainingId = ?`).all(userId, trainingId) as {
    id: number;
    status: string;
  }[];
  db.close();
  return rows;
}

test.describe("Essentials courses", () => {
  test("a member registers for a course, pays and sees it In Progress", async ({ page }) => {
    const name = uniqueName("Essentials: Budgeting Basics");
    const course = await essentialsCourseOnSale({
      name,
      priceCents: 4_900,
      brightspaceCourseId: "BS-ESS-101",
      category: {
        name: uniqueName("Essentials for Coaches"),
        description: "<p>Short courses for <strong>front-line staff</strong>.</p>",
        descriptionVideoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      },
    });
    const member = await createMember({ firstName: "Bea", lastName: "Budget" });
    await saveCard(member.id, { id: "pm_card_visa", last4: "4242" });
    await signInAs(page, member);

    await page.goto("/");
    await page.getByRole("link", { name: "Browse Courses" }).click();
    await expect(page).toHaveURL(/\/certifications-and-training\/trainings$/);
    await expect(page.getByRole("heading", { name: "Essentials Courses", level: 1 })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Essentials courses" });
    await expect(tabs.getByRole("link", { name: "Available" })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("$49.00");
    await expectAccessible(page);

    await row.getByRole("button", { name: `Register for ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/certifications-and-training/trainings/${course.categoryId}$`));
    await expect(page.getByRole("heading", { name: `${name} Registration`, level: 1 })).toBeVisible();
    await expect(page.getByText("Short courses for front-line staff.")).toBeVisible();
    // The video plays in the page; its plain link works without JavaScript.
    await expect(page.locator('iframe[src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Watch the video" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    );
    await expect(page.getByRole("region", { name: "Review & Pay" })).toContainText("$49.00");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "Added to your cart.")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
    // Back on the page, the course is In Cart, not for sale again; Add to Cart again changes nothing.
    await page.goto("/certifications-and-training/trainings");
    await expect(page.getByRole("row", { name: new RegExp(name) }).getByRole("link", { name: `${name}: In Cart` })).toBeVisible();
    await page.goto(`/certifications-and-training/trainings/${course.categoryId}`);
    await expect(page.getByRole("link", { name: "View Cart" })).toBeVisible();

    await page.goto("/checkout");
    await page.getByRole("button", { name: "Pay $49.00" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Payment completed")).toBeVisible();
    expect(registrationOf(member.id, course.id)).toMatchObject([{ status: "post_registration" }]);

    await page.goto("/certifications-and-training/trainings");
    await page.getByRole("navigation", { name: "Essentials courses" }).getByRole("link", { name: "In Progress" }).click();
    await expect(page).toHaveURL(/\?tab=in-progress$/);
    const enrolled = page.getByRole("row", { name: new RegExp(name) });
    await expect(enrolled.getByRole("link", { name })).toHaveAttribute("href", "https://learn.example.org/d2l/home/BS-ESS-101");
    await expect(enrolled).toContainText("In Progress");
    await expectAccessible(page);
  });

  test("the admin approves the finished course; the member sees it Complete with its credential", async ({ page }) => {
    const name = uniqueName("Essentials: Credit Basics");
    const course = await essentialsCourseOnSale({ name });
    const member = await createMember({ firstName: "Cal", lastName: "Complete" });
    const { registration } = await courseInProgress(member.id, { training: course });
    await signInAs(page, member);

    await page.goto("/certifications-and-training/trainings?tab=in-progress");
    await page
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: /^I have finished this course/ })
      .click();
    await expect(toast(page, "We will review your course")).toBeVisible();
    const waiting = page.getByRole("row", { name: new RegExp(name) });
    await expect(waiting).toContainText("Under Review");
    await expect(waiting.getByRole("button")).toHaveCount(0);
    await expectAccessible(page);

    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${registration.id}`);
    await expect(page.getByRole("heading", { name: `${name} Registration`, level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve Registration" });
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training/trainings?tab=complete");
    const done = page.getByRole("row", { name: new RegExp(name) });
    await expect(done).toContainText("Completed");
    await expect(done.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\/www\.credential\.net\/mock-acc-essentials-/);
    await expectAccessible(page);
    await page.goto("/");
    const myProfile = page.getByRole("region", { name: "My Profile" });
    await expect(myProfile.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\/www\.credential\.net\//);
    await expect(myProfile.getByRole("listitem").filter({ hasText: name })).toContainText("Completed");
  });

  test("without a registration the registration page sends to the dashboard; the trainer category to its page", async ({ page }) => {
    const ref = await trainingReference();
    const member = await createMember({ firstName: "Nora", lastName: "None" });
    await signInAs(page, member);
    await page.goto(`/certifications-and-training/trainings/${ref.essentials.id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome, Nora", level: 1 })).toBeVisible();
    const response = await page.request.get(`/certifications-and-training/trainings/${ref.trainerCategory.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/certifications-and-training/independent-trainer");
  });
});
