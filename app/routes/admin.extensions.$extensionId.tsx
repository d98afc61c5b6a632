import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getExtensionReview } from "~/features/extensions/review.server.ts";
import { ReviewPage } from "~/kit/review/review-page.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Extension Review | Admin" }];

/**
 * /admin/extensions/:extensionId: an extension request (completed hours, signature, the deadline and
 * the one approving gives). Pending: Reject and Approve (modal routes in the outlet). Decided: only
 * the status line and the review history.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getExtensionReview(idParam(params.extensionId));
  if (!review) throw notFound();
  return { review };
}

export default function ExtensionReviewPage() {
  const { review } = useLoaderData<typeof loader>();
  return (
    <ReviewPage
      frame={review.frame}
      details={
        <>
          <dt>Certification</dt>
          <dd>
            {review.registrationId ? (
              <Link to={paths.admin.courseRegistrations.review(review.registrationId)}>
                {review.certification || "Registration"}
                <span className="visually-hidden"> registration review</span>
              </Link>
            ) : (
              review.certification
            )}
          </dd>
          <dt>Submitted</dt>
          <dd>{review.submittedOn || "Not paid yet"}</dd>
          <dt>Completed Hours</dt>
          <dd>{review.completedHours}</dd>
          <dt>Signature</dt>
          <dd>{review.signature}</dd>
          <dt>Deadline</dt>
          <dd>{review.deadline || "None"}</dd>
          <dt>{review.decided ? "Extended Deadline" : "Deadline If Approved"}</dt>
          <dd>{review.newDeadline || "None"}</dd>
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
