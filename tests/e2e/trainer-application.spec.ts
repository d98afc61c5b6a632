/**
 * The Independent Trainer application (issue 33): an eligible member applies through the seven
 * steps hitting every message of member spec 5 once, pays, the admin rejects it to Program Format
 * Details, the member fixes it and resubmits without paying again, and the admin approves: the
 * member is an active trainer for a year. JavaScript on and off, with axe on each page. The trainer
 * dashboard (whose Apply button posts to the apply address) is another piece's: Apply is posted here
 * directly, and the outcome read from the database.
 */
import { expect, test, type Page } from "@playwright/test";
import { eligibleToTrainCertified, saveCard, trainingReference } from "../factories/index.ts";
import { formatDate } from "~/lib/dates.ts";
import { paths } from "~/lib/paths.ts";
import { createMember, demo, expectAccessible, openDb, signInAs, waitForHydration } from "./support.ts";

type Application = { id: number; status: string; step: string };

function applicationOf(userId: number): Application {
  const db = openDb();
  const row = db
    .prepare(`SELECT id, status, step FROM "Registration" WHERE userId = ? AND trainingId IS NOT NULL ORDER BY id DESC LIMIT 1`)
    .get(userId) as Application;
  db.close();
  return row;
}

function trainerOf(userId: number) {
  const db = openDb();
  const row = db
    .prepare(
      `SELECT t.registrationId, t.approvedAt, t.expiresAt, u.isIndependentTrainer, d.code, d.usageLimit
       FROM "IndependentTrainer" t JOIN "User" u ON u.id = t.userId
       LEFT JOIN "Registration" r ON r.id = t.registrationId LEFT JOIN "Discount" d ON d.id = r.trainerDiscountId
       WHERE t.userId = ?`,
    )
    .get(userId) as
    | {
        registrationId: number;
        approvedAt: string;
        expiresAt: string;
        isIndependentTrainer: number;
        code: string | null;
        usageLimit: number;
      }
    | undefined;
  db.close();
  return row;
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

async function saveAndContinue(page: Page, label = "Save & Continue") {
  await waitForHydration(page);
  await page.getByRole("button", { name: label, exact: true }).click();
}

/** On the step `title`: checked with axe, then Save & Continue with nothing filled in. */
async function openedEmpty(page: Page, title: string) {
  await expect(stepHeading(page, title)).toBeVisible();
  await expectAccessible(page);
  await saveAndContinue(page);
  await expect(stepHeading(page, title)).toBeVisible();
}

test.describe("Independent Trainer application", () => {
  test("an eligible member applies, pays, is sent back to Program Format Details, resubmits and is approved", async ({ page }) => {
    test.setTimeout(240_000); // about twenty pages, each with an axe check, and two people
    const member = await createMember({ firstName: "Tara", lastName: "Trainer" });
    await eligibleToTrainCertified(member.id);
    const ref = await trainingReference();
    const stepUrl = (step: string) => paths.trainings.registerStep(ref.trainerCategory.id, step);
    await signInAs(page, member);

    // Apply (the dashboard's button posts here): the application starts at Bio; a second post starts no other.
    const origin = new URL(test.info().project.use.baseURL!).origin;
    for (let i = 0; i < 2; i++) {
      const applied = await page.request.post(paths.trainings.independent.apply(), { maxRedirects: 0, headers: { Origin: origin } });
      expect(applied.status()).toBe(302);
      expect(applied.headers().location).toBe(stepUrl("trainer_bio"));
    }
    const started = applicationOf(member.id);
    expect(started).toMatchObject({ status: "pre_registration", step: "trainer_bio" });
    await page.goto(stepUrl("trainer_bio"));
    await expect(page.getByRole("heading", { level: 1, name: "Independent Trainer Application" })).toBeVisible();
    const steps = page.getByRole("navigation", { name: "Application steps" });
    await expect(steps.getByRole("listitem")).toHaveText([
      "Bio",
      "Program Contact Information",
      "Program Format Details",
      "Program Audience",
      "Languages Offered",
      "Independent Trainer Terms and Conditions",
      "Pay & Review",
    ]);

    // Bio: required; too many characters.
    await openedEmpty(page, "Bio");
    await expect(page.getByRole("textbox", { name: "Bio" })).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    await page.getByLabel("Education (optional)").fill("x".repeat(256));
    await page.getByRole("textbox", { name: "Bio" }).fill("I teach money management to military families.");
    await saveAndContinue(page);
    await expect(page.getByLabel("Education (optional)")).toHaveAccessibleDescription(/Too many characters/);
    await page.getByLabel("Education (optional)").fill("M.S. Family Financial Planning");
    await page.getByLabel("Licenses (optional)").fill("AFC®");
    await saveAndContinue(page);

    // Program Contact Information: one of email, phone or website.
    await openedEmpty(page, "Program Contact Information");
    await expect(page.getByRole("group", { name: "How to reach you" })).toHaveAccessibleDescription(
      /You must add an email, phone, or website/,
    );
    await expectAccessible(page);
    await page.getByLabel("Website").fill("https://tara-trains.example.org");
    await saveAndContinue(page);

    // Program Format Details: the offering, a format; In-Person needs a location, Traveling a state, a Designated Location an address.
    await openedEmpty(page, "Program Format Details");
    await expect(page.getByRole("group", { name: "What will you offer?" })).toHaveAccessibleDescription(/Please select one/);
    await expect(page.getByRole("group", { name: "Program format" })).toHaveAccessibleDescription(/Please select at least one/);
    await expectAccessible(page);
    await expect(page.getByRole("group", { name: /^In-person locations/ })).toBeHidden();
    await page.getByRole("radio", { name: "Custom Program" }).check();
    await page.getByRole("checkbox", { name: "In-Person" }).check();
    await saveAndContinue(page);
    await expect(page.getByRole("group", { name: /^In-person locations/ })).toHaveAccessibleDescription(/Please select at least one/);
    await page.getByRole("checkbox", { name: "Traveling" }).check();
    await page.getByRole("checkbox", { name: "Designated Location" }).check();
    await saveAndContinue(page);
    await expect(page.getByLabel(/^States you travel to/)).toHaveAccessibleDescription(/Please select at least one/);
    await expect(page.getByLabel(/^Designated location address/)).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    await page.getByLabel(/^States you travel to/).selectOption(["VA"]);
    await page.getByLabel(/^Designated location address/).fill("12 Oak St, Richmond, VA 23219");
    await saveAndContinue(page);

    // Program Audience: at least one; Group needs a group size.
    await openedEmpty(page, "Program Audience");
    await expect(page.getByRole("group", { name: "Who do you train?" })).toHaveAccessibleDescription(/Please select at least one/);
    await page.getByRole("checkbox", { name: "Group" }).check();
    await saveAndContinue(page);
    await expect(page.getByRole("group", { name: /^Group size/ })).toHaveAccessibleDescription(/Please select one/);
    await expectAccessible(page);
    await page.getByRole("radio", { name: "10 - 20" }).check();
    await saveAndContinue(page);

    // Languages Offered: at least one; Other needs its name.
    await openedEmpty(page, "Languages Offered");
    await expect(page.getByRole("group", { name: "Languages you teach in" })).toHaveAccessibleDescription(/Please select at least one/);
    await page.getByRole("checkbox", { name: "English" }).check();
    await page.getByRole("checkbox", { name: "Other" }).check();
    await saveAndContinue(page);
    await expect(page.getByLabel(/^Other language/)).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    await page.getByLabel(/^Other language/).fill("Tagalog");
    await saveAndContinue(page);

    // Terms and Conditions: the signature; the date is today's, read-only.
    await expect(stepHeading(page, "Independent Trainer Terms and Conditions")).toBeVisible();
    const date = page.getByLabel("Date", { exact: true });
    await expect(date).toHaveValue(formatDate(new Date()));
    await expect(date).toHaveAttribute("readonly", "");
    await openedEmpty(page, "Independent Trainer Terms and Conditions");
    await expect(page.getByLabel("Signature")).toHaveAccessibleDescription(/Required/);
    await page.getByLabel("Signature").fill("Tara Trainer");
    await saveAndContinue(page);

    // Pay & Review: the answers and the fee; Pay puts it in the cart (twice is once).
    await expect(stepHeading(page, "Pay & Review")).toBeVisible();
    await expect(page.getByRole("region", { name: "Program Format Details" })).toContainText("Custom Program");
    await expect(page.getByRole("region", { name: "Languages Offered" })).toContainText("English, Other (Tagalog)");
    await expect(page.getByRole("region", { name: "Application fee" })).toContainText("$350.00");
    await expectAccessible(page);
    await saveAndContinue(page, "Pay");
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto(stepUrl("summary"));
    await expect(page.getByRole("region", { name: "Application fee" })).toContainText("(in your cart)");
    await saveAndContinue(page, "Pay");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("row", { name: /Independent Trainer Application/ })).toHaveCount(1);
    await saveCard(member.id);
    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Pay \$350\.00/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment completed" })).toBeVisible();
    expect(applicationOf(member.id)).toMatchObject({ id: started.id, status: "registration_approval" });

    // The admin sees the trainer's details and sends the application back to Program Format Details.
    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    await page.goto(paths.admin.courseRegistrations.review(started.id));
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByRole("row", { name: /Traveling States VA/ })).toBeVisible();
    await expect(summary.getByRole("row", { name: /Offering Custom Program/ })).toBeVisible();
    await expect(summary.getByRole("row", { name: /Group Size 10 - 20/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Reject", exact: true }).click();
    const reject = page.getByRole("dialog", { name: "Reject Registration" });
    await reject.getByLabel("Step").selectOption({ label: "Program Format Details" });
    await reject.getByLabel(/^Message/).fill("Please add Maryland, where you also hold workshops.");
    await expectAccessible(page);
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    expect(applicationOf(member.id)).toMatchObject({ status: "pre_registration", step: "trainer_format" });

    // The member fixes it: the message in the sidebar, the states with Maryland, the later steps saved again, Resubmit (nothing to pay).
    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto(stepUrl("summary"));
    await expect(page).toHaveURL(new RegExp(`${stepUrl("trainer_format")}$`));
    await expect(page.getByRole("status").filter({ hasText: "Your application was not approved" })).toContainText(
      "Please add Maryland, where you also hold workshops.",
    );
    await expectAccessible(page);
    await waitForHydration(page);
    await page.getByLabel(/^States you travel to/).selectOption(["MD", "VA"]);
    await saveAndContinue(page);
    for (const title of ["Program Audience", "Languages Offered", "Independent Trainer Terms and Conditions"]) {
      await expect(stepHeading(page, title)).toBeVisible();
      await saveAndContinue(page);
    }
    await expect(page.getByRole("region", { name: "Program Format Details" })).toContainText("MD, VA");
    await expect(page.getByRole("region", { name: "Application fee" })).toContainText("(Paid)");
    await expectAccessible(page);
    await saveAndContinue(page, "Resubmit");
    await expect(page).toHaveURL(/\/certifications-and-training\/independent-trainer$/);
    expect(applicationOf(member.id)).toMatchObject({ id: started.id, status: "registration_approval" });

    // The admin approves: the member is an active Independent Trainer for one year, with a license code.
    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    await page.goto(paths.admin.courseRegistrations.review(started.id));
    await expect(page.getByRole("region", { name: "Summary" }).getByRole("row", { name: /Traveling States MD, VA/ })).toBeVisible();
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const approve = page.getByRole("dialog", { name: "Approve Registration" });
    await expect(approve).toContainText("Approve Tara's Independent Trainer application?");
    await expectAccessible(page);
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    expect(applicationOf(member.id)).toMatchObject({ id: started.id, status: "complete" });
    const trainer = trainerOf(member.id);
    expect(trainer).toMatchObject({ registrationId: started.id, isIndependentTrainer: 1, usageLimit: 0 });
    expect(trainer?.code).toMatch(/^IT-[A-Z2-9]{8}$/);
    const year = new Date(trainer!.expiresAt).getTime() - new Date(trainer!.approvedAt).getTime();
    expect(Math.round(year / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect(new Date(trainer!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });
});
