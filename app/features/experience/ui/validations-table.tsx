/** The supervisor validations of an experience (the Experience review's Verifier Validation), each with Update. */
import { RecordTable } from "~/ui/record-table.tsx";
import { validationReviewColumns, type ValidationWithText } from "../validation-columns.tsx";

export function ValidationsTable({
  rows,
  editHref,
}: {
  rows: ReadonlyArray<ValidationWithText>;
  editHref: (validationId: number) => string;
}) {
  return <RecordTable columns={validationReviewColumns(editHref)} rows={rows} empty="No validation requests sent yet." />;
}
