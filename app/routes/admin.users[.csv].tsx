import type { LoaderFunctionArgs } from "@remix-run/node";
import { userList } from "~/features/admin-users/users.server.ts";
import { listCsv } from "~/kit/admin-list/list.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/**
 * /admin/users.csv: every user the list's filter matches, in its sort order (First Name, Last Name,
 * Email). A resource route: with single fetch only a route without a page can answer with a file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return listCsv(userList, request);
}
