import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EXTENSION_COLUMNS } from "~/features/extensions/queue-columns.ts";
import { extensionList } from "~/features/extensions/queue.server.ts";
import { EXTENSION_FILTER_OPTIONS } from "~/features/extensions/rules.ts";
import { loadList } from "~/kit/admin-list/list.server.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Extensions | Admin" }];

/** /admin/extensions: paid extension requests, Pending by default (status filter null, 1, 0), oldest first, 10 a page; CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadList(extensionList, request);
}

export default function Extensions() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Extensions</h1>
      <ListTable
        caption="Extensions"
        data={data}
        columns={EXTENSION_COLUMNS}
        rowHref={(r) => paths.admin.extensions.review(r.id)}
        status={{ id: "extension-status", options: EXTENSION_FILTER_OPTIONS }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
