import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_KEY } from "~/domain/constants.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { getMembershipRequestReview } from "~/features/membership/review.server.ts";
import { FileLinks } from "~/ui/attached-files.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { ReviewPage } from "~/kit/review/review-page.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Membership Request | Admin" }];

/**
 * /admin/memberships/:requestId: the membership request review. Approve and Reject (while pending)
 * and Delete open modal routes below it, rendered in the outlet (without JavaScript, at the top of
 * this page).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getMembershipRequestReview(idParam(params.requestId));
  if (!review) throw notFound();
  return { review };
}

export default function MembershipRequestReview() {
  const { review } = useLoaderData<typeof loader>();
  return (
    <ReviewPage
      frame={review.frame}
      details={
        <>
          <dt>Type</dt>
          <dd>{review.type.name}</dd>
          <dt>Price</dt>
          <dd>{review.price ?? "No price set"}</dd>
          <dt>Requested On</dt>
          <dd>{review.requestedOn}</dd>
          <dt>Requesting a call</dt>
          <dd>{review.isRequestingCall ? "Yes" : "No"}</dd>
          {review.dateOfBirth ? (
            <>
              <dt>Date of birth</dt>
              <dd>{review.dateOfBirth}</dd>
            </>
          ) : null}
          {review.type.key === MEMBERSHIP_KEY.emeritus || review.memberForTenYears ? (
            <>
              <dt>Member for 10 consecutive years</dt>
              <dd>{review.memberForTenYears ? "Yes" : "No"}</dd>
            </>
          ) : null}
          <dt>Saved card</dt>
          <dd>{review.savedCard ? `${review.savedCard.brand} ending in ${review.savedCard.lastFour}` : "None"}</dd>
          <dt>Files</dt>
          <dd>{review.media.length === 0 ? "None" : <FileLinks files={review.media} />}</dd>
          {review.granted ? (
            <>
              <dt>Membership granted</dt>
              <dd>
                <Link to={paths.admin.users.memberships(review.frame.owner.id)}>
                  {review.granted.start} to {review.granted.end}
                </Link>
              </dd>
            </>
          ) : null}
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
