import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MILITARY_SPOUSE_OPTIONS } from "~/features/course-registrations/queue-columns.ts";
import { EXPERIENCE_COLUMNS, EXPERIENCE_STATUS_OPTIONS } from "~/features/experience/queue-columns.ts";
import { experienceList } from "~/features/experience/queue.server.ts";
import { loadList } from "~/kit/admin-list/list.server.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Experiences | Admin" }];

/**
 * /admin/experiences: experience hours waiting for a decision (status filter, Pending by default;
 * military spouse filter), oldest first, 10 a page; a row opens the review. `?format=csv` goes to the CSV.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadList(experienceList, request);
}

export default function Experiences() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Experiences</h1>
      <ListTable
        caption="Experiences"
        data={data}
        columns={EXPERIENCE_COLUMNS}
        rowHref={(r) => paths.admin.experiences.review(r.id)}
        status={{ id: "experience-status", options: EXPERIENCE_STATUS_OPTIONS }}
        selects={[{ id: "experience-military-spouse", name: "militarySpouse", label: "Military Spouse", options: MILITARY_SPOUSE_OPTIONS }]}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
