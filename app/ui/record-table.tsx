/**
 * The one table of records (`table.data` in a `table-wrap` that scrolls on a phone): a header cell
 * and a body cell per column (ui/columns.ts), optional total rows in the footer, and a paragraph
 * instead of the table when there is nothing to list. Server-paged lists render it through
 * ui/data-table.tsx, which adds sort links and row links.
 */
import { Link } from "@remix-run/react";
import type { Key, ReactNode } from "react";
import type { Column } from "./columns.ts";

/** A footer row: its label spans every column but the last, which holds the value (Total paid). */
export type TotalRow = { key: string; label: ReactNode; value: ReactNode };

/**
 * Sort links in the headers of the columns with a `sortKey`. Each shows a mark (the admin lists);
 * with `marks: "sorted"` only the sorted one does, its direction (the member directory).
 */
export type SortLinks = {
  by: string;
  dir: "asc" | "desc";
  href: (sortKey: string, dir: "asc" | "desc") => string;
  marks?: "all" | "sorted";
};

export function RecordTable<Row>({
  columns,
  rows,
  rowKey = defaultKey,
  caption,
  empty,
  emptyRow,
  totals = [],
  className,
  head = true,
  frame = true,
  sort,
  rowHref,
}: {
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  /** default: the row's `id` */
  rowKey?: (row: Row) => Key;
  /** what the table holds, for screen readers (a visually hidden caption) */
  caption?: string;
  /** with no rows, this paragraph shows instead of the table */
  empty?: string;
  /** with no rows, one row says this (the table and its headers stay: a filtered list) */
  emptyRow?: string;
  totals?: readonly TotalRow[];
  /** more classes on the table (`cart-table`) */
  className?: string;
  /** false: no header row (a table of labelled amounts whose rows are headed) */
  head?: boolean;
  /** false: the table alone, without the frame that scrolls on a phone (a short table in a card) */
  frame?: boolean;
  sort?: SortLinks;
  /** every cell links to the row's page; the first cell is the link keyboards reach */
  rowHref?: (row: Row) => string;
}) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  const last = columns[columns.length - 1];
  const table = (
    <table className={className ? `data ${className}` : "data"}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      {head ? (
        <thead>
          <tr>
            {columns.map((c) => (
              <HeaderCell key={c.key} column={c} sort={sort} />
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.length === 0 && emptyRow !== undefined ? (
          <tr>
            <td colSpan={columns.length}>{emptyRow}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => {
                const content = c.cell ? c.cell(row, index) : c.value?.(row);
                const cell = rowHref ? (
                  <Link className="row-link" to={rowHref(row)} tabIndex={i === 0 ? undefined : -1}>
                    {content}
                  </Link>
                ) : (
                  content
                );
                return c.rowHeader ? (
                  <th key={c.key} scope="row" className={cellClass(c)}>
                    {cell}
                  </th>
                ) : (
                  <td key={c.key} className={cellClass(c)}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
      {totals.length ? (
        <tfoot>
          {totals.map((t) => (
            <tr key={t.key}>
              <th scope="row" colSpan={columns.length > 2 ? columns.length - 1 : undefined}>
                {t.label}
              </th>
              <td className={last?.numeric ? "num" : undefined}>{t.value}</td>
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
  return frame ? <div className="table-wrap">{table}</div> : table;
}

function HeaderCell<Row>({ column: c, sort }: { column: Column<Row>; sort?: SortLinks }) {
  const sorted = sort !== undefined && c.sortKey !== undefined && c.sortKey === sort.by;
  return (
    <th
      scope="col"
      className={c.numeric ? "num" : undefined}
      aria-sort={sorted ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      {sort && c.sortKey ? (
        <Link to={sort.href(c.sortKey, sorted && sort.dir === "asc" ? "desc" : "asc")} preventScrollReset>
          {c.header}
          {/* The order is told by aria-sort on the header; the mark is for the eye only. */}
          {sort.marks === "sorted" ? (
            sorted ? (
              <span aria-hidden="true">{sort.dir === "asc" ? " \u25B2" : " \u25BC"}</span>
            ) : null
          ) : (
            <span className="sort-mark" aria-hidden="true">
              {sorted ? (sort.dir === "asc" ? "\u25B2" : "\u25BC") : "\u21C5"}
            </span>
          )}
        </Link>
      ) : c.hiddenHeader ? (
        <span className="visually-hidden">{c.header}</span>
      ) : (
        c.header
      )}
    </th>
  );
}

function cellClass<Row>(c: Column<Row>): string | undefined {
  if (c.numeric && c.wrap) return "num cell-wrap";
  return c.numeric ? "num" : c.wrap ? "cell-wrap" : undefined;
}

function defaultKey(row: unknown): Key {
  return (row as { id: Key }).id;
}
