/**
 * Admin memberships: the Membership Requests list and review (approve with a charge to the saved
 * card, a declined card, reject with a template and a message) and the user's Memberships tab
 * (add, edit, delete). Runs with JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { pendingMembershipRequest, userFlag } from "../factories/index.ts";
import { createMember, demo, expectAccessible, jsEnabled, openDb, signInAs } from "./support.ts";

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

/** A member with a saved card and a pending emeritus membership request (asking for a call). */
async function memberWithRequest(firstName: string, lastName: string, card: { id: string; lastFour: string }) {
  const member = await createMember({ firstName, lastName, card: { id: card.id, last4: card.lastFour } });
  const request = await pendingMembershipRequest(member.id, {
    typeKey: "emeritus",
    isRequestingCall: true,
    memberForTenYears: true,
    createdAt: new Date(),
  });
  return { ...member, requestId: request.id };
}

function requestRow(id: number) {
  const db = openDb();
  const row = db.prepare(`SELECT status, message, userMembershipId FROM "MembershipRequest" WHERE id = ?`).get(id) as {
    status: string;
    message: string | null;
    userMembershipId: number | null;
  };
  db.close();
  return row;
}

function membershipsOf(userId: number) {
  const db = openDb();
  const rows = db.prepare(`SELECT id, approved, lineItemId FROM "UserMembership" WHERE userId = ?`).all(userId) as {
    id: number;
    approved: number;
    lineItemId: number | null;
  }[];
  db.close();
  return rows;
}

function transactionsOf(userId: number) {
  const db = openDb();
  const rows = db
    .prepare(`SELECT status, amountCents, paymentMethodType, cardLastFour FROM "Transaction" WHERE userId = ? ORDER BY id`)
    .all(userId) as {
    status: string;
    amountCents: number;
    paymentMethodType: string;
    cardLastFour: string | null;
  }[];
  db.close();
  return rows;
}

function notificationsOf(userId: number) {
  const db = openDb();
  const rows = db.prepare(`SELECT title, message FROM "Notification" WHERE userId = ? ORDER BY id`).all(userId) as {
    title: string;
    message: string;
  }[];
  db.close();
  return rows;
}

function membershipStatusOf(userId: number) {
  const db = openDb();
  const row = db.prepare(`SELECT membershipStatus FROM "User" WHERE id = ?`).get(userId) as { membershipStatus: string | null };
  db.close();
  return row.membershipStatus;
}

/** "YYYY-MM-DD" and "MM/DD/YYYY" of today plus `days` (UTC calendar; the dates used stay far from any boundary). */
function day(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  const [y, m, dd] = iso.split("-");
  return { iso, shown: `${m}/${dd}/${y}` };
}

