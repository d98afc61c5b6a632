import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  EXAM_RESULT_LABEL,
  editExamResult,
  examAttemptForEdit,
  examResultSchema,
} from "~/features/course-registrations/exam-attempts.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { Field, FormErrors, SelectField, SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/course-registrations/:registrationId/exams/:examId: the Edit Exam Result modal (result, score, taken date). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.registrationId);
  const attempt = await examAttemptForEdit(id, idParam(params.examId));
  if (!attempt) throw notFound();
  return { registrationId: id, attempt, results: Object.entries(EXAM_RESULT_LABEL).map(([value, label]) => ({ value, label })) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const submission = parseWithZod(await readForm(request), { schema: examResultSchema() });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await editExamResult(admin.actor, id, idParam(params.examId), submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.courseRegistrations.review(id), { kind: "success", message: "Exam result saved." });
}

export default function EditExamResultModal() {
  const { registrationId, attempt, results } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<{ result: string; score: string; takenAt: string }>({
    id: "exam-result",
    lastResult: reply?.result,
    defaultValue: { result: attempt.result, score: attempt.score, takenAt: attempt.takenAt },
  });
  const closeTo = paths.admin.courseRegistrations.review(registrationId);
  return (
    <RouteModal title="Edit Exam Result" closeTo={closeTo}>
      <p>{attempt.name}</p>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          label="Result"
          selectProps={getSelectProps(fields.result)}
          errors={fields.result.errors}
          placeholder="Choose a result"
          options={results}
        />
        <Field
          label="Score (optional)"
          inputProps={{ ...getInputProps(fields.score, { type: "text" }), inputMode: "decimal" }}
          errors={fields.score.errors}
        />
        <Field
          label="Taken on"
          hint="Today when left empty (not for an absence)."
          inputProps={getInputProps(fields.takenAt, { type: "date" })}
          errors={fields.takenAt.errors}
        />
        <SubmitRow label="Save" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
