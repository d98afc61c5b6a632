/** The server half of the public forms' captcha (ui/captcha-field.tsx shows it). */
import { captchaSiteKey, MOCK_CAPTCHA_TOKEN, verifyCaptcha } from "~/integrations/recaptcha.server.ts";

/** What a page with the captcha needs from its loader. */
export function captchaProps() {
  return { captchaSiteKey: captchaSiteKey(), mockCaptchaToken: MOCK_CAPTCHA_TOKEN };
}

/** Google's widget posts its token as g-recaptcha-response; the mock checkbox posts "captcha". */
export function takeCaptchaToken(formData: FormData): void {
  const googleToken = formData.get("g-recaptcha-response");
  if (typeof googleToken === "string" && googleToken) formData.set("captcha", googleToken);
}

export { verifyCaptcha as captchaPassed };
