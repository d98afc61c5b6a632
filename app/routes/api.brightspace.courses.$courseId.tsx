import type { LoaderFunctionArgs } from "@remix-run/node";
import { brightspaceCourseJson } from "~/features/trainings/learning-system-admin.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";

/** GET /api/brightspace/courses/:courseId: a learning-system course with its sections (id and name) as JSON (admins only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const courseId = params.courseId?.trim();
  if (!courseId || courseId.length > 100) throw notFound();
  return brightspaceCourseJson(courseId);
}
