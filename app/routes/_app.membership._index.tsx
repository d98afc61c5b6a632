import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MEMBERSHIP_STATUS } from "~/domain/constants.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { getMembershipPage } from "~/features/membership/purchase.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Membership | Member Portal" }];

/** /membership: the member's membership state, member resources (valid members only) and the directory. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = await getMembershipPage(user.id);
  return { state: page.state, resourceCategories: page.resourceCategories };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function MembershipPage() {
  const { state, resourceCategories } = useLoaderData<typeof loader>();
  return (
    <div className="membership-page">
      <h1>Membership</h1>
      <MembershipStateCard state={state} />
      {resourceCategories.length > 0 ? (
        <section className="card" aria-labelledby="member-resources">
          <h2 id="member-resources">Member Resources</h2>
          {resourceCategories.map((category) => (
            <section key={category.id} className="resource-category" aria-labelledby={`resource-category-${category.id}`}>
              <h3 id={`resource-category-${category.id}`}>{category.name}</h3>
              <ul className="resource-list">
                {category.resources.map((r) => (
                  <li key={r.id}>
                    <a href={r.url} rel="noreferrer" target="_blank">
                      {r.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                    {r.description ? <span className="muted"> {r.description}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
      <section className="card" aria-labelledby="member-directory">
        <h2 id="member-directory">Member Directory</h2>
        <p>Find other members by name, organization or location.</p>
        <Link to={paths.membership.search()}>Search the Member Directory</Link>
      </section>
    </div>
  );
}

function MembershipStateCard({ state }: { state: Data["state"] }) {
  return (
    <section className="card" aria-labelledby="membership-status">
      <h2 id="membership-status">Your Membership</h2>
      {state.state === MEMBERSHIP_STATUS.active ? (
        <>
          <p>
            <strong>{state.name}</strong> <span className="badge badge-primary">In Good Standing</span>
          </p>
          <p>Valid through {state.validThrough}</p>
          {state.expiringSoon ? (
            <div className="alert alert-warning">
              <p>
                Your membership expires on {state.validThrough}.{" "}
                {state.renewalInCart ? <Link to={paths.cart()}>View in Cart</Link> : <Link to={paths.membership.get()}>Renew</Link>}
              </p>
            </div>
          ) : state.renewalInCart ? (
            <p>
              Your next membership year is in your cart. <Link to={paths.cart()}>View in Cart</Link>
            </p>
          ) : (
            <p>
              <Link to={paths.membership.get()}>Renew ahead of time</Link>
            </p>
          )}
        </>
      ) : state.state === MEMBERSHIP_STATUS.inCart ? (
        <>
          <p>{state.name} is in your cart.</p>
          <Link className="btn" to={paths.cart()}>
            View in Cart
          </Link>
        </>
      ) : state.state === MEMBERSHIP_STATUS.pendingReview ? (
        <>
          <p>
            <strong>{state.name}</strong> <span className="badge badge-warning">Pending Review</span>
          </p>
          <p>Your membership request is under review. Reviews take 2-3 business days.</p>
          <p>
            {state.emeritus
              ? "We are confirming that you are 65 or older and have been a member for 10 consecutive years."
              : "We are reviewing the transcript you uploaded."}{" "}
            We will email you once it has been reviewed.
          </p>
        </>
      ) : (
        <>
          <p>You are not a member.</p>
          <Link className="btn" to={paths.membership.get()}>
            Become a Member
          </Link>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
