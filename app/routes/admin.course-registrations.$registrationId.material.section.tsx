import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SectionTarget } from "~/features/trainings/learning-system-admin.server.ts";
import { sectionAction, sectionLoader } from "~/features/trainings/section-route.server.ts";
import { EnrollInSectionModal } from "~/features/trainings/ui/enroll-in-section-modal.tsx";
import { paths } from "~/lib/paths.ts";

/**
 * /admin/course-registrations/:registrationId/material/section: Enroll In Section for the course
 * materials' course (spec `material/brightspace-section`). GET `q` searches
 * the learning system's courses, `course` chooses one; the POST enrols.
 */
const target = (): SectionTarget => ({ scope: "material" });

export const loader = (args: LoaderFunctionArgs) => sectionLoader(args, target);
export const action = (args: ActionFunctionArgs) => sectionAction(args, target);

export default function MaterialSectionModal() {
  const { modal } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <EnrollInSectionModal modal={modal} reply={reply} closeTo={paths.admin.courseRegistrations.review(modal.registrationId)} />;
}
