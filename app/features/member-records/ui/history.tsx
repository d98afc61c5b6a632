/**
 * The History tab's body: the member's audit events, newest first, in the admin-list table (filter,
 * sort by When, pages, CSV); every control is a GET form or a link, so it works without JavaScript.
 */
import { ListTable, type ListData } from "~/kit/admin-list/list-table.tsx";
import { HISTORY_COLUMNS, type HistoryRow } from "../history-columns.tsx";

export function HistoryTab({ data }: { data: ListData<HistoryRow> }) {
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <ListTable
        caption="History, newest first"
        hint="Every change to this member's records, by staff or while impersonating. Filter by action or by who made it."
        data={data}
        columns={HISTORY_COLUMNS}
      />
    </section>
  );
}
