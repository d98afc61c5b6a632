/**
 * The certification area and the registration wizard (issue 17): Enroll Now to the cart and paid on
 * each pathway, every step's error message, reachability, someone else's registration, Pathway
 * Review, and the three views of /certifications-and-training. Runs with JavaScript on and off; each
 * page gets an axe check.
 */
import { expect, test, type Page } from "@playwright/test";
import { pathwayApproved, saveCard } from "../factories/index.ts";
import { db } from "~/lib/db.server.ts";
import { createMember, demo, expectAccessible, SMOKE, waitForHydration, signInAs } from "./support.ts";

type Member = { id: number; email: string; password: string };

async function afcId(): Promise<number> {
  return (await db.certification.findUniqueOrThrow({ where: { key: "afc" }, select: { id: true } })).id;
}

function registrationOf(userId: number) {
  return db.registration.findFirstOrThrow({
    where: { userId },
    orderBy: { id: "desc" },
    select: { id: true, status: true, step: true, enrolledOn: true, deadline: true, holmesOrderId: true },
  });
}

function registrationCount(userId: number): Promise<number> {
  return db.registration.count({ where: { userId } });
}

/** The start page of the AFC's registration, and its Enroll Now: the member's registration at the Pathway step. */
async function enrollFromStartPage(page: Page) {
  await page.goto(`/certifications-and-training/register/${await afcId()}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/pathway$/);
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

async function saveAndContinue(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "Save & Continue" }).click();
}

/** The field or group an error message describes. */
async function expectError(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

async function startEnrolment(page: Page) {
  await page.goto("/certifications-and-training");
  await expect(page.getByRole("heading", { name: "Certification", level: 1 })).toBeVisible();
  await expectAccessible(page);
  // Starting writes a registration: the button of a form (a POST), never a link (decision 38).
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Enroll Now/ }).click();
  await expect(page).toHaveURL(/\/register\/\d+\/pathway$/);
  await expect(stepHeading(page, "Pathway")).toBeVisible();
}

async function choosePathway(page: Page, name: string) {
  await waitForHydration(page);
  await page.getByRole("radio", { name }).check();
  if (name === "Independent Trainer Pathway") await page.getByRole("checkbox", { name: /timeline starts when I register/ }).check();
  await saveAndContinue(page);
}

async function addAddressFromShipping(page: Page) {
  await page.getByRole("link", { name: "Add a new address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  await expect(dialog).toBeVisible();
  await waitForHydration(page);
  await dialog.getByLabel("Address Name").selectOption("Home");
  await dialog.getByLabel("Address Line 1").fill("12 Oak St");
  await dialog.getByLabel("City").fill("Richmond");
  await dialog.getByLabel("State", { exact: true }).selectOption("VA");
  await dialog.getByLabel("Zip").fill("23219");
  await dialog.getByRole("button", { name: "Save Address" }).click();
  await expect(stepHeading(page, "Shipping")).toBeVisible();
  await expect(page.getByRole("radio", { name: /12 Oak St/ })).toBeChecked();
}

/** From Course Materials to the cart: a material, the bundle, shipping, no membership, exam fee now, Finish. */
async function finishFromCourseMaterials(page: Page, material: string) {
  await expect(stepHeading(page, "Course Materials")).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(material) }).check();
  await saveAndContinue(page);
  await expect(stepHeading(page, "Practice Exam Bundle")).toBeVisible();
  await page.getByRole("checkbox").check();
  await saveAndContinue(page);
  await expect(stepHeading(page, "Shipping")).toBeVisible();
  await addAddressFromShipping(page);
  await saveAndContinue(page);
  await expect(stepHeading(page, "Membership")).toBeVisible();
  await page.getByRole("radio", { name: "No Membership" }).check();
  await saveAndContinue(page);
  await expect(stepHeading(page, "Pay Exam Fees Upfront")).toBeVisible();
  await expect(page.getByRole("checkbox")).toBeChecked();
  await saveAndContinue(page);
  await expect(stepHeading(page, "Pay & Review")).toBeVisible();
  await expectAccessible(page);
}

async function payCart(page: Page, member: Member) {
  await saveCard(member.id);
  await page.goto("/checkout");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment completed" })).toBeVisible();
}

test.describe("certification registration", () => {
  test("education pathway: every step's message, then Enroll Now to the cart and paid", async ({ page }) => {
    test.setTimeout(120_000); // a dozen pages, each with an axe check
    const member = await createMember({ firstName: "Eda", lastName: "Education" });
    await signInAs(page, member);
    await startEnrolment(page);
    await expectAccessible(page);
    await expect(page.getByRole("navigation", { name: "Registration steps" }).getByText("Pathway", { exact: true })).toHaveAttribute(
      "aria-current",
      "step",
    );

    await saveAndContinue(page);
    await expectError(page, "You must choose a pathway");
    await choosePathway(page, "Education Pathway");

    // The education pathway needs no preapproval but requires its coursework file (member spec 5, decision 33).
    await expect(stepHeading(page, "Supporting Documentation")).toBeVisible();
    await expectAccessible(page);
    await saveAndContinue(page);
    await expect(stepHeading(page, "Supporting Documentation")).toBeVisible();
    await expect(page.getByLabel(/^Coursework/)).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    // A file that is not a document is refused by its content; a PDF is kept, listed and removable.
    await page
      .getByLabel(/^Coursework/)
      .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text") });
    await saveAndContinue(page);
    await expect(page.getByLabel(/^Coursework/)).toHaveAccessibleDescription(/Please upload a PDF, JPEG or PNG file/);
    await page
      .getByLabel(/^Coursework/)
      .setInputFiles({ name: "transcript.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%\n") });
    await saveAndContinue(page);
    await expect(stepHeading(page, "Course Materials")).toBeVisible();
    await page.getByRole("navigation", { name: "Registration steps" }).getByRole("link", { name: "Supporting Documentation" }).click();
    await expect(page.getByRole("link", { name: /transcript\.pdf/ })).toBeVisible();
    await page.getByRole("button", { name: "Delete transcript.pdf" }).click();
    await expect(stepHeading(page, "Supporting Documentation")).toBeVisible();
    await expect(page.getByRole("link", { name: /transcript\.pdf/ })).toHaveCount(0);
    // With the file deleted the step refuses again; a new one lets the candidate go on.
    await saveAndContinue(page);
    await expect(page.getByLabel(/^Coursework/)).toHaveAccessibleDescription(/Required/);
    await page
      .getByLabel(/^Coursework/)
      .setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%\n") });
    await saveAndContinue(page);

    await expect(stepHeading(page, "Course Materials")).toBeVisible();
    await saveAndContinue(page);
    await expectError(page, "You must choose one of the options");
    await expectAccessible(page);
    await page.getByRole("radio", { name: /AFC Printed Textbook Set/ }).check();
    await saveAndContinue(page);

    await expect(stepHeading(page, "Practice Exam Bundle")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("checkbox").check();
    await saveAndContinue(page);

    await expect(stepHeading(page, "Shipping")).toBeVisible();
    await saveAndContinue(page);
    await expectError(page, "You must have a shipping address");
    await expectAccessible(page);
    await addAddressFromShipping(page);
    await saveAndContinue(page);

    await expect(stepHeading(page, "Membership")).toBeVisible();
    await saveAndContinue(page);
    await expectError(page, "You must pick a membership option");
    await expectAccessible(page);
    await page.getByRole("radio", { name: "No Membership" }).check();
    await saveAndContinue(page);

    await expect(stepHeading(page, "Pay Exam Fees Upfront")).toBeVisible();
    await expectAccessible(page);
    // Back keeps what was saved and goes one step back.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Membership")).toBeVisible();
    await expect(page.getByRole("radio", { name: "No Membership" })).toBeChecked();
    await saveAndContinue(page);
    // Wait for the next step before pressing again: a second press on the old page moves nothing.
    await expect(stepHeading(page, "Pay Exam Fees Upfront")).toBeVisible();
    await saveAndContinue(page);

    await expect(stepHeading(page, "Pay & Review")).toBeVisible();
    await expect(page.getByText(/^88% complete$/)).toBeVisible();
    const fees = page.getByRole("table");
    await expect(fees.getByRole("row", { name: /Education Pathway Registration Fee \$150\.00/ })).toBeVisible();
    await expect(fees.getByRole("row", { name: /Shipping \(with exam materials\) \$25\.00/ })).toBeVisible();
    await expect(fees.getByRole("row", { name: /AFC Certification Exam .*\$350\.00/ })).toBeVisible();
    await expect(fees.getByRole("row", { name: /Total due \$819\.00/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Finish" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "Your registration is in your cart." })).toBeVisible();
    await expect(page.getByText("Part of your registration")).toHaveCount(5);
    await payCart(page, member);

    const registration = await registrationOf(member.id);
    expect(registration).toMatchObject({ status: "post_registration", step: "exam" });
    expect(registration.enrolledOn).not.toBeNull();
    expect(registration.holmesOrderId).toMatch(/^HO-MOCK-/);
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("heading", { name: "Your Progress" })).toBeVisible();
    await expect(page.getByText("Education Pathway", { exact: false }).first()).toBeVisible();
    await expectAccessible(page);
    // The Practice Exam Bundle bought with the registration is ready to use.
    await expect(page.getByText("Exam #1: Not started")).toBeVisible();
    await page.getByRole("link", { name: "Practice exams" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "AFC Practice Exam Bundle" })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Exam #1/ })).toContainText("Not started");
    await expect(page.getByRole("link", { name: "Start Practice Exam: Exam #1" })).toBeVisible();
  });

  test("independent trainer pathway asks to confirm the timeline and needs the trainer", SMOKE, async ({ page }) => {
    test.setTimeout(120_000);
    const member = await createMember({ firstName: "Ivy", lastName: "Trainee" });
    await signInAs(page, member);
    await startEnrolment(page);
    await page.getByRole("radio", { name: "Independent Trainer Pathway" }).check();
    await saveAndContinue(page);
    await expectError(page, "Please confirm that your timeline starts when you register.");
    await choosePathway(page, "Independent Trainer Pathway");

    await expect(stepHeading(page, "Supporting Documentation")).toBeVisible();
    await saveAndContinue(page);
    await expect(page.getByLabel("Your Independent Trainer")).toHaveAccessibleDescription("Required");
    await expect(page.getByLabel(/^Coursework/)).toHaveAccessibleDescription(/Required/);
    await expectAccessible(page);
    await page.getByLabel("Your Independent Trainer").selectOption({ index: 1 });
    await page
      .getByLabel(/^Coursework/)
      .setInputFiles({ name: "completion.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%\n") });
    await saveAndContinue(page);
    await finishFromCourseMaterials(page, "AFC Learning System");
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await payCart(page, member);
    expect((await registrationOf(member.id)).status).toBe("post_registration");
  });

  for (const pathway of ["University Pathway", "Designation Pathway"] as const) {
    test(`${pathway}: stops at Pathway Review, then continues once approved to the cart and paid`, async ({ page }) => {
      test.setTimeout(120_000);
      const member = await createMember({ firstName: "Uma", lastName: pathway.split(" ")[0] });
      await signInAs(page, member);
      await startEnrolment(page);
      await choosePathway(page, pathway);

      if (pathway === "University Pathway") {
        await expect(stepHeading(page, "Program Information")).toBeVisible();
        await saveAndContinue(page);
        await expect(page.getByLabel("University Program")).toHaveAccessibleDescription("Required");
        await expect(page.getByLabel("Level of Study")).toHaveAccessibleDescription("Required");
        await expectAccessible(page);
        await page.getByLabel("University Program").selectOption({ label: "Texas Tech University" });
        await page.getByLabel("Level of Study").selectOption({ label: "Graduate" });
        await page.getByLabel("Credits this term (optional)").fill("9");
        await saveAndContinue(page);
      }

      await expect(stepHeading(page, "Supporting Documentation")).toBeVisible();
      await saveAndContinue(page);
      await expectError(page, "Required");
      await expectAccessible(page);
      const label = pathway === "Designation Pathway" ? "Designation certificate" : /^Coursework/;
      await page.getByLabel(label).setInputFiles({ name: "proof.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%\n") });
      await saveAndContinue(page);

      await expect(stepHeading(page, "Pathway Review")).toBeVisible();
      await expect(page.getByText("Your pathway is under review.")).toBeVisible();
      await expectAccessible(page);
      const registration = await registrationOf(member.id);
      expect(registration.status).toBe("registration_approval");
      // While it waits, no other step opens, and opening the wizard comes back here.
      await page.goto(`/certifications-and-training/register/${await afcId()}/course_materials`);
      await expect(stepHeading(page, "Pathway Review")).toBeVisible();
      await page.goto("/certifications-and-training");
      await expect(page.getByText("Your pathway is under review.")).toBeVisible();

      // The admins' pathway approval: back to pre-registration at Course Materials.
      await pathwayApproved(registration.id, { message: "<p>Welcome aboard<script>x()</script></p>" });
      await page.goto(`/certifications-and-training/register/${await afcId()}`);
      await expect(page.getByRole("status").filter({ hasText: "Pre-approval message" })).toContainText("Welcome aboard");
      await finishFromCourseMaterials(page, "AFC Printed Textbook Set");
      if (pathway === "University Pathway") {
        await expect(page.getByText("Full-time student (50%): −$175.00")).toBeVisible();
      }
      await page.getByRole("button", { name: "Finish" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await payCart(page, member);
      expect((await registrationOf(member.id)).status).toBe("post_registration");
    });
  }

  test("opening the register page starts nothing; its Enroll Now starts one registration, however often it is sent", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    // A step of no registration leads to the start page, which changes nothing.
    await page.goto(`/certifications-and-training/register/${await afcId()}/summary`);
    await expect(page).toHaveURL(new RegExp(`/register/${await afcId()}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Accredited Financial Counselor Registration" })).toBeVisible();
    await expectAccessible(page);
    expect(await registrationCount(member.id)).toBe(0);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await expect(stepHeading(page, "Pathway")).toBeVisible();
    expect(await registrationCount(member.id)).toBe(1);
    // Back and send it again (or a second click): the running registration, nothing new.
    const again = await page.request.post(`/certifications-and-training/register/${await afcId()}?index`);
    expect(again.url()).toMatch(/\/pathway$/);
    await page.goto(`/certifications-and-training/register/${await afcId()}`);
    await expect(page).toHaveURL(/\/pathway$/);
    expect(await registrationCount(member.id)).toBe(1);
  });

  test("an unreached step redirects to the furthest reached; an unknown certification is not found", async ({ page }) => {
    const member = await createMember();
    await signInAs(page, member);
    await enrollFromStartPage(page);
    await page.goto(`/certifications-and-training/register/${await afcId()}/summary`);
    await expect(page).toHaveURL(/\/pathway$/);
    await expect(stepHeading(page, "Pathway")).toBeVisible();
    await page.goto(`/certifications-and-training/register/${await afcId()}/no-such-step`);
    await expect(page).toHaveURL(/\/pathway$/);
    const response = await page.goto("/certifications-and-training/register/999999/pathway");
    expect(response?.status()).toBe(404);
  });

  test("another member's registration never shows: the wizard opens the viewer's own", async ({ page }) => {
    // The wizard demo account is at Course Materials on the education pathway.
    const other = await createMember();
    await signInAs(page, other);
    await enrollFromStartPage(page);
    await page.goto(`/certifications-and-training/register/${await afcId()}/course_materials`);
    await expect(page).toHaveURL(/\/pathway$/);
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    const res = await page.request.post(`/certifications-and-training/register/${await afcId()}/summary`, { form: { intent: "continue" } });
    expect(res.url()).toMatch(/\/pathway$/);
    expect((await registrationOf(other.id)).step).toBe("pathway");
  });

  test("the certification area shows the certified and candidate views", async ({ page }) => {
    await signInAs(page, demo("certified in good standing"));
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("heading", { name: "Accredited Financial Counselor", level: 2 })).toBeVisible();
    await expect(page.getByText("In Good Standing")).toBeVisible();
    await expect(page.getByRole("heading", { name: "CEUs" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the certification area shows a candidate's progress", async ({ page }) => {
    await signInAs(page, demo("candidate in post-registration (practice Exam #1 taken: its score report)"));
    await page.goto("/certifications-and-training");
    await expect(page.getByRole("heading", { name: "Your Progress" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Code of Ethics" })).toBeVisible();
    await expect(page.getByText("of 4 requirements complete")).toBeVisible();
    await expectAccessible(page);
  });
});
