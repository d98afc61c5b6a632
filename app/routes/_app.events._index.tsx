import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { loadEventList } from "~/features/events/list-page.server.ts";
import { EventsTable } from "~/features/events/ui/events-table.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Events | Member Portal" }];

/** /events: every event, newest first, 10 a page; filters name, type and approved for ethics (a GET form). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return loadEventList(user.id, "all", new URL(request.url));
}

export default function Events() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-head">
        <h1>Events</h1>
        <div className="card-links">
          <Link to={paths.events.upcoming()}>Upcoming Events</Link>
        </div>
      </div>
      <EventsTable caption="Events" data={data} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
