import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "~/ui/honeypot.tsx";
import { CAPTCHA_MESSAGE, REFERRAL_OPTIONS } from "~/features/auth/messages.ts";
import { RegisterSchema } from "~/features/auth/schemas.server.ts";
import { invalid } from "~/kit/forms/outcome.ts";
import { keepRetryAfter, replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { captchaPassed, captchaProps, takeCaptchaToken } from "~/features/auth/captcha.server.ts";
import { clientIp, createSession, postLoginTarget, requireAnonymous } from "~/lib/auth.server.ts";
import { checkHoneypot, honeypotInputProps } from "~/lib/honeypot.server.ts";
import { paths } from "~/lib/paths.ts";
import { toastHeader } from "~/lib/toast.server.ts";
import { AuthError, createAccount, emailTaken } from "~/features/auth/auth.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { CaptchaField } from "~/features/auth/ui/captcha-field.tsx";
import { CheckboxField, Field, FormErrors, SelectField } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Create an account | Member Portal" }];

/** A limit's refusal keeps its Retry-After. */
export const headers = keepRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { honeypot: honeypotInputProps(), ...captchaProps(), redirectTo };
}

const SECRET_FIELDS = ["password", "passwordConfirmation", "captcha"];

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  checkHoneypot(formData);
  takeCaptchaToken(formData);
  const submission = await parseWithZod(formData, {
    async: true,
    schema: RegisterSchema.superRefine(async (v, ctx) => {
      if (await emailTaken(v.email)) {
        ctx.addIssue({
          code: "custom",
          path: ["email"],
          message: "An account with this email already exists. Log in or reset your password.",
        });
      }
    }),
  });
  if (submission.status !== "success") return replyTo(submission, { hideFields: SECRET_FIELDS });
  if (!(await captchaPassed(submission.value.captcha, clientIp(request)))) {
    return replyTo(submission, { invalid: invalid({ captcha: CAPTCHA_MESSAGE }), hideFields: SECRET_FIELDS });
  }
  const { captcha: _captcha, passwordConfirmation: _confirmation, redirectTo, ...account } = submission.value;
  let userId: number;
  try {
    userId = await createAccount(account, clientIp(request));
  } catch (error) {
    if (error instanceof AuthError) {
      return replyTo(submission, {
        invalid: invalid({ "": error.message }),
        hideFields: SECRET_FIELDS,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    throw error;
  }
  const session = await createSession(userId, {
    remember: false,
    ipAddress: clientIp(request),
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  const headers = new Headers();
  headers.append("Set-Cookie", session.setCookie);
  headers.append("Set-Cookie", await toastHeader({ kind: "success", message: "Welcome! Your account has been created." }));
  const target = await postLoginTarget(request, redirectTo);
  return redirect(target, { headers });
}

export default function RegisterPage() {
  const { honeypot, captchaSiteKey, mockCaptchaToken, redirectTo } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "register",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <AuthShell>
      <h1>Create an account</h1>
      <HoneypotProvider {...honeypot}>
        <Form method="post" {...getFormProps(form)}>
          <HoneypotInputs label="Please leave this field blank" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
          <Field
            label="First Name"
            inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
            errors={fields.firstName.errors}
          />
          <Field
            label="Last Name"
            inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
            errors={fields.lastName.errors}
          />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            label="Password"
            hint="At least 8 characters."
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <Field
            label="Confirm Password"
            inputProps={{ ...getInputProps(fields.passwordConfirmation, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.passwordConfirmation.errors}
          />
          <Field
            label="Cell Phone (optional)"
            inputProps={{ ...getInputProps(fields.cellPhone, { type: "tel" }), autoComplete: "tel" }}
            errors={fields.cellPhone.errors}
          />
          <CheckboxField
            label="I would like to receive text messages (up to 4 per month)."
            inputProps={getInputProps(fields.willText, { type: "checkbox" })}
            errors={fields.willText.errors}
          />
          <CheckboxField
            label={
              <>
                I agree to the <a href="https://www.example.org/terms">terms of service</a>.
              </>
            }
            inputProps={getInputProps(fields.agreeTos, { type: "checkbox" })}
            errors={fields.agreeTos.errors}
          />
          <SelectField
            label="How did you hear about us?"
            selectProps={getSelectProps(fields.referral)}
            placeholder="Choose one (optional)"
            options={REFERRAL_OPTIONS}
            errors={fields.referral.errors}
          />
          <CaptchaField siteKey={captchaSiteKey} mockToken={mockCaptchaToken} name={fields.captcha.name} errors={fields.captcha.errors} />
          <button className="btn btn-block" type="submit">
            Create Account
          </button>
        </Form>
      </HoneypotProvider>
      <p>
        Already have an account? <Link to={paths.login()}>Log in</Link>
      </p>
    </AuthShell>
  );
}
