import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { PAGE_SIZE_OPTIONS } from "~/lib/list-params.ts";
import type { Column } from "./columns.ts";
import { RecordTable } from "./record-table.tsx";

type Props<Row> = {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowHref?: (row: Row) => string;
  rowKey: (row: Row) => string | number;
  q: string;
  sort: string;
  dir: "asc" | "desc";
  page: number;
  lastPage: number;
  pageSize: number;
  total: number;
  /** The text filter's visible label (e.g. "Name"); without it the label is "Filter <caption>", read by screen readers only. */
  searchLabel?: string;
  /** Extra controls inside the GET form (column filters). */
  filters?: ReactNode;
  hint?: string;
  /** "Download CSV" below the table: every row the filter matches (a resource route). */
  csvHref?: string;
};

/**
 * A server-paged table. Everything is a GET form or a link, so filtering, sorting and paging work
 * without JavaScript; with JavaScript the filter submits itself 300 ms after typing stops.
 */
export function DataTable<Row>(props: Props<Row>) {
  const { columns, rows, rowHref, rowKey, q, sort, dir, page, lastPage, pageSize, total } = props;
  const location = useLocation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const hrefWith = (changes: Record<string, string | number>) => {
    const sp = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes)) sp.set(k, String(v));
    return `${location.pathname}?${sp.toString()}`;
  };

  // A pending debounced filter must not fire after the user submitted it or followed a link (a row,
  // a page): it would pull them back to the list.
  const cancelPendingFilter = () => clearTimeout(timer.current);

  return (
    <div
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest("a")) cancelPendingFilter();
      }}
    >
      {props.hint ? <p className="hint">{props.hint}</p> : null}
      <Form
        method="get"
        ref={formRef}
        className="table-tools"
        role="search"
        aria-label={`Filter ${props.caption}`}
        onSubmit={cancelPendingFilter}
      >
        <div className="field">
          {props.searchLabel ? (
            <label htmlFor="table-filter">{props.searchLabel}</label>
          ) : (
            <label htmlFor="table-filter" className="visually-hidden">
              Filter {props.caption}
            </label>
          )}
          <input
            id="table-filter"
            className="filter"
            type="search"
            name="q"
            placeholder="Filter..."
            defaultValue={q}
            onChange={(e) => {
              const form = e.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => {
                if (form) submit(form, { replace: true, preventScrollReset: true });
              }, 300);
            }}
          />
        </div>
        {props.filters}
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
        <input type="hidden" name="pageSize" value={pageSize} />
        <button type="submit" className="btn btn-secondary">
          Filter
        </button>
      </Form>
      <RecordTable
        caption={props.caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowHref={rowHref}
        sort={{ by: sort, dir, href: (sortKey, nextDir) => hrefWith({ sort: sortKey, dir: nextDir, page: 1 }) }}
        emptyRow="No records found."
      />
      <div className="pager">
        <span>
          {total} {total === 1 ? "record" : "records"}
        </span>
        {page > 1 ? <Link to={hrefWith({ page: page - 1 })}>Previous</Link> : null}
        <Form method="get" className="pager-jump">
          {[...new URLSearchParams(location.search).entries()]
            .filter(([k]) => k !== "page")
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <label htmlFor="page-jump">Page</label>{" "}
          <input id="page-jump" type="number" name="page" min={1} max={lastPage} defaultValue={page} key={page} /> of {lastPage}{" "}
          <button type="submit" className="btn btn-secondary">
            Go
          </button>
        </Form>
        {page < lastPage ? <Link to={hrefWith({ page: page + 1 })}>Next</Link> : null}
        <Form method="get" className="pager-size">
          {[...new URLSearchParams(location.search).entries()]
            .filter(([k]) => k !== "pageSize" && k !== "page")
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <label htmlFor="page-size">Rows per page</label>{" "}
          <select
            id="page-size"
            name="pageSize"
            defaultValue={pageSize}
            key={pageSize}
            onChange={(e) => e.currentTarget.form && submit(e.currentTarget.form)}
          >
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="btn btn-secondary">
            Show
          </button>
        </Form>
      </div>
      {props.csvHref ? (
        <p>
          <a href={props.csvHref} download>
            Download CSV
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** A list's status filter: a select inside the table's GET form that submits on change (the Filter button without JavaScript). */
export function StatusFilter({
  id,
  value,
  options,
  label = "Status",
  name = "status",
}: {
  id: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  label?: string;
  /** the URL parameter the select sets */
  name?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={value} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
