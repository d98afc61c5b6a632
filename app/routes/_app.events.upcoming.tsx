import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { loadEventList } from "~/features/events/list-page.server.ts";
import { EventsTable } from "~/features/events/ui/events-table.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Upcoming Events | Member Portal" }];

/** /events/upcoming: events from today (New York) on and OnDemand ones still open, soonest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return loadEventList(user.id, "upcoming", new URL(request.url));
}

export default function UpcomingEvents() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-head">
        <h1>Upcoming Events</h1>
        <div className="card-links">
          <Link to={paths.events.root()}>All Events</Link>
        </div>
      </div>
      <p>Events from today on, and OnDemand recordings you can still register for.</p>
      <EventsTable caption="Upcoming events" data={data} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
