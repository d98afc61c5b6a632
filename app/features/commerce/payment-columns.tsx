/**
 * The admin user profile's Payments tab: the payments (with the receipt and Stripe links) and the
 * unpaid items (with Change price and Mark as paid).
 */
import { Link } from "@remix-run/react";
import { TRANSACTION_STATUS, TRANSACTION_TYPE } from "~/domain/constants.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import type { Column } from "~/ui/columns.ts";
import type { listUserPayments } from "./line-items.server.ts";
import { LineItemActions } from "./ui/line-item-actions.tsx";

type UserPayments = NonNullable<Awaited<ReturnType<typeof listUserPayments>>>;
export type PaymentRow = UserPayments["transactions"][number];
export type UnpaidItemRow = UserPayments["unpaidItems"][number];

const STATUS_BADGE: Record<string, string> = {
  [TRANSACTION_STATUS.succeeded]: "badge-success",
  [TRANSACTION_STATUS.pending]: "badge-warning",
  [TRANSACTION_STATUS.failed]: "badge-danger",
  [TRANSACTION_STATUS.refunded]: "badge-warning",
};

/** A line under the cell's main text. */
const below = (text: string) => (
  <>
    <br />
    <small>{text}</small>
  </>
);

export const PAYMENT_COLUMNS: ReadonlyArray<Column<PaymentRow>> = [
  { key: "date", header: "Date", value: (t) => t.date },
  {
    key: "description",
    header: "Description",
    wrap: true,
    cell: (t) => (
      <>
        {t.lineItemNames.length > 0 ? t.lineItemNames.join(", ") : t.typeLabel}
        {t.type !== TRANSACTION_TYPE.purchase && t.lineItemNames.length > 0 ? <small className="muted"> ({t.typeLabel})</small> : null}
        {t.discountCode ? below(`Code ${t.discountCode}`) : null}
        {t.notes ? below(`Notes: ${t.notes}`) : null}
        {t.recordedBy ? below(`Recorded by ${t.recordedBy}`) : null}
      </>
    ),
  },
  { key: "method", header: "Method", value: (t) => t.methodLabel },
  { key: "amount", header: "Amount", value: (t) => formatCents(t.amountCents) },
  { key: "status", header: "Status", cell: (t) => <span className={`badge ${STATUS_BADGE[t.status] ?? ""}`}>{t.statusLabel}</span> },
  {
    key: "links",
    header: "Links",
    cell: (t) => (
      <span className="card-links">
        {t.hasReceipt ? (
          <Link to={paths.payments.receipt(t.id)}>
            Receipt<span className="visually-hidden"> #{t.id}</span>
          </Link>
        ) : null}
        {t.dashboardUrl ? (
          <a href={t.dashboardUrl} target="_blank" rel="noreferrer">
            View in Stripe<span className="visually-hidden"> (payment #{t.id}, opens in a new tab)</span>
          </a>
        ) : null}
      </span>
    ),
  },
];

/** The unpaid items of the user `userId`: their actions open the tab's modal routes. */
export function unpaidItemColumns(userId: number): ReadonlyArray<Column<UnpaidItemRow>> {
  return [
    {
      key: "item",
      header: "Item",
      wrap: true,
      cell: (li) => (
        <>
          {li.name}
          {li.registrationId ? below(`Registration #${li.registrationId}`) : null}
        </>
      ),
    },
    { key: "due", header: "Due", value: (li) => li.due ?? "—" },
    { key: "year", header: "Year", value: (li) => (li.year !== null ? String(li.year) : "—") },
    { key: "quantity", header: "Quantity", value: (li) => String(li.quantity) },
    {
      key: "price",
      header: "Price",
      cell: (li) => (
        <>
          {formatCents(li.finalPriceCents)}
          {li.priceCents !== li.finalPriceCents ? (
            <>
              <br />
              <small className="muted">List price {formatCents(li.priceCents)}</small>
            </>
          ) : null}
        </>
      ),
    },
    { key: "inCart", header: "In cart", value: (li) => (li.showInCart ? "Yes" : "No") },
    {
      key: "actions",
      header: "Actions",
      cell: (li) => (
        <LineItemActions
          itemName={li.name}
          changePriceHref={paths.admin.users.changePrice(userId, li.id)}
          markPaidHref={paths.admin.users.markPaid(userId, li.id)}
        />
      ),
    },
  ];
}
