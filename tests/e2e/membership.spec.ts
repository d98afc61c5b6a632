/**
 * Memberships (/membership, /membership/get), with JavaScript on and off: buying a Professional
 * membership and paying for it with the saved card, emeritus and student requests (with their
 * rules), the student option only for eligible members, and the 3-year pre-purchase limit. Each
 * test uses a fresh member and makes the rows it needs with the test builders (tests/factories).
 */
import { expect, test, type Page } from "@playwright/test";
import { createMembership } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, openDb, waitForHydration, signInAs } from "./support.ts";

const PRE_PURCHASE = "You can only pre-purchase your AFCPE membership 3 years into the future. Thank you for your commitment to AFCPE!";
const UNDER_REVIEW = "Your membership request is under review. Reviews take 2-3 business days.";

const DAY = 86_400_000;

/** Today's New York date plus `days`, as MM/DD/YYYY. */
function nyDate(days = 0): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const d = new Date(Date.UTC(part("year"), part("month") - 1, part("day") + days));
  return `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

/** A date of birth (YYYY-MM-DD) that makes the member `age` today. */
function bornYearsAgo(age: number): string {
  return `${new Date().getUTCFullYear() - age}-01-01`;
}

function toast(page: Page, message: string | RegExp) {
  return page.getByRole("status").filter({ hasText: message });
}

function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = openDb();
  const result = db.prepare(sql).all(...params) as T[];
  db.close();
  return result;
}

async function openGet(page: Page) {
  await page.goto("/membership/get");
  await waitForHydration(page);
  await expect(page.getByRole("group", { name: "Membership Options" })).toBeVisible();
}

const option = (page: Page, name: string) => page.getByRole("radio", { name: new RegExp(`^${name} \\$`) });

test.describe("membership", () => {
  test("buys a Professional membership, pays with the saved card and is a member for a year", async ({ page }) => {
    const member = await createMember({ firstName: "Pro", lastName: "Buyer", card: { id: "pm_card_visa" } });
    await signInAs(page, member);

    await page.goto("/membership");
    await expect(page.getByRole("heading", { name: "Membership", level: 1 })).toBeVisible();
    await expect(page.getByText("You are not a member.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Member Resources" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Search the Member Directory" })).toHaveAttribute("href", "/membership/search");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Become a Member" }).click();

    await expect(page).toHaveURL(/\/membership\/get$/);
    await waitForHydration(page);
    await expect(page.getByText(`Your new membership would run from ${nyDate()} to ${nyDate(364)}.`)).toBeVisible();
    await expect(option(page, "Professional Membership")).toBeVisible();
    await expect(option(page, "Emeritus Membership")).toBeVisible();
    await expect(page.getByText("$150.00")).toBeVisible();
    await expectAccessible(page);
    await option(page, "Professional Membership").check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, "Membership added to your cart.")).toBeVisible();
    await expect(page.getByText("Professional Membership").first()).toBeVisible();
    await expectAccessible(page);

    await page.goto("/membership");
    await expect(page.getByText("Professional Membership is in your cart.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View in Cart" })).toHaveAttribute("href", "/cart");

    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Pay $150.00" }).click();
    await expect(toast(page, "Payment completed")).toBeVisible();

    await page.goto("/membership");
    const status = page.getByRole("region", { name: "Your Membership" });
    await expect(status.getByText("Professional Membership")).toBeVisible();
    await expect(status.getByText("In Good Standing")).toBeVisible();
    await expect(status.getByText(`Valid through ${nyDate(364)}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Member Resources" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Spending plan worksheet/ })).toBeVisible();
    await expectAccessible(page);

    // The dashboard says the same.
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Membership", exact: true }).getByText(`Valid through ${nyDate(364)}`)).toBeVisible();
  });

  test("an emeritus request needs 65 or older, then is sent for review", async ({ page }) => {
    const member = await createMember({ firstName: "Emma", lastName: "Eritus" });
    await signInAs(page, member);
    await openGet(page);
    if (jsEnabled()) await expect(page.getByLabel("Date of Birth")).toBeHidden();

    // Nothing chosen.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("You must pick a membership option")).toBeVisible();

    await option(page, "Emeritus Membership").check();
    await page.getByLabel("Date of Birth").fill(bornYearsAgo(60));
    await page.getByLabel("I have been a member for 10 consecutive years").check();
    const [refused] = await Promise.all([
      page.waitForResponse((r) => /^\/membership\/get(\.data)?$/.test(new URL(r.url()).pathname) && r.request().method() === "POST"),
      page.getByRole("button", { name: "Continue" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByText("You must be 65 or older to qualify for this membership")).toBeVisible();
    await expect(page.getByLabel("Date of Birth")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    expect(rows(`SELECT id FROM "MembershipRequest" WHERE userId = ?`, member.id)).toEqual([]);

    await option(page, "Emeritus Membership").check();
    await page.getByLabel("Date of Birth").fill(bornYearsAgo(70));
    await page.getByLabel("I have been a member for 10 consecutive years").check();
    await page.getByLabel("I would like someone to call me").check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/membership$/);
    await expect(toast(page, "Your membership request was sent.")).toBeVisible();
    await expect(page.getByText(UNDER_REVIEW)).toBeVisible();
    await expect(page.getByText(/65 or older and have been a member for 10 consecutive years/)).toBeVisible();
    await expectAccessible(page);
    expect(rows(`SELECT status, isRequestingCall, memberForTenYears FROM "MembershipRequest" WHERE userId = ?`, member.id)).toEqual([
      { status: "pending", isRequestingCall: 1, memberForTenYears: 1 },
    ]);
    expect(rows(`SELECT id FROM "LineItem" WHERE userId = ?`, member.id)).toEqual([]);
  });

  test("the student option is only for eligible members, and needs a transcript", async ({ page }) => {
    const other = await createMember({ firstName: "Nora", lastName: "Notstudent" });
    await signInAs(page, other);
    await openGet(page);
    await expect(option(page, "Student Membership")).toHaveCount(0);
    await expect(page.getByLabel("Transcript")).toHaveCount(0);
    await page.context().clearCookies();

    const student = await createMember({ firstName: "Stu", lastName: "Dent", isEligibleForStudentMembership: true });
    await signInAs(page, student);
    await openGet(page);
    await expect(option(page, "Student Membership")).toBeVisible();
    await expectAccessible(page);
    await option(page, "Student Membership").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Transcript")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Required", { exact: true })).toBeVisible();

    await option(page, "Student Membership").check();
    await page.getByLabel("Transcript").setInputFiles({
      name: "transcript.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
    });
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByText(UNDER_REVIEW)).toBeVisible();
    await expect(page.getByText("We are reviewing the transcript you uploaded.", { exact: false })).toBeVisible();
    await expectAccessible(page);
    expect(
      rows(
        `SELECT m.kind, m.mimeType, m.originalName FROM "Media" m JOIN "MembershipRequest" r ON r.id = m.membershipRequestId WHERE r.userId = ? AND r.status = 'pending'`,
        student.id,
      ),
    ).toEqual([{ kind: "student_transcript", mimeType: "application/pdf", originalName: "transcript.pdf" }]);
  });

  test("a membership cannot be bought more than 3 years ahead", async ({ page }) => {
    const member = await createMember({ firstName: "Ahead", lastName: "Planner" });
    // A professional membership recorded (no payment) from 5 days ago to 3 years from now.
    const end = new Date();
    end.setUTCFullYear(end.getUTCFullYear() + 3);
    await createMembership(member.id, { start: new Date(Date.now() - 5 * DAY), end });
    await signInAs(page, member);
    await openGet(page);
    await expect(page.getByRole("heading", { name: "Renew Your Membership" })).toBeVisible();
    await expect(page.getByText(PRE_PURCHASE)).toBeVisible();
    await option(page, "Professional Membership").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").getByText(PRE_PURCHASE)).toBeVisible();
    await expectAccessible(page);
    expect(rows(`SELECT id FROM "LineItem" WHERE userId = ?`, member.id)).toEqual([]);
  });
});
