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
import { getIndividualCeuReview } from "~/features/ceus/review-pages.server.ts";
import { messageTemplateOptions } from "~/kit/review/messages.server.ts";
import { rejectIndividualCeu } from "~/features/ceus/review-decisions.server.ts";
import { DecisionBlocked, DecisionForm } from "~/kit/review/decision-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/**
 * /admin/ceus/individual/:ceuId/reject: the Reject CEU modal. A status must be chosen ('You must
 * select a step'); CEU-rejection templates and a message are optional. Success goes back to the
 * Individual CEUs list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getIndividualCeuReview(idParam(params.ceuId));
  if (!review) throw notFound();
  const templates = review.canReject ? await messageTemplateOptions(CEU_REJECTION_TEMPLATE_CATEGORY) : [];
  return {
    id: review.id,
    canReject: review.canReject,
    programTitle: review.programTitle,
    name: `${review.user.firstName} ${review.user.lastName}`,
    templates,
    statusOptions: CEU_REJECTION_STATUS_OPTIONS,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.ceuId);
  const submission = parseWithZod(await request.formData(), { schema: CeuRejectSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const back = paths.admin.individualCeus.review(id);
  try {
    const result = await rejectIndividualCeu({ adminId: admin.id, id, ...submission.value });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  } catch (error) {
    log.error("reject individual CEU failed", { id, error });
    return redirectWithToast(back, { kind: "error", message: CEU_REVIEW_MESSAGES.rejectFailed });
  }
  return redirectWithToast(paths.admin.individualCeus.root(), { kind: "success", message: CEU_REVIEW_MESSAGES.success });
}

export default function RejectIndividualCeuModal() {
  const { id, canReject, programTitle, name, templates, statusOptions } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = paths.admin.individualCeus.review(id);
  return (
    <RouteModal title="Reject CEU" closeTo={closeTo}>
      {canReject ? (
        <DecisionForm
          id="reject-ceu"
          templates={templates}
          lastResult={lastResult}
          submitLabel="Reject"
          danger
          cancelTo={closeTo}
          statusOptions={statusOptions}
        >
          <p>
            Reject {name}&apos;s CEU &ldquo;{programTitle}&rdquo;? The member is told by a notification and an email, with the message
            below, and can correct and resubmit it.
          </p>
        </DecisionForm>
      ) : (
        <DecisionBlocked closeTo={closeTo}>
          <p>{CEU_REVIEW_MESSAGES.notPending}</p>
        </DecisionBlocked>
      )}
    </RouteModal>
  );
}
