import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { getCertificationView, periodParam } from "~/features/certifications/user-certifications.server.ts";
import { CertificationViewCards } from "~/features/certifications/ui/certification-view.tsx";
import { listOutsideCalls } from "~/features/outside-calls/admin.server.ts";
import { OutsideCalls } from "~/features/outside-calls/ui/outside-calls.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.view.certification.name ?? "Certification"} | Admin` }];

/**
 * /admin/users/:userId/certification/:certificationId: an admin's view of one certification of the
 * user (`?period=` picks the CEU card's reporting period), with Review links for the CEUs not yet
 * approved, and the admin's Edit, Add Payment, delete payment and Reinstate modals (in the outlet). A
 * certification the user does not hold is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const certificationId = idParam(params.certificationId);
  const periodId = periodParam(new URL(request.url).searchParams.get("period"));
  const view = await getCertificationView(userId, certificationId, { periodId });
  if (!view) throw notFound();
  const outsideCalls = await listOutsideCalls({ userCertificationId: view.userCertificationId });
  return { view, outsideCalls };
}

export default function AdminUserCertification() {
  const { view, outsideCalls } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="certification-title">
      <Outlet />
      <p>
        <Link to={paths.admin.users.certifications(view.userId)}>Back to Certifications</Link>
      </p>
      <h2 id="certification-title">{view.certification.name}</h2>
      <p className="card-links">
        <Link className="btn btn-secondary" to={paths.admin.users.certificationEdit(view.userId, view.certification.id)} preventScrollReset>
          Edit
        </Link>
        {view.revoked ? (
          <Link className="btn" to={paths.admin.users.certificationReinstate(view.userId, view.certification.id)} preventScrollReset>
            Reinstate
          </Link>
        ) : null}
      </p>
      <CertificationViewCards view={view} mode="admin" />
      <OutsideCalls rows={outsideCalls} returnTo={paths.admin.users.certification(view.userId, view.certification.id)} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
