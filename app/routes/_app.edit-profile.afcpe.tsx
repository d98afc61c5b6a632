import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { ProductSettingsSchema } from "~/features/profile/schemas.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths, PRODUCT_NAME } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getProductSettings, updateProductSettings } from "~/features/profile/profile.server.ts";
import { CheckboxField, SubmitRow } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: `${PRODUCT_NAME} Settings | Member Portal` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { settings: await getProductSettings(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: ProductSettingsSchema });
  if (submission.status !== "success") return replyTo(submission);
  await updateProductSettings(viewer.actor, submission.value);
  return redirectWithToast(paths.editProfile.product(), { kind: "success", message: `${PRODUCT_NAME} settings saved.` });
}

export default function ProductSettingsTab() {
  const { settings } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "product-settings",
    lastResult: reply?.result,
    defaultValue: { mediaResource: settings.mediaResource ? "on" : undefined },
  });
  return (
    <>
      <h1>{PRODUCT_NAME} Settings</h1>
      <Form method="post" {...getFormProps(form)}>
        <CheckboxField
          label={`I am willing to be contacted by the media and listed as a media resource by ${PRODUCT_NAME}.`}
          inputProps={getInputProps(fields.mediaResource, { type: "checkbox" })}
          errors={fields.mediaResource.errors}
        />
        <SubmitRow />
      </Form>
    </>
  );
}
