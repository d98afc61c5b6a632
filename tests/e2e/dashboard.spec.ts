import { expect, test, type Page } from "@playwright/test";
import { createMember, demo, expectAccessible, jsEnabled, signInAs, SMOKE } from "./support.ts";

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** MM/DD/YYYY as a sortable number. */
const sortable = (mdy: string) => {
  const [m, d, y] = mdy.split("/");
  return Number(`${y}${m}${d}`);
};

test.describe("dashboard", () => {
  test("a certified member sees the certificate in good standing and the active membership", SMOKE, async ({ page }) => {
    await signInAs(page, demo("certified in good standing"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    const certification = card(page, "Certification");
    await expect(certification.getByText("Accredited Financial Counselor")).toBeVisible();
    await expect(certification.getByText("In Good Standing")).toBeVisible();
    await expect(certification.getByText(/^Reporting period ends \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await expect(certification.getByRole("link", { name: "Enroll Now" })).toHaveCount(0);
    const membership = card(page, "Membership");
    await expect(membership.getByText("Professional Membership")).toBeVisible();
    await expect(membership.getByText("In Good Standing")).toBeVisible();
    await expect(membership.getByText(/^Valid through \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    // The seeded alerts: newest first, unread ones marked.
    const alerts = card(page, "Alerts");
    await expect(alerts.getByText("New webinar for members")).toBeVisible();
    await expect(alerts.getByText("CEU approved")).toBeVisible();
    await expectAccessible(page);
  });

  test("a new user is offered enrolment and membership", async ({ page }) => {
    await signInAs(page, demo("new user with nothing yet"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(card(page, "Certification").getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      "/certifications-and-training",
    );
    await expect(card(page, "Membership").getByRole("link", { name: "Become a Member" })).toHaveAttribute("href", "/membership/get");
    await expect(card(page, "Essentials Courses").getByText(/courses? available/)).toBeVisible();
    await expect(card(page, "Alerts").getByText("You have no alerts.")).toBeVisible();
    await expectAccessible(page);
  });

  test("a candidate sees their progress toward certification", async ({ page }) => {
    await signInAs(page, demo("candidate in post-registration (practice Exam #1 taken: its score report)"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    const certification = card(page, "Certification");
    await expect(certification.getByText("640 of 1000 hours")).toBeVisible();
    await expect(certification.getByRole("definition").filter({ hasText: /^Paid$/ })).toBeVisible();
    await expect(certification.getByRole("definition").filter({ hasText: /^Signed$/ })).toBeVisible();
    await expect(certification.getByRole("link", { name: "View Progress" })).toBeVisible();
    // The education link: the learning system, or the course-materials supplier once a paid material has its course.
    await expect(certification.getByRole("link", { name: "Go to the Learning System (opens in a new tab)" })).toHaveAttribute(
      "href",
      /^https?:\/\//,
    );
    await expect(card(page, "Membership").getByText("In Good Standing")).toBeVisible();
    await expectAccessible(page);
  });

  test("an emeritus applicant sees the request under review", async ({ page }) => {
    await signInAs(page, demo("emeritus applicant"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(
      card(page, "Membership").getByText("Your emeritus request is being reviewed. This takes 2-3 business days."),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("upcoming events are listed in date order", async ({ page }) => {
    await signInAs(page, demo("new user with nothing yet"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    const events = card(page, "Upcoming and OnDemand Events");
    const items = events.getByRole("listitem");
    await expect(items.first()).toBeAttached();
    const dates = (await events.locator(".event-meta").allTextContents()).map((t) => t.match(/\d\d\/\d\d\/\d{4}/)?.[0] ?? "");
    expect(dates.length).toBeGreaterThan(3);
    expect(dates.every(Boolean)).toBe(true);
    expect([...dates].sort((a, b) => sortable(a) - sortable(b))).toEqual(dates);
    // (CSS locators: with JavaScript the slides out of view are hidden from the accessibility tree.)
    const names = await events.locator(".carousel-slide h3").allTextContents();
    expect(names).toContain("Webinar: Student Loans After the Pause");
    expect(names).toContain("OnDemand: Ethics Refresher for AFCs");
    expect(names).not.toContain("Symposium 2026: Building Financial Resilience"); // already held
    expect(names.indexOf("Webinar: Student Loans After the Pause")).toBeLessThan(
      names.indexOf("Symposium 2027: Financial Wellness for All"),
    );
    await expect(events.locator("a", { hasText: "Webinar: Student Loans After the Pause" })).toHaveAttribute("href", /^\/events\/\d+$/);

    if (!jsEnabled()) {
      // A plain list, scrollable sideways; no carousel buttons that would do nothing.
      await expect(events.getByRole("list")).toBeVisible();
      await expect(events.getByRole("button")).toHaveCount(0);
      await expectAccessible(page);
      return;
    }

    // With JavaScript: a carousel that plays, pauses and steps.
    const track = events.locator(".carousel-track");
    await page.mouse.move(0, 0);
    await expect(events.getByRole("button", { name: "Previous" })).toBeVisible();
    await expect(events.getByRole("button", { name: "Next" })).toBeVisible();
    await expect(track).toHaveAttribute("style", /translateX/);
    const start = (await track.getAttribute("style")) ?? "";
    await expect(track).not.toHaveAttribute("style", start, { timeout: 5_000 }); // autoplay moved it
    await events.getByRole("button", { name: "Pause" }).click();
    await expect(events.getByRole("button", { name: "Play" })).toBeVisible();
    await page.getByRole("heading", { name: /^Welcome, / }).click(); // pointer and focus leave the carousel
    const paused = await track.getAttribute("style");
    await page.waitForTimeout(3_500);
    expect(await track.getAttribute("style")).toBe(paused);
    await events.getByRole("button", { name: "Next" }).click();
    await expect(track).not.toHaveAttribute("style", paused ?? "");
    await expectAccessible(page);
  });

  test("the profile prompt shows once, then not again", async ({ page }) => {
    // A member since January 2025 who has never updated the profile nor seen the prompt.
    const member = await createMember({
      firstName: "Oona",
      createdAt: new Date("2025-01-10T15:00:00.000Z"),
      profileLastUpdated: null,
      profileUpdateModalShown: null,
    });
    await signInAs(page, member);
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Is your profile up to date?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Update Profile" })).toHaveAttribute("href", "/edit-profile");
    await expectAccessible(page);
    await dialog.getByRole("link", { name: "Not Now" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome, Oona" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome, Oona" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectAccessible(page);
  });
});
