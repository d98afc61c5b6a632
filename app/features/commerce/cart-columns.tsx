/** The cart's table (member spec /cart): Item, Price, Quantity (its form), Total and Remove, a plain form post. */
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { formatCents } from "~/lib/money.ts";
import type { Column } from "~/ui/columns.ts";
import { Money, QuantityForm } from "./ui/cart-forms.tsx";

export type CartLineRow = {
  id: number;
  name: string;
  /** "Due ... · Year ... · Anonymous", or null */
  detail: string | null;
  withQty: boolean;
  /** false for a certification registration's items: removed with the registration only */
  removable: boolean;
  quantity: number;
  unitCents: number;
  wasUnitCents: number | null;
  lineCents: number;
};

/** `locked`: a payment is under way, so nothing changes; `quantityReply`: the quantity form's last answer for a line. */
export function cartColumns({
  locked,
  quantityReply,
}: {
  locked: boolean;
  quantityReply: (lineId: number) => SubmissionResult<string[]> | undefined;
}): ReadonlyArray<Column<CartLineRow>> {
  return [
    {
      key: "item",
      header: "Item",
      wrap: true,
      cell: (line) => (
        <>
          {line.name}
          {line.detail ? (
            <>
              <br />
              <small className="muted">{line.detail}</small>
            </>
          ) : null}
        </>
      ),
    },
    { key: "price", header: "Price", numeric: true, cell: (line) => <Money cents={line.unitCents} wasCents={line.wasUnitCents} /> },
    {
      key: "quantity",
      header: "Quantity",
      cell: (line) => (line.withQty ? <QuantityForm line={line} disabled={locked} lastResult={quantityReply(line.id)} /> : line.quantity),
    },
    { key: "total", header: "Total", numeric: true, value: (line) => formatCents(line.lineCents) },
    {
      key: "actions",
      header: "Actions",
      hiddenHeader: true,
      cell: (line) =>
        !line.removable ? (
          <span className="muted">Part of your registration</span>
        ) : (
          <Form method="post">
            <input type="hidden" name="lineItemId" value={line.id} />
            <button type="submit" name="intent" value="remove" className="btn btn-secondary btn-small" disabled={locked}>
              Remove<span className="visually-hidden"> {line.name}</span>
            </button>
          </Form>
        ),
    },
  ];
}
