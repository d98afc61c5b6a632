import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
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
  createAccount,
  emailTaken,
  requestPasswordReset,
  resetPassword,
  verifyLogin,
} from "./auth.server.ts";
import { SIGN_IN_RULE, limitMessage } from "./limits.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const PASSWORD = "correct horse battery";
const EMAIL = "pat@example.org";
const IP = "203.0.113.7";

beforeEach(async () => {
  await resetDatabase();
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

  it("after 5 failures in 15 minutes the same client waits, right password included; the wait is named", async () => {
    await makeUser();
    expect(SIGN_IN_RULE).toEqual({ max: 5, windowMs: 15 * 60 * 1000 });
    for (let i = 0; i < 5; i++) {
      expect((await rejection(verifyLogin(EMAIL, `wrong ${i}`, IP))).message).toBe(INVALID_LOGIN_MESSAGE);
    }
    const error = await rejection(verifyLogin(EMAIL, PASSWORD, IP));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe(limitMessage.account(15 * 60));
    expect(error.message).toBe("Too many failed sign-in attempts. Please wait 15 minutes or reset your password.");
    const attempts = await db.loginAttempt.findMany({ where: { email: EMAIL } });
    expect(attempts).toHaveLength(5);
    expect(attempts.every((a) => !a.succeeded && a.ipAddress === IP)).toBe(true);
  });

  it("a stranger's failures from another address never keep the owner out", async () => {
    const user = await makeUser();
    for (let i = 0; i < 12; i++) await rejection(verifyLogin(EMAIL, `guess ${i}`, "198.51.100.66"));
    expect((await rejection(verifyLogin(EMAIL, PASSWORD, "198.51.100.66"))).message).toMatch(/^Too many failed sign-in attempts/);
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
  });

  it("30 parallel tries from one client run at most 5 password checks", async () => {
    await makeUser();
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => verifyLogin(EMAIL, `wrong ${i}`, IP)));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(await db.loginAttempt.count({ where: { email: EMAIL } })).toBe(5);
    const messages = results.map((r) => (r.status === "rejected" ? (r.reason as Error).message : ""));
    expect(messages.filter((m) => m === INVALID_LOGIN_MESSAGE)).toHaveLength(5);
  });

  it("allows 4 failures and then the right password, which gives the client its 5 tries back", async () => {
    const user = await makeUser();
    for (let i = 0; i < 4; i++) await rejection(verifyLogin(EMAIL, "wrong", IP));
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
    for (let i = 0; i < 5; i++) expect((await rejection(verifyLogin(EMAIL, "wrong", IP))).message).toBe(INVALID_LOGIN_MESSAGE);
  });

  it("does not count tries older than 15 minutes", async () => {
    const user = await makeUser();
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await db.throttleHit.createMany({ data: Array.from({ length: 5 }, () => ({ key: `sign-in:${EMAIL}|${IP}`, createdAt: old })) });
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
  });

  it("throttles per email: another account is not affected", async () => {
    await makeUser();
    const other = await makeUser("other@example.org");
    for (let i = 0; i < 5; i++) await rejection(verifyLogin(EMAIL, "wrong", IP));
    await expect(verifyLogin("other@example.org", PASSWORD, IP)).resolves.toBe(other.id);
  });

  it("emails the owner once after 10 failures in an hour from anywhere; an unknown email mails no one", async () => {
    const user = await makeUser();
    for (let i = 0; i < 9; i++) await rejection(verifyLogin(EMAIL, "wrong", `198.51.100.${i}`));
    expect(await db.emailMessage.count()).toBe(0);
    for (let i = 9; i < 14; i++) await rejection(verifyLogin(EMAIL, "wrong", `198.51.100.${i}`));
    const notices = await db.emailMessage.findMany({ where: { template: "sign_in_failures" } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: EMAIL, userId: user.id, subject: "Failed sign-in attempts on your account" });
    expect(notices[0]?.text).toContain("10 attempts");
    expect(notices[0]?.text).toMatch(/\/password\/reset/);
    for (let i = 0; i < 12; i++) await rejection(verifyLogin("nobody@example.org", "wrong", `198.51.100.${i}`));
    expect(await db.emailMessage.count()).toBe(1);
  });

  it("does the same bcrypt work for an unknown email or a deleted account as for a real one", async () => {
    await makeUser();
    await makeUser("gone@example.org", PASSWORD, { deletedAt: new Date() });
    const compare = vi.spyOn(bcrypt, "compare");
    try {
      for (const email of [EMAIL, "nobody@example.org", "gone@example.org"]) {
        compare.mockClear();
        await rejection(verifyLogin(email, "wrong", IP));
        expect(compare, email).toHaveBeenCalledTimes(1);
      }
    } finally {
      compare.mockRestore();
    }
  });
});

