import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "~/ui/honeypot.tsx";
import { StudyModuleSchema } from "~/features/auth/schemas.server.ts";
import { invalid, isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { checkHoneypot, honeypotInputProps } from "~/lib/honeypot.server.ts";
import { requestStudyModules } from "~/features/auth/study-modules.server.ts";
import { captchaPassed, captchaProps, takeCaptchaToken } from "~/features/auth/captcha.server.ts";
import { CAPTCHA_MESSAGE, STUDY_MODULE_SENT_MESSAGE } from "~/features/auth/messages.ts";
import { CaptchaField } from "~/features/auth/ui/captcha-field.tsx";
import { clientIp } from "~/lib/auth.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { Field, FormErrors, TextareaField } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Study Module Request | Member Portal" }];

/** Public request form: anyone may ask the certification office for the exam study modules. */
export async function loader(_: LoaderFunctionArgs) {
  return { honeypot: honeypotInputProps(), ...captchaProps() };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  checkHoneypot(formData);
  takeCaptchaToken(formData);
  const submission = parseWithZod(formData, { schema: StudyModuleSchema });
  if (submission.status !== "success") return replyTo(submission, { hideFields: ["captcha"] });
  const { captcha, ...details } = submission.value;
  if (!(await captchaPassed(captcha, clientIp(request)))) {
    return replyTo(submission, { invalid: invalid({ captcha: CAPTCHA_MESSAGE }), hideFields: ["captcha"] });
  }
  const outcome = await requestStudyModules(details, clientIp(request));
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome, hideFields: ["captcha"], status: 429 });
  return replyTo(submission, { reset: true, notice: STUDY_MODULE_SENT_MESSAGE });
}

export default function StudyModuleFormPage() {
  const { honeypot, captchaSiteKey, mockCaptchaToken } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "study-module",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <AuthShell>
      <h1>Study Module Request</h1>
      {reply?.notice ? (
        <div className="alert alert-success" role="status">
          <p>{reply.notice}</p>
        </div>
      ) : (
        <p>Preparing for the certification exam? Tell us where to send the study modules.</p>
      )}
      <HoneypotProvider {...honeypot}>
        <Form method="post" {...getFormProps(form)}>
          <HoneypotInputs label="Please leave this field blank" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label="Name"
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
            errors={fields.name.errors}
          />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            label="Organization (optional)"
            inputProps={getInputProps(fields.organization, { type: "text" })}
            errors={fields.organization.errors}
          />
          <TextareaField
            label="Which modules would you like, and why?"
            textareaProps={{ ...getTextareaProps(fields.message), rows: 5 }}
            errors={fields.message.errors}
          />
          <CaptchaField siteKey={captchaSiteKey} mockToken={mockCaptchaToken} name={fields.captcha.name} errors={fields.captcha.errors} />
          <button className="btn btn-block" type="submit">
            Send Request
          </button>
        </Form>
      </HoneypotProvider>
    </AuthShell>
  );
}
