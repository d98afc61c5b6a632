/**
 * Experience hours and extensions (issue 20): a candidate logs hours (the cap and the 7-year
 * lookback refuse with their messages), an admin approves them and the candidate's progress moves;
 * a supervisor validates through the emailed link, once; an expired candidate requests an
 * extension, pays the fee, the admin approves and the deadline moves 6 months, and a decided
 * extension cannot be decided again; the admin rejects hours and the candidate resubmits them;
 * another member's experience is a 404. JavaScript on and off,
 * with axe.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  expiredWithoutExtension,
  inPostRegistration,
  pendingExperience,
  saveCard,
  serviceType,
  type ExperienceFields,
} from "../factories/index.ts";
import { createMember, demo, expectAccessible, latestEmailTo, openDb, waitForHydration, signInAs } from "./support.ts";

const DAY = 86_400_000;
const nyDay = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
const usDay = (d: Date) =>
  d.toLocaleDateString("en-US", { timeZone: "America/New_York", month: "2-digit", day: "2-digit", year: "numeric" });

/** An enrolled AFC candidate (1,000 hours required, enrolled a year ago, deadline 400 days ahead), the registration fee paid. */
async function candidate(userId: number): Promise<number> {
  const { registration } = await inPostRegistration(userId, {
    enrolledOn: new Date(Date.now() - 365 * DAY),
    deadline: new Date(Date.now() + 400 * DAY),
    payExamFeeUpfront: false,
  });
  return registration.id;
}

/** Hours of one-on-one counseling (or the service type named) waiting for review, in `over`'s words. */
async function pendingHours(registrationId: number, over: ExperienceFields & { type?: string }) {
  const { type = "One-on-one financial counseling", ...fields } = over;
  return pendingExperience(registrationId, {
    fellowshipServiceTypeId: (await serviceType(type)).id,
    title: null,
    verified: false,
    ...fields,
  });
}

async function fillExperience(page: Page, over: { type?: string; hours: string; start: string; supervisorEmail: string }) {
  await waitForHydration(page);
  await page.getByLabel("Service Type").selectOption({ label: over.type ?? "Group education and workshops" });
  await page.getByLabel("Hours", { exact: true }).fill(over.hours);
  await page.getByLabel("Organization").fill("Riverside Credit Union");
  await page.getByLabel("Job Title").fill("Financial Coach");
  await page.getByLabel("Supervisor Name").fill("Sam Supervisor");
  await page.getByLabel("Supervisor Email").fill(over.supervisorEmail);
  await page.getByLabel("Supervisor Phone").fill("(614) 555-0100");
  await page.getByLabel("Description").fill("Monthly budgeting workshops for new employees.");
  await page.getByLabel("Start Date").fill(over.start);
  await page.getByLabel("End Date").fill(nyDay(new Date(Date.now() - 30 * DAY)));
}

