/** The History tab's rows and columns (the table and the CSV). Browser-safe. */
import type { ListColumn } from "~/kit/admin-list/columns.ts";
import type { ChangeLine } from "./history-labels.ts";

export type HistoryRow = {
  id: number;
  /** when, New York date and time */
  when: string;
  /** the person who acted (the admin while impersonating), "System" for none */
  who: string;
  /** the member the admin was impersonating, "" when not impersonating */
  as: string;
  /** the action as staff say it */
  what: string;
  /** the record it touched ("Individual CEU 12") */
  about: string;
  changes: ChangeLine[];
  /** the client address, "" when not recorded */
  from: string;
};

export const HISTORY_SORT_KEYS = ["createdAt"] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];

export const HISTORY_COLUMNS: ReadonlyArray<ListColumn<HistoryRow>> = [
  { key: "when", header: "When", sortKey: "createdAt", value: (r) => r.when },
  { key: "who", header: "Who", value: (r) => r.who },
  { key: "as", header: "As", value: (r) => r.as },
  {
    key: "what",
    header: "What",
    wrap: true,
    value: (r) => `${r.what} (${r.about})`,
    cell: (r) => (
      <>
        {r.what}
        <br />
        <span className="muted">{r.about}</span>
      </>
    ),
  },
  {
    key: "changes",
    header: "Changes",
    wrap: true,
    value: (r) => r.changes.map((c) => `${c.field}: ${c.text}`).join("; "),
    cell: (r) =>
      r.changes.length ? (
        <ul className="plain-list">
          {r.changes.map((c) => (
            <li key={c.field}>
              {c.field}: {c.text}
            </li>
          ))}
        </ul>
      ) : (
        "—"
      ),
  },
  { key: "from", header: "From", value: (r) => r.from },
];
