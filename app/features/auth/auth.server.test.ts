import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { rejection } from "../../../tests/setup/rejection.ts";
import { ROLE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { hashPassword } from "~/lib/password.server.ts";
import {
  AuthError,
  INVALID_LOGIN_MESSAGE,
  INVALID_RESET_MESSAGE,
  LOGIN_FAILURE_LIMIT,
  THROTTLED_MESSAGE,
  createAccount,
  emailTaken,
  requestPasswordReset,
  resetPassword,
  verifyLogin,
} from "./auth.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const PASSWORD = "correct horse battery";
const EMAIL = "pat@example.org";
const IP = "203.0.113.7";

beforeEach(async () => {
  resetDatabase();
});

async function makeUser(email = EMAIL, password = PASSWORD, extra: { deletedAt?: Date } = {}) {
  return createMember({ email, lastName: "Member", passwordHash: await hashPassword(password), ...extra });
}

function sha256(text: string) {
  return createHash("sha256").update(text).digest("hex");
}

/** The token in the newest reset email sent to `email`. */
async function emailedToken(email = EMAIL): Promise<string> {
  const message = await db.emailMessage.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  const match = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

describe("verifyLogin", () => {
  it("accepts the right password and returns the user id", async () => {
    const user = await makeUser();
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
    const attempts = await db.loginAttempt.findMany();
    expect(attempts).toMatchObject([{ email: EMAIL, ipAddress: IP, succeeded: true }]);
  });

  it("refuses a wrong password with the generic message", async () => {
    await makeUser();
    const error = await rejection(verifyLogin(EMAIL, "wrong password", IP));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe(INVALID_LOGIN_MESSAGE);
    expect(INVALID_LOGIN_MESSAGE).toBe("Invalid email or password.");
  });

  it("refuses an unknown email with the same message, so accounts cannot be discovered", async () => {
    await makeUser();
    const unknown = await rejection(verifyLogin("nobody@example.org", PASSWORD, IP));
    const wrong = await rejection(verifyLogin(EMAIL, "wrong password", IP));
    expect(unknown).toBeInstanceOf(AuthError);
    expect(unknown.message).toBe(wrong.message);
    expect(unknown.message).toBe("Invalid email or password.");
  });

  it("refuses a deleted account with the same message", async () => {
    await makeUser(EMAIL, PASSWORD, { deletedAt: new Date() });
    expect((await rejection(verifyLogin(EMAIL, PASSWORD, IP))).message).toBe(INVALID_LOGIN_MESSAGE);
  });

  it("throttles after 5 failures in 15 minutes, even with the right password, and records the attempts", async () => {
    await makeUser();
    expect(LOGIN_FAILURE_LIMIT).toBe(5);
    for (let i = 0; i < 5; i++) {
      expect((await rejection(verifyLogin(EMAIL, `wrong ${i}`, IP))).message).toBe(INVALID_LOGIN_MESSAGE);
    }
    const error = await rejection(verifyLogin(EMAIL, PASSWORD, IP));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe(THROTTLED_MESSAGE);
    const failures = await db.loginAttempt.findMany({ where: { email: EMAIL } });
    expect(failures).toHaveLength(5);
    expect(failures.every((a) => !a.succeeded && a.ipAddress === IP)).toBe(true);
  });

  it("allows 4 failures and then the right password, which clears the failures", async () => {
    const user = await makeUser();
    for (let i = 0; i < 4; i++) await rejection(verifyLogin(EMAIL, "wrong", IP));
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
    expect(await db.loginAttempt.count({ where: { email: EMAIL, succeeded: false } })).toBe(0);
  });

  it("does not count failures older than 15 minutes", async () => {
    const user = await makeUser();
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await db.loginAttempt.createMany({
      data: Array.from({ length: 5 }, () => ({ email: EMAIL, ipAddress: IP, succeeded: false, createdAt: old })),
    });
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
  });

  it("throttles per email: another account is not affected", async () => {
    await makeUser();
    const other = await makeUser("other@example.org");
    for (let i = 0; i < 5; i++) await rejection(verifyLogin(EMAIL, "wrong", IP));
    await expect(verifyLogin("other@example.org", PASSWORD, IP)).resolves.toBe(other.id);
  });
});

describe("createAccount", () => {
  it("stores a bcrypt hash, not the password, and the email as given (lower-cased by the form)", async () => {
    const id = await createAccount({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      password: PASSWORD,
      cellPhone: "5551234567",
      willText: true,
      agreeTos: true,
      referral: "internet",
    });
    const user = await db.user.findUniqueOrThrow({ where: { id } });
    expect(user.email).toBe("ada@example.org");
    expect(user.role).toBe(ROLE.member);
    expect(user.passwordHash).not.toBe(PASSWORD);
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(user.passwordHash).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(await bcrypt.compare(PASSWORD, user.passwordHash ?? "")).toBe(true);
    expect(user).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      cellPhone: "5551234567",
      willText: true,
      agreeTos: true,
      referral: "internet",
    });
  });

  it("lets the new member sign in, and marks the email as taken", async () => {
    const id = await createAccount({
      firstName: "Ada",
      lastName: "L",
      email: "ada@example.org",
      password: PASSWORD,
      willText: false,
      agreeTos: false,
    });
    await expect(verifyLogin("ada@example.org", PASSWORD, IP)).resolves.toBe(id);
    expect(await emailTaken("ada@example.org")).toBe(true);
    expect(await emailTaken("bob@example.org")).toBe(false);
  });
});

