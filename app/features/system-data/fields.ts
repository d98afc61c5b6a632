/**
 * What the system-data pages show of a kind's definition (features/system-data/define.server.ts):
 * its form fields and list columns as plain data, so one generic form and one generic table serve
 * every kind and the browser carries no kind's code. Browser-safe.
 */

export type FieldKind =
  | "text"
  | "textarea"
  /** sanitised HTML, with a preview as members see it */
  | "html"
  | "email"
  | "url"
  | "integer"
  | "decimal"
  /** dollars on the form, cents in the database */
  | "money"
  /** a calendar day (YYYY-MM-DD) */
  | "date"
  | "checkbox"
  | "select"
  | "multiselect"
  /** a list of small records kept as JSON (survey questions): one row of inputs each, two blank rows to add more */
  | "rows";

export type Choice = { value: string; label: string };

/** A column of a `rows` field: a line of text, or a list entered one per line. */
export type RowFieldView = { name: string; label: string; kind: "text" | "lines"; required: boolean };

export type FieldView = {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  help?: string;
  /** set when the row is made; shown read-only afterwards */
  createOnly?: boolean;
  /** rows: the columns of each row */
  rowFields?: RowFieldView[];
  /** select and multiselect: the choices (a relation's rows by name, archived ones left out unless chosen) */
  options?: Choice[];
};

export type ColumnView = {
  key: string;
  header: string;
  /** the server sort key when the column sorts */
  sortKey?: string;
  numeric?: boolean;
  wrap?: boolean;
};

/** A list row: its cells as text, in the columns' order. */
export type RowView = { id: number; cells: string[]; archived: boolean };

/** The list's retirement filter: the rows in use, the archived ones, or every row. */
export const ARCHIVE_FILTER = [
  { value: "current", label: "Current" },
  { value: "archived", label: "Archived" },
  { value: "all", label: "All" },
] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTER)[number]["value"];

export const SYSTEM_DATA_MESSAGES = {
  created: "Saved.",
  saved: "Changes saved.",
  archived: "Archived: it no longer shows in members' choices.",
  restored: "Restored: it shows in members' choices again.",
  deleted: "Deleted.",
  inUse: "This record is in use, so it cannot be deleted. Archive it instead.",
  notArchivable: "This kind of record cannot be archived.",
} as const;
