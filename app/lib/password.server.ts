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
