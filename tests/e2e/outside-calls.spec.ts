/**
 * Calls that never get lost (decision 53), as the admin meets them: a course materials order Holmes
 * refused after the candidate's payment shows on the course registration review under "Outside
 * systems" with its state, tries and Holmes' answer; Retry places the order, and the order id shows.
 * A certificate Accredible could not issue at final approval shows on the admin's certification
 * page the same way. Runs with JavaScript on and off, with axe on each page.
 */
import { expect, test, type Page } from "@playwright/test";
import { certifiedCertificateNotIssued, courseMaterialsOrderFailed, inPostRegistration } from "../factories/index.ts";
import { createMember, demo, expectAccessible, signInAs } from "./support.ts";

function toast(page: Page, message: string) {
  return page.locator(".toast").filter({ hasText: message });
}

const callsTable = (page: Page) => page.getByRole("region", { name: "Outside systems" }).getByRole("table");

test.describe("outside calls", () => {
  test("a failed course materials order shows its state and Holmes' answer, and Retry places it", async ({ page }) => {
    const member = await createMember();
    const { registration } = await courseMaterialsOrderFailed(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/course-registrations/${registration.id}`);

    const row = callsTable(page).getByRole("row", { name: /Course materials order \(Holmes\)/ });
    await expect(row).toContainText("Failed (will retry)");
    await expect(row).toContainText("Holmes answered 503");
    await expect(page.getByRole("definition").filter({ hasText: "Not ordered" })).toBeVisible();
    await expectAccessible(page);

    await row.getByRole("button", { name: "Retry Course materials order" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    const done = callsTable(page).getByRole("row", { name: /Course materials order \(Holmes\)/ });
    await expect(done).toContainText("Done");
    await expect(done).toContainText(/Order HO-MOCK-\d+/);
    await expect(done.getByRole("button", { name: /Retry/ })).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: /^HO-MOCK-\d+$/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("a certificate Accredible could not issue at final approval is issued on Retry and linked", async ({ page }) => {
    const member = await createMember();
    const { certificationId } = await certifiedCertificateNotIssued(member.id);
    await signInAs(page, demo("admin"));
    await page.goto(`/admin/users/${member.id}/certification/${certificationId}`);

    const row = callsTable(page).getByRole("row", { name: /Credential issued \(Accredible\)/ });
    await expect(row).toContainText("Failed (will retry)");
    await expectAccessible(page);
    await row.getByRole("button", { name: "Retry Credential issued" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(callsTable(page).getByRole("row", { name: /Credential issued \(Accredible\)/ })).toContainText("Done");
    await expect(page.getByRole("link", { name: /certificate/i }).first()).toHaveAttribute("href", /credential\.net\/mock-acc-afc-/);
  });

  test("the candidate's education link opens the supplier's course once the paid Learning System has its course, else the learning system", async ({
    page,
  }) => {
    const link = () => page.getByRole("link", { name: "Go to the Learning System (opens in a new tab)" });
    const online = await createMember();
    await inPostRegistration(online.id, { materials: ["learningSystem"] });
    await signInAs(page, online);
    await page.goto("/");
    await expect(link()).toHaveAttribute("href", "https://holmes.example.org/sso/course?course=HC-AFC-2026");
    await page.goto("/certifications-and-training");
    await expect(link()).toHaveAttribute("href", "https://holmes.example.org/sso/course?course=HC-AFC-2026");
    await expectAccessible(page);

    const printed = await createMember();
    await inPostRegistration(printed.id, { materials: ["textbook"] });
    await signInAs(page, printed);
    await page.goto("/");
    await expect(link()).toHaveAttribute("href", /^https:\/\/learn\.example\.org\/?$/);
  });
});
