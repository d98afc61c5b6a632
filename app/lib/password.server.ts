import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

/** bcrypt cost 12 in production; tests and the scale seed may lower it through BCRYPT_COST. */
const COST = Number(process.env.BCRYPT_COST ?? 12);

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(plain, hash);
}

let throwawayHash: Promise<string> | undefined;

/**
 * Checks a password, doing the same bcrypt work when there is no hash to check against (an unknown
 * email, a deleted account), so a sign-in takes as long whether or not the account exists.
 */
export async function verifyPasswordEvenly(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (hash) return bcrypt.compare(plain, hash);
  throwawayHash ??= bcrypt.hash(randomBytes(16).toString("hex"), COST);
  await bcrypt.compare(plain, await throwawayHash);
  return false;
}
