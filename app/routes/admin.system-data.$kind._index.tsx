import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ARCHIVE_FILTER, type RowView } from "~/features/system-data/fields.ts";
import { SYSTEM_DATA_KINDS } from "~/features/system-data/kinds.ts";
import { loadKindList, requireKind } from "~/features/system-data/pages.server.ts";
import type { ListColumn } from "~/kit/admin-list/columns.ts";
import { ListTable } from "~/kit/admin-list/list-table.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";

const labelOf = (slug: string) => SYSTEM_DATA_KINDS.find((k) => k.slug === slug)?.label ?? slug;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? labelOf(data.kind.slug) : "System Data"} | Admin` }];

/** /admin/system-data/:kind: the kind's rows, server-paged, filtered and sorted; archived rows only when asked for. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadKindList(requireKind(params.kind), request);
}

export default function SystemDataList() {
  const { list, columns, kind } = useLoaderData<typeof loader>();
  const label = labelOf(kind.slug);
  // A blank cell shows a dash (each cell is a link to the row, and a link needs text).
  const tableColumns: ListColumn<RowView>[] = columns.map((c, i) => ({
    ...c,
    value: (r) => r.cells[i] ?? "",
    cell: (r) => {
      const text = r.cells[i] || "—";
      return i === 0 && r.archived ? `${text} (archived)` : text;
    },
  }));
  return (
    <>
      <h1>{label}</h1>
      {kind.fixedRows ? null : (
        <p>
          <Link className="btn" to={paths.admin.systemData.new(kind.slug)}>
            New {kind.noun}
          </Link>
        </p>
      )}
      <ListTable
        caption={label}
        data={list}
        columns={tableColumns}
        rowHref={(r) => paths.admin.systemData.edit(kind.slug, r.id)}
        selects={kind.archivable ? [{ id: "archive-filter", name: "archive", label: "Show", options: ARCHIVE_FILTER }] : []}
      />
    </>
  );
}
