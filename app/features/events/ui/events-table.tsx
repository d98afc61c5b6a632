/** The events lists' table: the server-paged DataTable with the name, type and ethics filters; a row opens the event. */
import { paths } from "~/lib/paths.ts";
import { DataTable, StatusFilter } from "~/ui/data-table.tsx";
import { EVENT_COLUMNS, type EventTableRow } from "../list-columns.tsx";
import { ETHICS_OPTIONS, EVENT_TYPE_OPTIONS } from "../rules.ts";

export type EventsTableData = {
  rows: EventTableRow[];
  total: number;
  page: number;
  lastPage: number;
  pageSize: number;
  q: string;
  sort: string;
  dir: "asc" | "desc";
  filters: { type: string; ethics: string };
};

export function EventsTable({ caption, data }: { caption: string; data: EventsTableData }) {
  return (
    <DataTable
      caption={caption}
      searchLabel="Name"
      columns={EVENT_COLUMNS}
      rows={data.rows}
      rowKey={(r) => r.id}
      rowHref={(r) => paths.events.detail(r.id)}
      q={data.q}
      sort={data.sort}
      dir={data.dir}
      page={data.page}
      lastPage={data.lastPage}
      pageSize={data.pageSize}
      total={data.total}
      filters={
        <>
          <StatusFilter id="event-type" name="type" label="Type" value={data.filters.type} options={EVENT_TYPE_OPTIONS} />
          <StatusFilter id="event-ethics" name="ethics" label="Approved for Ethics" value={data.filters.ethics} options={ETHICS_OPTIONS} />
        </>
      }
    />
  );
}
