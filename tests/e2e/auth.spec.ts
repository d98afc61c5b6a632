import { createCookieSessionStorage } from "@remix-run/node";
import { expect, test } from "@playwright/test";
import {
  createMember,
  demoAccounts,
  expectAccessible,
  latestEmailTo,
  logIn,
  openDb,
  signInAs,
  SMOKE,
  waitForHydration,
} from "./support.ts";

test.describe("signing in and out", () => {
  test("a new person registers and lands on the dashboard", SMOKE, async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await expectAccessible(page);
    const email = `new-${Date.now()}-${test.info().project.name}@example.test`;
    await page.getByLabel("First Name").fill("Robin");
    await page.getByLabel("Last Name").fill("Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-long-password");
    await page.getByLabel("Confirm Password").fill("a-long-password");
    await page.getByLabel("How did you hear about us?").selectOption("colleague_friend");

    // Without the captcha the form is refused with the spec's message and nothing typed is lost.
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please complete the reCAPTCHA.")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Robin");

    await page.getByLabel("Password", { exact: true }).fill("a-long-password");
    await page.getByLabel("Confirm Password").fill("a-long-password");
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome, Robin" })).toBeVisible();
    await expect(page.getByText("Welcome! Your account has been created.")).toBeVisible();
    await expectAccessible(page);
  });

  test("text opt-in without agreeing to the terms is refused", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("First Name").fill("Sam");
    await page.getByLabel("Last Name").fill("Texter");
    await page.getByLabel("Email").fill(`texter-${Date.now()}-${test.info().project.name}@example.test`);
    await page.getByLabel("Password", { exact: true }).fill("a-long-password");
    await page.getByLabel("Confirm Password").fill("a-long-password");
    await page.getByLabel("Cell Phone (optional)").fill("555-123-4567");
    await page.getByLabel(/receive text messages/).check();
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("If you are opting in to text messages, you must agree the terms of service.")).toBeVisible();
    await expect(page).toHaveURL(/\/register/);
  });

  test("a member logs in and logs out", SMOKE, async ({ page }) => {
    const member = await createMember({ firstName: "Lou" });
    await logIn(page, member.email, "wrong-password");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await expectAccessible(page);
    await logIn(page, member.email, member.password);
    await expect(page.getByRole("heading", { name: "Welcome, Lou" })).toBeVisible();
    await page.getByRole("banner").getByText(`Lou ${member.lastName}`).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the browser tests' signInAs makes the session a login makes: the server takes it, a cookie signed otherwise is refused, logout ends it", async ({
    page,
  }) => {
    const member = await createMember({ firstName: "Sid" });
    const { userId, sessionId } = await signInAs(page, member);
    expect(userId).toBe(member.id);
    await page.goto("/edit-profile");
    await expect(page).toHaveURL(/\/edit-profile$/);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Sid" })).toBeVisible();
    // The row a login writes: this member, a browser-session sign-in of 12 hours.
    const db = openDb();
    const row = db.prepare(`SELECT userId, impersonatingUserId, expiresAt, createdAt FROM "Session" WHERE id = ?`).get(sessionId) as {
      userId: number;
      impersonatingUserId: number | null;
      expiresAt: string;
      createdAt: string;
    };
    db.close();
    expect(row).toMatchObject({ userId: member.id, impersonatingUserId: null });
    const lasts = Date.parse(row.expiresAt) - Date.parse(row.createdAt);
    expect(lasts).toBeGreaterThan(12 * 3_600_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(12 * 3_600_000);

    // The same session id signed with another secret is not the server's: signed out.
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === "__session");
    const forger = createCookieSessionStorage<{ sid: string }>({
      cookie: { name: "__session", secrets: ["not-the-server-secret-0123456789"] },
    });
    const forged = await forger.getSession();
    forged.set("sid", sessionId);
    const forgedValue = (await forger.commitSession(forged)).split(";")[0]!.slice("__session=".length);
    expect(forgedValue).not.toBe(cookie!.value);
    await page.context().addCookies([{ ...cookie!, value: forgedValue }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);

    // Put back, it signs in again; Logout deletes the row.
    await page.context().addCookies([cookie!]);
    await page.goto("/");
    await page.getByRole("banner").getByText(`Sid ${member.lastName}`).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login/);
    const check = openDb();
    expect(check.prepare(`SELECT COUNT(*) AS n FROM "Session" WHERE id = ?`).get(sessionId)).toEqual({ n: 0 });
    check.close();
  });

  test("every demo account in the README signs in", async ({ page }) => {
    test.setTimeout(120_000); // about 30 sign-ins through the form
    const accounts = demoAccounts();
    expect(accounts.map((a) => a.shows)).toEqual(
      expect.arrayContaining([
        "admin",
        "new user with nothing yet",
        "candidate in the wizard (education pathway, Course Materials)",
        "certified in good standing",
        "lapsed",
        "revoked",
      ]),
    );
    for (const account of accounts) {
      await page.context().clearCookies();
      await logIn(page, account.email, account.password);
      await expect(page.getByRole("heading", { name: /^Welcome, / }), account.email).toBeVisible();
    }
  });

  test("a visitor is sent to login and returned to the page they asked for", async ({ page }) => {
    const member = await createMember({ firstName: "Ira" });
    await page.goto("/edit-profile/social?tab=1");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fedit-profile%2Fsocial%3Ftab%3D1/);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/edit-profile\/social\?tab=1$/);
  });

  test("when the browser did not keep the sign-in cookie, the login page says so and keeps the destination", async ({ page }) => {
    const member = await createMember({ firstName: "Cora" });
    // What a sign-in's redirect finds when its cookie was dropped: no session on /login?continue=...
    await page.goto("/login?continue=%2Fceus");
    await expect(page.getByRole("alert")).toContainText("your browser did not keep the sign-in");
    await expectAccessible(page);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/ceus$/);
    // A link from elsewhere cannot use it to send a signed-in member off the site.
    await page.goto("/login?continue=%2F%2Fevil.example");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/^http:\/\/localhost:\d+\/(?!\/)/);
  });

  test("an unknown path sends a visitor to login", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  });

  test("a member resets a forgotten password through the emailed link", SMOKE, async ({ page }) => {
    const member = await createMember({ firstName: "Kim" });
    await page.goto("/password/reset");
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await expect(page.getByText("Success! Check your email for a link to reset your password.")).toBeVisible();

    const mail = await latestEmailTo(member.email);
    expect(mail?.subject).toBe("Reset your password");
    const link = mail?.text.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Confirm New Password").fill("brand-new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText("Your password has been reset.", { exact: false })).toBeVisible();

    await logIn(page, member.email, member.password);
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await logIn(page, member.email, "brand-new-password");
    await expect(page.getByRole("heading", { name: "Welcome, Kim" })).toBeVisible();

    // The link is single-use.
    await page.context().clearCookies();
    await page.goto(new URL(link!).pathname);
    await expect(page.getByText("This password reset link is invalid or has expired.", { exact: false })).toBeVisible();
  });

  test("after five wrong passwords this browser waits, right password included, and is told how long", async ({ page }) => {
    const member = await createMember({ firstName: "Noor" });
    for (let i = 0; i < 5; i++) {
      await logIn(page, member.email, `wrong-${i}`);
      await expect(page.getByText("Invalid email or password.")).toBeVisible();
    }
    await logIn(page, member.email, member.password);
    await expect(page.getByText("Too many failed sign-in attempts. Please wait 15 minutes or reset your password.")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expectAccessible(page);
  });
});

test.describe("study module request", () => {
  test("needs the captcha, confirms with a fixed text, and sends one confirmation a day per address", async ({ page }) => {
    const email = `modules-${Date.now()}-${test.info().project.name}@example.test`;
    const message = "Please send modules 1 to 3. Visit https://phish.example.test to claim a prize";
    const fill = async () => {
      await page.getByLabel("Name").fill("Dana Requester");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Which modules would you like, and why?").fill(message);
    };
    await page.goto("/study-module-form");
    await waitForHydration(page);
    await expectAccessible(page);
    await fill();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Please complete the reCAPTCHA.")).toBeVisible();
    await expect(page.getByLabel("Which modules would you like, and why?")).toHaveValue(message);
    expect(await latestEmailTo(email)).toBeUndefined();

    await page.getByLabel("I'm not a robot").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(
      page.getByText("Thank you! The certification office will email you the study modules within 2-3 business days."),
    ).toBeVisible();
    const confirmation = await latestEmailTo(email);
    expect(confirmation?.subject).toBe("We received your study module request");
    expect(confirmation?.text).not.toContain("Dana");
    expect(confirmation?.text).not.toContain("phish.example.test");

    await fill();
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("We already have a request for this email address today.", { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
});
