import type { LoaderFunctionArgs } from "@remix-run/node";
import { brightspaceCoursesJson } from "~/features/trainings/learning-system-admin.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/** GET /api/brightspace/courses?q=: the learning system's courses matching `q` as JSON (`{ data, more }`; admins only). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return brightspaceCoursesJson(new URL(request.url));
}
