import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server.ts";
import { csvResponse, toCsv } from "~/lib/csv.ts";
import { allAdminGroupCeuRows, GROUP_CEU_CSV_HEADER, groupCeuCsvRow, groupCeuListParams } from "~/features/ceus/review-lists.server.ts";

/**
 * /admin/ceus/group.csv: every submitted group CEU the list's filter matches, in its sort order,
 * as CSV (the list's columns plus Email). A resource route (see admin.ceus.individual[.csv].tsx).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await allAdminGroupCeuRows(groupCeuListParams(new URL(request.url)));
  return csvResponse("group-ceus.csv", toCsv(GROUP_CEU_CSV_HEADER, rows.map(groupCeuCsvRow)));
}
