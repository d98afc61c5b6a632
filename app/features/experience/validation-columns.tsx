/** The columns of a supervisor validations table: the registration review's five, the Experience review's all with Update. */
import { Link } from "@remix-run/react";
import type { Column } from "~/ui/columns.ts";
import type { ValidationRow } from "./validation.server.ts";

const supervisor: Column<ValidationRow> = { key: "supervisor", header: "Supervisor", value: (v) => v.supervisorEmail };
const dates: Column<ValidationRow> = { key: "dates", header: "Dates", value: (v) => v.period };
const hours: Column<ValidationRow> = { key: "hours", header: "Hours", value: (v) => v.hours };
const signed: Column<ValidationRow> = { key: "signed", header: "Signed", value: (v) => v.signed };
const updated: Column<ValidationRow> = { key: "updated", header: "Updated", value: (v) => v.updated };

/** Supervisor, Dates, Hours, Signed, Updated (the course registration review's Verifier Validation). */
export const VALIDATION_COLUMNS: ReadonlyArray<Column<ValidationRow>> = [supervisor, dates, hours, signed, updated];

export type ValidationWithText = ValidationRow & { description: string; comments: string };

/** Every column with the description, the comments and Update (the Experience review). */
export function validationReviewColumns(editHref: (validationId: number) => string): ReadonlyArray<Column<ValidationWithText>> {
  return [
    supervisor,
    dates,
    hours,
    { key: "description", header: "Description", wrap: true, value: (v) => v.description || "—" },
    { key: "comments", header: "Comments", wrap: true, value: (v) => v.comments || "—" },
    signed,
    updated,
    {
      key: "actions",
      header: "Actions",
      hiddenHeader: true,
      cell: (v) => (
        <Link to={editHref(v.id)} preventScrollReset>
          Update<span className="visually-hidden"> the validation from {v.supervisorEmail}</span>
        </Link>
      ),
    },
  ];
}
