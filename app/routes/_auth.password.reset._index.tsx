import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "~/ui/honeypot.tsx";
import { RESET_SENT_MESSAGE } from "~/features/auth/messages.ts";
import { ResetRequestSchema } from "~/features/auth/schemas.server.ts";
import { invalid } from "~/kit/forms/outcome.ts";
import { keepRetryAfter, replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { clientIp, requireAnonymous } from "~/lib/auth.server.ts";
import { checkHoneypot, honeypotInputProps } from "~/lib/honeypot.server.ts";
import { paths } from "~/lib/paths.ts";
import { AuthError, requestPasswordReset } from "~/features/auth/auth.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { Field, FormErrors } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Reset your password | Member Portal" }];

/** A limit's refusal keeps its Retry-After. */
export const headers = keepRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return { honeypot: honeypotInputProps() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: ResetRequestSchema });
  if (submission.status !== "success") return replyTo(submission);
  try {
    await requestPasswordReset(submission.value.email, clientIp(request));
  } catch (error) {
    if (error instanceof AuthError) {
      return replyTo(submission, { invalid: invalid({ "": error.message }), retryAfterSeconds: error.retryAfterSeconds });
    }
    throw error;
  }
  return replyTo(submission, { reset: true, notice: RESET_SENT_MESSAGE });
}

export default function ResetRequestPage() {
  const { honeypot } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "password-reset",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <AuthShell>
      <h1>Reset your password</h1>
      {reply?.notice ? (
        <div className="alert alert-success" role="status">
          <p>{reply.notice}</p>
        </div>
      ) : (
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      )}
      <HoneypotProvider {...honeypot}>
        <Form method="post" {...getFormProps(form)}>
          <HoneypotInputs label="Please leave this field blank" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <button className="btn btn-block" type="submit">
            Send Password Reset Link
          </button>
        </Form>
      </HoneypotProvider>
      <p>
        <Link to={paths.login()}>Back to log in</Link>
      </p>
    </AuthShell>
  );
}
