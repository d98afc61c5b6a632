import { http, HttpResponse } from "msw";

import { MOCK_CAPTCHA_TOKEN, RECAPTCHA_VERIFY_URL } from "../../app/integrations/recaptcha.server.ts";

/** reCAPTCHA's verify endpoint: only the mock widget's token passes. */
export const recaptchaHandlers = [
  http.post(RECAPTCHA_VERIFY_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const ok = form.get("response") === MOCK_CAPTCHA_TOKEN;
    return HttpResponse.json(ok ? { success: true, hostname: "localhost" } : { success: false, "error-codes": ["invalid-input-response"] });
  }),
];
