import { ADDRESS_RULES, addressKey } from "~/features/auth/limits.server.ts";
import { db } from "~/lib/db.server.ts";

/**
 * The client address `ip` with all its failed sign-ins of the window used up
 * (features/auth/limits.server.ts): its next sign-in, right password or not, is refused before the
 * password is checked, for the whole window from `now`. Browser tests give their own address
 * (X-Forwarded-For) so no other test shares it.
 */
export async function addressOverSignInLimit(ip: string, opts: { now?: Date } = {}) {
  const rule = ADDRESS_RULES.signInFailures;
  const createdAt = opts.now ?? new Date();
  await db.throttleHit.createMany({ data: Array.from({ length: rule.max }, () => ({ key: addressKey.signInFailures(ip), createdAt })) });
  return { ip, retryAfterSeconds: rule.windowMs / 1000 };
}