test.describe("experience hours", () => {
  test("the candidate logs hours (cap and lookback refused), the admin approves them, the progress moves", async ({ page }) => {
    const member = await createMember({ firstName: "Hana", lastName: "Hours" });
    await candidate(member.id);
    const supervisor = `sup-${member.id}@example.test`;
    await signInAs(page, member);
    await page.goto("/certifications-and-training/experience");
    await expect(page.getByRole("main")).toContainText("0 of 1000 hours approved.");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Add Experience" }).click();
    await expect(page.getByRole("heading", { name: "Add Experience", level: 1 })).toBeVisible();

    // Required fields, then the cap (50% of 1,000) and the lookback (7 years before enrollment).
    await waitForHydration(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Organization")).toHaveAccessibleDescription(/Required/);
    await expect(page.getByLabel("I verify that the information above is accurate", { exact: false })).toHaveAccessibleDescription(
      /Required/,
    );
    await expectAccessible(page);
    await fillExperience(page, { hours: "600", start: nyDay(new Date(Date.now() - 9 * 365 * DAY)), supervisorEmail: supervisor });
    await page.getByLabel("I verify that the information above is accurate", { exact: false }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Hours", { exact: true })).toHaveAccessibleDescription(/You can only record 500 more hours/);
    await expect(page.getByLabel("Start Date")).toHaveAccessibleDescription(
      /You cannot log experience prior to 7 years from date of enrollment/,
    );
    await expectAccessible(page);

    await fillExperience(page, { hours: "120.5", start: nyDay(new Date(Date.now() - 200 * DAY)), supervisorEmail: supervisor });
    await page.getByLabel("I verify that the information above is accurate", { exact: false }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Experience submitted" })).toBeVisible();
    const row = page.getByRole("row", { name: /Group education and workshops/ });
    await expect(row).toContainText("120.5");
    await expect(row).toContainText("Pending");

    // The admin approves it from the Experiences queue.
    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/experiences?q=${encodeURIComponent(member.email)}`);
    await expect(page.getByRole("heading", { name: "Experiences", level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Hana" }).click();
    await expect(page.getByRole("heading", { name: "Experience Review" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve Experience" });
    await expect(dialog).toContainText("120.5 hours of Group education and workshops");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("region", { name: "Experience" })).toContainText("120.5 of 1000 hours approved");
    await page.goto("/certifications-and-training/experience");
    await page.getByRole("link", { name: "Group education and workshops" }).click();
    // Approved: static, no form.
    await expect(page.getByRole("heading", { name: "Experience", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: /Save Changes|Resubmit/ })).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("Approved");
  });

  test("the admin rejects hours with a status and a message; the candidate sees why, corrects and resubmits", async ({ page }) => {
    const member = await createMember({ firstName: "Rhea", lastName: "Rejected" });
    const registrationId = await candidate(member.id);
    const now = new Date();
    const { id: experienceId } = await pendingHours(registrationId, {
      type: "Group education and workshops",
      organization: "Harbor Credit Union",
      title: "Coach",
      hours: 40,
      supervisorName: "Sam Supervisor",
      supervisorEmail: `sup-${member.id}@example.test`,
      supervisorPhone: "(614) 555-0100",
      description: "Budget clinics.",
      startDate: new Date(now.getTime() - 200 * DAY),
      endDate: new Date(now.getTime() - 30 * DAY),
      verified: true,
      createdAt: now,
    });

    await signInAs(page, demo("admin"));
    await page.goto(`/admin/experiences/${experienceId}`);
    await expect(page.getByRole("heading", { name: "Experience Review" })).toBeVisible();
    await page.getByRole("link", { name: "Reject", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Reject Experience" });
    await expect(dialog).toContainText("40 hours of Group education and workshops");
    await expectAccessible(page);
    await dialog.getByLabel("Status").selectOption({ label: "Insufficient documentation" });
    await dialog.getByLabel("Message (optional)").fill("Please attach the verification form.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    // Decided once: the review page offers no second decision.
    await page.goto(`/admin/experiences/${experienceId}`);
    await expect(page.getByRole("link", { name: "Reject", exact: true })).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("Insufficient documentation");

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training/experience");
    // A rejected entry shows its rejection status.
    await expect(page.getByRole("row", { name: /Group education and workshops/ })).toContainText("Insufficient documentation");
    await page.getByRole("link", { name: "Group education and workshops" }).click();
    const notice = page.getByRole("note");
    await expect(notice).toContainText("Not approved on");
    await expect(notice).toContainText("Insufficient documentation");
    await expect(notice).toContainText("Please attach the verification form.");
    await expectAccessible(page);
    await waitForHydration(page);
    await page.getByLabel("Description").fill("Budget clinics, with the signed verification form.");
    await page.getByLabel("I verify that the information above is accurate", { exact: false }).check();
    await page.getByRole("button", { name: "Resubmit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Experience resubmitted" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Group education and workshops/ })).toContainText("Pending");
  });

  test("a supervisor validates through the emailed link once; a bad link gets a clear page", async ({ page }) => {
    const member = await createMember({ firstName: "Vera", lastName: "Validated" });
    const reg = await candidate(member.id);
    const supervisor = `boss-${member.id}@example.test`;
    const now = new Date();
    const { id } = await pendingHours(reg, {
      organization: "Harbor Credit Union",
      hours: 80,
      supervisorName: "Bo Boss",
      supervisorEmail: supervisor,
      supervisorPhone: "555",
      description: "Counseling sessions",
      startDate: new Date(now.getTime() - 300 * DAY),
      endDate: now,
      createdAt: now,
    });

    await signInAs(page, demo("admin"));
    await page.goto(`/admin/experiences/${id}`);
    await page.getByRole("link", { name: "Send Validation" }).click();
    const dialog = page.getByRole("dialog", { name: "Validation" });
    await expect(dialog.getByRole("checkbox", { name: /Harbor Credit Union/ })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Validation request sent" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Verifier Validation" })).toContainText("Not yet");

    const mail = await latestEmailTo(supervisor);
    expect(mail?.subject).toContain("Vera Validated");
    const link = /\/verify-experience\/[A-Za-z0-9_-]+/.exec(mail!.text)![0];

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Experience Validation" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Harbor Credit Union");
    await expect(page.getByLabel("Hours")).toHaveValue("80");
    await expectAccessible(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign and Submit" }).click();
    await expect(page.getByLabel("Signature (type your full name)")).toHaveAccessibleDescription(/Required/);
    await page.getByLabel("Hours").fill("75");
    await page.getByLabel("Comments (optional)").fill("Five hours were training, not counseling.");
    await page.getByLabel("Signature (type your full name)").fill("Bo Boss");
    await page.getByRole("button", { name: "Sign and Submit" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you. Your validation has been recorded.");
    await page.goto(link);
    await expect(page.getByRole("status")).toContainText("This validation has already been completed.");
    await page.goto("/verify-experience/not-a-real-token-at-all-0000000000");
    await expect(page.getByRole("status")).toContainText("This validation link is not valid.");
    await expectAccessible(page);

    await signInAs(page, demo("admin"));
    await page.goto(`/admin/experiences/${id}`);
    const validations = page.getByRole("region", { name: "Verifier Validation" });
    await expect(validations).toContainText("Bo Boss");
    await expect(validations).toContainText("Five hours were training");
    await expect(validations.getByRole("cell", { name: "75", exact: true })).toBeVisible();
    // The admin corrects the validation.
    await validations.getByRole("link", { name: /^Update/ }).click();
    const update = page.getByRole("dialog", { name: "Update Validation" });
    await expect(update.getByLabel("Hours")).toHaveValue("75");
    await expectAccessible(page);
    await waitForHydration(page);
    await update.getByLabel("Hours").fill("77.25");
    await update.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Validation updated" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Verifier Validation" }).getByRole("cell", { name: "77.25", exact: true })).toBeVisible();
  });

  test("another member's experience is a 404", async ({ page }) => {
    const owner = await createMember({ firstName: "Owen", lastName: "Owner" });
    const reg = await candidate(owner.id);
    const now = new Date();
    const exp = await pendingHours(reg, {
      organization: "Private Org",
      hours: 10,
      supervisorName: "S",
      supervisorEmail: "s@example.test",
      supervisorPhone: "555",
      description: "Private",
      startDate: now,
      endDate: now,
      createdAt: now,
    });
    const other = await createMember({ firstName: "Nosy", lastName: "Neighbour" });
    await candidate(other.id);
    await signInAs(page, other);
    const response = await page.goto(`/certifications-and-training/experience/${exp.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main")).not.toContainText("Private Org");
  });
});

test.describe("extensions", () => {
  test("an expired candidate requests an extension, pays $200, the admin approves once, the deadline moves 6 months", async ({ page }) => {
    const member = await createMember({ firstName: "Ezra", lastName: "Extended" });
    // Enrolled a year ago, the deadline 30 days past, no extension yet; a saved card.
    const { registration } = await expiredWithoutExtension(member.id, {
      enrolledOn: new Date(Date.now() - 365 * DAY),
      deadline: new Date(Date.now() - 30 * DAY),
      payExamFeeUpfront: false,
    });
    await saveCard(member.id);
    const reg = registration.id;
    const deadline = registration.deadline!;
    const newDeadline = new Date(deadline);
    newDeadline.setMonth(newDeadline.getMonth() + 6);

    await signInAs(page, member);
    await page.goto("/");
    const card = page.getByRole("region", { name: "Certification" });
    await expect(card).toContainText("Your registration expired");
    await card.getByRole("link", { name: "Request Extension" }).click();
    await expect(page.getByRole("heading", { name: "Request an Extension" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`your new deadline would be ${usDay(newDeadline)}`);
    await expectAccessible(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByLabel("Experience hours completed so far")).toHaveAccessibleDescription(/Required/);
    await expect(page.getByLabel("Signature (type your full name)")).toHaveAccessibleDescription(/Required/);
    await page.getByLabel("Experience hours completed so far").fill("640");
    await page.getByLabel("Signature (type your full name)").fill("Ezra Extended");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Extension request added to your cart" })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main")).toContainText("Deadline Extension (6 months)");
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Certification" })).toContainText("Your extension request is in your cart.");

    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Pay $200.00" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment completed" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Certification" })).toContainText(
      "We received your extension request. It is under review",
    );
    await page.goto("/certifications-and-training/extensions/request");
    await expect(page.getByRole("status")).toContainText("No further extension is available.");

    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/extensions?q=${encodeURIComponent(member.email)}`);
    await expect(page.getByRole("heading", { name: "Extensions", level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Ezra" }).click();
    await expect(page.getByRole("heading", { name: "Extension Review" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("640");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve Extension" });
    await expect(dialog).toContainText(`to ${usDay(newDeadline)}`);
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

    // Decided: only the status line and the history; the modal refuses.
    const extensionId = (() => {
      const d = openDb();
      const row = d.prepare(`SELECT id FROM "Extension" WHERE registrationId = ?`).get(reg) as { id: number };
      d.close();
      return row.id;
    })();
    await page.goto(`/admin/extensions/${extensionId}`);
    await expect(page.getByRole("status").filter({ hasText: /^Approved on / })).toBeVisible();
    await expect(page.getByRole("link", { name: "Approve", exact: true })).toHaveCount(0);
    await page.goto(`/admin/extensions/${extensionId}/reject`);
    await expect(page.getByRole("dialog", { name: "Reject Extension" })).toContainText("This extension request has already been decided.");
    await expect(page.getByRole("button", { name: "Reject" })).toHaveCount(0);
    // The registration review links its Extension line here.
    await page.goto(`/admin/course-registrations/${reg}`);
    await page.getByRole("link", { name: /^Approved/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/extensions/${extensionId}$`));

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Certification" })).toContainText(`Your new deadline is ${usDay(newDeadline)}.`);
  });
});
