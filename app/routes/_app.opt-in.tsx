import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { OPT_IN_SUCCESS_MESSAGE, OptInSchema } from "~/features/profile/schemas.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getOptIn, optInToTexts } from "~/features/profile/profile.server.ts";
import { CheckboxField, Field, FormErrors, SubmitRow } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Text Messages | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { current: await getOptIn(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: OptInSchema });
  if (submission.status !== "success") return replyTo(submission);
  await optInToTexts(viewer.actor, submission.value.cellPhone);
  return redirectWithToast(paths.dashboard(), { kind: "success", message: OPT_IN_SUCCESS_MESSAGE });
}

export default function OptInPage() {
  const { current } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "opt-in",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    defaultValue: { cellPhone: current.cellPhone ?? "", willText: "", agreeTos: "" },
  });
  return (
    <div className="narrow">
      <h1>Text Messages</h1>
      {current.willText ? (
        <p className="alert alert-success" role="status">
          You are opted in to text messages{current.cellPhone ? ` at ${current.cellPhone}` : ""}. You can change this on your Contact Info
          page.
        </p>
      ) : null}
      <p>
        Get reminders about deadlines, renewals and events by text, up to 4 messages a month. Message and data rates may apply. Reply STOP
        to cancel.
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Cell Phone"
          inputProps={{ ...getInputProps(fields.cellPhone, { type: "tel" }), autoComplete: "mobile tel" }}
          errors={fields.cellPhone.errors}
        />
        <CheckboxField
          label="Yes, I would like to receive text messages."
          inputProps={getInputProps(fields.willText, { type: "checkbox" })}
          errors={fields.willText.errors}
        />
        <CheckboxField
          label="I agree to the terms of service for text messages."
          inputProps={getInputProps(fields.agreeTos, { type: "checkbox" })}
          errors={fields.agreeTos.errors}
        />
        <SubmitRow label="Opt In" />
      </Form>
    </div>
  );
}
