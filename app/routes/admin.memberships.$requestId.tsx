import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_KEY } from "~/domain/constants.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { getMembershipRequestReview } from "~/features/membership/review.server.ts";
import { FileLinks } from "~/ui/attached-files.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { DecisionBar, ReviewsTable } from "~/kit/review/review-parts.tsx";
import { notFound } from "~/lib/http.ts";
import { Breakable } from "~/ui/breakable.tsx";

export const meta: MetaFunction = () => [{ title: "Membership Request | Admin" }];

/**
 * /admin/memberships/:requestId: the membership request review. Approve, Reject and Delete open
 * modal routes below it, rendered in the outlet (without JavaScript, at the top of this page).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getMembershipRequestReview(idParam(params.requestId));
  if (!review) throw notFound();
  return { review };
}

const STATUS_BADGE: Record<string, string> = { pending: "badge-warning", approved: "badge-success", rejected: "badge-danger" };

export default function MembershipRequestReview() {
  const { review } = useLoaderData<typeof loader>();
  const { user } = review;
  return (
    <>
      <Outlet />
      <p>
        <Link to={paths.admin.memberships.root()}>Back to Membership Requests</Link>
      </p>
      <h1>Membership Request</h1>
      <section className="card" aria-labelledby="request-details">
        <h2 id="request-details">
          <Link to={paths.admin.users.info(user.id)}>
            {user.firstName} {user.lastName}
          </Link>
        </h2>
        <dl className="details">
          <dt>Email</dt>
          <dd>
            <Breakable text={user.email} />
          </dd>
          <dt>Type</dt>
          <dd>{review.type.name}</dd>
          <dt>Price</dt>
          <dd>{review.price ?? "No price set"}</dd>
          <dt>Requested On</dt>
          <dd>{review.requestedOn}</dd>
          <dt>Status</dt>
          <dd>
            <span className={`badge ${STATUS_BADGE[review.status] ?? ""}`}>{review.statusLabel}</span>
          </dd>
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
                <Link to={paths.admin.users.memberships(user.id)}>
                  {review.granted.start} to {review.granted.end}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <DecisionBar>
        {review.pending ? (
          <>
            <Link className="btn" to={paths.admin.memberships.approve(review.id)} preventScrollReset>
              Approve
            </Link>
            <Link className="btn btn-secondary" to={paths.admin.memberships.reject(review.id)} preventScrollReset>
              Reject
            </Link>
          </>
        ) : null}
        <Link className="btn btn-danger" to={paths.admin.memberships.delete(review.id)} preventScrollReset>
          Delete
        </Link>
      </DecisionBar>
      <ReviewsTable id="decision-history" rows={review.history} empty="No decision yet." />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
