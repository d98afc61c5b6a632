import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { memberExperiencePage } from "~/features/experience/experience-form.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { MEMBER_EXPERIENCE_COLUMNS } from "~/features/experience/member-experience-columns.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

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
      <RecordTable caption="Your experience hours" columns={MEMBER_EXPERIENCE_COLUMNS} rows={page.rows} empty="No experience logged yet." />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
