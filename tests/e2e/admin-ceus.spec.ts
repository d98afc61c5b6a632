/**
 * Admin CEU queues: the Individual CEUs and Group CEUs lists, their review pages (flags banner,
 * reviews table) and the Approve CEU / Reject CEU modals, with JavaScript on and off. Each test
 * makes its own members and CEUs with the test builders (tests/factories), so other specs' data does not matter.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  certifiedInGoodStanding,
  groupCeuInCart,
  pendingGroupCeu,
  pendingIndividualCeu,
  resubmittedIndividualCeu,
  uploadedFile,
  userFlag,
} from "../factories/index.ts";
import { db } from "~/lib/db.server.ts";
import { createMember, demo, expectAccessible, jsEnabled, signInAs, SMOKE, waitForHydration } from "./support.ts";

/** A column header's accessible name: the header text alone (the sorted column's arrow is hidden from assistive technology). */
function columnName(header: string) {
  return new RegExp(`^${header}$`);
}

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

/** A surname no other test or project uses. */
function surname(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${test.info().project.name.replace(/\W/g, "")}`;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Types in the table filter: with JavaScript it submits itself 300 ms later; without, Enter submits it. */
async function filterBy(page: Page, text: string) {
  await page.getByPlaceholder("Filter...").fill(text);
  if (!jsEnabled()) await page.getByPlaceholder("Filter...").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

/** A fresh member holding the AFC in good standing in the current reporting period (2025-2026 in the seed). */
async function certifiedMember(lastName: string) {
  const m = await createMember({ firstName: "Cora", lastName });
  const { userCertification } = await certifiedInGoodStanding(m.id);
  return { ...m, periodId: userCertification.reportingPeriodId! };
}

/** An NFCC webinar of 2 credits completed 02/10/2026, submitted at `submittedAt`. */
function individualCeu(periodId: number, title: string, submittedAt: Date) {
  return {
    reportingPeriodId: periodId,
    completionDate: new Date(Date.UTC(2026, 1, 10, 17)),
    credits: 2,
    programTitle: title,
    sponsor: "NFCC",
    programDescription: "A webinar.",
    programAgenda: "One hour.",
    submittedAt,
  };
}

/** A half-day workshop of 3 credits a month ahead, not listed in the CEU library. */
function groupCeu(title: string) {
  return {
    credits: 3,
    programTitle: title,
    sponsor: "Harbor Credit Union",
    programDescription: "A half-day workshop.",
    programAgenda: "9:00 Welcome",
    contactEmail: "events@example.org",
    listProgram: false,
  };
}

function individualCeuRow(id: number) {
  return db.individualCeu.findUniqueOrThrow({ where: { id }, select: { status: true, approved: true, rejectionStatus: true } });
}

function reviewsOf(column: "individualCeuId" | "groupCeuId", id: number) {
  const where = column === "individualCeuId" ? { individualCeuId: id } : { groupCeuId: id };
  return db.ceuReview.findMany({ where, orderBy: { id: "asc" }, select: { approved: true, status: true, message: true } });
}

function groupCeuRow(id: number) {
  return db.groupCeu.findUniqueOrThrow({ where: { id }, select: { credits: true, status: true, completionCode: true } });
}

// One test: the whole describe is in the smoke.
test.describe("admin individual CEUs", SMOKE, () => {
  test("an admin finds a member's CEUs, sees the flags and reviews, approves one and rejects the other; the member is told", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const lastName = surname("Ceuq");
    const member = await certifiedMember(lastName);
    const now = Date.now();
    await userFlag(member.id, "Chargeback under review");
    await userFlag(member.id, "Settled dispute", { active: false });
    const { userId: adminId } = await signInAs(page, demo("admin"));
    // The first CEU was rejected once before and resubmitted: its review history shows it.
    const { ceu: resubmittedCeu } = await resubmittedIndividualCeu(member.id, {
      ...individualCeu(member.periodId, "Budget Coaching Lab", new Date(now - 2 * 3_600_000)),
      reviewerId: adminId,
      reviewedAt: new Date(now - 86_400_000),
      message: "<p>Please add the agenda.</p>",
    });
    const resubmitted = resubmittedCeu.id;
    const fresh = (
      await pendingIndividualCeu(member.id, individualCeu(member.periodId, "Credit Reports Deep Dive", new Date(now - 3_600_000)))
    ).id;

    // The queue, filtered by the member's surname.
    await open(page, "/admin/ceus/individual");
    await expect(page.getByRole("heading", { name: "Individual CEUs" })).toBeVisible();
    for (const header of [
      "First Name",
      "Last Name",
      "Certifications",
      "Certification Status",
      "Submission Date",
      "Completion Date",
      "Program Title",
      "Sponsor",
      "Credits",
      "Status",
    ]) {
      await expect(page.getByRole("columnheader", { name: columnName(header) })).toBeVisible();
    }
    // Sorted by submission date, oldest first: told by aria-sort, not by the arrow in the name.
    await expect(page.getByRole("columnheader", { name: columnName("Submission Date") })).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("link", { name: "Submission Date", exact: true })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("pending");
    await expectAccessible(page);
    await filterBy(page, lastName);
    await expect(page.getByRole("row")).toHaveCount(3);
    const firstRow = page.getByRole("row", { name: /Budget Coaching Lab/ });
    await expect(firstRow).toContainText("Accredited Financial Counselor");
    await expect(firstRow).toContainText("In Good Standing");
    await expect(firstRow).toContainText("02/10/2026");
    await expect(firstRow).toContainText("Pending");
    await expectAccessible(page);

    // The CSV of the same filter.
    const csv = await page.request.get(`/admin/ceus/individual?format=csv&q=${lastName}`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const csvText = await csv.text();
    expect(csvText).toContain("First Name,Last Name,Email,Certifications");
    expect(csvText).toContain(`Cora,${lastName},${member.email},Accredited Financial Counselor,In Good Standing,`);

    // The member's certificate file.
    await uploadedFile(member.id, {
      kind: "credit_completion_certificate",
      originalName: "cora-certificate.pdf",
      individualCeuId: resubmitted,
    });

    // The review page: flags banner, profile link, the record with its files, the decision after it, reviews.
    await firstRow.getByRole("link", { name: "Cora" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ceus/individual/${resubmitted}$`));
    await expect(page.getByRole("heading", { name: "CEU Individual Approval form" })).toBeVisible();
    const banner = page.locator(".alert-danger");
    await expect(banner).toContainText("This user has 1 active flag:");
    await expect(banner).toContainText("Chargeback under review");
    await expect(banner).not.toContainText("Settled dispute");
    await expect(page.getByRole("link", { name: `Cora ${lastName}` })).toHaveAttribute("href", `/admin/users/${member.id}`);
    for (const header of ["Date", "Reviewer", "Message", "Status"])
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /Needs more information/ })).toContainText("Please add the agenda.");
    const record = page.getByRole("region", { name: `Cora ${lastName}` });
    await expect(record.getByRole("link", { name: /Credit Completion Certificate: cora-certificate\.pdf/ })).toHaveAttribute(
      "href",
      /\/resources\/media\//,
    );
    const decision = page.getByRole("region", { name: "Decision" });
    await expect(decision.getByRole("link", { name: "Approve", exact: true })).toBeVisible();
    // the decision comes after the record and the CEU form in the page
    expect(
      await page.evaluate(() => {
        const form = document.getElementById("ceu-form")!;
        const bar = document.getElementById("decision-bar-heading")!;
        return Boolean(form.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await expectAccessible(page);

    // The admin edits the CEU (no verification checkbox) and stays on the review page.
    await expect(page.getByLabel(/I verify/)).toHaveCount(0);
    await page.getByLabel("Sponsor").fill("NFCC Learning");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Your changes were saved.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/ceus/individual/${resubmitted}$`));
    expect(await db.individualCeu.findUniqueOrThrow({ where: { id: resubmitted }, select: { sponsor: true, status: true } })).toEqual({
      sponsor: "NFCC Learning",
      status: "pending",
    });

    // Approve with a message template.
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ceus/individual/${resubmitted}/approve$`));
    const approveDialog = page.getByRole("dialog", { name: "Approve CEU" });
    await expect(approveDialog).toContainText("Budget Coaching Lab");
    await expectAccessible(page);
    await approveDialog.getByLabel("Approved", { exact: true }).check();
    await approveDialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ceus\/individual$/);
    await expectAccessible(page);
    expect(await individualCeuRow(resubmitted)).toEqual({ status: "approved", approved: true, rejectionStatus: null });
    expect((await reviewsOf("individualCeuId", resubmitted)).at(-1)).toMatchObject({
      approved: true,
      status: "approved",
      message: expect.stringContaining("has been approved"),
    });

    // Reject the other: a status must be chosen.
    await filterBy(page, lastName);
    await expect(page.getByRole("row")).toHaveCount(2);
    await page
      .getByRole("row", { name: /Credit Reports Deep Dive/ })
      .getByRole("link", { name: "Cora" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/ceus/individual/${fresh}$`));
    await expect(page.getByText("No reviews yet.")).toBeVisible();
    await page.getByRole("link", { name: "Reject", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ceus/individual/${fresh}/reject$`));
    let rejectDialog = page.getByRole("dialog", { name: "Reject CEU" });
    await expectAccessible(page);
    await rejectDialog.getByLabel("Missing certificate").check();
    await rejectDialog.getByRole("button", { name: "Reject" }).click();
    rejectDialog = page.getByRole("dialog", { name: "Reject CEU" });
    await expect(rejectDialog.getByText("You must select a step")).toBeVisible();
    await expect(rejectDialog.getByLabel("Status")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    expect((await individualCeuRow(fresh)).status).toBe("pending");
    await rejectDialog.getByLabel("Status").selectOption({ label: "Insufficient documentation" });
    await rejectDialog.getByLabel("Missing certificate").check();
    await rejectDialog.getByLabel("Message (optional)").fill("The certificate must show your name.");
    await rejectDialog.getByRole("button", { name: "Reject" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ceus\/individual$/);
    expect(await individualCeuRow(fresh)).toEqual({ status: "rejected", approved: false, rejectionStatus: "insufficient_documentation" });
    const rejection = await reviewsOf("individualCeuId", fresh);
    expect(rejection).toHaveLength(1);
    expect(rejection[0]).toMatchObject({ approved: false, status: "insufficient_documentation" });
    expect(rejection[0]!.message).toContain("Please upload the certificate of completion");
    expect(rejection[0]!.message).toContain("<p>The certificate must show your name.</p>");

    // Nothing of theirs is pending now; the rejected one shows its status under "Rejected", without Reject.
    await filterBy(page, lastName);
    await expect(page.getByText("No records found.")).toBeVisible();
    await open(page, `/admin/ceus/individual?status=rejected&q=${lastName}`);
    await expect(page.getByRole("row", { name: /Credit Reports Deep Dive/ })).toContainText("Insufficient documentation");
    await open(page, `/admin/ceus/individual/${fresh}`);
    await expect(page.getByRole("row", { name: /Insufficient documentation/ })).toContainText("The certificate must show your name.");
    await expect(page.getByRole("link", { name: "Reject", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Approve", exact: true })).toBeVisible();

    // The member sees both decisions among their notifications.
    await page.context().clearCookies();
    await signInAs(page, member);
    await open(page, "/notifications");
    await expect(page.getByText("CEU approved", { exact: true })).toBeVisible();
    await expect(page.getByText("CEU not approved", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("admin group CEUs", () => {
  test("an admin approves a pending pre-approval and it gets a completion code; one still in the cart is not listed", async ({ page }) => {
    test.setTimeout(60_000);
    const lastName = surname("Grpceu");
    const sponsor = await createMember({ firstName: "Gus", lastName });
    const groupId = (await pendingGroupCeu(sponsor.id, groupCeu("Harbor Money Week"))).groupCeu.id;
    await groupCeuInCart(sponsor.id, groupCeu("Unpaid Draft Program"));
    await signInAs(page, demo("admin"));

    await open(page, "/admin/ceus/group");
    await expect(page.getByRole("heading", { name: "Group CEUs" })).toBeVisible();
    await expect(page.getByText("Choose a CEU below to edit or review it")).toBeVisible();
    for (const header of ["First Name", "Last Name", "Start Date", "Program Title", "Sponsor", "Credits", "Status"]) {
      await expect(page.getByRole("columnheader", { name: columnName(header) })).toBeVisible();
    }
    await expectAccessible(page);
    await filterBy(page, lastName);
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("row", { name: /Harbor Money Week/ })).toContainText("Pending");
    await expect(page.getByText("Unpaid Draft Program")).toHaveCount(0);
    await expectAccessible(page);

    await page
      .getByRole("row", { name: /Harbor Money Week/ })
      .getByRole("link", { name: "Gus" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/ceus/group/${groupId}$`));
    await expect(page.getByRole("heading", { name: "CEU Pre-Approval Form" })).toBeVisible();
    await expect(page.locator(".alert-danger")).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Gus ${lastName}` })).toHaveAttribute("href", `/admin/users/${sponsor.id}`);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Approve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Approve CEU" });
    await expect(dialog).toContainText("A completion code is issued for attendees.");
    await expectAccessible(page);
    await dialog.getByLabel("Message (optional)").fill("Thanks for the detailed agenda.");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ceus\/group$/);

    const saved = await groupCeuRow(groupId);
    expect(saved.status).toBe("approved");
    expect(saved.completionCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await reviewsOf("groupCeuId", groupId)).toEqual([
      { approved: true, status: "approved", message: "<p>Thanks for the detailed agenda.</p>" },
    ]);

    await open(page, `/admin/ceus/group/${groupId}`);
    await expect(page.locator(".badge", { hasText: "Approved" }).first()).toBeVisible();
    await expect(page.getByText(saved.completionCode!, { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /Approved/ })).toContainText("Thanks for the detailed agenda.");
    await expect(page.getByRole("link", { name: "Approve", exact: true })).toHaveCount(0);
    await expectAccessible(page);

    // Admins may still edit it after approval.
    await page.getByLabel("Credits").fill("4.5");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Your changes were saved.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/ceus/group/${groupId}$`));
    expect(await groupCeuRow(groupId)).toEqual({
      credits: 4.5,
      status: "approved",
      completionCode: saved.completionCode,
    });
  });
});
