import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadScoreReport } from "~/features/practice-exams/report.server.ts";
import { isExamNumber } from "~/features/practice-exams/rules.ts";
import { ScoreReportView } from "~/features/practice-exams/ui/score-report.tsx";
import { requireUser } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.page.practiceExamName}: ${data.page.examName} score report` : "Score report"} | Member Portal` },
];

/**
 * /registration/:registrationId/practice-exam/:practiceExamId/result/:examNumber: the score report
 * of Exam #1 or #2. Another member's registration, a practice exam not bought or a number other
 * than 1 or 2 is a 404; a number without its result (or its post-exam survey) goes back to the
 * practice exam's page, where the results button asks the survey first.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const registrationId = idParam(params.registrationId);
  const practiceExamId = idParam(params.practiceExamId);
  const examNumber = idParam(params.examNumber);
  if (!isExamNumber(examNumber)) throw notFound();
  const page = await loadScoreReport({ userId: user.id, registrationId, practiceExamId, examNumber });
  if (!page) throw notFound();
  if (!page.result) throw redirect(page.backHref);
  return { page, result: page.result };
}

export default function ScoreReportPage() {
  const { page, result } = useLoaderData<typeof loader>();
  return <ScoreReportView page={page} result={result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
