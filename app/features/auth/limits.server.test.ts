/**
 * The limits per client address (limits.server.ts) through the services that take them: a room of
 * members signs in, one address trying passwords across many accounts is stopped.
 */
import bcrypt from "bcryptjs";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addressOverSignInLimit, createMembers } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { rejection } from "../../../tests/setup/rejection.ts";
import { db } from "~/lib/db.server.ts";
import { AuthError, INVALID_LOGIN_MESSAGE, createAccount, requestPasswordReset, verifyLogin } from "./auth.server.ts";
import { ADDRESS_RULES, addressKey, limitMessage } from "./limits.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const PASSWORD = "correct horse battery";
/** One hash for every member a test makes (bcrypt once, not once per member). */
const HASH = bcrypt.hashSync(PASSWORD, 4);
const ROOM = "203.0.113.50";
const ELSEWHERE = "198.51.100.9";
const FAILURES = ADDRESS_RULES.signInFailures.max;

/** `count` members who sign in with PASSWORD, as `prefix{i}@example.org`, in id order. */
async function members(count: number, prefix = "member") {
  await createMembers(count, (i) => ({ email: `${prefix}${i}@example.org`, passwordHash: HASH }));
  return db.user.findMany({ where: { email: { startsWith: prefix } }, orderBy: { id: "asc" }, select: { id: true, email: true } });
}

/** The refusal a call ends with (an AuthError), with its wait. */
async function refusal(pending: Promise<unknown>): Promise<AuthError> {
  const error = await rejection(pending);
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

describe("the limits per client address", () => {
  it("are the numbers decision 37 gives", () => {
    expect(ADDRESS_RULES).toEqual({
      signInFailures: { max: 50, windowMs: 15 * 60_000 },
      signUps: { max: 50, windowMs: 60 * 60_000 },
      resetRequests: { max: 50, windowMs: 60 * 60_000 },
    });
  });
});

describe("signing in from one address", () => {
  it("200 members behind one address all sign in within a minute, twenty at a time, one in ten mistyping first", async () => {
    const room = await members(200, "room");
    const started = Date.now();
    for (let i = 0; i < room.length; i += 20) {
      const ids = await Promise.all(
        room.slice(i, i + 20).map(async (member, j) => {
          if ((i + j) % 10 === 0)
            expect((await rejection(verifyLogin(member.email, "mistyped", ROOM))).message).toBe(INVALID_LOGIN_MESSAGE);
          return verifyLogin(member.email, PASSWORD, ROOM);
        }),
      );
      expect(ids).toEqual(room.slice(i, i + 20).map((m) => m.id));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await db.loginAttempt.count({ where: { ipAddress: ROOM, succeeded: true } })).toBe(200);
    // Only the mistakes are counted against the address.
    expect(await db.throttleHit.count({ where: { key: addressKey.signInFailures(ROOM) } })).toBe(20);
    // About 10 s alone; room for a busy machine (the minute itself is asserted above).
  }, 60_000);

  it("one address trying passwords across many accounts is refused past the limit, the right password too, before any check", async () => {
    const accounts = await members(FAILURES + 1);
    for (const account of accounts.slice(0, FAILURES)) {
      expect((await rejection(verifyLogin(account.email, "Summer2026!", ROOM))).message).toBe(INVALID_LOGIN_MESSAGE);
    }
    const last = accounts[FAILURES]!;
    const refused = await refusal(verifyLogin(last.email, PASSWORD, ROOM));
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(refused.message).toBe("Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.");
    expect(await db.loginAttempt.count({ where: { ipAddress: ROOM } })).toBe(FAILURES);

    // Another address is not affected; the same one is let in again once the window has passed.
    await expect(verifyLogin(last.email, PASSWORD, ELSEWHERE)).resolves.toBe(last.id);
    await db.throttleHit.updateMany({ data: { createdAt: new Date(Date.now() - 15 * 60_000 - 1000) } });
    await expect(verifyLogin(last.email, PASSWORD, ROOM)).resolves.toBe(last.id);
  });

  it("parallel guesses from one address run no more password checks than the limit", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: FAILURES + 30 }, (_, i) => verifyLogin(`someone${i}@example.org`, "Summer2026!", ROOM)),
    );
    const messages = results.map((r) => (r.status === "rejected" ? (r.reason as Error).message : "signed in"));
    expect(messages.filter((m) => m === INVALID_LOGIN_MESSAGE)).toHaveLength(FAILURES);
    expect(messages.filter((m) => m.startsWith("Too many failed sign-in attempts from your network"))).toHaveLength(30);
    expect(await db.loginAttempt.count({ where: { ipAddress: ROOM } })).toBe(FAILURES);
  });

  it("counts only wrong passwords: right ones give their turn back, and an account's own refusals check nothing", async () => {
    const [locked, ...others] = await members(FAILURES + 10);
    for (let i = 0; i < 5; i++) await rejection(verifyLogin(locked!.email, "wrong", ROOM));
    // The account's own limit (5 per address in 15 minutes) refuses these before any check.
    for (let i = 0; i < 5; i++)
      expect((await rejection(verifyLogin(locked!.email, "wrong", ROOM))).message).toMatch(/or reset your password\.$/);
    for (const other of others.slice(0, FAILURES - 6)) await rejection(verifyLogin(other.email, "wrong", ROOM));
    expect(await db.throttleHit.count({ where: { key: addressKey.signInFailures(ROOM) } })).toBe(FAILURES - 1);
    for (const other of others.slice(FAILURES - 6)) await expect(verifyLogin(other.email, PASSWORD, ROOM)).resolves.toBe(other.id);
    expect((await rejection(verifyLogin("nobody@example.org", "wrong", ROOM))).message).toBe(INVALID_LOGIN_MESSAGE);
    const refused = await refusal(verifyLogin(others[0]!.email, PASSWORD, ROOM));
    expect(refused.message).toMatch(/^Too many failed sign-in attempts from your network/);
  });

  it("addressOverSignInLimit (the browser tests' builder) leaves the address refused, and only that address", async () => {
    const [member] = await members(1);
    const { retryAfterSeconds } = await addressOverSignInLimit(ROOM);
    const refused = await refusal(verifyLogin(member!.email, PASSWORD, ROOM));
    expect(refused.retryAfterSeconds).toBe(retryAfterSeconds);
    expect(refused.message).toBe(limitMessage.signInFailures(retryAfterSeconds));
    await expect(verifyLogin(member!.email, PASSWORD, ELSEWHERE)).resolves.toBe(member!.id);
  });
});

