import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getGroupCeuReview } from "~/features/ceus/review.server.ts";
import { loadGroupCeuForm } from "~/features/ceus/group-form.server.ts";
import { submitGroupCeuForm } from "~/features/ceus/group-submit.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { ReviewPage } from "~/kit/review/review-page.tsx";
import { FileLinks } from "~/ui/attached-files.tsx";
import { GroupCeuForm } from "~/features/ceus/ui/group-ceu-form.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "CEU Pre-Approval Form | Admin" }];

/**
 * /admin/ceus/group/:groupCeuId: the CEU Pre-Approval Form. The owner (with a red banner when they
 * have active flags), the status and completion code, Reject and Approve (modal routes rendered in
 * the outlet: without JavaScript at the top of this page), the pre-approval form in admin mode
 * (Save Changes at any status, the completion code editable, no fees) and the reviews.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getGroupCeuReview(idParam(params.groupCeuId));
  if (!review) throw notFound();
  const form = await loadGroupCeuForm({ groupCeuId: review.id, userId: review.frame.owner.id, admin: true });
  if (!form) throw notFound();
  return { review, form };
}

/** The edit form's post (save, delete a file). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const groupCeuId = idParam(params.groupCeuId);
  const review = await getGroupCeuReview(groupCeuId);
  if (!review) throw notFound();
  const posted = await submitGroupCeuForm(request, { actor: admin.actor, userId: review.frame.owner.id, groupCeuId });
  if (posted.kind === "reply") return posted.reply;
  return redirectWithToast(paths.admin.groupCeus.review(groupCeuId), { kind: "success", message: posted.message });
}

export default function GroupCeuReviewPage() {
  const { review, form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <ReviewPage
      frame={review.frame}
      details={
        <>
          <dt>Completion Code</dt>
          <dd>{review.completionCode ?? "—"}</dd>
          <dt>Submitted</dt>
          <dd>{review.submittedOn || "Not yet (the review fee is unpaid)"}</dd>
          <dt>Files</dt>
          <dd>{form.files.length === 0 ? "None" : <FileLinks files={form.files} />}</dd>
        </>
      }
    >
      <section className="card narrow" aria-labelledby="group-ceu-form">
        <h2 id="group-ceu-form">Pre-Approval</h2>
        <GroupCeuForm data={form} reply={reply} mode="admin" />
      </section>
    </ReviewPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
