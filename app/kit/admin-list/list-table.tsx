/**
 * An admin list's table: DataTable (ui/data-table.tsx: a GET form, sort links, pager, page size, CSV
 * link) fed with the loader's data from `loadList` and the list's columns, plus an optional status
 * filter. A row opens `rowHref`, if given.
 */
import { DataTable, StatusFilter } from "~/ui/data-table.tsx";
import type { FilterOption, ListColumn } from "./columns.ts";

export type ListData<Row> = {
  rows: Row[];
  total: number;
  page: number;
  lastPage: number;
  pageSize: number;
  q: string;
  sort: string;
  dir: "asc" | "desc";
  filters: Record<string, string>;
  csvHref: string;
};

export function ListTable<Row extends { id: number }>({
  caption,
  data,
  columns,
  rowHref,
  status,
  selects = [],
  hint,
}: {
  caption: string;
  data: ListData<Row>;
  columns: ReadonlyArray<ListColumn<Row>>;
  /** a row opens this page (left out: rows are not links) */
  rowHref?: (row: Row) => string;
  /** the status filter's select: its id and choices */
  status?: { id: string; options: readonly FilterOption[] };
  /** more select filters beside the status (each sets its own URL parameter) */
  selects?: readonly { id: string; name: string; label: string; options: readonly FilterOption[] }[];
  hint?: string;
}) {
  const shown = columns.filter((c) => !c.csvOnly && !c.hideWhen?.(data.filters));
  return (
    <DataTable
      caption={caption}
      hint={hint}
      columns={shown}
      rows={data.rows}
      rowKey={(r) => r.id}
      rowHref={rowHref}
      q={data.q}
      sort={data.sort}
      dir={data.dir}
      page={data.page}
      lastPage={data.lastPage}
      pageSize={data.pageSize}
      total={data.total}
      filters={
        status || selects.length ? (
          <>
            {status ? <StatusFilter id={status.id} value={data.filters.status ?? ""} options={status.options} /> : null}
            {selects.map((f) => (
              <StatusFilter key={f.name} id={f.id} name={f.name} label={f.label} value={data.filters[f.name] ?? ""} options={f.options} />
            ))}
          </>
        ) : undefined
      }
      csvHref={data.csvHref}
    />
  );
}
