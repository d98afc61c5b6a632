import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseListParams } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { listUsers, USER_PAGE_SIZE, USER_SORT_KEYS, type UserRow } from "~/features/admin-users/users.server.ts";
import { DataTable, type Column } from "~/ui/data-table.tsx";

export const meta: MetaFunction = () => [{ title: "Users | Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const params = parseListParams(url, { sortKeys: USER_SORT_KEYS, defaultSort: "lastName", defaultPageSize: USER_PAGE_SIZE });
  // The CSV is its own resource route (single fetch lets only a route without a page send a file).
  if (url.searchParams.get("format") === "csv") throw redirect(paths.admin.users.csv({ q: params.q, sort: params.sort, dir: params.dir }));
  const page = await listUsers(params);
  return {
    ...page,
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    csvHref: paths.admin.users.csv({ q: params.q, sort: params.sort, dir: params.dir }),
  };
}

const columns: Column<UserRow>[] = [
  { key: "firstName", header: "First Name", sortKey: "firstName", cell: (r) => r.firstName },
  { key: "lastName", header: "Last Name", sortKey: "lastName", cell: (r) => r.lastName },
  { key: "email", header: "Email", sortKey: "email", cell: (r) => r.email },
];

export default function AdminUsers() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Users</h1>
      <DataTable
        caption="Users"
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.id}
        rowHref={(r) => paths.admin.users.info(r.id)}
        q={data.q}
        sort={data.sort}
        dir={data.dir}
        page={data.page}
        lastPage={data.lastPage}
        pageSize={data.pageSize}
        total={data.total}
        csvHref={data.csvHref}
      />
    </>
  );
}
