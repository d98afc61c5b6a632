import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { memberExperiencePage } from "~/features/experience/experience-form.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Experience | Member Portal" }];

/**
 * /certifications-and-training/experience: the member's experience hours on their latest
 * certification registration (approved total against the required hours, each entry with its
 * status) and Add Experience while hours can be logged.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return memberExperiencePage(user.id);
}

export default function ExperiencePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.certifications.root()}>Back to Certifications &amp; Training</Link>
      </p>
      <h1>Experience</h1>
      {page.registration ? (
        <p>
          {page.registration.certification}: {page.approvedHours} of {page.requiredHours} hours approved.
        </p>
      ) : null}
      {page.canAdd ? (
        <p>
          <Link className="btn" to={paths.experience.new()}>
            Add Experience
          </Link>
        </p>
      ) : page.closedMessage ? (
        <p className="alert alert-info" role="note">
          {page.closedMessage}
        </p>
      ) : null}
      {page.rows.length === 0 ? (
        <p>No experience logged yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <caption className="visually-hidden">Your experience hours</caption>
            <thead>
              <tr>
                <th scope="col">Service Type</th>
                <th scope="col">Organization</th>
                <th scope="col">Start Date</th>
                <th scope="col">End Date</th>
                <th scope="col">Hours</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={paths.experience.edit(r.id)}>{r.serviceType}</Link>
                  </td>
                  <td>{r.organization}</td>
                  <td>{r.startDate}</td>
                  <td>{r.endDate}</td>
                  <td>{r.hours}</td>
                  <td>
                    <span className={`badge badge-${r.tone}`}>{r.statusLabel}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
