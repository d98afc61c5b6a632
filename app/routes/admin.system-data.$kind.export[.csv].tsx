import type { LoaderFunctionArgs } from "@remix-run/node";
import { kindList } from "~/features/system-data/records.server.ts";
import { requireKind } from "~/features/system-data/pages.server.ts";
import { listCsv } from "~/kit/admin-list/list.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/** /admin/system-data/:kind/export.csv: the kind's rows as its list filters and sorts them. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return listCsv(kindList(requireKind(params.kind)), request);
}
