import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ValidationRequestSchema } from "~/features/experience/schemas.server.ts";
import { sendValidationRequests, VALIDATION_MESSAGES, validationChoices } from "~/features/experience/validation.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { ErrorList, FormErrors, SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/**
 * /admin/experiences/:experienceId/validation: the Validation modal. The admin picks experiences of
 * the same registration (this one ticked); each supervisor is emailed one single-use link for theirs.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.experienceId);
  const choices = await validationChoices(id);
  if (!choices) throw notFound();
  return { id, choices };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.experienceId);
  const submission = parseWithZod(await readForm(request), { schema: ValidationRequestSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await sendValidationRequests(admin.actor, id, submission.value.experiences);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.experiences.review(id), { kind: "success", message: VALIDATION_MESSAGES.sent(outcome.sent) });
}

export default function ValidationModal() {
  const { id, choices } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "validation-request", lastResult: reply?.result, shouldValidate: "onSubmit" });
  const closeTo = paths.admin.experiences.review(id);
  return (
    <RouteModal title="Validation" closeTo={closeTo}>
      <p>Each supervisor of the experiences you pick is emailed a link (valid for 30 days, usable once) to confirm the hours and sign.</p>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset aria-describedby={fields.experiences.errors ? fields.experiences.errorId : undefined}>
          <legend>Experiences to validate</legend>
          {choices.map((c) => (
            <div className="field field-checkbox" key={c.id}>
              <input type="checkbox" id={`validate-${c.id}`} name="experiences" value={c.id} defaultChecked={c.id === id} />
              <label htmlFor={`validate-${c.id}`}>{c.label}</label>
            </div>
          ))}
          <ErrorList id={fields.experiences.errorId} errors={fields.experiences.errors} />
        </fieldset>
        <SubmitRow label="Send" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
