import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  EDIT_REGISTRATION_MESSAGES,
  editRegistration,
  editRegistrationForm,
  EditRegistrationSchema,
} from "~/features/course-registrations/edit.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { CheckboxField, Field, FormErrors, SelectField, SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/course-registrations/:registrationId/edit: the Edit Registration modal. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const form = await editRegistrationForm(idParam(params.registrationId));
  if (!form) throw notFound();
  return form;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const submission = parseWithZod(await readForm(request), { schema: EditRegistrationSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await editRegistration(admin.actor, id, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.courseRegistrations.review(id), { kind: "success", message: EDIT_REGISTRATION_MESSAGES.saved });
}

type EditForm = {
  deadline: string;
  status: string;
  step: string;
  pathwayTypeId: string;
  requiredHours: string;
  militarySpouse: string;
  payExamFeeUpfront: string;
};

export default function EditRegistrationModal() {
  const { id, options, defaultValue } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<EditForm>({
    id: "edit-registration",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    defaultValue,
  });
  const closeTo = paths.admin.courseRegistrations.review(id);
  return (
    <RouteModal title="Edit Registration" closeTo={closeTo}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Deadline" inputProps={getInputProps(fields.deadline, { type: "date" })} errors={fields.deadline.errors} />
        <SelectField label="Status" selectProps={getSelectProps(fields.status)} errors={fields.status.errors} options={options.statuses} />
        <SelectField label="Step" selectProps={getSelectProps(fields.step)} errors={fields.step.errors} options={options.steps} />
        <SelectField
          label="Pathway"
          selectProps={getSelectProps(fields.pathwayTypeId)}
          errors={fields.pathwayTypeId.errors}
          placeholder="None"
          options={options.pathways}
        />
        <Field
          label="Required Experience Hours"
          inputProps={{ ...getInputProps(fields.requiredHours, { type: "text" }), inputMode: "decimal" }}
          errors={fields.requiredHours.errors}
        />
        <CheckboxField
          label="Military spouse"
          inputProps={getInputProps(fields.militarySpouse, { type: "checkbox" })}
          errors={fields.militarySpouse.errors}
        />
        <CheckboxField
          label="Pay exam fees upfront"
          inputProps={getInputProps(fields.payExamFeeUpfront, { type: "checkbox" })}
          errors={fields.payExamFeeUpfront.errors}
        />
        <SubmitRow label="Save" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
