/**
 * The columns of an admin list: one definition serves the table (kit/admin-list/list-table.tsx) and
 * the CSV (kit/admin-list/list.server.ts), so the two never drift apart. Browser-safe.
 */
export type ListColumn<Row> = {
  key: string;
  header: string;
  /** the server sort key when the column sorts */
  sortKey?: string;
  /** the cell, as text (the table shows it, the CSV writes it) */
  value: (row: Row) => string;
  /** only in the CSV (e.g. the email beside the names) */
  csvOnly?: boolean;
  /** left out of the table while these filters are on (e.g. Status while one status is shown) */
  hideWhen?: (filters: Readonly<Record<string, string>>) => boolean;
};

/** A status filter's choices: one status, or every record ("All"). */
export type FilterOption = { value: string; label: string };
