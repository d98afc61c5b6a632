import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { formatCents } from "~/lib/money.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { addEventToCart, EVENT_MESSAGES, getEventForMember } from "~/features/events/events.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.event.name ?? "Event"} | Member Portal` }];

const MEMBERS_ONLY = "This event is for members. Become a member to register.";

/** /events/:eventId: one event; member-only types (fpa, virtual) send non-members to /membership. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const view = await getEventForMember(user.id, idParam(params.eventId));
  if (!view) throw notFound();
  if (view.kind === "members_only") throw await redirectWithToast(paths.membership.root(), { kind: "info", message: MEMBERS_ONLY });
  return { event: view };
}

/** POST: add the event to the cart, then the cart (spec: POST /api/events/{categoryId}). */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const eventId = idParam(params.eventId);
  const result = await addEventToCart(viewer.actor, eventId);
  if (!result.ok) {
    if (result.membersOnly) return redirectWithToast(paths.membership.root(), { kind: "info", message: MEMBERS_ONLY });
    return redirectWithToast(paths.events.detail(eventId), { kind: "error", message: result.message });
  }
  return redirectWithToast(paths.cart(), { kind: "success", message: EVENT_MESSAGES.added });
}

export default function EventPage() {
  const { event } = useLoaderData<typeof loader>();
  return (
    <div className="narrow">
      <p className="muted">
        {event.typeLabel} · {event.date}
      </p>
      <h1>{event.name}</h1>
      {event.description ? <p>{event.description}</p> : null}
      <ul>
        {event.ceus ? <li>{event.ceus} CEUs</li> : null}
        {event.experienceHours ? <li>{event.experienceHours} experience hours</li> : null}
        {event.approvedForEthics ? <li>Approved for ethics</li> : null}
      </ul>
      {event.registered ? (
        <section className="card" aria-labelledby="registered-title">
          <h2 id="registered-title">You are registered</h2>
          {event.links.length > 0 ? (
            <ul>
              {event.links.map((l) => (
                <li key={l.label}>
                  <a href={l.url} target="_blank" rel="noreferrer">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>Links to join and to the recording appear here before the event.</p>
          )}
        </section>
      ) : event.inCart ? (
        <p>
          This event is in your cart. <Link to={paths.cart()}>View in Cart</Link>
        </p>
      ) : event.canAddToCart && event.priceCents !== null ? (
        <Form method="post" className="form-actions">
          <p>
            {event.listPriceCents !== null ? (
              <>
                <s>
                  <span className="visually-hidden">was </span>
                  {formatCents(event.listPriceCents)}
                </s>{" "}
              </>
            ) : null}
            <strong>{event.priceCents === 0 ? "Free" : formatCents(event.priceCents)}</strong>
          </p>
          <button type="submit" className="btn">
            Add to Cart
          </button>
        </Form>
      ) : (
        <p className="muted">{event.priceCents === null ? EVENT_MESSAGES.notForSale : EVENT_MESSAGES.expired}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
