/**
 * The admin Course Registrations queue and review page (issue 18): the queue's default and filters,
 * a row opening the review with its header, summary and line items, the decisions by status
 * (pathway review, general approval charging the saved card, final approval issuing the
 * certificate, reject to a step), edit, delete, uploads for the candidate and the user profile's
 * tabs. JavaScript on and off, with axe on each page.
 */
import { expect, test } from "@playwright/test";
import {
  awaitingApprovalWithBalance,
  registrationInCart,
  userFlag,
  waitingInFinalApproval,
  waitingInPathwayReview,
} from "../factories/index.ts";
import { createMember, demo, expectAccessible, openDb, signInAs } from "./support.ts";

/** A member at Pay & Review who finished (no exam fee upfront): the registration fee waits in the cart. */
async function finishedRegistration(userId: number): Promise<{ registrationId: number; fee: string }> {
  const { registration } = await registrationInCart(userId, { payExamFeeUpfront: false });
  return { registrationId: registration.id, fee: "Education Pathway Registration Fee" };
}

/** A member with a saved card whose finished registration waits in registration approval, its fee unpaid. */
async function waitingWithBalance(userId: number): Promise<number> {
  return (await awaitingApprovalWithBalance(userId, { payExamFeeUpfront: false })).registration.id;
}

/** A member whose registration (exam passed, fees paid, hours approved) waits in final approval. */
async function waitingForFinalApproval(userId: number): Promise<number> {
  return (await waitingInFinalApproval(userId, { data: { certificateName: "Fern Final, AFC" } })).registration.id;
}

/** A member whose designation pathway waits in Pathway Review. */
async function waitingForPathwayReview(userId: number): Promise<number> {
  return (await waitingInPathwayReview(userId)).id;
}

