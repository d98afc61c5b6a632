/**
 * The member's own profile: edit-profile tabs with their check marks, Contact Info, Account
 * Settings (password change signs out other browsers), AFCPE Settings, Social Details, Payment Info
 * and receipts, and the /opt-in page. Runs with JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { createMember, demo, expectAccessible, jsEnabled, logIn, openDb, signInAs, waitForHydration, SMOKE } from "./support.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

function tabs(page: Page) {
  return page.getByRole("navigation", { name: "Edit profile" });
}

/** An edit-profile tab link by its exact accessible name, e.g. "Social Details, incomplete". */
function tab(page: Page, label: string, state: "complete" | "incomplete") {
  return tabs(page).getByRole("link", { name: `${label}, ${state}`, exact: true });
}

function toast(page: Page, message: string) {
  return page.getByRole("status").filter({ hasText: message });
}

test.describe("edit profile", () => {
  test("a new member sees the six tabs with their check marks; a public bio completes Social Details", async ({ page }) => {
    await signInAs(page, await createMember({ firstName: "Tabitha" }));
    await open(page, "/edit-profile/social");
    await expect(page.getByRole("heading", { name: "Social Details", level: 1 })).toBeVisible();
    const nav = tabs(page);
    await expect(nav.getByRole("link")).toHaveCount(6);
    for (const [label, state] of [
      ["Contact Info", "complete"],
      ["Account Settings", "complete"],
      ["Professional Info", "incomplete"],
      ["Payment Info", "complete"],
      ["AFCPE Settings", "complete"],
      ["Social Details", "incomplete"],
    ] as const) {
      await expect(tab(page, label, state)).toBeVisible();
    }
    // Not a valid member: no member bio.
    await expect(page.getByLabel(/Member Bio/)).toHaveCount(0);
    await expectAccessible(page);

    // Too long a bio is refused on the field, nothing is lost.
    await page.getByLabel(/Public Bio/).fill("b".repeat(2501));
    await page.getByLabel("Twitter Handle").fill("@tabitha");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel(/Public Bio/)).toHaveAccessibleDescription("Too many characters");
    await expect(page.getByLabel("Twitter Handle")).toHaveValue("@tabitha");
    await expect(tab(page, "Social Details", "incomplete")).toBeVisible();

    await page.getByLabel(/Public Bio/).fill("I help families build a budget they can keep.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Social details saved.")).toBeVisible();
    await expect(tab(page, "Social Details", "complete")).toBeVisible();
    await expect(page.getByLabel(/Public Bio/)).toHaveValue("I help families build a budget they can keep.");
    await expect(page.getByLabel("Twitter Handle")).toHaveValue("@tabitha");
    await expectAccessible(page);
  });

  test("Contact Info: required names, the text opt-in rule, and a saved change", SMOKE, async ({ page }) => {
    await signInAs(page, await createMember({ firstName: "Connie" }));
    await open(page, "/edit-profile");
    await expect(page.getByRole("heading", { name: "Contact Info", level: 1 })).toBeVisible();
    await expect(tab(page, "Contact Info", "complete")).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    // Clearing the last name: 'Required' on it, and everything typed stays.
    await page.getByLabel("Middle Name").fill("Quinn");
    await page.getByLabel("Website").fill("connie.example.org");
    await page.getByLabel("Last Name").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Last Name")).toHaveAccessibleDescription("Required");
    await expect(page.getByLabel("Middle Name")).toHaveValue("Quinn");
    await expect(page.getByLabel("Website")).toHaveValue("connie.example.org");
    await expect(page.getByLabel("First Name")).toHaveValue("Connie");
    await expectAccessible(page);

    // Texts without agreeing to the terms: the spec's message.
    await page.getByLabel("Last Name").fill("Contact");
    await page.getByLabel("Cell Phone", { exact: true }).fill("555-123-4567");
    await page.getByLabel(/receive text messages/).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("If you are opting in to text messages, you must agree the terms of service.")).toBeVisible();
    await expect(page.getByLabel("Last Name")).toHaveValue("Contact");
    await expect(page.getByLabel(/receive text messages/)).toBeChecked();

    await page.getByLabel("I agree to the terms of service for text messages.").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Contact info saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/edit-profile$/);

    // Saved: a fresh load shows the stored values (the website gets https://).
    await open(page, "/edit-profile");
    await expect(page.getByLabel("Last Name")).toHaveValue("Contact");
    await expect(page.getByLabel("Middle Name")).toHaveValue("Quinn");
    await expect(page.getByLabel("Website")).toHaveValue("https://connie.example.org");
    await expect(page.getByLabel("Cell Phone", { exact: true })).toHaveValue("555-123-4567");
    await expect(page.getByLabel(/receive text messages/)).toBeChecked();
    await expect(page.getByLabel("I agree to the terms of service for text messages.")).toBeChecked();
    await expect(page.getByRole("complementary", { name: "Profile" }).getByText("Connie Contact")).toBeVisible();
  });

  test("Account Settings: a new password needs the current one and signs out the member's other browsers", async ({ page, browser }) => {
    const member = await createMember({ firstName: "Ace" });
    await signInAs(page, member);
    const other = await browser.newContext({ javaScriptEnabled: jsEnabled() });
    const otherPage = await other.newPage();
    await signInAs(otherPage, member);
    await otherPage.goto("/");
    await expect(otherPage.getByRole("heading", { name: "Welcome, Ace" })).toBeVisible();

    await open(page, "/edit-profile/account");
    await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(member.email);
    await expectAccessible(page);

    const newPassword = "a-brand-new-password";
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill("something-else");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Confirm New Password")).toHaveAccessibleDescription("Passwords do not match.");

    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Current Password")).toHaveAccessibleDescription(
      /Please enter your current password to change your email or password\./,
    );
    // Without JavaScript the page comes back from the server: passwords are not sent back into it.
    if (!jsEnabled()) await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("");
    await expectAccessible(page);

    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByLabel("Current Password").fill("not-my-password");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Current Password")).toHaveAccessibleDescription(/Your current password is not correct\./);

    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByLabel("Current Password").fill(member.password);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Account settings saved.")).toBeVisible();

    // This browser stays signed in; the other one is sent to login on its next page load.
    await open(page, "/edit-profile/account");
    await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
    await otherPage.goto("/edit-profile");
    await expect(otherPage).toHaveURL(/\/login/);
    await logIn(otherPage, member.email, member.password);
    await expect(otherPage.getByText("Invalid email or password.")).toBeVisible();
    await logIn(otherPage, member.email, newPassword);
    // Back to the page it was sent away from.
    await expect(otherPage).toHaveURL(/\/edit-profile$/);
    await expect(otherPage.getByRole("heading", { name: "Contact Info", level: 1 })).toBeVisible();
    await other.close();
  });

  test("AFCPE Settings: the media-resource choice is saved and shown again", async ({ page }) => {
    await signInAs(page, await createMember({ firstName: "Media" }));
    await open(page, "/edit-profile/afcpe");
    await expect(page.getByRole("heading", { name: "AFCPE Settings", level: 1 })).toBeVisible();
    await expectAccessible(page);
    const box = page.getByLabel(/listed as a media resource/);
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "AFCPE settings saved.")).toBeVisible();
    await open(page, "/edit-profile/afcpe");
    await expect(page.getByLabel(/listed as a media resource/)).toBeChecked();

    await page.getByLabel(/listed as a media resource/).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "AFCPE settings saved.")).toBeVisible();
    await open(page, "/edit-profile/afcpe");
    await expect(page.getByLabel(/listed as a media resource/)).not.toBeChecked();
  });
});

