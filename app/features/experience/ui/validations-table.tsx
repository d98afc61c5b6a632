/** The supervisor validations of an experience (the Experience review's Verifier Validation), each with Update. */
import { Link } from "@remix-run/react";
import type { ValidationRow } from "../validation.server.ts";

export function ValidationsTable({
  rows,
  editHref,
}: {
  rows: ReadonlyArray<ValidationRow & { description: string; comments: string }>;
  editHref: (validationId: number) => string;
}) {
  if (rows.length === 0) return <p>No validation requests sent yet.</p>;
  return (
    <div className="table-wrap">
      <table className="data">
        <thead>
          <tr>
            <th scope="col">Supervisor</th>
            <th scope="col">Dates</th>
            <th scope="col">Hours</th>
            <th scope="col">Description</th>
            <th scope="col">Comments</th>
            <th scope="col">Signed</th>
            <th scope="col">Updated</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.id}>
              <td>{v.supervisorEmail}</td>
              <td>{v.period}</td>
              <td>{v.hours}</td>
              <td className="cell-wrap">{v.description || "—"}</td>
              <td className="cell-wrap">{v.comments || "—"}</td>
              <td>{v.signed}</td>
              <td>{v.updated}</td>
              <td>
                <Link to={editHref(v.id)} preventScrollReset>
                  Update<span className="visually-hidden"> the validation from {v.supervisorEmail}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
