import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { certificationArea } from "~/features/certifications/certification-area.server.ts";
import { CandidateView, CertifiedView, NotCertifiedView } from "~/features/certifications/ui/certification-area.tsx";
import { requireUser } from "~/lib/auth.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Certification | Member Portal" }];

/** /certifications-and-training: the member's certification area (Certified, Candidate or Not certified). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { area: await certificationArea(user.id) };
}

export default function CertificationArea() {
  const { area } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Certification</h1>
      {area.view === "certified" ? (
        <CertifiedView area={area} />
      ) : area.view === "candidate" ? (
        <CandidateView area={area} />
      ) : (
        <NotCertifiedView area={area} />
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
