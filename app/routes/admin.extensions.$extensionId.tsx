import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { getExtensionReview } from "~/features/extensions/review.server.ts";
import { ApproveRejectBar, FlagsBanner, ReviewsTable } from "~/kit/review/review-parts.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { Breakable } from "~/ui/breakable.tsx";
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
  const { user } = review;
  return (
    <>
      <Outlet />
      <p>
        <Link to={paths.admin.extensions.root()}>Back to Extensions</Link>
      </p>
      <h1>Extension Review</h1>
      <FlagsBanner reasons={review.flags.reasons} />
      {review.statusLine ? (
        <p className={`alert ${review.tone === "success" ? "alert-success" : "alert-warning"}`} role="status">
          {review.statusLine}
        </p>
      ) : null}
      <section className="card" aria-labelledby="extension-owner">
        <h2 id="extension-owner">
          <Link to={paths.admin.users.info(user.id)}>
            {user.firstName} {user.lastName}
          </Link>
        </h2>
        <dl className="details">
          <dt>Email</dt>
          <dd>
            <Breakable text={user.email} />
          </dd>
          <dt>Status</dt>
          <dd>
            <span className={`badge badge-${review.tone}`}>{review.statusLabel}</span>
          </dd>
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
        </dl>
      </section>
      {review.canDecide ? (
        <ApproveRejectBar rejectHref={paths.admin.extensions.reject(review.id)} approveHref={paths.admin.extensions.approve(review.id)} />
      ) : null}
      <ReviewsTable id="extension-reviews" rows={review.reviews} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
