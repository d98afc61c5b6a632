import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  enrolInSection,
  enrollInSectionSchema,
  loadEnrollInSection,
  type SectionTarget,
} from "~/features/trainings/learning-system-admin.server.ts";
import { LEARNING_SECTION_MESSAGES } from "~/features/trainings/learning-sections.ts";
import { EnrollInSectionModal } from "~/features/trainings/ui/enroll-in-section-modal.tsx";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";

/**
 * /admin/course-registrations/:registrationId/material/section: Enroll In Section for the course
 * materials' course (spec `material/brightspace-section`). GET `q` searches
 * the learning system's courses, `course` chooses one; the POST enrols.
 */
const target = (): SectionTarget => ({ scope: "material" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.registrationId);
  const query = new URL(request.url).searchParams;
  const modal = await loadEnrollInSection(id, target(), { q: query.get("q"), course: query.get("course") });
  if (!modal) throw notFound();
  return { modal };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const submission = parseWithZod(await readForm(request), { schema: enrollInSectionSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await enrolInSection(admin.actor, id, target(), submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.courseRegistrations.review(id), { kind: "success", message: LEARNING_SECTION_MESSAGES.success });
}

export default function MaterialSectionModal() {
  const { modal } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <EnrollInSectionModal modal={modal} reply={reply} closeTo={paths.admin.courseRegistrations.review(modal.registrationId)} />;
}
