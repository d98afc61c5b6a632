/** The edit page's parts beside the form: where the row is used, and its history. */
import { RecordTable } from "~/ui/record-table.tsx";
import type { Column } from "~/ui/columns.ts";

type Usage = { label: string; count: number };
type HistoryEntry = {
  id: number;
  at: string;
  by: string;
  action: string;
  changes: { field: string; before: string; after: string }[];
};

export function RecordUsage({ usage, noun }: { usage: Usage[]; noun: string }) {
  const used = usage.filter((u) => u.count > 0);
  if (usage.length === 0) return null;
  return (
    <p className="record-usage">
      {used.length === 0
        ? `No other record uses this ${noun}.`
        : `Used by ${used.map((u) => `${u.count.toLocaleString("en-US")} ${u.label}`).join(", ")}.`}
    </p>
  );
}

const HISTORY_COLUMNS: Column<HistoryEntry>[] = [
  { key: "at", header: "Date", value: (h) => h.at },
  { key: "by", header: "By", value: (h) => h.by },
  { key: "action", header: "Change", value: (h) => h.action },
  {
    key: "changes",
    header: "Values",
    wrap: true,
    cell: (h) =>
      h.changes.length ? (
        <ul className="plain-list">
          {h.changes.map((c) => (
            <li key={c.field}>
              {c.field}: {c.before} → {c.after}
            </li>
          ))}
        </ul>
      ) : (
        "—"
      ),
  },
];

export function RecordHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <RecordTable caption="History" columns={HISTORY_COLUMNS} rows={history} rowKey={(h) => h.id} empty="No changes recorded yet." />
    </section>
  );
}
