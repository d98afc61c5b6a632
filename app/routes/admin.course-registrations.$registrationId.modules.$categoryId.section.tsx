import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { SectionTarget } from "~/features/trainings/learning-system-admin.server.ts";
import { sectionAction, sectionLoader } from "~/features/trainings/section-route.server.ts";
import { EnrollInSectionModal } from "~/features/trainings/ui/enroll-in-section-modal.tsx";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";

/**
 * /admin/course-registrations/:registrationId/modules/:categoryId/section: Enroll In Section for a
 * module (its training category; spec `module/{categoryId}/brightspace-section`). GET `q` searches
 * the learning system's courses, `course` chooses one; the POST enrols.
 */
const target = (params: LoaderFunctionArgs["params"]): SectionTarget => ({ scope: "module", categoryId: idParam(params.categoryId) });

export const loader = (args: LoaderFunctionArgs) => sectionLoader(args, target);
export const action = (args: ActionFunctionArgs) => sectionAction(args, target);

export default function ModuleSectionModal() {
  const { modal } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <EnrollInSectionModal modal={modal} reply={reply} closeTo={paths.admin.courseRegistrations.review(modal.registrationId)} />;
}
