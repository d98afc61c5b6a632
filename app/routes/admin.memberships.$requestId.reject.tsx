import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { MembershipDecisionSchema } from "~/features/membership/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { log } from "~/lib/logger.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getMembershipRequest } from "~/features/membership/request-review.server.ts";
import { MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY, MEMBERSHIP_REVIEW_MESSAGES } from "~/features/membership/request-rules.ts";
import { messageTemplateOptions } from "~/kit/review/messages.server.ts";
import { rejectMembershipRequest } from "~/features/membership/request-decisions.server.ts";
import { DecisionBlocked, DecisionForm } from "~/kit/review/decision-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/**
 * /admin/memberships/:requestId/reject: the reject modal. The message sent to the member is built
 * from the chosen membership-rejection templates and the admin's own text.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getMembershipRequest(idParam(params.requestId));
  if (!review) throw notFound();
  const templates = review.pending ? await messageTemplateOptions(MEMBERSHIP_REJECTION_TEMPLATE_CATEGORY) : [];
  return { id: review.id, pending: review.pending, type: review.type.name, templates };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const requestId = idParam(params.requestId);
  const submission = parseWithZod(await request.formData(), { schema: MembershipDecisionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const back = paths.admin.memberships.review(requestId);
  try {
    const result = await rejectMembershipRequest({ adminId: admin.id, requestId, ...submission.value });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  } catch (error) {
    log.error("reject membership request failed", { requestId, error });
    return redirectWithToast(back, { kind: "error", message: MEMBERSHIP_REVIEW_MESSAGES.rejectFailed });
  }
  return redirectWithToast(paths.admin.memberships.root(), { kind: "success", message: MEMBERSHIP_REVIEW_MESSAGES.success });
}

export default function RejectMembershipModal() {
  const { id, pending, type, templates } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = paths.admin.memberships.review(id);
  return (
    <RouteModal title="Reject Membership Request" closeTo={closeTo}>
      {pending ? (
        <DecisionForm id="reject-membership" templates={templates} lastResult={lastResult} submitLabel="Reject" danger cancelTo={closeTo}>
          <p>Reject this {type} request? The member is told by a notification and an email, with the message below.</p>
        </DecisionForm>
      ) : (
        <DecisionBlocked closeTo={closeTo}>
          <p>This membership request has already been decided.</p>
        </DecisionBlocked>
      )}
    </RouteModal>
  );
}