test.describe("admin course registrations", () => {
  test("the queue shows registrations waiting for approval; a row opens the review", async ({ page }) => {
    await signInAs(page, demo("admin"));
    await page.goto("/admin/course-registrations");
    await expect(page.getByRole("heading", { name: "Course Registrations", level: 1 })).toBeVisible();
    await expectAccessible(page);
    const table = page.getByRole("table", { name: "Course Registrations" });
    await expect(table.getByRole("row").filter({ hasText: "Pre-Registration" })).toHaveCount(0);
    // Other tests add registrations waiting for approval: find the demo one by name.
    await page.goto("/admin/course-registrations?q=Marcus+Lee");
    const row = table.getByRole("row").filter({ hasText: "Lee" }).filter({ hasText: "Designation Pathway" });
    await expect(row).toContainText("Registration Approval");

    // The filters live in the URL (the GET form writes them there, with or without JavaScript).
    await page.goto("/admin/course-registrations?status=pre_registration&militarySpouse=0&q=Gonzalez");
    await expect(page.getByLabel("Status")).toHaveValue("pre_registration");
    await expect(page.getByLabel("Military Spouse")).toHaveValue("0");
    await expect(table.getByRole("row").filter({ hasText: "Gonzalez" })).toContainText("Pre-Registration");
    await page.goto("/admin/course-registrations?status=pre_registration&militarySpouse=1");
    await expect(table.getByRole("row").filter({ hasText: "Gonzalez" })).toHaveCount(0);

    await page.goto("/admin/course-registrations?q=Marcus+Lee");
    await table.getByRole("row").filter({ hasText: "Lee" }).filter({ hasText: "Designation Pathway" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Accredited Financial Counselor Registration", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Marcus Lee" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByRole("row", { name: /Pathway Designation Pathway/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("marking a registration's fee paid from the review enrols the candidate and comes back to the review", async ({ page }) => {
    const member = await createMember({ firstName: "Fay", lastName: "Finished" });
    const { registrationId, fee } = await finishedRegistration(member.id);
    await userFlag(member.id, "Paid with a disputed card");
    await userFlag(member.id, "Asked for a refund");
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${registrationId}`);
    // The frame every review page has: the flags banner and the owner card with the email.
    const banner = page.getByRole("note").filter({ hasText: "This user has 2 active flags:" });
    await expect(banner).toContainText("Paid with a disputed card");
    await expect(banner).toContainText("Asked for a refund");
    await expect(page.getByRole("region", { name: "Fay Finished", exact: true })).toContainText(member.email);
    await expect(page.getByRole("link", { name: "Back to Course Registrations" })).toBeVisible();
    const items = page.getByRole("region", { name: "Line Items" });
    await expect(items.getByRole("row", { name: new RegExp(fee) })).toContainText("Unpaid");
    await items.getByRole("link", { name: `Mark as paid (${fee})` }).click();
    await page.getByRole("button", { name: "Mark as paid" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/course-registrations/${registrationId}$`));
    await expect(items.getByRole("row", { name: new RegExp(fee) })).toContainText("Paid");
    await expect(page.getByRole("region", { name: "Line Items" }).getByText("Unpaid")).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: "Post-Registration" })).toBeVisible();
    await expectAccessible(page);
  });

  test("approving a pathway review with course materials lets the candidate continue with them", async ({ page }) => {
    const member = await createMember({ firstName: "Amos", lastName: "Approved" });
    const id = await waitingForPathwayReview(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve Registration" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("AFC Printed Textbook Set").check();
    await dialog.getByLabel(/^Message/).fill("Welcome to the designation pathway.");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/course-registrations$/);

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    await page.getByRole("link", { name: /^Continue Registration/ }).click();
    await expect(page.getByRole("heading", { name: "Course Materials", level: 2 })).toBeVisible();
    await expect(page.getByRole("radio", { name: /AFC Printed Textbook Set/ })).toBeChecked();
    await expect(page.getByRole("status").filter({ hasText: "Pre-approval message" })).toContainText("Welcome to the designation pathway.");
    await expectAccessible(page);
  });

  test("approving a finished registration charges the unpaid balance to the saved card once and enrols the candidate", async ({ page }) => {
    const member = await createMember({ firstName: "Cora", lastName: "Charged" });
    const id = await waitingWithBalance(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve Registration" });
    await expect(dialog).toContainText("The unpaid balance of $150.00 is charged to their saved card ending in 4242");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

    await page.goto(`/admin/course-registrations/${id}`);
    await expect(page.getByRole("region", { name: "Line Items" }).getByRole("row", { name: /Registration Fee/ })).toContainText("Paid");
    await expect(page.getByText("Post-Registration", { exact: true })).toBeVisible();
    // A second approval (another tab) finds nothing to decide, so nothing is charged again.
    await page.goto(`/admin/course-registrations/${id}/approve`);
    await expect(page.getByRole("dialog", { name: "Approve Registration" })).toContainText(
      "This registration is not waiting for approval.",
    );
    const db = openDb();
    const paid = db.prepare(`SELECT COUNT(*) AS n FROM "Transaction" WHERE userId = ? AND status = 'succeeded'`).get(member.id) as {
      n: number;
    };
    db.close();
    expect(paid.n).toBe(1);
  });

  test("final approval issues the certificate: the candidate sees it in good standing", async ({ page }) => {
    const member = await createMember({ firstName: "Fern", lastName: "Final" });
    const id = await waitingForFinalApproval(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    await expect(page.getByRole("region", { name: "Post Registration", exact: true })).toContainText("Waiting for final approval.");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve Registration" });
    await expect(dialog).toContainText("The Accredited Financial Counselor certification is issued");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    const card = page.getByRole("region", { name: "Accredited Financial Counselor" });
    await expect(card).toContainText("In Good Standing");
    await expect(card.getByRole("link", { name: /View Certificate/ })).toHaveAttribute("href", /^https:\/\/www\.credential\.net\//);
  });

  test("an admin uploads a supporting document for the candidate; it opens from the summary", async ({ page }) => {
    const member = await createMember({ firstName: "Uma", lastName: "Uploaded" });
    const id = await waitingForPathwayReview(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    const upload = page.getByRole("region", { name: "Upload a document for Uma Uploaded" });
    await upload.getByLabel("Document").selectOption({ label: "Designation certificate" });
    await upload
      .getByLabel("File")
      .setInputFiles({ name: "sample.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%\n") });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status").filter({ hasText: "File uploaded." })).toBeVisible();
    const row = page.getByRole("region", { name: "Summary" }).getByRole("row", { name: /Supporting Documentation/ });
    await expect(row.getByRole("link", { name: /sample\.pdf/ })).toBeVisible();
  });

  test("rejecting needs a step, and sends the candidate back to it with the message", async ({ page }) => {
    const member = await createMember({ firstName: "Rita", lastName: "Rejected" });
    const id = await waitingForPathwayReview(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    await page.getByRole("link", { name: "Reject", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Reject Registration" });
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog.getByLabel("Step")).toHaveAccessibleDescription("You must select a step");
    await expectAccessible(page);
    await dialog.getByLabel("Step").selectOption({ label: "Shipping" });
    await dialog.getByLabel(/^Message/).fill("Please give a street address we can ship to.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    await page.getByRole("link", { name: /^Continue Registration/ }).click();
    await expect(page.getByRole("heading", { name: "Shipping", level: 2 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your registration was not approved" })).toContainText(
      "Please give a street address we can ship to.",
    );
    await expectAccessible(page);
  });

  test("the New registration tab creates an enrolled registration; the Registrations tab lists it", async ({ page }) => {
    const member = await createMember({ firstName: "Nell", lastName: "Newreg" });
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/users/${member.id}/registrations/new`);
    await expect(page.getByRole("heading", { name: "New Registration" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Deadline").fill("");
    await page.getByRole("button", { name: "Create Registration" }).click();
    await expect(page.getByLabel("Pathway")).toHaveAccessibleDescription("Required");
    await expect(page.getByLabel("Deadline")).toHaveAccessibleDescription("Required");
    await page.getByLabel("Pathway").selectOption({ label: "Accredited Financial Counselor: Education Pathway" });
    await page.getByLabel("Deadline").fill("2029-06-30");
    await page.getByRole("button", { name: "Create Registration" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Registration created" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accredited Financial Counselor Registration", level: 1 })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Post-Registration" })).toBeVisible();

    await page.goto(`/admin/users/${member.id}/registrations`);
    await expectAccessible(page);
    await page.getByRole("link", { name: /Accredited Financial Counselor/ }).click();
    await expect(page).toHaveURL(/\/admin\/course-registrations\/\d+$/);
  });

  test("Edit changes a registration's settings; Delete removes one without payments", async ({ page }) => {
    const member = await createMember({ firstName: "Eli", lastName: "Edited" });
    const id = await waitingForPathwayReview(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Registration" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Required Experience Hours").fill("-5");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Required Experience Hours")).toHaveAccessibleDescription("Please enter 0 or more hours.");
    await dialog.getByLabel("Required Experience Hours").fill("750");
    await dialog.getByLabel("Military spouse").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Registration saved" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Eli Edited (Military Spouse)" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^750$/ })).toBeVisible();

    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await page.getByRole("dialog", { name: "Delete Registration" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Registration deleted" })).toBeVisible();
    expect((await page.goto(`/admin/course-registrations/${id}`))?.status()).toBe(404);
  });

  test("a member cannot open the queue or a review", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    const queue = await page.goto("/admin/course-registrations");
    expect(queue?.status()).toBe(403);
    for (const path of ["/admin/course-registrations/1", "/admin/course-registrations/1/approve", "/admin/course-registrations/1/edit"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
    // Nor decide, edit or upload by posting straight to the routes.
    for (const path of ["approve", "reject", "edit", "delete", "documents"]) {
      const answer = await page.request.post(`/admin/course-registrations/1/${path}`, { form: { intent: "approve" }, maxRedirects: 0 });
      expect(answer.status(), path).toBe(403);
    }
  });
});
