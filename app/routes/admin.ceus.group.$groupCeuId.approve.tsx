import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { CeuApproveSchema } from "~/features/ceus/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { approveGroupCeu } from "~/features/ceus/review-decisions.server.ts";
import { CEU_APPROVAL_TEMPLATE_CATEGORY, CEU_REVIEW_MESSAGES } from "~/features/ceus/review-rules.ts";
import { getGroupCeuReview } from "~/features/ceus/review-pages.server.ts";
import { messageTemplateOptions } from "~/kit/review/messages.server.ts";
import { DecisionBlocked, DecisionForm } from "~/kit/review/decision-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/**
 * /admin/ceus/group/:groupCeuId/approve: the Approve CEU modal (CEU-approval templates and an
 * optional message for the member); approving issues the completion code when there is none.
 * Success goes back to the Group CEUs list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getGroupCeuReview(idParam(params.groupCeuId));
  if (!review) throw notFound();
  const templates = review.canApprove ? await messageTemplateOptions(CEU_APPROVAL_TEMPLATE_CATEGORY) : [];
  return {
    id: review.id,
    canApprove: review.canApprove,
    programTitle: review.programTitle,
    completionCode: review.completionCode,
    blocked: review.submitted ? CEU_REVIEW_MESSAGES.alreadyApproved : CEU_REVIEW_MESSAGES.notSubmitted,
    name: `${review.user.firstName} ${review.user.lastName}`,
    templates,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.groupCeuId);
  const submission = parseWithZod(await request.formData(), { schema: CeuApproveSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const back = paths.admin.groupCeus.review(id);
  try {
    const result = await approveGroupCeu({ adminId: admin.id, id, ...submission.value });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  } catch (error) {
    log.error("approve group CEU failed", { id, error });
    return redirectWithToast(back, { kind: "error", message: CEU_REVIEW_MESSAGES.approveFailed });
  }
  return redirectWithToast(paths.admin.groupCeus.root(), { kind: "success", message: CEU_REVIEW_MESSAGES.success });
}

export default function ApproveGroupCeuModal() {
  const { id, canApprove, programTitle, completionCode, blocked, name, templates } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = paths.admin.groupCeus.review(id);
  return (
    <RouteModal title="Approve CEU" closeTo={closeTo}>
      {canApprove ? (
        <DecisionForm id="approve-group-ceu" templates={templates} lastResult={lastResult} submitLabel="Approve" cancelTo={closeTo}>
          <p>
            Approve {name}&apos;s pre-approval request &ldquo;{programTitle}&rdquo;?{" "}
            {completionCode ? `Its completion code stays ${completionCode}.` : "A completion code is issued for attendees."} The member is
            told by a notification and an email, with the message below.
          </p>
        </DecisionForm>
      ) : (
        <DecisionBlocked closeTo={closeTo}>
          <p>{blocked}</p>
        </DecisionBlocked>
      )}
    </RouteModal>
  );
}