describe("createAccount", () => {
  it("stores a bcrypt hash, not the password, and the email as given (lower-cased by the form)", async () => {
    const id = await createAccount(
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        password: PASSWORD,
        cellPhone: "5551234567",
        willText: true,
        agreeTos: true,
        referral: "internet",
      },
      IP,
    );
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
    const id = await createAccount(
      {
        firstName: "Ada",
        lastName: "L",
        email: "ada@example.org",
        password: PASSWORD,
        willText: false,
        agreeTos: false,
      },
      IP,
    );
    await expect(verifyLogin("ada@example.org", PASSWORD, IP)).resolves.toBe(id);
    expect(await emailTaken("ada@example.org")).toBe(true);
    expect(await emailTaken("bob@example.org")).toBe(false);
  });
});

describe("password reset", () => {
  it("sends nothing for an unknown email", async () => {
    await makeUser();
    await requestPasswordReset("nobody@example.org", IP);
    expect(await db.emailMessage.count()).toBe(0);
    expect(await db.passwordResetToken.count()).toBe(0);
  });

  it("sends nothing for a deleted account", async () => {
    await makeUser(EMAIL, PASSWORD, { deletedAt: new Date() });
    await requestPasswordReset(EMAIL, IP);
    expect(await db.emailMessage.count()).toBe(0);
  });

  it("emails one message with a /password/reset/<token> link and stores only the token's sha256", async () => {
    const user = await makeUser();
    await requestPasswordReset(EMAIL, IP);
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
    await requestPasswordReset(EMAIL, IP);
    const token = await emailedToken();

    await expect(resetPassword(token, EMAIL, "a brand new password")).resolves.toBe(user.id);
    const notice = await db.emailMessage.findFirstOrThrow({ where: { template: "password_changed" } });
    expect(notice).toMatchObject({ to: EMAIL, userId: user.id, subject: "Your password was changed" });
    expect(notice.text).not.toContain("a brand new password");
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
    await requestPasswordReset(EMAIL, IP);
    await resetPassword(await emailedToken(), EMAIL, "a brand new password");
    expect(await db.session.count({ where: { userId: other.id } })).toBe(1);
    expect(user.id).not.toBe(other.id);
  });

  it("lifts the sign-in throttle once the password is reset", async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++) await rejection(verifyLogin(EMAIL, "wrong", IP));
    await requestPasswordReset(EMAIL, IP);
    await resetPassword(await emailedToken(), EMAIL, "a brand new password");
    await expect(verifyLogin(EMAIL, "a brand new password", IP)).resolves.toBe(user.id);
  });

  it("refuses an expired token", async () => {
    await makeUser();
    await requestPasswordReset(EMAIL, IP);
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
    await requestPasswordReset(EMAIL, IP);
    const token = await emailedToken();
    const error = await rejection(resetPassword(token, "other@example.org", "a brand new password"));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).not.toBe(INVALID_RESET_MESSAGE);
    expect(error.message).toMatch(/does not match/);
    await expect(verifyLogin(EMAIL, PASSWORD, IP)).resolves.toBe(user.id);
    await expect(verifyLogin("other@example.org", PASSWORD, IP)).resolves.toBeTypeOf("number");
    await expect(resetPassword(token, EMAIL, "a brand new password")).resolves.toBe(user.id);
  });

  it("30 requests for one address in 5 minutes send one email; an unknown address is counted the same", async () => {
    await makeUser();
    await Promise.all(Array.from({ length: 30 }, () => requestPasswordReset(EMAIL, IP)));
    expect(await db.emailMessage.count()).toBe(1);
    expect(await db.passwordResetToken.count()).toBe(1);
    for (let i = 0; i < 3; i++) await requestPasswordReset("nobody@example.org", IP);
    expect(await db.throttleHit.count({ where: { key: "password-reset:nobody@example.org" } })).toBe(1);
  });

  it("a second request after the cooldown sends a new link and invalidates the first token", async () => {
    const user = await makeUser();
    await requestPasswordReset(EMAIL, IP);
    const first = await emailedToken();
    await db.throttleHit.updateMany({ data: { createdAt: new Date(Date.now() - 5 * 60 * 1000 - 1) } });
    await requestPasswordReset(EMAIL, IP);
    const second = await emailedToken();
    expect(second).not.toBe(first);
    expect(await db.emailMessage.count()).toBe(2);

    expect((await rejection(resetPassword(first, EMAIL, "from the first link"))).message).toBe(INVALID_RESET_MESSAGE);
    await expect(resetPassword(second, EMAIL, "from the second link")).resolves.toBe(user.id);
    await expect(verifyLogin(EMAIL, "from the second link", IP)).resolves.toBe(user.id);
  });
});