describe("password reset", () => {
  it("sends nothing for an unknown email", async () => {
    await makeUser();
    await requestPasswordReset("nobody@example.org");
    expect(await db.emailMessage.count()).toBe(0);
    expect(await db.passwordResetToken.count()).toBe(0);
  });

  it("sends nothing for a deleted account", async () => {
    await makeUser(EMAIL, PASSWORD, { deletedAt: new Date() });
    await requestPasswordReset(EMAIL);
    expect(await db.emailMessage.count()).toBe(0);
  });

  it("emails one message with a /password/reset/<token> link and stores only the token's sha256", async () => {
    const user = await makeUser();
    await requestPasswordReset(EMAIL);
    const messages = await db.emailMessage.findMany();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: EMAIL, userId: user.id, status: "sent" });
    expect(messages[0]?.text).toMatch(/https?:\/\/[^\s]+\/password\/reset\/[A-Za-z0-9_-]{20,}/);
    const token = await emailedToken();
    const stored = await db.passwordResetToken.findMany();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.userId).toBe(user.id);
    expect(stored[0]?.tokenHash).toBe(sha256(token));
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it("resetPassword changes the password, ends every session, and the token works only once", async () => {
    const user = await makeUser();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    await db.session.createMany({
      data: [
        { id: "s1", userId: user.id, expiresAt: later },
        { id: "s2", userId: user.id, expiresAt: later },
      ],
    });
    await requestPasswordReset(EMAIL);
    const token = await emailedToken();

    await expect(resetPassword(token, EMAIL, "a brand new password")).resolves.toBe(user.id);
    await expect(verifyLogin(EMAIL, "a brand new password", IP)).resolves.toBe(user.id);
    expect((await rejection(verifyLogin(EMAIL, PASSWORD, IP))).message).toBe(INVALID_LOGIN_MESSAGE);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);

    const again = await rejection(resetPassword(token, EMAIL, "yet another password"));
    expect(again).toBeInstanceOf(AuthError);
    expect(again.message).toBe(INVALID_RESET_MESSAGE);
    await expect(verifyLogin(EMAIL, "a brand new password", IP)).resolves.toBe(user.id);
  });

  it("does not end other accounts' sessions", async () => {
    const user = await makeUser();
    const other = await makeUser("other@example.org");
    await db.session.create({ data: { id: "other-session", userId: other.id, expiresAt: new Date(Date.now() + 60_000) } });
    await requestPasswordReset(EMAIL);
    await resetPassword(await emailedToken(), EMAIL, "a brand new password");
    expect(await db.session.count({ where: { userId: other.id } })).toBe(1);
    expect(user.id).not.toBe(other.id);
  });

  it("lifts the sign-in throttle once the password is reset", async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++) await rejection(verifyLogin(EMAIL, "wrong", IP));
    await requestPasswordReset(EMAIL);
    await resetPassword(await emailedToken(), EMAIL, "a brand new password");
    await expect(verifyLogin(EMAIL, "a brand new password", IP)).resolves.toBe(user.id);
  });

  it("refuses an expired token", async () => {
    await makeUser();
    await requestPasswordReset(EMAIL);
    const token = await emailedToken();
    await db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const error = await rejection(resetPassword(token, EMAIL, "a brand new password"));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe(INVALID_RESET_MESSAGE);
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBeTypeOf("number");
  });

  it("refuses a made-up token", async () => {
    await makeUser();
    expect((await rejection(resetPassword("not-a-real-token", EMAIL, "a brand new password"))).message).toBe(INVALID_RESET_MESSAGE);
  });

  it("refuses an email that is not the account's, and leaves the token usable", async () => {
    const user = await makeUser();
    await makeUser("other@example.org");
    await requestPasswordReset(EMAIL);
    const token = await emailedToken();
    const error = await rejection(resetPassword(token, "other@example.org", "a brand new password"));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).not.toBe(INVALID_RESET_MESSAGE);
    expect(error.message).toMatch(/does not match/);
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
    await expect(verifyLogin("other@example.org", PASSWORD, IP)).resolves.toBeTypeOf("number");
    await expect(resetPassword(token, EMAIL, "a brand new password")).resolves.toBe(user.id);
  });

  it("a second request invalidates the first token", async () => {
    const user = await makeUser();
    await requestPasswordReset(EMAIL);
    const first = await emailedToken();
    await requestPasswordReset(EMAIL);
    const second = await emailedToken();
    expect(second).not.toBe(first);
    expect(await db.emailMessage.count()).toBe(2);

    expect((await rejection(resetPassword(first, EMAIL, "from the first link"))).message).toBe(INVALID_RESET_MESSAGE);
    await expect(resetPassword(second, EMAIL, "from the second link")).resolves.toBe(user.id);
    await expect(verifyLogin(EMAIL, "from the second link", IP)).resolves.toBe(user.id);
  });
});