test.describe("text opt-in", () => {
  test("/opt-in asks for each piece with the spec's message, then opts in", async ({ page }) => {
    await signInAs(page, await createMember({ firstName: "Otto" }));
    await open(page, "/opt-in");
    await expect(page.getByRole("heading", { name: "Text Messages", level: 1 })).toBeVisible();
    await expectAccessible(page);

    const optIn = () => page.getByRole("button", { name: "Opt In" }).click();
    const phone = () => page.getByLabel("Cell Phone");
    const willText = () => page.getByLabel("Yes, I would like to receive text messages.");
    const terms = () => page.getByLabel("I agree to the terms of service for text messages.");
    const checkMessage = "Please check the box to opt in and start receiving text messages.";
    const termsMessage = "Please agree to the terms of service.";
    const phoneMessage = "Please enter a 10-digit phone number.";

    await optIn();
    await expect(willText()).toHaveAccessibleDescription(checkMessage);
    await expect(terms()).toHaveAccessibleDescription(termsMessage);
    await expect(phone()).toHaveAccessibleDescription(phoneMessage);
    await expectAccessible(page);

    // Each message on its own.
    await phone().fill("555-123-4567");
    await terms().check();
    await optIn();
    await expect(willText()).toHaveAccessibleDescription(checkMessage);
    await expect(page.getByText(termsMessage)).toHaveCount(0);
    await expect(page.getByText(phoneMessage)).toHaveCount(0);

    // The form keeps what was ticked: untick the terms to see their message alone.
    await phone().fill("555-123-4567");
    await willText().check();
    await terms().uncheck();
    await optIn();
    await expect(terms()).toHaveAccessibleDescription(termsMessage);
    await expect(page.getByText(checkMessage)).toHaveCount(0);

    await phone().fill("555-1234");
    await willText().check();
    await terms().check();
    await optIn();
    await expect(phone()).toHaveAccessibleDescription(phoneMessage);
    await expect(page.getByText(checkMessage)).toHaveCount(0);
    await expect(page.getByText(termsMessage)).toHaveCount(0);

    await phone().fill("(555) 123-4567");
    await willText().check();
    await terms().check();
    await optIn();
    await expect(toast(page, "You have successfully opted in to text messaging.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await open(page, "/opt-in");
    await expect(page.getByText("You are opted in to text messages at 5551234567.")).toBeVisible();
  });
});

test.describe("payments", () => {
  test("the certified demo member lists payments and opens a receipt", async ({ page }) => {
    const account = demo("certified in good standing");
    await signInAs(page, account);
    await open(page, "/edit-profile/payment");
    await expect(page.getByRole("heading", { name: "Payment Info", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Saved Card" })).toBeVisible();
    const history = page.getByRole("table");
    await expect(history.getByRole("row", { name: /AFC Annual Certification Fee \d{4} and 1 more/ })).toContainText("$145.00");
    await expect(history.getByRole("row", { name: /Professional Membership/ })).toContainText("$150.00");
    await expectAccessible(page);

    await history.getByRole("link", { name: /^View receipt for AFC Annual Certification Fee \d{4} and 1 more/ }).click();
    await expect(page).toHaveURL(/\/payments\/\d+$/);
    await expect(page.getByRole("heading", { name: /^Receipt #\d+$/ })).toBeVisible();
    const receipt = page.getByRole("table");
    await expect(receipt.getByRole("row", { name: /AFC Annual Certification Fee \d{4}/ })).toContainText("$95.00");
    await expect(receipt.getByRole("row", { name: /Donation: Symposium scholarship/ })).toContainText("$50.00");
    await expect(receipt.getByRole("row", { name: /Total paid/ })).toContainText("$145.00");
    await expect(page.getByText("Card ending in 4242")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back to Payment Info" }).click();
    await expect(page).toHaveURL(/\/edit-profile\/payment$/);
  });

  test("a member cannot open another member's receipt", async ({ page }) => {
    const db = openDb();
    const row = db
      .prepare(
        `SELECT t.id FROM "Transaction" t JOIN "User" u ON u.id = t.userId WHERE u.email = ? AND t.status = 'succeeded' ORDER BY t.id LIMIT 1`,
      )
      .get(demo("certified in good standing").email) as { id: number } | undefined;
    db.close();
    expect(row).toBeTruthy();

    await signInAs(page, await createMember({ firstName: "Nosy" }));
    await open(page, "/edit-profile/payment");
    await expect(page.getByText("You have not made any payments yet.")).toBeVisible();

    const response = await page.goto(`/payments/${row!.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/Receipt #/)).toHaveCount(0);
    await expectAccessible(page);
    expect((await page.goto("/payments/not-a-number"))?.status()).toBe(404);
  });
});
