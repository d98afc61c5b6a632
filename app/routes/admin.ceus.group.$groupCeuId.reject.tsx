import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { CeuRejectSchema } from "~/features/ceus/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { CEU_REJECTION_STATUS_OPTIONS, CEU_REJECTION_TEMPLATE_CATEGORY, CEU_REVIEW_MESSAGES } from "~/features/ceus/review-rules.ts";
import { getGroupCeuReview } from "~/features/ceus/review-pages.server.ts";
import { messageTemplateOptions } from "~/kit/review/messages.server.ts";
import { rejectGroupCeu } from "~/features/ceus/review-decisions.server.ts";
import { DecisionBlocked, DecisionForm } from "~/kit/review/decision-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/**
 * /admin/ceus/group/:groupCeuId/reject: the Reject CEU modal. A status must be chosen ('You must
 * select a step'); CEU-rejection templates and a message are optional. Success goes back to the
 * Group CEUs list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getGroupCeuReview(idParam(params.groupCeuId));
  if (!review) throw notFound();
  const templates = review.canReject ? await messageTemplateOptions(CEU_REJECTION_TEMPLATE_CATEGORY) : [];
  return {
    id: review.id,
    canReject: review.canReject,
    blocked: review.submitted ? CEU_REVIEW_MESSAGES.notPending : CEU_REVIEW_MESSAGES.notSubmitted,
    programTitle: review.programTitle,
    name: `${review.user.firstName} ${review.user.lastName}`,
    templates,
    statusOptions: CEU_REJECTION_STATUS_OPTIONS,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.groupCeuId);
  const submission = parseWithZod(await request.formData(), { schema: CeuRejectSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const back = paths.admin.groupCeus.review(id);
  try {
    const result = await rejectGroupCeu({ adminId: admin.id, id, ...submission.value });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  } catch (error) {
    log.error("reject group CEU failed", { id, error });
    return redirectWithToast(back, { kind: "error", message: CEU_REVIEW_MESSAGES.rejectFailed });
  }
  return redirectWithToast(paths.admin.groupCeus.root(), { kind: "success", message: CEU_REVIEW_MESSAGES.success });
}

export default function RejectGroupCeuModal() {
  const { id, canReject, blocked, programTitle, name, templates, statusOptions } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = paths.admin.groupCeus.review(id);
  return (
    <RouteModal title="Reject CEU" closeTo={closeTo}>
      {canReject ? (
        <DecisionForm
          id="reject-group-ceu"
          templates={templates}
          lastResult={lastResult}
          submitLabel="Reject"
          danger
          cancelTo={closeTo}
          statusOptions={statusOptions}
        >
          <p>
            Reject {name}&apos;s pre-approval request &ldquo;{programTitle}&rdquo;? The member is told by a notification and an email, with
            the message below.
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
