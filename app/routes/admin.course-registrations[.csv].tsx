import type { LoaderFunctionArgs } from "@remix-run/node";
import { courseRegistrationList } from "~/features/course-registrations/queue.server.ts";
import { listCsv } from "~/kit/admin-list/list.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/**
 * /admin/course-registrations.csv: every registration the list's filters match, in its sort order
 * (Certification, Challenge Path, First Name, Last Name, Email, Date, Status, Military Spouse).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return listCsv(courseRegistrationList, request);
}
