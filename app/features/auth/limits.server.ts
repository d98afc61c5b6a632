/**
 * Every limit on signing in, creating accounts and asking for a password reset, in one place
 * (decisions 20 and 36). All are throttles in the database (lib/throttle.server.ts), so they hold
 * exactly however many server processes run. The in-memory limit in app/server.ts is only a coarse
 * flood guard on top (lib/rate-limit.server.ts).
 *
 * Per account (an email, from one client address): 5 password checks in 15 minutes, the right
 * password clearing them; many failures from anywhere tell the owner; one reset email per 5 minutes.
 *
 * Per client address, what an attacker does is counted, never a member signing in: wrong passwords
 * across any accounts, accounts created, reset emails asked for. A successful sign-in counts against
 * nothing per address. The numbers come from two cases:
 * - a room: the association's symposium or a training session puts 200 members behind one hotel or
 *   office address, all signing in within a minute, a few mistyping, a class of newcomers creating
 *   accounts together, some asking for a reset link. All of it must pass.
 * - one address trying passwords across many accounts (password spraying, stuffing with leaked
 *   lists), making accounts by script, or mailing reset links to many members. It must stop soon.
 * So:
 * - failed sign-ins: 50 per address in any 15 minutes. One in four of a 200-member room can mistype
 *   once. A check in progress holds a turn until its answer, so parallel guesses cannot run more
 *   than 50 checks; a right password gives its turn back. An attacker gets 50 guesses a quarter
 *   hour across every account (200 an hour), where a leaked list needs thousands; past the limit
 *   every try is refused before the password is checked, so a right guess does not get in either.
 * - sign-ups: 50 per address in an hour: a class of newcomers creating accounts together, while a
 *   script (each try past the captcha) stops at 50.
 * - reset requests: 50 per address in an hour: a quarter of a 200-member room forgetting their
 *   password, while a script mailing reset links to every member stops at 50 (and each email
 *   address still gets at most one per 5 minutes).
 */
import { waitText, type ThrottleRule } from "~/lib/throttle.server.ts";

const MINUTE = 60 * 1000;

/** Password checks per email per client address (OWASP ASVS V2.2.1); the right password clears them. */
export const SIGN_IN_RULE: ThrottleRule = { max: 5, windowMs: 15 * MINUTE };
/** After this many failures for one account in an hour, from anywhere, the owner is told (once a day). */
export const OWNER_NOTICE_AFTER = 10;
export const OWNER_NOTICE_WINDOW_MS = 60 * MINUTE;
export const OWNER_NOTICE_RULE: ThrottleRule = { max: 1, windowMs: 24 * 60 * MINUTE };
/** One reset email per email address every 5 minutes, however often the form is sent. */
export const RESET_EMAIL_RULE: ThrottleRule = { max: 1, windowMs: 5 * MINUTE };

/** What one client address may do, whichever accounts it names (see above for the numbers). */
export const ADDRESS_RULES = {
  signInFailures: { max: 50, windowMs: 15 * MINUTE },
  signUps: { max: 50, windowMs: 60 * MINUTE },
  resetRequests: { max: 50, windowMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** The throttle keys of the limits per client address. */
export const addressKey = {
  signInFailures: (ipAddress: string) => `sign-in-failures:${ipAddress}`,
  signUps: (ipAddress: string) => `sign-up:${ipAddress}`,
  resetRequests: (ipAddress: string) => `reset-request:${ipAddress}`,
} as const satisfies Record<keyof typeof ADDRESS_RULES, (ipAddress: string) => string>;

/** The refusals, each naming the wait. */
export const limitMessage = {
  account: (seconds: number) => `Too many failed sign-in attempts. Please wait ${waitText(seconds)} or reset your password.`,
  signInFailures: (seconds: number) =>
    `Too many failed sign-in attempts from your network. Please wait ${waitText(seconds)} and try again.`,
  signUps: (seconds: number) => `Too many accounts were created from your network. Please wait ${waitText(seconds)} and try again.`,
  resetRequests: (seconds: number) => `Too many password reset requests from your network. Please wait ${waitText(seconds)} and try again.`,
} as const;
