import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  createRegistrationForUser,
  NEW_REGISTRATION_MESSAGES,
  NewRegistrationSchema,
  newRegistrationOptions,
} from "~/features/course-registrations/user-registrations.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { Field, FormErrors, SelectField, SubmitRow } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "New Registration | Admin" }];

/** /admin/users/:userId/registrations/new: create a registration for the user (certification, pathway and deadline required). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  idParam(params.userId);
  return newRegistrationOptions();
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const submission = parseWithZod(await readForm(request), { schema: NewRegistrationSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await createRegistrationForUser(admin.actor, userId, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.courseRegistrations.review(outcome.registrationId), {
    kind: "success",
    message: NEW_REGISTRATION_MESSAGES.created,
  });
}

export default function AdminNewRegistration() {
  const { certifications, pathways, defaultDeadline } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<{ certificationId: string; pathwayTypeId: string; deadline: string }>({
    id: "new-registration",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    defaultValue: { certificationId: certifications[0]?.value ?? "", deadline: defaultDeadline },
  });
  return (
    <section aria-labelledby="new-registration-title">
      <h2 id="new-registration-title">New Registration</h2>
      <p>The registration is created enrolled (post-registration), with the deadline below.</p>
      <Form method="post" className="card narrow" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          label="Certification"
          selectProps={getSelectProps(fields.certificationId)}
          errors={fields.certificationId.errors}
          options={certifications}
        />
        <SelectField
          label="Pathway"
          selectProps={getSelectProps(fields.pathwayTypeId)}
          errors={fields.pathwayTypeId.errors}
          placeholder="Choose a pathway"
          options={pathways}
        />
        <Field label="Deadline" inputProps={getInputProps(fields.deadline, { type: "date" })} errors={fields.deadline.errors} />
        <SubmitRow label="Create Registration" />
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
