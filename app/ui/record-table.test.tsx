import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Column } from "./columns.ts";
import { RecordTable } from "./record-table.tsx";

type Line = { id: number; name: string; note: string | null; cents: number; paid: boolean };

const LINES: Line[] = [
  { id: 1, name: "Exam fee", note: "Due 05/01/2026", cents: 35000, paid: false },
  { id: 2, name: "Workbook", note: null, cents: 4500, paid: true },
];

const COLUMNS: ReadonlyArray<Column<Line>> = [
  { key: "name", header: "Item", rowHeader: true, wrap: true, value: (l) => l.name },
  { key: "note", header: "Note", value: (l) => l.note ?? "—" },
  {
    key: "paid",
    header: "Paid",
    cell: (l) => <span className={`badge badge-${l.paid ? "success" : "warning"}`}>{l.paid ? "Paid" : "Unpaid"}</span>,
  },
  { key: "amount", header: "Amount", numeric: true, value: (l) => `$${(l.cents / 100).toFixed(2)}` },
  {
    key: "actions",
    header: "Actions",
    hiddenHeader: true,
    cell: (l, i) => (
      <button type="submit">
        Remove {i + 1}: {l.name}
      </button>
    ),
  },
];

/** The table's HTML (the router's own data-discover attribute left out). */
const render = (node: React.ReactElement) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replaceAll(' data-discover="true"', "");

describe("RecordTable", () => {
  it("renders a header and a cell per column, each of its kind, in the scrolling box", () => {
    const html = render(<RecordTable caption="Items" columns={COLUMNS} rows={LINES} />);
    expect(html).toMatch(/^<div class="table-wrap"><table class="data"><caption class="visually-hidden">Items<\/caption>/);
    expect(html).toContain(
      '<thead><tr><th scope="col">Item</th><th scope="col">Note</th><th scope="col">Paid</th><th scope="col" class="num">Amount</th>' +
        '<th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>',
    );
    expect(html).toContain(
      '<tr><th scope="row" class="cell-wrap">Exam fee</th><td>Due 05/01/2026</td><td><span class="badge badge-warning">Unpaid</span></td>' +
        '<td class="num">$350.00</td><td><button type="submit">Remove 1: Exam fee</button></td></tr>',
    );
    expect(html).toContain('<td>—</td><td><span class="badge badge-success">Paid</span></td><td class="num">$45.00</td>');
    expect(html).not.toContain("<tfoot>");
  });

  it("shows the empty message instead of the table, or an empty row when asked to keep the table", () => {
    expect(render(<RecordTable columns={COLUMNS} rows={[]} empty="Nothing yet." />)).toBe("<p>Nothing yet.</p>");
    const kept = render(<RecordTable columns={COLUMNS} rows={[]} emptyRow="No records found." />);
    expect(kept).toContain('<tbody><tr><td colSpan="5">No records found.</td></tr></tbody>');
    expect(kept).toContain("<thead>");
  });

  it("puts total rows in the footer, the label over every column but the last", () => {
    const html = render(
      <RecordTable
        columns={COLUMNS.slice(0, 4)}
        rows={LINES}
        totals={[
          { key: "discount", label: "Discount code SAVE", value: "-$5.00" },
          { key: "total", label: "Total paid", value: <strong>$390.00</strong> },
        ]}
      />,
    );
    expect(html).toContain(
      '<tfoot><tr><th scope="row" colSpan="3">Discount code SAVE</th><td class="num">-$5.00</td></tr>' +
        '<tr><th scope="row" colSpan="3">Total paid</th><td class="num"><strong>$390.00</strong></td></tr></tfoot>',
    );
  });

  it("leaves out the header row of a table of headed rows", () => {
    const html = render(<RecordTable columns={COLUMNS.slice(0, 2)} rows={LINES} head={false} className="fees" />);
    expect(html).toContain('<table class="data fees">');
    expect(html).not.toContain("<thead>");
  });

  it("links sortable headers (the sorted one with aria-sort) and every cell of a linked row", () => {
    const columns: ReadonlyArray<Column<Line>> = [
      { key: "name", header: "Item", sortKey: "name", value: (l) => l.name },
      { key: "amount", header: "Amount", sortKey: "amount", value: (l) => String(l.cents) },
      { key: "note", header: "Note", value: (l) => l.note ?? "" },
    ];
    const html = render(
      <RecordTable
        columns={columns}
        rows={LINES.slice(0, 1)}
        sort={{ by: "amount", dir: "asc", href: (key, dir) => `/list?sort=${key}&dir=${dir}` }}
        rowHref={(l) => `/items/${l.id}`}
      />,
    );
    expect(html).toContain(
      '<th scope="col"><a href="/list?sort=name&amp;dir=asc">Item<span class="sort-mark" aria-hidden="true">⇅</span></a></th>',
    );
    expect(html).toContain(
      '<th scope="col" aria-sort="ascending"><a href="/list?sort=amount&amp;dir=desc">Amount<span class="sort-mark" aria-hidden="true">▲</span></a></th>',
    );
    expect(html).toContain('<th scope="col">Note</th>');
    expect(html).toContain(
      '<td><a class="row-link" href="/items/1">Exam fee</a></td><td><a class="row-link" tabindex="-1" href="/items/1">35000</a></td>',
    );
  });
});
