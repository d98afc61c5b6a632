import type { LoaderFunctionArgs } from "@remix-run/node";
import { historyCsv, historySubjects } from "~/features/member-records/history.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/users/:userId/history.csv: the member's History as filtered and sorted (a resource route). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const csv = await historyCsv(request, await historySubjects(idParam(params.userId)));
  if (!csv) throw notFound();
  return csv;
}
