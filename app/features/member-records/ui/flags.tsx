/**
 * The Flags tab's body: Raise Flag (reason and note; a plain post with its once-key) and the flags,
 * active first, each with Resolve or Re-open (a plain post: works without JavaScript).
 */
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { Column } from "~/ui/columns.ts";
import { Field, FormErrors, TextareaField } from "~/ui/field.tsx";
import { RecordTable } from "~/ui/record-table.tsx";
import type { FlagRow } from "../flags.server.ts";

const COLUMNS: ReadonlyArray<Column<FlagRow>> = [
  { key: "reason", header: "Reason", rowHeader: true, wrap: true, value: (f) => f.reason },
  { key: "note", header: "Note", wrap: true, value: (f) => f.note ?? "—" },
  { key: "raised", header: "Raised", value: (f) => `${f.raisedAt} by ${f.raisedBy}` },
  {
    key: "state",
    header: "State",
    cell: (f) =>
      f.active ? (
        <span className="badge badge-danger">Active</span>
      ) : (
        <span className="badge badge-success">Resolved{f.resolvedAt ? ` ${f.resolvedAt}` : ""}</span>
      ),
    value: (f) => (f.active ? "Active" : "Resolved"),
  },
  {
    key: "actions",
    header: "Actions",
    hiddenHeader: true,
    cell: (f) => (
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="flagId" value={f.id} />
        <input type="hidden" name="active" value={f.active ? "false" : "true"} />
        <button type="submit" className="btn btn-secondary btn-small">
          {f.active ? "Resolve" : "Re-open"}
          <span className="visually-hidden"> {f.reason}</span>
        </button>
      </Form>
    ),
  },
];

export function FlagsTab({
  rows,
  once,
  lastResult,
}: {
  rows: readonly FlagRow[];
  once: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useForm({ id: "raise-flag", lastResult, shouldValidate: "onSubmit" });
  return (
    <section aria-labelledby="flags-title">
      <h2 id="flags-title">Flags</h2>
      <RecordTable columns={COLUMNS} rows={rows} caption="Flags, active first" empty="No flags." />
      <h3>Raise a flag</h3>
      <Form method="post" {...getFormProps(form)} preventScrollReset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="raise" />
        <input type="hidden" name="once" value={once} />
        <Field label="Reason" inputProps={getInputProps(fields.reason, { type: "text" })} errors={fields.reason.errors} />
        <TextareaField label="Flag note" textareaProps={{ ...getTextareaProps(fields.note), rows: 3 }} errors={fields.note.errors} />
        <div className="form-actions">
          <button type="submit" className="btn">
            Raise Flag
          </button>
        </div>
      </Form>
    </section>
  );
}
