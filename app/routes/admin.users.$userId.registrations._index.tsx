import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listUserRegistrations } from "~/features/course-registrations/user-registrations.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Registrations | Admin" }];

/** /admin/users/:userId/registrations: the user's registrations, newest first; a row opens the registration review. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listUserRegistrations(idParam(params.userId));
  if (!rows) throw notFound();
  return { rows };
}

export default function AdminUserRegistrations() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="registrations-title">
      <h2 id="registrations-title">Registrations</h2>
      {rows.length === 0 ? (
        <p>No registrations.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Registration</th>
                <th scope="col">Pathway</th>
                <th scope="col">Status</th>
                <th scope="col">Step</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="cell-wrap">
                    <Link to={r.href}>
                      {r.title}
                      <span className="visually-hidden"> #{r.id}</span>
                    </Link>
                  </td>
                  <td>{r.pathway}</td>
                  <td>{r.status}</td>
                  <td>{r.step}</td>
                  <td>{r.updated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
