import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadRegistrationPracticeExams } from "~/features/practice-exams/candidate.server.ts";
import { PracticeExamCard } from "~/features/practice-exams/ui/practice-exam-card.tsx";
import { requireUser } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Practice Exams | Member Portal" }];

/** /registration/:registrationId/practice-exam: the practice exams of the member's certification registration. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = await loadRegistrationPracticeExams(user.id, idParam(params.registrationId));
  if (!page) throw notFound();
  return page;
}

export default function PracticeExams() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.certifications.root()}>Back to Certification</Link>
      </p>
      <h1>Practice Exams</h1>
      <p>{page.certificationName}</p>
      {page.bundles.length === 0 ? <p>No practice exam is offered for this certification.</p> : null}
      {page.bundles.map((bundle) => (
        <PracticeExamCard
          key={bundle.practiceExamId}
          registrationId={page.registrationId}
          bundle={bundle}
          registrationHref={page.registrationHref}
          showOpen
        />
      ))}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