test.describe("admin membership requests", () => {
  test("an admin finds two requests, approves one (charged, granted), sees the other declined, then rejects it with a template", async ({
    page,
  }) => {
    const surname = `Membreq${Date.now().toString(36)}${test.info().project.name.replace(/\W/g, "")}`;
    const alma = await memberWithRequest("Alma", surname, { id: "pm_card_visa", lastFour: "4242" });
    const dora = await memberWithRequest("Dora", surname, { id: "pm_card_chargeDeclined", lastFour: "0002" });
    await userFlag(alma.id, "Card disputed last year");
    await userFlag(alma.id, "Resolved address mix-up", { active: false });
    await signInAs(page, demo("admin"));

    // The list: pending requests, filtered by the members' surname.
    await page.goto("/admin/memberships");
    await expect(page.getByRole("heading", { name: "Membership Requests" })).toBeVisible();
    for (const header of ["First Name", "Last Name", "Requested On", "Type"])
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    await expectAccessible(page);
    await page.getByPlaceholder("Filter...").fill(surname);
    await page.getByPlaceholder("Filter...").press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${surname}`));
    await expect(page.getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("row", { name: /Alma/ })).toContainText("Emeritus Membership");
    await expect(page.getByRole("row", { name: /Dora/ })).toContainText(surname);
    await expectAccessible(page);

    // The CSV of the same filter.
    const csv = await page.request.get(`/admin/memberships?format=csv&q=${surname}`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const csvText = await csv.text();
    expect(csvText).toContain(`Alma,${surname},`);
    expect(csvText).toContain(`Dora,${surname},`);

    // Review and approve the first: confirmation, 'Success', a membership and a paid transaction.
    await page.getByRole("row", { name: /Alma/ }).getByRole("link", { name: "Alma" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/memberships/${alma.requestId}$`));
    await expect(page.getByRole("heading", { name: "Membership Request" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Alma ${surname}` })).toHaveAttribute("href", `/admin/users/${alma.id}`);
    const banner = page.getByRole("note").filter({ hasText: "This user has 1 active flag:" });
    await expect(banner).toContainText("Card disputed last year");
    await expect(banner).not.toContainText("Resolved address mix-up");
    await expect(page.getByRole("region", { name: `Alma ${surname}`, exact: true })).toContainText(alma.email);
    await expect(page.getByText("$50.00")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Approve" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/memberships/${alma.requestId}/approve$`));
    const approveDialog = page.getByRole("dialog", { name: "Approve Membership Request" });
    await expect(
      approveDialog.getByText(
        "Approve this membership request? The Emeritus membership will be granted and $50.00 charged to the member's saved card (Visa ending in 4242).",
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await approveDialog.getByLabel("Message (optional)").fill("Welcome to emeritus membership.");
    await approveDialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/memberships$/);
    await expectAccessible(page);
    expect(requestRow(alma.requestId)).toMatchObject({ status: "approved" });
    expect(membershipsOf(alma.id)).toEqual([expect.objectContaining({ approved: 1, id: requestRow(alma.requestId).userMembershipId })]);
    expect(transactionsOf(alma.id)).toEqual([
      { status: "succeeded", amountCents: 5000, paymentMethodType: "existing", cardLastFour: "4242" },
    ]);
    expect(membershipStatusOf(alma.id)).toBe("active");
    expect(notificationsOf(alma.id).map((n) => n.title)).toEqual(["Membership request approved"]);

    // The second member's card is declined: the message, and nothing granted.
    await page.goto(`/admin/memberships/${dora.requestId}`);
    await page.getByRole("link", { name: "Approve" }).click();
    const declineDialog = page.getByRole("dialog", { name: "Approve Membership Request" });
    await expect(declineDialog.getByText("(Visa ending in 0002)", { exact: false })).toBeVisible();
    await declineDialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Could not approve: Your card was declined.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/memberships/${dora.requestId}$`));
    await expect(page.getByRole("row", { name: /Payment failed/ })).toContainText("Your card was declined.");
    await expectAccessible(page);
    expect(requestRow(dora.requestId)).toMatchObject({ status: "pending", userMembershipId: null });
    expect(membershipsOf(dora.id)).toEqual([]);
    expect(transactionsOf(dora.id).filter((t) => t.status === "succeeded")).toEqual([]);
    expect(notificationsOf(dora.id)).toEqual([]);

    // Reject it with a template and a message.
    await page.getByRole("link", { name: "Reject" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/memberships/${dora.requestId}/reject$`));
    const rejectDialog = page.getByRole("dialog", { name: "Reject Membership Request" });
    await expectAccessible(page);
    await rejectDialog.getByLabel("Emeritus criteria not met").check();
    await rejectDialog.getByLabel("Message (optional)").fill("Please call the membership office.");
    await rejectDialog.getByRole("button", { name: "Reject" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/memberships$/);
    const rejected = requestRow(dora.requestId);
    expect(rejected.status).toBe("rejected");
    expect(rejected.message).toContain("Emeritus membership needs 10 consecutive years");
    expect(rejected.message).toContain("<p>Please call the membership office.</p>");
    expect(notificationsOf(dora.id)).toEqual([
      expect.objectContaining({
        title: "Membership request not approved",
        message: expect.stringContaining("Please call the membership office."),
      }),
    ]);
    expect(membershipsOf(dora.id)).toEqual([]);

    // Both left the pending list; the review shows the decision.
    await page.getByPlaceholder("Filter...").fill(surname);
    await page.getByPlaceholder("Filter...").press("Enter");
    await expect(page.getByText("No records found.")).toBeVisible();
    await page.goto(`/admin/memberships/${dora.requestId}`);
    await expect(page.getByRole("row", { name: /Rejected/ })).toContainText("Please call the membership office.");
    await expect(page.getByRole("link", { name: "Approve" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Decision" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Delete", exact: true })).toBeVisible();
    await expect(page.getByRole("note").filter({ hasText: /active flag/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("admin user memberships tab", () => {
  test("an admin adds a membership (end before start refused), edits it and deletes it", async ({ page }) => {
    const member = await createMember({ firstName: "Tabitha", lastName: "Memberly" });
    const start = day(-10);
    await signInAs(page, demo("admin"));

    await page.goto(`/admin/users/${member.id}/memberships`);
    await expect(page.getByRole("heading", { name: "Tabitha Memberly" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Memberships", exact: true })).toBeVisible();
    await expect(page.getByText("No memberships.")).toBeVisible();
    await expectAccessible(page);

    // Add: the end must come after the start.
    await page.getByRole("link", { name: "Add Membership" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/memberships/new$`));
    const addDialog = page.getByRole("dialog", { name: "Add Membership" });
    await expectAccessible(page);
    await addDialog.getByLabel("Type").selectOption({ label: "Professional Membership" });
    await addDialog.getByLabel("Start Date").fill(start.iso);
    // With JavaScript the end date follows the start (start + 364 days) until typed over.
    if (jsEnabled()) await expect(addDialog.getByLabel("End Date")).toHaveValue(day(354).iso);
    await addDialog.getByLabel("End Date").fill(day(-11).iso);
    await addDialog.getByRole("button", { name: "Add" }).click();
    await expect(addDialog.getByText("End date must be after the start date.")).toBeVisible();
    await expect(addDialog.getByLabel("End Date")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    expect(membershipsOf(member.id)).toEqual([]);

    await addDialog.getByLabel("End Date").fill(day(354).iso);
    await addDialog.getByRole("button", { name: "Add" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/memberships$`));
    const row = page.getByRole("row", { name: /Professional Membership/ });
    await expect(row).toContainText(start.shown);
    await expect(row).toContainText(day(354).shown);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("Membership status: In Good Standing")).toBeVisible();
    await expectAccessible(page);
    expect(membershipsOf(member.id)).toHaveLength(1);
    expect(notificationsOf(member.id).map((n) => n.title)).toEqual(["Membership added"]);

    // Edit: another type, not approved.
    await page.getByRole("link", { name: `Edit Professional Membership from ${start.shown}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Membership" });
    await expect(editDialog.getByLabel("Start Date")).toHaveValue(start.iso);
    await expect(editDialog.getByLabel("Approved")).toBeChecked();
    await expectAccessible(page);
    await editDialog.getByLabel("Type").selectOption({ label: "Student Membership" });
    await editDialog.getByLabel("Approved").uncheck();
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    const edited = page.getByRole("row", { name: /Student Membership/ });
    await expect(edited.getByRole("cell", { name: "No", exact: true })).toBeVisible();
    await expect(page.getByText("Membership status: Not a Member")).toBeVisible();
    expect(membershipsOf(member.id)).toEqual([expect.objectContaining({ approved: 0 })]);

    // Delete, after the confirmation.
    await page.getByRole("link", { name: `Delete Student Membership from ${start.shown}` }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete Membership" });
    await expect(deleteDialog.getByText("Are you sure you want to delete this membership?")).toBeVisible();
    await expectAccessible(page);
    await deleteDialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page.getByText("No memberships.")).toBeVisible();
    expect(membershipsOf(member.id)).toEqual([]);
  });
});
