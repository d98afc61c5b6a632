import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "~/ui/honeypot.tsx";
import { INVALID_RESET_MESSAGE } from "~/features/auth/messages.ts";
import { ResetPasswordSchema } from "~/features/auth/schemas.server.ts";
import { invalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { requireAnonymous } from "~/lib/auth.server.ts";
import { checkHoneypot, honeypotInputProps } from "~/lib/honeypot.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { AuthError, findValidResetToken, resetPassword } from "~/features/auth/auth.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { Field, FormErrors } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Choose a new password | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const valid = Boolean(params.token && (await findValidResetToken(params.token)));
  return { valid, honeypot: honeypotInputProps() };
}

const SECRET_FIELDS = ["password", "passwordConfirmation"];

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success") return replyTo(submission, { hideFields: SECRET_FIELDS });
  try {
    await resetPassword(params.token ?? "", submission.value.email, submission.value.password);
  } catch (error) {
    if (error instanceof AuthError) {
      return replyTo(submission, { invalid: invalid({ "": error.message }), hideFields: SECRET_FIELDS });
    }
    throw error;
  }
  return redirectWithToast(paths.login(), {
    kind: "success",
    message: "Your password has been reset. Please log in with your new password.",
  });
}

export default function ResetPasswordPage() {
  const { valid, honeypot } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "password-reset-token",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
  });
  if (!valid) {
    return (
      <AuthShell>
        <h1>Choose a new password</h1>
        <div className="alert alert-danger" role="alert">
          <p>{INVALID_RESET_MESSAGE}</p>
        </div>
        <p>
          <Link to={paths.passwordReset.root()}>Request a new link</Link>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <h1>Choose a new password</h1>
      <HoneypotProvider {...honeypot}>
        <Form method="post" {...getFormProps(form)}>
          <HoneypotInputs label="Please leave this field blank" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            label="New Password"
            hint="At least 8 characters."
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <Field
            label="Confirm New Password"
            inputProps={{ ...getInputProps(fields.passwordConfirmation, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.passwordConfirmation.errors}
          />
          <button className="btn btn-block" type="submit">
            Reset Password
          </button>
        </Form>
      </HoneypotProvider>
    </AuthShell>
  );
}
