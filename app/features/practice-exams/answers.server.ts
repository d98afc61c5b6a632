/**
 * What the practice exam routes share: the sitting named by the URL (the member's own; a bad id or
 * exam number is a 404) and the answer to a sitting's outcome (the survey, the testing service, the
 * score report, or back to the practice exam page with the message).
 */
import { redirect, redirectDocument } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { loadPracticeExam } from "./candidate.server.ts";
import { isExamNumber, isSurveyType, type ExamAction } from "./rules.ts";
import type { Sitting, SittingOutcome } from "./sittings.server.ts";

export function sittingFrom(params: Params, userId: number): Sitting {
  const examNumber = Number(params.examNumber);
  if (!isExamNumber(examNumber)) throw notFound();
  return { userId, registrationId: idParam(params.registrationId), practiceExamId: idParam(params.practiceExamId), examNumber };
}

export function surveyTypeFrom(params: Params) {
  const surveyType = params.surveyType ?? "";
  if (!isSurveyType(surveyType)) throw notFound();
  return surveyType;
}

export function bundlePath(s: Pick<Sitting, "registrationId" | "practiceExamId">): string {
  return paths.practiceExams.exam(s.registrationId, s.practiceExamId);
}

/** The response to a take, results or survey outcome; null outcome (not the member's bundle) is a 404. */
export async function answerSitting(s: Sitting, outcome: SittingOutcome | null): Promise<Response> {
  if (!outcome) throw notFound();
  switch (outcome.kind) {
    case "survey":
      return redirect(paths.practiceExams.survey(s.registrationId, s.practiceExamId, s.examNumber, outcome.surveyType));
    case "exam":
      // The testing service's page (the stand-in's is a resource route): a document navigation.
      return redirectDocument(outcome.url, 303);
    case "report":
      return redirect(paths.practiceExams.result(s.registrationId, s.practiceExamId, s.examNumber));
    case "problem":
      return redirectWithToast(bundlePath(s), { kind: "error", message: outcome.message });
    case "refused":
      return redirectWithToast(bundlePath(s), { kind: "info", message: outcome.message });
  }
}

/**
 * The take or results modal's data: the bundle's page and the exam number's row. Not the member's
 * bundle is a 404; a number whose state does not offer the button goes back with its status.
 */
export async function sittingModal(s: Sitting, action: Exclude<ExamAction, null | "report">) {
  const page = await loadPracticeExam(s.userId, s.registrationId, s.practiceExamId);
  const exam = page?.bundle.exams.find((e) => e.examNumber === s.examNumber);
  if (!page || !exam) throw notFound();
  if (!exam.actions.includes(action)) {
    throw await redirectWithToast(bundlePath(s), { kind: "info", message: `${exam.name}: ${exam.statusLabel}` });
  }
  return { texts: page.texts, exam, back: bundlePath(s) };
}
