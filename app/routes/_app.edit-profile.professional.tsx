import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { log } from "~/lib/logger.server.ts";
import { EMPLOYMENT_UPDATE_FAILED, EmploymentSchema } from "~/features/profile/employment-schema.server.ts";
import { invalid, isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getEmploymentForm, updateEmployment } from "~/features/profile/employment.server.ts";
import { EmploymentFields, employmentDefaults } from "~/features/profile/ui/employment-fields.tsx";
import { FormErrors } from "~/ui/field.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Professional Info | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const form = await getEmploymentForm(user.id);
  if (!form) throw notFound();
  return form;
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: EmploymentSchema });
  if (submission.status !== "success") return replyTo(submission);
  let outcome: Awaited<ReturnType<typeof updateEmployment>>;
  try {
    outcome = await updateEmployment(viewer.actor, submission.value);
  } catch (error) {
    log.error("professional info save failed", { userId: viewer.user.id, error });
    return replyTo(submission, { invalid: invalid({ "": EMPLOYMENT_UPDATE_FAILED }) });
  }
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.editProfile.professional(), { kind: "success", message: "Professional info saved." });
}

export default function ProfessionalInfoTab() {
  const { values, options, profileLastUpdated } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "employment",
    lastResult: reply?.result,
    defaultValue: employmentDefaults(values),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h1>Professional Info</h1>
      {profileLastUpdated ? <p className="hint">Profile last updated {profileLastUpdated}.</p> : null}
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <EmploymentFields fields={fields} options={options} />
        <button className="btn" type="submit">
          Save
        </button>
      </Form>
    </>
  );
}
