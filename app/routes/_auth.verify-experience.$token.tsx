import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { signValidation, VALIDATION_MESSAGES, validationByToken, validationSchema } from "~/features/experience/validation.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { todayISO } from "~/lib/dates.ts";
import { invalid, isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo, replyWith } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { Field, FormErrors, TextareaField } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Experience Validation | Member Portal" }, { name: "referrer", content: "same-origin" }];

/**
 * /verify-experience/:token: the public page a supervisor opens from the validation email (no
 * account). It shows the candidate's entries; the supervisor confirms start, end, hours and
 * description, adds comments and signs, once. A bad, used or expired link gets a clear page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return { validation: await validationByToken(params.token ?? "") };
}

/** A closed link (bad, used, expired) is the form's own message with a 410; signing is the notice. */
export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const current = await validationByToken(token);
  if (current.state !== "open") return replyWith(null, { invalid: invalid({ "": current.message }), status: 410 });
  const submission = parseWithZod(await readForm(request), { schema: validationSchema({ today: todayISO(), signature: true }) });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await signValidation(token, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome, status: 410 });
  return replyTo(submission, { notice: VALIDATION_MESSAGES.thanks });
}

export default function VerifyExperiencePage() {
  const { validation } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // Messages come from the server (the messages module is server-only): signed is the notice, a
  // closed link the form's own message.
  const closed = reply?.result.error?.[""]?.[0] ?? (validation.state !== "open" ? validation.message : null);
  if (reply?.notice || closed) {
    return (
      <AuthShell>
        <h1>Experience Validation</h1>
        <p className={`alert ${reply?.notice ? "alert-success" : "alert-info"}`} role="status">
          {reply?.notice ?? closed}
        </p>
      </AuthShell>
    );
  }
  if (validation.state !== "open") return null;
  return <OpenValidation validation={validation} lastResult={reply?.result} />;
}

function OpenValidation({
  validation: v,
  lastResult,
}: {
  validation: Extract<Awaited<ReturnType<typeof loader>>["validation"], { state: "open" }>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<{ start: string; end: string; hours: string; description: string; comments: string; signature: string }>({
    id: "verify-experience",
    lastResult,
    defaultValue: v.defaults,
    shouldValidate: "onSubmit",
  });
  return (
    <AuthShell>
      <h1>Experience Validation</h1>
      <p>
        {v.candidate} listed you ({v.supervisorEmail}) as the supervisor of these experience hours for the {v.certification}. Please confirm
        the details, correct them where needed, and sign.
      </p>
      <ul>
        {v.entries.map((e) => (
          <li key={e.id}>
            <strong>{e.serviceType}</strong> at {e.organization}: {e.hours} hours, {e.dates}
            <br />
            <span className="muted">{e.description}</span>
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Start" inputProps={{ ...getInputProps(fields.start, { type: "date" }), max: v.today }} errors={fields.start.errors} />
        <Field label="End" inputProps={{ ...getInputProps(fields.end, { type: "date" }), max: v.today }} errors={fields.end.errors} />
        <Field
          label="Hours"
          inputProps={{ ...getInputProps(fields.hours, { type: "number" }), min: "0", step: "0.01", inputMode: "decimal" }}
          errors={fields.hours.errors}
        />
        <TextareaField
          label="Description"
          textareaProps={{ ...getTextareaProps(fields.description), rows: 5 }}
          errors={fields.description.errors}
        />
        <TextareaField
          label="Comments (optional)"
          textareaProps={{ ...getTextareaProps(fields.comments), rows: 3 }}
          errors={fields.comments.errors}
        />
        <Field
          label="Signature (type your full name)"
          inputProps={{ ...getInputProps(fields.signature, { type: "text" }), autoComplete: "name" }}
          errors={fields.signature.errors}
        />
        <button className="btn btn-block" type="submit">
          Sign and Submit
        </button>
      </Form>
    </AuthShell>
  );
}
