/** The receipt's items (/payments/:paymentId): Item with its details, Quantity, Unit price (struck through before a discount) and Amount. */
import { formatCents } from "~/lib/money.ts";
import type { Column } from "~/ui/columns.ts";
import type { getReceipt } from "./receipts.server.ts";

export type ReceiptLine = NonNullable<Awaited<ReturnType<typeof getReceipt>>>["lineItems"][number];

export const RECEIPT_COLUMNS: ReadonlyArray<Column<ReceiptLine>> = [
  {
    key: "item",
    header: "Item",
    wrap: true,
    cell: (li) => (
      <>
        {li.name}
        {li.donation ? (
          <>
            {" "}
            <span className="badge badge-primary">Donation</span>
            {li.donation.anonymous ? " Anonymous" : null}
          </>
        ) : null}
        {li.membership ? (
          <>
            <br />
            <small>
              {li.membership.start} to {li.membership.end}
            </small>
          </>
        ) : null}
        {li.due ? (
          <>
            <br />
            <small>Due {li.due}</small>
          </>
        ) : null}
        {li.year ? (
          <>
            <br />
            <small>Year {li.year}</small>
          </>
        ) : null}
      </>
    ),
  },
  { key: "quantity", header: "Quantity", value: (li) => String(li.quantity) },
  {
    key: "unit",
    header: "Unit price",
    cell: (li) => (
      <>
        {li.unitBeforeDiscountCents !== null ? (
          <>
            <s>
              <span className="visually-hidden">Before discount: </span>
              {formatCents(li.unitBeforeDiscountCents)}
            </s>{" "}
            <span className="visually-hidden">After discount: </span>
          </>
        ) : null}
        {formatCents(li.unitCents)}
      </>
    ),
  },
  { key: "amount", header: "Amount", value: (li) => formatCents(li.totalCents) },
];
