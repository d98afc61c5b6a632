import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  COURSE_REGISTRATION_COLUMNS,
  COURSE_REGISTRATION_STATUS_OPTIONS,
  MILITARY_SPOUSE_OPTIONS,
} from "~/features/course-registrations/queue-columns.ts";
import { courseRegistrationList } from "~/features/course-registrations/queue.server.ts";
import { loadList } from "~/kit/admin-list/list.server.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Course Registrations | Admin" }];

/**
 * /admin/course-registrations: registrations waiting for a decision (status and military spouse
 * filters), last updated first, 10 a page; a row opens the review. `?format=csv` goes to the CSV.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadList(courseRegistrationList, request);
}

export default function CourseRegistrations() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Course Registrations</h1>
      <ListTable
        caption="Course Registrations"
        data={data}
        columns={COURSE_REGISTRATION_COLUMNS}
        rowHref={(r) => paths.admin.courseRegistrations.review(r.id)}
        status={{ id: "registration-status", options: COURSE_REGISTRATION_STATUS_OPTIONS }}
        selects={[{ id: "military-spouse", name: "militarySpouse", label: "Military Spouse", options: MILITARY_SPOUSE_OPTIONS }]}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
