import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadTrainingsPage } from "~/features/trainings/catalogue.server.ts";
import { COURSE_MESSAGES, submitCourseForReview } from "~/features/trainings/course-registration.server.ts";
import { FinishCourseSchema } from "~/features/trainings/course-schemas.server.ts";
import { AVAILABLE_COLUMNS, COMPLETE_COLUMNS, IN_PROGRESS_COLUMNS } from "~/features/trainings/ui/trainings-columns.tsx";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { badRequest, notFound } from "~/lib/http.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { RecordTable } from "~/ui/record-table.tsx";

export const meta: MetaFunction = () => [{ title: "Essentials Courses | Member Portal" }];

/**
 * /certifications-and-training/trainings: the Essentials courses page, tabs Available, In Progress
 * and Complete (`?tab=`, plain links), grouped by the one rule of features/trainings/catalogue.ts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return loadTrainingsPage(user.id, new URL(request.url).searchParams.get("tab"));
}

/** "I have finished this course": the member's own enrolled registration goes to module approval. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: FinishCourseSchema });
  if (submission.status !== "success") throw badRequest();
  const outcome = await submitCourseForReview(viewer.actor, submission.value.registrationId);
  if (outcome.kind === "notFound") throw notFound();
  if (outcome.kind === "refused")
    return redirectWithToast(paths.trainings.root({ tab: "in-progress" }), { kind: "error", message: outcome.message });
  return redirectWithToast(paths.trainings.root(), { kind: "success", message: COURSE_MESSAGES.submitted });
}

const EMPTY = {
  available: "There are no courses available right now.",
  "in-progress": "You have no courses in progress.",
  complete: "You have not completed a course yet.",
} as const;

export default function TrainingsPage() {
  const { tabs, view } = useLoaderData<typeof loader>();
  const current = tabs.find((t) => t.current);
  return (
    <>
      <h1>Essentials Courses</h1>
      <nav className="tabs" aria-label="Essentials courses">
        <ul>
          {tabs.map((t) => (
            <li key={t.key}>
              <Link to={t.href} aria-current={t.current ? "page" : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="trainings-tab">
        <h2 id="trainings-tab" className="visually-hidden">
          {current?.label}
        </h2>
        {view.tab === "available" ? (
          <RecordTable
            caption="Available courses"
            columns={AVAILABLE_COLUMNS}
            rows={view.rows}
            rowKey={(r) => r.trainingId}
            empty={EMPTY.available}
          />
        ) : view.tab === "in-progress" ? (
          <RecordTable
            caption="Courses in progress"
            columns={IN_PROGRESS_COLUMNS}
            rows={view.rows}
            rowKey={(r) => r.trainingId}
            empty={EMPTY["in-progress"]}
          />
        ) : (
          <RecordTable
            caption="Completed courses"
            columns={COMPLETE_COLUMNS}
            rows={view.rows}
            rowKey={(r) => r.trainingId}
            empty={EMPTY.complete}
          />
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
