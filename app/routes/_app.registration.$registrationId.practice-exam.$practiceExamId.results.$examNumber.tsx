import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { answerSitting, sittingFrom, sittingModal } from "~/features/practice-exams/answers.server.ts";
import { accessPracticeExamResults } from "~/features/practice-exams/sittings.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

/**
 * …/practice-exam/:practiceExamId/results/:examNumber: the access-results modal (its text and
 * button from system data). The button asks the post-exam survey first, then opens the score report.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const s = sittingFrom(params, user.id);
  const { texts, exam, back } = await sittingModal(s, "results");
  return { name: exam.name, text: texts.accessResultsText, button: texts.accessResultsButtonText, back };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const s = sittingFrom(params, viewer.user.id);
  return answerSitting(s, await accessPracticeExamResults(s));
}

export default function AccessResultsModal() {
  const modal = useLoaderData<typeof loader>();
  return (
    <RouteModal title={`${modal.name} results`} closeTo={modal.back}>
      {modal.text ? <p>{modal.text}</p> : null}
      <Form method="post" className="form-actions">
        <button className="btn" type="submit">
          {modal.button}
        </button>
        <Link to={modal.back} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </Form>
    </RouteModal>
  );
}
