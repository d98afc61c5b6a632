import type { LoaderFunctionArgs } from "@remix-run/node";
import { bundlePath, sittingFrom } from "~/features/practice-exams/answers.server.ts";
import { examName, PRACTICE_EXAM_MESSAGES } from "~/features/practice-exams/rules.ts";
import { settlePracticeExam } from "~/features/practice-exams/sittings.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";

/**
 * …/practice-exam/:practiceExamId/return/:examNumber: where the testing service sends the candidate
 * back. Like Stripe's return address, it settles what the outside system says (decision 38): the
 * result is read and kept when the exam is finished; then the practice exam page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const s = sittingFrom(params, user.id);
  const settled = await settlePracticeExam(s);
  const name = examName(s.examNumber);
  if (settled === "completed") return redirectWithToast(bundlePath(s), { kind: "success", message: `${name} is complete.` });
  if (settled === "failed") return redirectWithToast(bundlePath(s), { kind: "error", message: PRACTICE_EXAM_MESSAGES.problem });
  if (settled === "in_progress") {
    return redirectWithToast(bundlePath(s), { kind: "info", message: `${name} is saved: continue it when you are ready.` });
  }
  return redirectWithToast(bundlePath(s), { kind: "info", message: `${name} has not been started yet.` });
}
