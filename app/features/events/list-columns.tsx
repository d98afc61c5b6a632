/** The events lists' rows as the table shows them, and their columns (browser-safe). */
import type { Column } from "~/ui/columns.ts";
import { MEMBERS_ONLY_LABEL } from "./rules.ts";

export type EventTableRow = {
  id: number;
  name: string;
  /** MM/DD/YYYY (New York) */
  date: string;
  typeLabel: string;
  /** the number, or "None" */
  ceus: string;
  ethics: "Yes" | "No";
  /** "Free", "$25.00", "Members only", "Registration closed" or "Not sold online" (every cell is a link, so none is empty) */
  price: string;
  /** a member-only event this member cannot open (its page sends them to /membership) */
  locked: boolean;
};

/** The columns, each with the sort key the page accepts (`EVENT_PAGE_SORT_KEYS`). */
export const EVENT_COLUMNS: Column<EventTableRow>[] = [
  {
    key: "name",
    header: "Name",
    sortKey: "name",
    rowHeader: true,
    wrap: true,
    cell: (r) =>
      r.locked ? (
        <>
          {r.name} <span className="badge badge-warning">{MEMBERS_ONLY_LABEL}</span>
        </>
      ) : (
        r.name
      ),
  },
  { key: "date", header: "Date", sortKey: "date", value: (r) => r.date },
  { key: "type", header: "Type", sortKey: "type", value: (r) => r.typeLabel },
  { key: "ceus", header: "CEUs", sortKey: "ceus", numeric: true, value: (r) => r.ceus },
  { key: "ethics", header: "Approved for Ethics", value: (r) => r.ethics },
  { key: "price", header: "Price", numeric: true, value: (r) => r.price },
];
