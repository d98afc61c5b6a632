/**
 * "Outside systems" on a record's admin page: each call to an outside system about the record
 * (decision 53) with its state, tries and the system's answer, and Retry while it is not done (a
 * plain form post: works without JavaScript).
 */
import { Form } from "@remix-run/react";
import type { OutsideCallRow } from "../admin.server.ts";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import { RecordTable } from "~/ui/record-table.tsx";

const columns = (returnTo: string): ReadonlyArray<Column<OutsideCallRow>> => [
  { key: "name", header: "Call", rowHeader: true, value: (c) => `${c.name} (${c.system})` },
  { key: "recorded", header: "Recorded", value: (c) => c.recorded },
  { key: "state", header: "State", value: (c) => (c.nextTry ? `${c.state}, next try ${c.nextTry}` : c.state) },
  { key: "tries", header: "Tries", numeric: true, value: (c) => String(c.tries) },
  { key: "answer", header: "Answer", wrap: true, value: (c) => c.answer },
  {
    key: "actions",
    header: "Actions",
    hiddenHeader: true,
    cell: (c) =>
      c.retryable ? (
        <Form method="post" action={paths.admin.outsideCall(c.id)} preventScrollReset>
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="btn btn-secondary btn-small">
            Retry<span className="visually-hidden"> {c.name}</span>
          </button>
        </Form>
      ) : null,
  },
];

/** `returnTo`: this page's path (the Retry comes back to it). */
export function OutsideCalls({ rows, returnTo }: { rows: readonly OutsideCallRow[]; returnTo: string }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="outside-calls">
      <h2 id="outside-calls">Outside systems</h2>
      <RecordTable columns={columns(returnTo)} rows={rows} caption="Calls to outside systems" />
    </section>
  );
}
