/**
 * The Notes tab's body: the Add Note form (a plain post with its once-key: works without
 * JavaScript) and the notes, newest first.
 */
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { Column } from "~/ui/columns.ts";
import { FormErrors, TextareaField } from "~/ui/field.tsx";
import { RecordTable } from "~/ui/record-table.tsx";
import type { NoteRow } from "../notes.server.ts";

const COLUMNS: ReadonlyArray<Column<NoteRow>> = [
  { key: "createdAt", header: "Date", value: (n) => n.createdAt },
  { key: "author", header: "Author", value: (n) => n.author },
  { key: "note", header: "Note", wrap: true, value: (n) => n.note },
];

export function NotesTab({
  rows,
  once,
  lastResult,
}: {
  rows: readonly NoteRow[];
  once: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useForm({ id: "add-note", lastResult, shouldValidate: "onSubmit" });
  return (
    <section aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      <Form method="post" {...getFormProps(form)} preventScrollReset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="once" value={once} />
        <TextareaField label="Note" textareaProps={{ ...getTextareaProps(fields.note), rows: 4 }} errors={fields.note.errors} />
        <div className="form-actions">
          <button type="submit" className="btn">
            Add Note
          </button>
        </div>
      </Form>
      <RecordTable columns={COLUMNS} rows={rows} caption="Notes, newest first" empty="No notes yet." />
    </section>
  );
}
