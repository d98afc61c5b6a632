/**
 * The Enroll In Section modal's loader and action, shared by its two routes (a module's, by
 * training category, and the course materials'): each route names only its target.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { LEARNING_SECTION_MESSAGES } from "./learning-sections.ts";
import { enrolInSection, enrollInSectionSchema, loadEnrollInSection, type SectionTarget } from "./learning-system-admin.server.ts";

type Target = (params: LoaderFunctionArgs["params"]) => SectionTarget;

/** GET `q` searches the learning system's courses, `course` chooses one. */
export async function sectionLoader({ request, params }: LoaderFunctionArgs, target: Target) {
  await requireAdmin(request);
  const id = idParam(params.registrationId);
  const query = new URL(request.url).searchParams;
  const modal = await loadEnrollInSection(id, target(params), { q: query.get("q"), course: query.get("course") });
  if (!modal) throw notFound();
  return { modal };
}

/** The POST enrols, or answers the form's errors. */
export async function sectionAction({ request, params }: ActionFunctionArgs, target: Target) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const submission = parseWithZod(await readForm(request), { schema: enrollInSectionSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await enrolInSection(admin.actor, id, target(params), submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.courseRegistrations.review(id), { kind: "success", message: LEARNING_SECTION_MESSAGES.success });
}
