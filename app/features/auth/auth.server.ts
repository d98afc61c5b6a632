/** Accounts: sign-in with throttling, account creation, password reset by emailed token. */
import { createHash, randomBytes } from "node:crypto";
import { ROLE } from "~/domain/constants.ts";
import { sendMail } from "~/integrations/mail.server.ts";
import { notifyPasswordChanged } from "~/features/auth/account-notices.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { hashPassword, verifyPasswordEvenly } from "~/lib/password.server.ts";
import { clearTurns, holdTurn, takeTurn } from "~/lib/throttle.server.ts";
import { paths } from "~/lib/paths.ts";
import { INVALID_RESET_MESSAGE } from "~/features/auth/schemas.server.ts";
import {
  ADDRESS_RULES,
  OWNER_NOTICE_AFTER,
  OWNER_NOTICE_RULE,
  OWNER_NOTICE_WINDOW_MS,
  RESET_EMAIL_RULE,
  SIGN_IN_RULE,
  addressKey,
  limitMessage,
} from "~/features/auth/limits.server.ts";

export { INVALID_RESET_MESSAGE };

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_LOGIN_MESSAGE = "Invalid email or password.";

/** A refusal to show on the form; `retryAfterSeconds` when it is a limit (429 with Retry-After). */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const signInKey = (email: string, ipAddress: string) => `sign-in:${email}|${ipAddress}`;

/**
 * Checks the password and returns the user id (the limits: features/auth/limits.server.ts). The
 * client address's turn and then the account's are taken before the check, so parallel tries cannot
 * run more checks than either allows; a right password gives the address's turn back and clears the
 * account's. An unknown email costs the same bcrypt work.
 */
export async function verifyLogin(email: string, password: string, ipAddress: string): Promise<number> {
  const fromAddress = await holdTurn(addressKey.signInFailures(ipAddress), ADDRESS_RULES.signInFailures);
  if (!fromAddress.allowed) throw new AuthError(limitMessage.signInFailures(fromAddress.retryAfterSeconds), fromAddress.retryAfterSeconds);
  const turn = await takeTurn(signInKey(email, ipAddress), SIGN_IN_RULE);
  if (!turn.allowed) {
    await fromAddress.giveBack();
    throw new AuthError(limitMessage.account(turn.retryAfterSeconds), turn.retryAfterSeconds);
  }
  const found = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true, deletedAt: true, firstName: true } });
  const user = found && !found.deletedAt ? found : null;
  const ok = await verifyPasswordEvenly(password, user?.passwordHash);
  await db.loginAttempt.create({ data: { email, ipAddress, succeeded: ok } });
  if (ok && user) {
    await Promise.all([fromAddress.giveBack(), clearTurns(signInKey(email, ipAddress))]);
    return user.id;
  }
  if (user) await noticeRepeatedFailures(user, email);
  throw new AuthError(INVALID_LOGIN_MESSAGE);
}

/** Tells the owner when an account keeps being tried with wrong passwords: once a day at most. */
async function noticeRepeatedFailures(user: { id: number; firstName: string }, email: string) {
  const failures = await db.loginAttempt.count({
    where: { email, succeeded: false, createdAt: { gt: new Date(Date.now() - OWNER_NOTICE_WINDOW_MS) } },
  });
  if (failures < OWNER_NOTICE_AFTER) return;
  if (!(await takeTurn(`sign-in-notice:${user.id}`, OWNER_NOTICE_RULE)).allowed) return;
  const link = new URL(paths.passwordReset.root(), getEnv().APP_URL).href;
  await sendMail({
    to: email,
    userId: user.id,
    template: "sign_in_failures",
    subject: "Failed sign-in attempts on your account",
    text: `Hello ${user.firstName},\n\nIn the last hour there were ${failures} attempts to sign in to your account with a wrong password. If they were yours, you can choose a new password here:\n\n${link}\n\nIf they were not, your account is still safe as long as your password is hard to guess; choosing a new one does no harm. Your sign-ins are not blocked.\n`,
  });
}

export type NewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  cellPhone?: string;
  willText: boolean;
  agreeTos: boolean;
  referral?: string;
};

export async function emailTaken(email: string): Promise<boolean> {
  return (await db.user.count({ where: { email } })) > 0;
}

/** Creates a member's account; refused (AuthError) once the client address has made its share of accounts. */
export async function createAccount(input: NewAccount, ipAddress: string): Promise<number> {
  const turn = await takeTurn(addressKey.signUps(ipAddress), ADDRESS_RULES.signUps);
  if (!turn.allowed) throw new AuthError(limitMessage.signUps(turn.retryAfterSeconds), turn.retryAfterSeconds);
  const user = await db.user.create({
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      cellPhone: input.cellPhone,
      willText: input.willText,
      agreeTos: input.agreeTos,
      referral: input.referral,
      role: ROLE.member,
    },
    select: { id: true },
  });
  return user.id;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Emails a single-use reset link when the address has an account. Says nothing either way, so the
 * form cannot be used to find out who has an account. One email per address per cooldown: asking
 * again sooner sends nothing (the first link still works). A client address that has asked too often
 * is refused (AuthError), whichever addresses it asked about.
 */
export async function requestPasswordReset(email: string, ipAddress: string): Promise<void> {
  const fromAddress = await takeTurn(addressKey.resetRequests(ipAddress), ADDRESS_RULES.resetRequests);
  if (!fromAddress.allowed) throw new AuthError(limitMessage.resetRequests(fromAddress.retryAfterSeconds), fromAddress.retryAfterSeconds);
  // Counted for every address asked about, known or not, so the cooldown says nothing either.
  if (!(await takeTurn(`password-reset:${email}`, RESET_EMAIL_RULE)).allowed) return;
  const user = await db.user.findUnique({ where: { email }, select: { id: true, firstName: true, deletedAt: true } });
  if (!user || user.deletedAt) return;
  const token = randomBytes(32).toString("base64url");
  await db.$transaction([
    db.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } }),
    db.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
    }),
  ]);
  const link = new URL(paths.passwordReset.token(token), getEnv().APP_URL).href;
  await sendMail({
    to: email,
    userId: user.id,
    template: "password_reset",
    subject: "Reset your password",
    text: `Hello ${user.firstName},\n\nSomeone asked to reset the password for your account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this email; your password stays the same.\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password for your account. To choose a new password, open this link within one hour:</p><p><a href="${link}">Reset your password</a></p><p>If it was not you, ignore this email; your password stays the same.</p>`,
  });
}

/** The user a reset token belongs to, if it is unused and not expired. */
export async function findValidResetToken(token: string) {
  const record = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, expiresAt: true, usedAt: true, user: { select: { email: true, firstName: true } } },
  });
  if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) return null;
  return record;
}

/** Sets the new password, spends the token, ends every session of the account and tells the member. */
export async function resetPassword(token: string, email: string, password: string): Promise<number> {
  const record = await findValidResetToken(token);
  if (!record) throw new AuthError(INVALID_RESET_MESSAGE);
  if (record.user.email !== email) throw new AuthError("This email does not match the account the link was sent to.");
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const spent = await tx.passwordResetToken.updateMany({ where: { id: record.id, usedAt: null }, data: { usedAt: new Date() } });
    if (spent.count !== 1) throw new AuthError(INVALID_RESET_MESSAGE);
    await tx.user.update({ where: { id: record.userId }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId: record.userId } });
    await tx.throttleHit.deleteMany({ where: { key: { startsWith: `sign-in:${email}|` } } });
  });
  await notifyPasswordChanged({ id: record.userId, firstName: record.user.firstName, email });
  return record.userId;
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}
