import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { USER_COLUMNS } from "~/features/admin-users/user-columns.ts";
import { userList } from "~/features/admin-users/users.server.ts";
import { loadList } from "~/kit/admin-list/list.server.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";

export const meta: MetaFunction = () => [{ title: "Users | Admin" }];

/** /admin/users: every user, last name first, 50 a page; a row opens the user's profile. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadList(userList, request);
}

export default function AdminUsers() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Users</h1>
      <ListTable caption="Users" data={data} columns={USER_COLUMNS} rowHref={(r) => paths.admin.users.info(r.id)} />
    </>
  );
}
