/**
 * Becoming certified (issue 19): the candidate view's progress, the Code of Ethics signed on the
 * certification page, the exam fee paid through the cart and checkout (agreement required,
 * international choice), no sixth attempt, exam results entered by an admin, the final steps through
 * to the admin's final approval, and the admin's certificate administration (payments, reinstate).
 * JavaScript on and off, with axe.
 */
import { expect, test } from "@playwright/test";
import {
  certifiedInGoodStanding,
  failedExamAttempts,
  inPostRegistration,
  readyForFinalSteps,
  revokedCertification,
  saveCard,
} from "../factories/index.ts";
import { createMember, demo, expectAccessible, openDb, waitForHydration, signInAs } from "./support.ts";

/** An enrolled candidate on the education pathway (enrolled today, the registration fee paid, the exam fee not), with `fails` failed sittings. */
async function enrolledCandidate(userId: number, fails = 0): Promise<number> {
  const { registration } = await inPostRegistration(userId, {
    enrolledOn: new Date(),
    deadline: new Date(Date.now() + 400 * 86_400_000),
    payExamFeeUpfront: false,
  });
  if (fails > 0) await failedExamAttempts(registration.id, fails);
  return registration.id;
}

test.describe("becoming certified: the candidate", () => {
  test("signs the Code of Ethics on the certification page; both fields are required", async ({ page }) => {
    const member = await createMember({ firstName: "Ezra", lastName: "Ethics" });
    await enrolledCandidate(member.id);
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    const ethics = page.getByRole("region", { name: "Code of Ethics" });
    await expect(ethics).toContainText("Not signed yet.");
    const progress = page.getByRole("region", { name: "Your Progress" });
    await expect(progress).toContainText("1 of 4 requirements complete");
    await expect(progress.getByRole("button", { name: "Finish" })).toBeDisabled();
    await expectAccessible(page);

    await ethics.getByLabel("Date").fill("");
    await ethics.getByRole("button", { name: "Sign" }).click();
    await expect(ethics.getByLabel("Signature")).toHaveAccessibleDescription(/Required/);
    await expect(ethics.getByLabel("Date")).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    await ethics.getByLabel("Signature").fill("Ezra Ethics");
    await ethics.getByLabel("Date").fill(new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" }));
    await ethics.getByRole("button", { name: "Sign" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for signing the Code of Ethics." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Code of Ethics" })).toContainText("Signed on");
    await expect(page.getByRole("region", { name: "Your Progress" })).toContainText("2 of 4 requirements complete");
  });

  test("pays the exam fee: the agreement is required, then the fee waits in the cart", async ({ page }) => {
    const member = await createMember({ firstName: "Paz", lastName: "Payer" });
    await enrolledCandidate(member.id);
    await saveCard(member.id);
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    const exam = page.getByRole("region", { name: "Exam" });
    await expect(exam).toContainText("Waiting on payment");
    await expect(exam).toContainText(`AFCPE${String(member.id).padStart(6, "0")}`);
    await exam.getByRole("link", { name: "Pay Exam Fee" }).click();
    await expect(page.getByRole("heading", { name: "Pay Exam Fee", level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByLabel(/at least 18 years old/)).toHaveAccessibleDescription(/You must agree/);
    await page.getByLabel(/Outside the United States/).check();
    await page.getByLabel(/at least 18 years old/).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The exam fee is in your cart." })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main")).toContainText("AFC Certification Exam");

    await page.goto("/certifications-and-training");
    await expect(page.getByRole("region", { name: "Exam" }).getByRole("link", { name: "View in Cart" })).toBeVisible();

    // Checkout with the saved card books the sitting: the Exam card says Paid.
    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment completed" })).toBeVisible();
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("region", { name: "Exam" })).toContainText("Paid");
    await expect(page.getByRole("region", { name: "Exam" }).getByRole("link", { name: /Pay Exam Fee|View in Cart/ })).toHaveCount(0);
  });

  test("after five failed sittings no sixth attempt can be paid", async ({ page }) => {
    const member = await createMember({ firstName: "Fifi", lastName: "Five" });
    await enrolledCandidate(member.id, 5);
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    const exam = page.getByRole("region", { name: "Exam" });
    await expect(exam.getByRole("definition").first()).toHaveText("0");
    await expect(exam.getByRole("link", { name: "Pay Exam Fee" })).toHaveCount(0);
    await page.goto("/certifications-and-training/certifications/pay");
    await expect(page.getByRole("status")).toContainText("You have used all 5 exam attempts.");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("completes the final steps; the admin's final approval puts the certificate in good standing on the dashboard", async ({ page }) => {
    const member = await createMember({ firstName: "Nora", lastName: "Final" });
    // Every requirement met: the hours approved, ethics signed, the exam passed.
    const { registration } = await readyForFinalSteps(member.id);
    const id = registration.id;
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("region", { name: "Your Progress" })).toContainText("4 of 4 requirements complete");
    await page.getByRole("link", { name: "Finish" }).click();

    await expect(page.getByRole("heading", { name: "Certificate Name", level: 2 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("textbox", { name: "Certificate Name" }).fill("");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByRole("textbox", { name: "Certificate Name" })).toHaveAccessibleDescription(/Required/);
    await page.getByRole("textbox", { name: "Certificate Name" }).fill("Nora Final, AFC®");
    await page.getByRole("button", { name: "Save & Continue" }).click();

    await expect(page.getByRole("heading", { name: "Professional Info", level: 2 })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByLabel("Organization")).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    await page.getByLabel("Organization").fill("Credit Counseling of Ohio");
    await page.getByLabel("Job Title").fill("Housing Counselor");
    await page.getByLabel("Years of Service").selectOption("6-10");
    await page.getByLabel("Primary Work Area Category").selectOption({ label: "Nonprofit Counseling" });
    await page
      .getByRole("group", { name: "Primary Work Areas" })
      .getByRole("group", { name: "Nonprofit Counseling" })
      .getByLabel("Credit counseling")
      .check();
    await page.getByRole("button", { name: "Save & Continue" }).click();

    await expect(page.getByRole("heading", { name: "Preferences", level: 2 })).toBeVisible();
    await page.getByLabel(/Send me text messages/).check();
    await page.getByLabel("Cell Phone").fill("");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByLabel("Cell Phone")).toHaveAccessibleDescription(/Please enter your cell phone number to receive texts/);
    await page.getByLabel("Cell Phone").fill("614-555-0142");
    await page.getByRole("button", { name: "Save & Continue" }).click();

    await expect(page.getByRole("heading", { name: "Summary", level: 2 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Nora Final, AFC®");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your final application was submitted for review." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your Progress" })).toContainText("Your final application is under review.");

    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    await page.getByRole("link", { name: "Approve", exact: true }).click();
    await page.getByRole("dialog", { name: "Approve Registration" }).getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/");
    await expect(page.getByRole("main")).toContainText("In Good Standing");
  });

  test("an admin adds attempts and records a fail, then a pass; the candidate sees attempts left and the result", async ({ page }) => {
    const member = await createMember({ firstName: "Ada", lastName: "Attempts" });
    const id = await enrolledCandidate(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    const exams = page.getByRole("region", { name: "Exam Attempts" });
    await exams.getByRole("button", { name: "Add Attempt" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    await page.getByRole("region", { name: "Exam Attempts" }).getByRole("link", { name: "Edit Result of attempt 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Exam Result" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Result")).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    await dialog.getByLabel("Result").selectOption("F");
    await dialog.getByLabel("Score (optional)").fill("58");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Exam result saved." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Exam Attempts" }).getByRole("row", { name: /Fail/ })).toContainText("58");

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    const card = page.getByRole("region", { name: "Exam" });
    await expect(card).toContainText("Waiting on payment");
    await expect(card.getByRole("definition").first()).toHaveText("4");

    await page.context().clearCookies();
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${id}`);
    await page.getByRole("region", { name: "Exam Attempts" }).getByRole("button", { name: "Add Attempt" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    await page.getByRole("region", { name: "Exam Attempts" }).getByRole("link", { name: "Edit Result of attempt 2" }).click();
    await page.getByRole("dialog", { name: "Edit Exam Result" }).getByLabel("Result").selectOption("P");
    await page.getByRole("dialog", { name: "Edit Exam Result" }).getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Exam result saved." })).toBeVisible();
    await expectAccessible(page);

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("region", { name: "Exam" })).toContainText("Passed");
  });
});

test.describe("becoming certified: the admin's certificate administration", () => {
  /** A member holding the AFC in good standing, or revoked. */
  async function holder(status: "good_standing" | "revoked") {
    const member = await createMember({ firstName: "Cert", lastName: status === "revoked" ? "Revoked" : "Holder" });
    const { userCertification } = await (status === "revoked" ? revokedCertification : certifiedInGoodStanding)(member.id);
    return { member, path: `/admin/users/${member.id}/certification/${userCertification.certificationId}` };
  }

  test("an admin adds a certification payment (default year, price in dollars) and deletes it after confirming", async ({ page }) => {
    const { path } = await holder("good_standing");
    await signInAs(page, demo("admin"));
    await page.goto(path);
    const payments = page.getByRole("region", { name: "Certification Payments" });
    await payments.getByRole("link", { name: "Add Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Payment" });
    const year = String(Number(new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" }).slice(0, 4)));
    await expect(dialog.getByLabel("Year")).toHaveValue(year);
    await expectAccessible(page);
    await dialog.getByLabel("Price (dollars)").fill("-5");
    await dialog.getByRole("button", { name: "Add Payment" }).click();
    await expect(dialog.getByLabel("Price (dollars)")).toHaveAccessibleDescription(/Please enter a price in dollars/);
    await dialog.getByLabel("Price (dollars)").fill("125.50");
    await dialog.getByRole("button", { name: "Add Payment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment added." })).toBeVisible();
    await expect(payments.getByRole("row", { name: new RegExp(`${year} \\$125\\.50`) })).toBeVisible();

    await payments.getByRole("link", { name: `Delete the ${year} payment` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Payment" });
    await expect(confirm).toContainText("Are you sure you want to delete this payment?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment deleted." })).toBeVisible();
    await expect(payments).toContainText("No certification payments yet.");
  });

  test("an admin reinstates a revoked certification: a new certificate and In Good Standing", async ({ page }) => {
    const { member, path } = await holder("revoked");
    await signInAs(page, demo("admin"));
    await page.goto(path);
    await page.getByRole("link", { name: "Reinstate" }).click();
    await expect(page.getByRole("dialog", { name: "Reinstate Certification" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("dialog", { name: "Reinstate Certification" }).getByRole("button", { name: "Reinstate" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("In Good Standing");
    await expect(page.getByRole("link", { name: "Reinstate" })).toHaveCount(0);

    await page.context().clearCookies();
    await signInAs(page, member);
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("region", { name: "Accredited Financial Counselor" })).toContainText("In Good Standing");
  });

  test("an admin edits the certification's status, certificate URL and secuId", async ({ page }) => {
    const { member, path } = await holder("good_standing");
    await signInAs(page, demo("admin"));
    await page.goto(path);
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Certification" });
    await dialog.getByLabel("Certificate URL").fill("http://not-secure.example.org");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Certificate URL")).toHaveAccessibleDescription(/starting with https/);
    await expectAccessible(page);
    await dialog.getByLabel("Status").selectOption({ label: "Lapsed for CEUs" });
    await dialog.getByLabel("Certificate URL").fill("https://www.credential.net/cert-holder");
    await dialog.getByLabel("secuId").fill("SECU-77");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Lapsed for CEUs");
    const db = openDb();
    const row = db.prepare(`SELECT secuId FROM "User" WHERE id = ?`).get(member.id) as { secuId: string };
    db.close();
    expect(row.secuId).toBe("SECU-77");
  });
});
