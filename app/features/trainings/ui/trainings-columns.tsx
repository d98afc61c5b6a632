/**
 * The Essentials courses page's tables (member spec 2, "tabs Available, In Progress and Complete"):
 * Available (name, price, Register as a plain form post, or In Cart, Under Review), In Progress (the
 * course in the learning system, In Progress or Pending, "I have finished this course") and
 * Complete (the credential, Completed). Browser-safe.
 */
import { Form, Link } from "@remix-run/react";
import type { AvailableRow, CompleteRow, InProgressRow } from "~/features/trainings/catalogue.server.ts";
import type { Column } from "~/ui/columns.ts";

function Price({ row }: { row: AvailableRow }) {
  if (row.price === null) return <span className="muted">—</span>;
  return (
    <>
      {row.listPrice ? (
        <>
          <s className="muted">
            <span className="visually-hidden">was </span>
            {row.listPrice}
          </s>{" "}
        </>
      ) : null}
      {row.price}
    </>
  );
}

function AvailableAction({ row }: { row: AvailableRow }) {
  const { action } = row;
  switch (action.kind) {
    case "register":
      return (
        <Form method="post" action={action.href} className="inline-form">
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="trainingId" value={row.trainingId} />
          <button type="submit" className="btn" aria-label={`Register for ${row.name}`}>
            Register
          </button>
        </Form>
      );
    case "apply":
      return <Link to={action.href}>Independent Trainer</Link>;
    case "in_cart":
      return (
        <Link to={action.href} aria-label={`${row.name}: In Cart`}>
          In Cart
        </Link>
      );
    case "under_review":
      return (
        <>
          <span className="badge badge-warning">Under Review</span>{" "}
          <small className="muted">We will let you know once it is reviewed.</small>
        </>
      );
    case "not_sold":
      return <span className="muted">Not offered online</span>;
  }
}

export const AVAILABLE_COLUMNS: ReadonlyArray<Column<AvailableRow>> = [
  { key: "name", header: "Course", rowHeader: true, wrap: true, value: (r) => r.name },
  { key: "price", header: "Price", numeric: true, cell: (r) => <Price row={r} /> },
  { key: "action", header: "Actions", hiddenHeader: true, cell: (r) => <AvailableAction row={r} /> },
];

export const IN_PROGRESS_COLUMNS: ReadonlyArray<Column<InProgressRow>> = [
  {
    key: "name",
    header: "Course",
    rowHeader: true,
    wrap: true,
    cell: (r) => (r.courseUrl ? <a href={r.courseUrl}>{r.name}</a> : r.name),
  },
  { key: "status", header: "Status", cell: (r) => <span className="badge badge-warning">{r.badge}</span> },
  {
    key: "action",
    header: "Actions",
    hiddenHeader: true,
    cell: (r) =>
      r.finishRegistrationId !== null ? (
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="finish" />
          <input type="hidden" name="registrationId" value={r.finishRegistrationId} />
          <button type="submit" className="btn btn-secondary" aria-label={`I have finished this course: ${r.name}`}>
            I have finished this course
          </button>
        </Form>
      ) : null,
  },
];

export const COMPLETE_COLUMNS: ReadonlyArray<Column<CompleteRow>> = [
  {
    key: "name",
    header: "Course",
    rowHeader: true,
    wrap: true,
    cell: (r) => (r.credentialUrl ? <a href={r.credentialUrl}>{r.name}</a> : r.name),
  },
  { key: "status", header: "Status", cell: () => <span className="badge badge-primary">Completed</span> },
];
