import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { getCertificationView, periodParam } from "~/features/certifications/user-certifications.server.ts";
import { CertificationViewCards } from "~/features/certifications/ui/certification-view.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.view.certification.name ?? "Certification"} | Member Portal` },
];

/**
 * /certifications-and-training/certifications/:certificationId: the member's view of one of their
 * certifications (`?period=` picks the CEU card's reporting period). A certification the member
 * does not hold is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const certificationId = idParam(params.certificationId);
  const periodId = periodParam(new URL(request.url).searchParams.get("period"));
  const view = await getCertificationView(user.id, certificationId, { periodId });
  if (!view) throw notFound();
  return { view };
}

export default function CertificationViewPage() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{view.certification.name}</h1>
      {view.revoked ? null : (
        <p>
          <Link to={paths.certifications.renewal(view.certification.id)}>Renewal</Link>
        </p>
      )}
      <CertificationViewCards view={view} mode="member" />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
