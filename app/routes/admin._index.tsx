import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(paths.admin.users.root());
}
