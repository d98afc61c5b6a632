import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { individualCeuList } from "~/features/ceus/individual-queue.server.ts";
import { CEU_STATUS_FILTER_OPTIONS, INDIVIDUAL_CEU_COLUMNS } from "~/features/ceus/queue-columns.ts";
import { loadList } from "~/kit/admin-list/list.server.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Individual CEUs | Admin" }];

/**
 * /admin/ceus/individual: the Individual CEUs queue (pending by default; status filter), a
 * server-paged table of 10 rows, oldest submission first; a row opens the review page.
 * `?format=csv` goes to the CSV of every row the filter matches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadList(individualCeuList, request);
}

export default function IndividualCeus() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Individual CEUs</h1>
      <ListTable
        caption="Individual CEUs"
        data={data}
        columns={INDIVIDUAL_CEU_COLUMNS}
        rowHref={(r) => paths.admin.individualCeus.review(r.id)}
        status={{ id: "individual-ceu-status", options: CEU_STATUS_FILTER_OPTIONS }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
