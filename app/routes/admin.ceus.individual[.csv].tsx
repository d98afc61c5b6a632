import type { LoaderFunctionArgs } from "@remix-run/node";
import { individualCeuList } from "~/features/ceus/individual-queue.server.ts";
import { listCsv } from "~/kit/admin-list/list.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";

/**
 * /admin/ceus/individual.csv: every individual CEU the list's filter matches, in its sort order, as CSV
 * (the list's columns plus Email). A resource route: with single fetch only a route without a page
 * can answer with a file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return listCsv(individualCeuList, request);
}
