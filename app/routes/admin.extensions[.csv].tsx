import type { LoaderFunctionArgs } from "@remix-run/node";
import { extensionList } from "~/features/extensions/queue.server.ts";
import { listCsv } from "~/kit/admin-list/list.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/** /admin/extensions.csv: every extension request the list's filter matches, in its order (the list's columns plus Email). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return listCsv(extensionList, request);
}
