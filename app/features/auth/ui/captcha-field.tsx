import { CheckboxField, ErrorList } from "~/ui/field.tsx";
import { useNonce } from "~/ui/nonce.tsx";

/**
 * The "I'm not a robot" check of the public forms (registration, study modules): Google's widget
 * when reCAPTCHA keys are set, else a plain checkbox that posts the mock token (works without
 * JavaScript). The server checks it with `captchaPassed` (features/auth/captcha.server.ts).
 */
export function CaptchaField({
  siteKey,
  mockToken,
  name,
  errors,
}: {
  siteKey: string | null;
  mockToken: string;
  name: string;
  errors: string[] | undefined;
}) {
  const nonce = useNonce();
  if (siteKey) {
    return (
      <div className="field">
        <script src="https://www.google.com/recaptcha/api.js" async defer nonce={nonce} />
        <div className="g-recaptcha" data-sitekey={siteKey} />
        <ErrorList id="captcha-error" errors={errors} />
      </div>
    );
  }
  return (
    <fieldset className="captcha-mock field">
      <legend className="visually-hidden">Verification</legend>
      <CheckboxField label="I'm not a robot" inputProps={{ id: "captcha", name, value: mockToken }} errors={errors} />
    </fieldset>
  );
}
