import type { ReactNode } from "react";

/**
 * A table's column: one definition gives its header and its cells (ui/record-table.tsx, which
 * ui/data-table.tsx renders too) and, for an admin list, its CSV column (kit/admin-list/columns.ts
 * makes `value` required there). Browser-safe.
 */
export type Column<Row> = {
  key: string;
  /** the header's text (and the CSV's) */
  header: string;
  /** the cell as text: the table shows it unless `cell` is set, the CSV writes it */
  value?: (row: Row) => string;
  /** the cell when it is more than text: a link, a badge, a form (`index`: the row's place, from 0) */
  cell?: (row: Row, index: number) => ReactNode;
  /** the header is read by screen readers only (an Actions column) */
  hiddenHeader?: boolean;
  /** the cell names its row (`<th scope="row">`) */
  rowHeader?: boolean;
  /** a number or an amount: right-aligned, header included (class `num`) */
  numeric?: boolean;
  /** long text wraps at desktop widths (class `cell-wrap`): names with details, messages */
  wrap?: boolean;
  /** the server sort key when the column sorts (a server-paged table) */
  sortKey?: string;
};