describe("creating accounts from one address", () => {
  const account = (i: number) => ({
    firstName: "New",
    lastName: `Member${i}`,
    email: `new${i}@example.org`,
    password: PASSWORD,
    willText: false,
    agreeTos: true,
  });

  it("is refused past the limit, naming the wait; another address is not affected", async () => {
    const { max } = ADDRESS_RULES.signUps;
    for (let i = 0; i < max; i++) await createAccount(account(i), ROOM);
    const refused = await refusal(createAccount(account(max), ROOM));
    expect(refused.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect(refused.message).toBe("Too many accounts were created from your network. Please wait 60 minutes and try again.");
    expect(await db.user.count({ where: { email: account(max).email } })).toBe(0);
    await expect(createAccount(account(max), ELSEWHERE)).resolves.toBeTypeOf("number");
  });
});

describe("asking for password resets from one address", () => {
  it("is refused past the limit, whichever emails it names, and sends nothing then; another address is not affected", async () => {
    const [member] = await members(1);
    const { max } = ADDRESS_RULES.resetRequests;
    for (let i = 0; i < max; i++) await requestPasswordReset(`unknown${i}@example.org`, ROOM);
    const refused = await refusal(requestPasswordReset(member!.email, ROOM));
    expect(refused.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(refused.message).toBe("Too many password reset requests from your network. Please wait 60 minutes and try again.");
    expect(await db.emailMessage.count()).toBe(0);
    // Refused before the email's own cooldown was taken: from elsewhere the link goes out at once.
    await requestPasswordReset(member!.email, ELSEWHERE);
    expect(await db.emailMessage.count({ where: { to: member!.email, template: "password_reset" } })).toBe(1);
  });
});
