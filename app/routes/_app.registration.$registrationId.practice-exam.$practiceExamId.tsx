import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { loadPracticeExam } from "~/features/practice-exams/candidate.server.ts";
import { addPracticeExamToCart, PRACTICE_EXAM_CART_MESSAGES } from "~/features/practice-exams/cart.server.ts";
import { PracticeExamCard } from "~/features/practice-exams/ui/practice-exam-card.tsx";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { badRequest, notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.bundle.name ?? "Practice Exam"} | Member Portal` }];

/**
 * /registration/:registrationId/practice-exam/:practiceExamId: one practice exam bundle, bought
 * (Exam #1 and Exam #2 with their status; the take, results and survey modals in the outlet) or not
 * (Add to Cart, View in Cart).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = await loadPracticeExam(user.id, idParam(params.registrationId), idParam(params.practiceExamId));
  if (!page) throw notFound();
  return page;
}

/** Add to Cart. */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  if (form.get("intent") !== "add-to-cart") throw badRequest();
  const registrationId = idParam(params.registrationId);
  const practiceExamId = idParam(params.practiceExamId);
  const outcome = await addPracticeExamToCart(viewer.actor, { registrationId, practiceExamId });
  if (!outcome) throw notFound();
  if (!outcome.ok)
    return redirectWithToast(paths.practiceExams.exam(registrationId, practiceExamId), { kind: "error", message: outcome.message });
  return redirectWithToast(paths.cart(), { kind: "success", message: PRACTICE_EXAM_CART_MESSAGES.added });
}

export default function PracticeExamPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.practiceExams.root(page.registrationId)}>Back to Practice Exams</Link>
      </p>
      <PracticeExamCard
        registrationId={page.registrationId}
        bundle={page.bundle}
        registrationHref={page.registrationHref}
        headingLevel={1}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
