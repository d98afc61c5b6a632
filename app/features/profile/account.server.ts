/**
 * The Account Settings tab: the member's email and password. Changing either asks for the current
 * password, is refused to an admin viewing as the member (docs/decisions/0019), and is emailed to
 * the member (a new email to both addresses).
 */
import { notifyEmailChanged, notifyPasswordChanged } from "~/features/auth/account-notices.server.ts";
import type { AccountInput } from "~/features/profile/schemas.server.ts";
import { CURRENT_PASSWORD_MESSAGE, EMAIL_TAKEN_MESSAGE, WRONG_PASSWORD_MESSAGE } from "~/features/profile/schemas.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { hashPassword, verifyPassword } from "~/lib/password.server.ts";

export type AccountResult = { passwordChanged: boolean } | Invalid<"email" | "currentPassword">;

/** An admin viewing as a member may not change how the member signs in (docs/decisions/0019). */
export const IMPERSONATOR_ACCOUNT_MESSAGE =
  "Administrators viewing the portal as a member cannot change the member's email or password. The member can change them here, or reset the password from the login page.";

/**
 * Saves the Account Settings tab. Changing the email or the password asks for the current password,
 * and is refused to an admin viewing as the member. A new password ends every other session of the
 * user (`currentSessionId` is kept). The member is emailed about either change (the old address
 * too). Nothing changed, nothing saved, audited or sent.
 */
export async function updateAccount(actor: Actor, input: AccountInput, currentSessionId: string, now = new Date()): Promise<AccountResult> {
  const userId = actor.userId;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true, firstName: true } });
  const emailChanged = input.email !== user.email;
  const passwordChanged = Boolean(input.password);
  if (!emailChanged && !passwordChanged) return { passwordChanged: false };
  if (actor.impersonatorId !== null) return invalid({ "": IMPERSONATOR_ACCOUNT_MESSAGE });
  if (!input.currentPassword) return invalid({ currentPassword: CURRENT_PASSWORD_MESSAGE });
  if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    return invalid({ currentPassword: WRONG_PASSWORD_MESSAGE });
  }
  if (emailChanged && (await emailTaken(db, input.email, userId))) return invalid({ email: EMAIL_TAKEN_MESSAGE });
  const passwordHash = passwordChanged ? await hashPassword(input.password!) : undefined;
  const data = { email: input.email, ...(passwordHash ? { passwordHash } : {}), profileLastUpdated: now };
  try {
    await db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: userId }, data });
      if (passwordHash) {
        await tx.session.deleteMany({ where: { userId, id: { not: currentSessionId } } });
        await tx.passwordResetToken.deleteMany({ where: { userId } });
      }
      const after = { email: input.email, passwordChanged };
      await auditChange(tx, actor, {
        action: "profile.account.update",
        entityType: "User",
        entityId: userId,
        before: { email: user.email },
        after,
      });
    });
  } catch (error) {
    if (isEmailTakenMeanwhile(error)) return invalid({ email: EMAIL_TAKEN_MESSAGE });
    throw error;
  }
  const member = { id: userId, firstName: user.firstName, email: input.email };
  if (emailChanged) await notifyEmailChanged(member, user.email, now);
  if (passwordChanged) await notifyPasswordChanged(member, now);
  return { passwordChanged };
}

/**
 * Another account already signs in with this email (stored lower-case, as the schema gives it). The
 * one rule for a changed email: the member's Account Settings and the admin's Info tab.
 */
export async function emailTaken(client: Pick<Tx, "user">, email: string, userId: number): Promise<boolean> {
  return (await client.user.count({ where: { email, id: { not: userId } } })) > 0;
}

/** The write failed on the unique email: another account took the address between the check and the write. */
export function isEmailTakenMeanwhile(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "P2002";
}

export async function getAccount(userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
}
