import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getRegistrationPracticeExam, practiceExamNumberSchema, setPracticeExamNumber } from "~/features/practice-exams/admin.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { badRequest, notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";

/** /admin/course-registrations/:registrationId/practice-exams/:practiceExamId/exam-number: the review's Exam number form posts here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(paths.admin.courseRegistrations.review(idParam(params.registrationId)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const registrationId = idParam(params.registrationId);
  const practiceExamId = idParam(params.practiceExamId);
  if (!(await getRegistrationPracticeExam({ registrationId, practiceExamId }))) throw notFound();
  const submission = parseWithZod(await readForm(request), { schema: practiceExamNumberSchema });
  // The form's select offers Exam #1 and Exam #2 only: anything else was not sent by it.
  if (submission.status !== "success") throw badRequest("Choose Exam #1 or Exam #2.");
  const outcome = await setPracticeExamNumber(admin.actor, { registrationId, practiceExamId, examNumber: submission.value.examNumber });
  return redirectWithToast(paths.admin.courseRegistrations.review(registrationId), {
    kind: outcome.ok ? "success" : "error",
    message: outcome.message,
  });
}
