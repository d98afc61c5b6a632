import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { answerSitting, bundlePath, sittingFrom, surveyTypeFrom } from "~/features/practice-exams/answers.server.ts";
import { examName, surveyField } from "~/features/practice-exams/rules.ts";
import { SurveySchema } from "~/features/practice-exams/schemas.server.ts";
import { loadPracticeExamSurvey, submitPracticeExamSurvey } from "~/features/practice-exams/sittings.server.ts";
import { invalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { ChoiceGroup, chosenList } from "~/ui/choice-group.tsx";
import { FormErrors } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/**
 * …/practice-exam/:practiceExamId/survey/:examNumber/:surveyType: the pre- or post-exam survey
 * (header, questions and button from system data). Every question must be answered; the answer
 * carries on to the exam (pre) or the score report (post).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const s = sittingFrom(params, user.id);
  const surveyType = surveyTypeFrom(params);
  const survey = await loadPracticeExamSurvey(s, surveyType);
  if (!survey) throw notFound();
  if (survey.refusal) throw await answerSitting(s, survey.refusal);
  const { texts } = survey;
  return {
    title: `${examName(s.examNumber)}: ${surveyType === "pre" ? "pre-exam" : "post-exam"} survey`,
    header: texts.surveyHeaderText,
    button: texts.surveyButtonText,
    questions: texts.surveyQuestions.map((q) => ({
      name: surveyField(q.id),
      question: q.question,
      options: q.options.map((o) => ({ value: o, label: o })),
    })),
    back: bundlePath(s),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const s = sittingFrom(params, viewer.user.id);
  const surveyType = surveyTypeFrom(params);
  const submission = parseWithZod(await readForm(request), { schema: SurveySchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await submitPracticeExamSurvey(s, surveyType, submission.value);
  if (outcome?.kind === "invalid") return replyTo(submission, { invalid: invalid(outcome.errors) });
  return answerSitting(s, outcome);
}

export default function SurveyModal() {
  const survey = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<Record<string, string>>({
    id: "practice-exam-survey",
    lastResult: reply && "result" in reply ? reply.result : undefined,
  });
  return (
    <RouteModal title={survey.title} closeTo={survey.back}>
      <p>{survey.header}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {survey.questions.map((q) => (
          <ChoiceGroup
            key={q.name}
            legend={q.question}
            name={q.name}
            type="radio"
            options={q.options}
            chosen={chosenList(fields[q.name]?.initialValue)}
            errors={fields[q.name]?.errors}
          />
        ))}
        <div className="form-actions">
          <button className="btn" type="submit">
            {survey.button}
          </button>
          <Link to={survey.back} preventScrollReset className="btn btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </RouteModal>
  );
}
