/**
 * Group CEUs (pre-approvals), member side, with JavaScript on and off: the list, the new form's
 * rules, 'Add to cart' with the review and listing fees at member prices, paying them with the
 * saved card (which submits the pre-approval: "Pending"), and that another member's pre-approval
 * is a 404. Each test uses fresh members made with the test builders (tests/factories).
 */
import { expect, test, type Page } from "@playwright/test";
import { activeMembership, pendingGroupCeu } from "../factories/index.ts";
import { createMember, expectAccessible, openDb, waitForHydration, signInAs } from "./support.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
const ADDED_TO_CART = "Your pre-approval request is in your cart. Pay the fees to submit it for review.";

/** A fresh member with an active professional membership and a saved Visa card. */
async function cardHoldingMember(lastName: string) {
  const m = await createMember({ firstName: "Gina", lastName, card: { id: "pm_card_visa" } });
  await activeMembership(m.id);
  return m;
}

function groupCeusOf(userId: number) {
  const db = openDb();
  const rows = db
    .prepare(`SELECT id, programTitle, status, submittedAt, listProgram FROM "GroupCeu" WHERE userId = ? ORDER BY id`)
    .all(userId) as {
    id: number;
    programTitle: string;
    status: string;
    submittedAt: string | null;
    listProgram: number;
  }[];
  db.close();
  return rows;
}

const toast = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message });

/** A date input value this many days from now. */
function inDays(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

test.describe("group CEUs", () => {
  test("request a pre-approval: the form's rules, the fees in the cart, then paid it shows as Pending", async ({ page }) => {
    const m = await cardHoldingMember(`Group${Date.now() % 100000}`);
    const title = `Money Coaching Summit ${Date.now() % 100000}`;
    await signInAs(page, m);

    await page.goto("/ceus/group");
    await expect(page.getByRole("heading", { name: "Group CEUs", level: 1 })).toBeVisible();
    await expect(page.getByText("Submit a program for CEU pre-approval")).toBeVisible();
    await expect(page.getByText("No records found.")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "New Group CEU" }).click();
    await expect(page.getByRole("heading", { name: "New Group CEU", level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText("Review fee $25.00")).toBeVisible();

    // Nothing typed: every required field says so, the agenda too (typed or uploaded).
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    for (const label of ["Credits", "Credit Type", "Program Title", "Sponsor", "Program Description", "Program Agenda", "Contact Email"]) {
      await expect(page.getByLabel(label, { exact: true }), label).toHaveAttribute("aria-invalid", "true");
    }
    await expectAccessible(page);
    expect(groupCeusOf(m.id)).toEqual([]);

    await page.getByLabel("Credits").fill("3");
    await page.getByLabel("Credit Type").selectOption({ label: "General" });
    await page.getByLabel("Program Title").fill(title);
    await page.getByLabel("Sponsor").fill("Midwest Counselors Network");
    await page.getByLabel("Program Description").fill("A day of talks and case studies on coaching clients through debt.");
    await page.getByLabel("Upload agenda").setInputFiles({ name: "agenda.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByLabel("Contact Email").fill("events@example.org");
    await page.getByLabel("Start Date").fill(inDays(45));
    await page.getByLabel("End Date").fill(inDays(46));
    await page.getByLabel("List this program on the CEU library page").check();
    await page.getByLabel("Registration URL").fill("https://example.org/summit");
    await page.getByLabel("Attendance Cost").fill("125");
    await page.getByRole("button", { name: "Add to cart" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast(page, ADDED_TO_CART)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `CEU Pre-Approval Review: ${title}` })).toContainText("$25.00");
    await expect(page.getByRole("row").filter({ hasText: `CEU Library Listing: ${title}` })).toContainText("$50.00");
    await expect(page.getByTestId("cart-total")).toHaveText("$75.00");
    await expectAccessible(page);
    expect(groupCeusOf(m.id)).toMatchObject([{ programTitle: title, status: "pending", submittedAt: null, listProgram: 1 }]);

    // Not paid yet: the list says so.
    await page.goto("/ceus/group");
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Not Submitted");

    await page.goto("/checkout");
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: "Visa ending in 4242" })).toBeChecked();
    await page.getByRole("button", { name: "Pay $75.00" }).click();
    await expect(toast(page, "Payment completed")).toBeVisible();
    expect(groupCeusOf(m.id)[0]?.submittedAt).not.toBeNull();

    await page.goto("/ceus/group");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("Midwest Counselors Network");
    await expectAccessible(page);

    // The row opens the pre-approval: still editable while it waits for review, fees paid.
    await row.getByRole("link", { name: inDaysUs(45) }).click();
    await expect(page.getByRole("heading", { name: "Edit Group CEU" })).toBeVisible();
    await expect(page.getByLabel("Program Title")).toHaveValue(title);
    await expect(page.getByText("Review fee $25.00 (paid)")).toBeVisible();
    await expect(page.getByRole("link", { name: /Program Agenda: agenda\.pdf/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a member cannot open another member's pre-approval", async ({ page }) => {
    const owner = await cardHoldingMember(`Owner${Date.now() % 100000}`);
    const { groupCeu } = await pendingGroupCeu(owner.id, {
      credits: 2,
      programTitle: "Private Pre-Approval",
      sponsor: "Owner Org",
      programDescription: "D",
      contactEmail: "owner@example.org",
      startDate: new Date(),
      endDate: new Date(),
    });
    const intruder = await cardHoldingMember(`Intruder${Date.now() % 100000}`);
    await signInAs(page, intruder);
    const response = await page.goto(`/ceus/group/${groupCeu.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Private Pre-Approval")).toHaveCount(0);
    await expectAccessible(page);
  });
});

/** MM/DD/YYYY of a date this many days from now (New York time is close enough away from midnight). */
function inDaysUs(n: number): string {
  const [y, m, d] = inDays(n).split("-");
  return `${m}/${d}/${y}`;
}
