import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { SocialSchema } from "~/features/profile/schemas.server.ts";
import { LONG_TEXT_MAX } from "~/kit/forms/fields.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getSocial, updateSocial } from "~/features/profile/profile.server.ts";
import { Field, FormErrors, SubmitRow, TextareaField } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Social Details | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const social = await getSocial(user.id);
  return { social, maxBio: LONG_TEXT_MAX };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: SocialSchema });
  if (submission.status !== "success") return replyTo(submission);
  await updateSocial(viewer.actor, submission.value);
  return redirectWithToast(paths.editProfile.social(), { kind: "success", message: "Social details saved." });
}

export default function SocialDetailsTab() {
  const { social, maxBio } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { validMember, ...values } = social;
  const [form, fields] = useForm({ id: "social", lastResult: reply?.result, defaultValue: values, shouldValidate: "onSubmit" });
  return (
    <>
      <h1>Social Details</h1>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField
          label={`Public Bio (up to ${maxBio} characters)`}
          textareaProps={{ ...getTextareaProps(fields.publicBio), rows: 6 }}
          errors={fields.publicBio.errors}
        />
        {validMember ? (
          <TextareaField
            label={`Member Bio (up to ${maxBio} characters, shown to members only)`}
            textareaProps={{ ...getTextareaProps(fields.memberBio), rows: 6 }}
            errors={fields.memberBio.errors}
          />
        ) : null}
        <Field
          label="Twitter Handle"
          inputProps={getInputProps(fields.twitterHandle, { type: "text" })}
          errors={fields.twitterHandle.errors}
        />
        <Field
          label="Instagram Profile"
          inputProps={getInputProps(fields.instagramProfile, { type: "text" })}
          errors={fields.instagramProfile.errors}
        />
        <Field
          label="LinkedIn Profile"
          inputProps={getInputProps(fields.linkedinProfile, { type: "text" })}
          errors={fields.linkedinProfile.errors}
        />
        <Field
          label="Facebook Profile"
          inputProps={getInputProps(fields.facebookProfile, { type: "text" })}
          errors={fields.facebookProfile.errors}
        />
        <SubmitRow />
      </Form>
    </>
  );
}
