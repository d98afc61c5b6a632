import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server.ts";
import { csvResponse, toCsv } from "~/lib/csv.ts";
import {
  allMembershipRequestRows,
  MEMBERSHIP_REQUEST_CSV_HEADER,
  membershipRequestCsvRow,
  membershipRequestListParams,
} from "~/features/membership/requests-list.server.ts";

/**
 * /admin/memberships.csv: every Membership Request the list's filter matches, in its sort order, as
 * CSV (First Name, Last Name, Email, Requested On, Type, Status). A resource route: with single
 * fetch only a route without a page can answer with a file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await allMembershipRequestRows(membershipRequestListParams(new URL(request.url)));
  return csvResponse("membership-requests.csv", toCsv(MEMBERSHIP_REQUEST_CSV_HEADER, rows.map(membershipRequestCsvRow)));
}
