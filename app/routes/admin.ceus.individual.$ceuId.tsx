import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getIndividualCeuReview } from "~/features/ceus/review.server.ts";
import { loadIndividualCeuForm } from "~/features/ceus/individual-form.server.ts";
import { submitIndividualCeuForm } from "~/features/ceus/individual-submit.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { ReviewPage } from "~/kit/review/review-page.tsx";
import { FileLinks } from "~/ui/attached-files.tsx";
import { IndividualCeuForm } from "~/features/ceus/ui/individual-ceu-form.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "CEU Individual Approval form | Admin" }];

/**
 * /admin/ceus/individual/:ceuId: the CEU Individual Approval form. The owner (with a red banner
 * when they have active flags), the linked pre-approved group CEU, Reject and Approve (modal routes
 * rendered in the outlet: without JavaScript at the top of this page), the CEU form in admin mode
 * (Save Changes, any status, no verification checkbox) and the reviews.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getIndividualCeuReview(idParam(params.ceuId));
  if (!review) throw notFound();
  const form = await loadIndividualCeuForm({ ceuId: review.id, userId: review.frame.owner.id, admin: true });
  if (!form) throw notFound();
  return { review, form };
}

/** The edit form's post (save, apply or clear a completion code, delete a file). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const ceuId = idParam(params.ceuId);
  const review = await getIndividualCeuReview(ceuId);
  if (!review) throw notFound();
  const posted = await submitIndividualCeuForm(request, { actor: admin.actor, userId: review.frame.owner.id, ceuId });
  if (posted.kind === "reply") return posted.reply;
  return redirectWithToast(paths.admin.individualCeus.review(ceuId), { kind: "success", message: posted.message });
}

export default function IndividualCeuReviewPage() {
  const { review, form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <ReviewPage
      frame={review.frame}
      details={
        <>
          <dt>Submission Date</dt>
          <dd>{review.submittedOn}</dd>
          <dt>Reporting Period</dt>
          <dd>{review.reportingPeriod}</dd>
          <dt>Files</dt>
          <dd>{form.files.length === 0 ? "None" : <FileLinks files={form.files} />}</dd>
          {review.preapproved ? (
            <>
              <dt>Pre-approved program</dt>
              <dd>
                {review.preapproved.title}{" "}
                <Link to={paths.admin.groupCeus.review(review.preapproved.id)}>
                  View<span className="visually-hidden"> the pre-approved program {review.preapproved.title}</span>
                </Link>
              </dd>
            </>
          ) : null}
        </>
      }
    >
      <section className="card narrow" aria-labelledby="ceu-form">
        <h2 id="ceu-form">CEU</h2>
        <IndividualCeuForm data={form} reply={reply} mode="admin" />
      </section>
    </ReviewPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
