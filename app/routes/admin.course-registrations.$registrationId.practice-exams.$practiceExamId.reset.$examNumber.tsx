import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getRegistrationPracticeExam, resetPracticeExam } from "~/features/practice-exams/admin.server.ts";
import { examName, isExamNumber } from "~/features/practice-exams/rules.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

/** The bundle and exam number of the URL; 404 for an unknown bundle or a number other than 1 or 2. */
async function target(params: LoaderFunctionArgs["params"]) {
  const registrationId = idParam(params.registrationId);
  const practiceExamId = idParam(params.practiceExamId);
  const examNumber = idParam(params.examNumber);
  if (!isExamNumber(examNumber)) throw notFound();
  const bundle = await getRegistrationPracticeExam({ registrationId, practiceExamId });
  if (!bundle) throw notFound();
  return { registrationId, practiceExamId, examNumber, name: bundle.practiceExam.name };
}

/**
 * /admin/course-registrations/:registrationId/practice-exams/:practiceExamId/reset/:examNumber: the
 * Reset confirmation over the review ('Successfully reset exam' / 'Could not reset exam').
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { registrationId, examNumber, name } = await target(params);
  return { registrationId, exam: examName(examNumber), name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { registrationId, practiceExamId, examNumber } = await target(params);
  const outcome = await resetPracticeExam(admin.actor, { registrationId, practiceExamId, examNumber });
  return redirectWithToast(paths.admin.courseRegistrations.review(registrationId), {
    kind: outcome.ok ? "success" : "error",
    message: outcome.message,
  });
}

export default function ResetPracticeExamModal() {
  const { registrationId, exam, name } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.courseRegistrations.review(registrationId);
  return (
    <RouteModal title={`Reset ${exam}`} closeTo={closeTo}>
      <p className="muted">{name}</p>
      <p>Reset {exam}? The candidate can take it again; the current result is kept in the history.</p>
      <Form method="post" preventScrollReset className="form-actions">
        <button className="btn btn-danger" type="submit">
          Reset
        </button>
        <Link to={closeTo} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </Form>
    </RouteModal>
  );
}
