import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { PageParam } from "~/features/notifications/schemas.server.ts";
import { paths } from "~/lib/paths.ts";
import { listNotifications } from "~/features/notifications/notifications.server.ts";
import { MarkAllReadForm, NotificationButton } from "~/features/notifications/ui/alerts-card.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Notifications | Member Portal" }];

/** `?page=`: a bad value is page 1; the service clamps it to the last page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = PageParam.parse(new URL(request.url).searchParams.get("page") ?? 1);
  // Rows come back display-ready: dates formatted MM/DD/YYYY (New York) by the service.
  const list = await listNotifications(user.id, page);
  return { ...list, redirectTo: paths.notifications.root({ page: list.page > 1 ? list.page : undefined }) };
}

/** The full notifications list, 10 per page, newest first. */
export default function NotificationsPage() {
  const d = useLoaderData<typeof loader>();
  const anyUnread = d.rows.some((n) => n.unread);
  return (
    <>
      <div className="page-head">
        <h1>Notifications</h1>
        {anyUnread ? <MarkAllReadForm ids={d.rows.map((n) => n.id)} redirectTo={d.redirectTo} /> : null}
      </div>
      {d.rows.length === 0 ? (
        <p>You have no notifications.</p>
      ) : (
        <ul className="notification-list notification-list-page">
          {d.rows.map((n) => (
            <li key={n.id}>
              <NotificationButton notification={n} />
            </li>
          ))}
        </ul>
      )}
      {d.lastPage > 1 ? (
        <nav className="pager" aria-label="Notification pages">
          {d.page > 1 ? <Link to={paths.notifications.root({ page: d.page - 1 })}>Previous</Link> : null}
          <span>
            Page {d.page} of {d.lastPage}
          </span>
          {d.page < d.lastPage ? <Link to={paths.notifications.root({ page: d.page + 1 })}>Next</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
