import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { updateValidation, VALIDATION_MESSAGES, validationForAdmin, validationSchema } from "~/features/experience/validation.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { Field, FormErrors, SubmitRow, TextareaField } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/experiences/:experienceId/validations/:validationId: the admin updates a supervisor's validation (start, end, hours, description, comments). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.experienceId);
  const validation = await validationForAdmin(id, idParam(params.validationId));
  if (!validation) throw notFound();
  return { id, validation, today: todayISO() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.experienceId);
  const validation = await validationForAdmin(id, idParam(params.validationId));
  if (!validation) throw notFound();
  const submission = parseWithZod(await readForm(request), { schema: validationSchema({ today: todayISO(), signature: false }) });
  if (submission.status !== "success") return replyTo(submission);
  await updateValidation(admin.actor, validation.id, submission.value);
  return redirectWithToast(paths.admin.experiences.review(id), { kind: "success", message: VALIDATION_MESSAGES.updated });
}

export default function EditValidationModal() {
  const { id, validation, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "edit-validation",
    lastResult: reply?.result,
    defaultValue: validation.defaultValue,
    shouldValidate: "onSubmit",
  });
  const closeTo = paths.admin.experiences.review(id);
  return (
    <RouteModal title="Update Validation" closeTo={closeTo}>
      <p>
        Supervisor {validation.supervisorEmail}; signed: {validation.signed}.
      </p>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Start" inputProps={{ ...getInputProps(fields.start, { type: "date" }), max: today }} errors={fields.start.errors} />
        <Field label="End" inputProps={{ ...getInputProps(fields.end, { type: "date" }), max: today }} errors={fields.end.errors} />
        <Field
          label="Hours"
          inputProps={{ ...getInputProps(fields.hours, { type: "number" }), min: "0", step: "0.01", inputMode: "decimal" }}
          errors={fields.hours.errors}
        />
        <TextareaField
          label="Description"
          textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }}
          errors={fields.description.errors}
        />
        <TextareaField label="Comments" textareaProps={{ ...getTextareaProps(fields.comments), rows: 3 }} errors={fields.comments.errors} />
        <SubmitRow label="Save" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
