import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { listUserCertifications } from "~/features/certifications/user-certifications.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Certifications | Admin" }];

/** /admin/users/:userId/certifications: the user's certifications; each row opens the certification view. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listUserCertifications(idParam(params.userId));
  if (!rows) throw notFound();
  return { rows };
}

export default function AdminUserCertifications() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="certifications-title">
      <h2 id="certifications-title">Certifications</h2>
      {rows.length === 0 ? (
        <p>No certifications.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Certification</th>
                <th scope="col">Status</th>
                <th scope="col">Issued On</th>
                <th scope="col">Reporting Period</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td className="cell-wrap">
                    <Link to={c.href}>{c.name}</Link>
                  </td>
                  <td>
                    <span className={`badge badge-${c.tone}`}>{c.statusLabel}</span>
                  </td>
                  <td>{c.issuedOn || "Not recorded"}</td>
                  <td>{c.reportingPeriod || "None"}</td>
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
