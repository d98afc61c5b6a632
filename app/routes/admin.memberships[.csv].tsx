import type { LoaderFunctionArgs } from "@remix-run/node";
import { membershipRequestList } from "~/features/membership/queue.server.ts";
import { listCsv } from "~/kit/admin-list/list.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/**
 * /admin/memberships.csv: every Membership Request the list's filter matches, in its sort order
 * (First Name, Last Name, Email, Requested On, Type, Status). A resource route: with single fetch
 * only a route without a page can answer with a file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return listCsv(membershipRequestList, request);
}
