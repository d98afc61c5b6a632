import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  addExamAttempt,
  deleteExamAttempt,
  EXAM_ATTEMPT_MESSAGES,
  resetExamAttempt,
  simulateExam,
} from "~/features/course-registrations/exam-attempts.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";

/** /admin/course-registrations/:registrationId/exam-attempts: the Exam Attempts buttons post here (add, reset, delete, simulate). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(paths.admin.courseRegistrations.review(idParam(params.registrationId)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const form = await readForm(request);
  const attemptId = Number(form.get("attemptId"));
  const attempt = Number.isSafeInteger(attemptId) && attemptId > 0 ? attemptId : 0;
  const intent = form.get("intent");
  const outcome =
    intent === "add"
      ? await addExamAttempt(admin.actor, id)
      : intent === "reset"
        ? await resetExamAttempt(admin.actor, id, attempt)
        : intent === "delete"
          ? await deleteExamAttempt(admin.actor, id, attempt)
          : intent === "simulate-pass"
            ? await simulateExam(admin.actor, id, true)
            : intent === "simulate-fail"
              ? await simulateExam(admin.actor, id, false)
              : ({ ok: false, message: EXAM_ATTEMPT_MESSAGES.addFailed } as const);
  return redirectWithToast(
    paths.admin.courseRegistrations.review(id),
    outcome.ok ? { kind: "success", message: outcome.message ?? "Success" } : { kind: "error", message: outcome.message },
  );
}
