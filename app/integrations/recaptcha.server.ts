/**
 * reCAPTCHA verification (registration). Real HTTP call to the verify endpoint; without keys the
 * msw mock answers, and the form shows a plain checkbox in place of Google's widget.
 */
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
/** The token the mock widget posts (a checkbox that works without JavaScript). */
export const MOCK_CAPTCHA_TOKEN = "mock-captcha-passed";

export async function verifyCaptcha(token: string, remoteIp?: string): Promise<boolean> {
  const env = getEnv();
  const body = new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY ?? "mock-secret", response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(RECAPTCHA_VERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: boolean };
    return result.success === true;
  } catch (error) {
    log.error("captcha verification failed", { error });
    return false;
  }
}

export function captchaSiteKey(): string | null {
  const env = getEnv();
  return env.mocked.recaptcha ? null : (env.RECAPTCHA_SITE_KEY ?? null);
}
