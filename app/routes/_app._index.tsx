import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { getDashboard } from "~/services/dashboard.server.ts";

export const meta: MetaFunction = () => [{ title: "Dashboard | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return getDashboard(user.id);
}

export default function Dashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      {d.outOfOffice ? (
        <div className="alert alert-warning" role="status">
          <p>Our office is currently closed. Replies to messages may take longer than usual.</p>
        </div>
      ) : null}
      <h1>Welcome, {d.firstName}</h1>
      <div className="cards">
        <section className="card" aria-labelledby="card-certification">
          <h2 id="card-certification">Certification</h2>
          {d.certification ? (
            <p>
              {d.certification.name}:{" "}
              <span className={`badge ${d.certification.status === "good_standing" ? "badge-primary" : "badge-warning"}`}>{d.certification.statusLabel}</span>
            </p>
          ) : (
            <>
              <p>You are not enrolled in a certification.</p>
              <Link className="btn" to={paths.certifications.root()}>
                Enroll Now
              </Link>
            </>
          )}
        </section>
        <section className="card" aria-labelledby="card-membership">
          <h2 id="card-membership">Membership</h2>
          {d.membership ? (
            <p>
              {d.membership.name} <span className="badge badge-primary">In Good Standing</span>
              <br />
              Valid through {d.membership.end}
            </p>
          ) : (
            <>
              <p>You are not a member.</p>
              <Link className="btn" to={paths.membership.get()}>
                Become a Member
              </Link>
            </>
          )}
        </section>
        <section className="card" aria-labelledby="card-essentials">
          <h2 id="card-essentials">Essentials Courses</h2>
          <p>
            {d.trainings.inProgress} in progress, {d.trainings.completed} complete.
          </p>
          <Link to={paths.trainings.root()}>View courses</Link>
        </section>
        <section className="card" aria-labelledby="card-alerts">
          <h2 id="card-alerts">Alerts</h2>
          {d.notifications.length === 0 ? (
            <p>You have no alerts.</p>
          ) : (
            <ul>
              {d.notifications.map((n) => (
                <li key={n.id}>
                  {n.unread ? <span className="badge badge-warning">New</span> : null} <strong>{n.title}</strong> {n.message}{" "}
                  <small>{n.createdAt}</small>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="card-events">
          <h2 id="card-events">Upcoming and OnDemand Events</h2>
          {d.events.length === 0 ? (
            <p>No upcoming events.</p>
          ) : (
            <ul>
              {d.events.map((e) => (
                <li key={e.id}>
                  <Link to={paths.events.detail(e.id)}>{e.name}</Link> <small>{e.date}</small>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
