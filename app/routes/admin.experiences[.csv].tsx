import type { LoaderFunctionArgs } from "@remix-run/node";
import { experienceList } from "~/features/experience/queue.server.ts";
import { listCsv } from "~/kit/admin-list/list.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/** /admin/experiences.csv: every experience the list's filter matches, in its order (the list's columns plus Email). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return listCsv(experienceList, request);
}
