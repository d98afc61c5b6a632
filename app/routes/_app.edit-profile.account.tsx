import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireViewer } from "~/lib/auth.server.ts";
import { AccountSchema } from "~/features/profile/schemas.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getAccount, IMPERSONATOR_ACCOUNT_MESSAGE, updateAccount } from "~/features/profile/account.server.ts";
import { Field, FormErrors, SubmitRow } from "~/ui/field.tsx";
import { Breakable } from "~/ui/breakable.tsx";

export const meta: MetaFunction = () => [{ title: "Account Settings | Member Portal" }];

const SECRET_FIELDS = ["password", "passwordConfirmation", "currentPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // An admin viewing as the member sees why there is nothing to change here (the action refuses it too).
  return { account: await getAccount(viewer.user.id), impersonatorNote: viewer.impersonator ? IMPERSONATOR_ACCOUNT_MESSAGE : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: AccountSchema });
  if (submission.status !== "success") return replyTo(submission, { hideFields: SECRET_FIELDS });
  const outcome = await updateAccount(viewer.actor, submission.value, viewer.sessionId);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome, hideFields: SECRET_FIELDS });
  const message = outcome.passwordChanged ? "Account settings saved. You have been signed out everywhere else." : "Account settings saved.";
  return redirectWithToast(paths.editProfile.account(), { kind: "success", message });
}

export default function AccountSettingsTab() {
  const { account, impersonatorNote } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "account",
    lastResult: reply?.result,
    defaultValue: { email: account.email, password: "", passwordConfirmation: "", currentPassword: "" },
    shouldValidate: "onSubmit",
  });
  if (impersonatorNote) {
    return (
      <>
        <h1>Account Settings</h1>
        <p>
          Email: <Breakable text={account.email} />
        </p>
        <div className="alert alert-warning" role="note">
          <p>{impersonatorNote}</p>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>Account Settings</h1>
      <Form method="post" {...getFormProps(form)} className="form-narrow">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Email"
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
        />
        <Field
          label="New Password"
          hint="Leave blank to keep your current password. At least 8 characters."
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.password.errors}
        />
        <Field
          label="Confirm New Password"
          inputProps={{ ...getInputProps(fields.passwordConfirmation, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.passwordConfirmation.errors}
        />
        <Field
          label="Current Password"
          hint="Needed to change your email or password."
          inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
          errors={fields.currentPassword.errors}
        />
        <SubmitRow />
      </Form>
    </>
  );
}
