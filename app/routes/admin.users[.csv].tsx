import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server.ts";
import { csvResponse, toCsv } from "~/lib/csv.ts";
import { parseListParams } from "~/lib/list-params.ts";
import { listUsers, USER_PAGE_SIZE, USER_SORT_KEYS, type UserRow } from "~/features/admin-users/users.server.ts";

/**
 * /admin/users.csv: every user the list's filter matches, in its sort order (First Name, Last Name,
 * Email). A resource route: with single fetch only a route without a page can answer with a file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = parseListParams(new URL(request.url), {
    sortKeys: USER_SORT_KEYS,
    defaultSort: "lastName",
    defaultPageSize: USER_PAGE_SIZE,
  });
  const all = await listUsers({ ...params, page: 1, pageSize: 100 });
  const rows: UserRow[] = [...all.rows];
  for (let page = 2; page <= Math.min(all.lastPage, 1000); page++) rows.push(...(await listUsers({ ...params, page, pageSize: 100 })).rows);
  return csvResponse(
    "users.csv",
    toCsv(
      ["First Name", "Last Name", "Email"],
      rows.map((r) => [r.firstName, r.lastName, r.email]),
    ),
  );
}
