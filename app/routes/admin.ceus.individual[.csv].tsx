import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server.ts";
import { csvResponse, toCsv } from "~/lib/csv.ts";
import {
  allAdminIndividualCeuRows,
  INDIVIDUAL_CEU_CSV_HEADER,
  individualCeuCsvRow,
  individualCeuListParams,
} from "~/features/ceus/review-lists.server.ts";

/**
 * /admin/ceus/individual.csv: every individual CEU the list's filter matches, in its sort order,
 * as CSV (the list's columns plus Email). A resource route: with single fetch only a route without
 * a page can answer with a file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await allAdminIndividualCeuRows(individualCeuListParams(new URL(request.url)));
  return csvResponse("individual-ceus.csv", toCsv(INDIVIDUAL_CEU_CSV_HEADER, rows.map(individualCeuCsvRow)));
}
