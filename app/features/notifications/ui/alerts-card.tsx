import { Form, Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";

export type AlertItem = {
  id: number;
  title: string;
  message: string;
  /** Already formatted (MM/DD/YYYY) by the loader. */
  createdAt: string;
  unread: boolean;
};

/**
 * One notification as a button: posting it marks the notification read and follows its url, so it
 * works without JavaScript. The button's accessible name starts with the title.
 */
export function NotificationButton({ notification: n }: { notification: AlertItem }) {
  return (
    <Form method="post" action={paths.notifications.open(n.id)} className="notification-form">
      <button type="submit" className={`notification${n.unread ? " notification-unread" : ""}`}>
        {/* The spaces keep the parts apart in the accessible name ("Title New Message 01/02/2026"). */}
        <span className="notification-head">
          <strong className="notification-title">{n.title}</strong>
          {n.unread ? (
            <>
              {" "}
              <span className="badge badge-warning">New</span>
            </>
          ) : null}
        </span>{" "}
        <span className="notification-message">{n.message}</span>
        {n.createdAt ? (
          <>
            {" "}
            <small className="notification-date">{n.createdAt}</small>
          </>
        ) : null}
      </button>
    </Form>
  );
}

/** Mark All As Read for the shown notifications; the server returns to `redirectTo`. */
export function MarkAllReadForm({ ids, redirectTo }: { ids: readonly number[]; redirectTo: string }) {
  return (
    <Form method="post" action={paths.notifications.markRead()} className="mark-all-read">
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="btn btn-secondary">
        Mark All As Read
      </button>
    </Form>
  );
}

/** The dashboard's Alerts card: the latest notifications (the loader picks them). */
export function AlertsCard({ notifications, redirectTo }: { notifications: readonly AlertItem[]; redirectTo: string }) {
  const anyUnread = notifications.some((n) => n.unread);
  return (
    <section className="card alerts-card" aria-labelledby="card-alerts">
      <div className="card-head">
        <h2 id="card-alerts">Alerts</h2>
        {anyUnread ? <MarkAllReadForm ids={notifications.map((n) => n.id)} redirectTo={redirectTo} /> : null}
      </div>
      {notifications.length === 0 ? (
        <p>You have no alerts.</p>
      ) : (
        <ul className="notification-list">
          {notifications.map((n) => (
            <li key={n.id}>
              <NotificationButton notification={n} />
            </li>
          ))}
        </ul>
      )}
      <p className="card-foot">
        <Link to={paths.notifications.root()}>View all notifications</Link>
      </p>
    </section>
  );
}
