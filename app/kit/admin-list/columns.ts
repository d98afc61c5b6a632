import type { Column } from "~/ui/columns.ts";

/**
 * The columns of an admin list: one definition serves the table (kit/admin-list/list-table.tsx) and
 * the CSV (kit/admin-list/list.server.ts), so the two never drift apart. A table column
 * (ui/columns.ts) whose text value is required: the CSV writes it. Browser-safe.
 */
export type ListColumn<Row> = Column<Row> & {
  /** the cell as text (the table shows it unless `cell` is set, the CSV writes it) */
  value: (row: Row) => string;
  /** only in the CSV (e.g. the email beside the names) */
  csvOnly?: boolean;
  /** left out of the table while these filters are on (e.g. Status while one status is shown) */
  hideWhen?: (filters: Readonly<Record<string, string>>) => boolean;
};

/** A status filter's choices: one status, or every record ("All"). */
export type FilterOption = { value: string; label: string };
