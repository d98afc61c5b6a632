import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { answerSitting, sittingFrom, sittingModal } from "~/features/practice-exams/answers.server.ts";
import { takePracticeExam } from "~/features/practice-exams/sittings.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

/**
 * …/practice-exam/:practiceExamId/take/:examNumber: the take-exam modal (its text and button from
 * system data). The button asks the pre-exam survey before the number's first start, then goes to
 * the exam at the testing service.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const s = sittingFrom(params, user.id);
  const { texts, exam, back } = await sittingModal(s, "take");
  return {
    name: exam.name,
    resume: exam.status === "in_progress",
    text: texts.takeExamPopupText,
    button: texts.takeExamButtonText,
    back,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const s = sittingFrom(params, viewer.user.id);
  return answerSitting(s, await takePracticeExam(s));
}

export default function TakeExamModal() {
  const modal = useLoaderData<typeof loader>();
  return (
    <RouteModal title={modal.name} closeTo={modal.back}>
      {modal.text ? <p>{modal.text}</p> : null}
      {modal.resume ? <p>Your exam is in progress: you continue where you left off.</p> : null}
      <Form method="post" className="form-actions">
        <button className="btn" type="submit">
          {modal.resume ? `Continue ${modal.name}` : modal.button}
        </button>
        <Link to={modal.back} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </Form>
    </RouteModal>
  );
}
