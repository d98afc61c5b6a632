import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { loadRenewal } from "~/features/renewals/renewal.server.ts";
import { RenewalReadiness } from "~/features/renewals/ui/renewal-readiness.tsx";
import { requireUser } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Renewal | ${data?.view.certification.name ?? "Certification"} | Member Portal` },
];

/**
 * /certifications-and-training/certifications/:certificationId/renewal: the renewal of one of the
 * member's certifications (what is due, when, what is missing); the renewal agreement opens over
 * it. A certification the member does not hold is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const view = await loadRenewal(user.id, idParam(params.certificationId));
  if (!view) throw notFound();
  return { view };
}

export default function RenewalPage() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.certifications.view(view.certification.id)}>Back to {view.certification.name}</Link>
      </p>
      <h1>Renew your {view.certification.name} certification</h1>
      <RenewalReadiness view={view} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
