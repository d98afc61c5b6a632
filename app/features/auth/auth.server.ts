/** Accounts: sign-in with throttling, account creation, password reset by emailed token. */
import { createHash, randomBytes } from "node:crypto";
import { ROLE } from "~/domain/constants.ts";
import { sendMail } from "~/integrations/mail.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { hashPassword, verifyPassword } from "~/lib/password.server.ts";
import { paths } from "~/lib/paths.ts";
import { INVALID_RESET_MESSAGE } from "~/features/auth/schemas.server.ts";

export { INVALID_RESET_MESSAGE };

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_LOGIN_MESSAGE = "Invalid email or password.";
export const THROTTLED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes or reset your password.";

export class AuthError extends Error {}

/** Checks the password; throttles an email after repeated failures. Returns the user id. */
export async function verifyLogin(email: string, password: string, ipAddress: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const failures = await db.loginAttempt.count({ where: { email, succeeded: false, createdAt: { gte: since } } });
  if (failures >= LOGIN_FAILURE_LIMIT) throw new AuthError(THROTTLED_MESSAGE);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true, deletedAt: true } });
  const ok = user && !user.deletedAt ? await verifyPassword(password, user.passwordHash) : false;
  await db.loginAttempt.create({ data: { email, ipAddress, succeeded: ok } });
  if (!ok || !user) throw new AuthError(INVALID_LOGIN_MESSAGE);
  if (failures > 0) await db.loginAttempt.deleteMany({ where: { email, succeeded: false } });
  return user.id;
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

export async function createAccount(input: NewAccount): Promise<number> {
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
 * form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
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
    select: { id: true, userId: true, expiresAt: true, usedAt: true, user: { select: { email: true } } },
  });
  if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) return null;
  return record;
}

/** Sets the new password, spends the token and ends every session of the account. */
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
    await tx.loginAttempt.deleteMany({ where: { email, succeeded: false } });
  });
  return record.userId;
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}
