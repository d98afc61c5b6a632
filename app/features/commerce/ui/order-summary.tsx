import { formatCents } from "~/lib/money.ts";

export type SummaryLine = {
  id: number;
  name: string;
  quantity: number;
  lineCents: number;
  wasCents: number | null;
  detail?: string | null;
};

/**
 * The checkout's Order Summary: each line, subtotal, discount, donation and total (all cents,
 * computed by the server; the donation and total follow the donation card when JavaScript is on).
 */
export function OrderSummary({
  lines,
  subtotalCents,
  discount,
  donationCents,
  totalCents,
}: {
  lines: SummaryLine[];
  subtotalCents: number;
  discount: { code: string; cents: number } | null;
  donationCents: number;
  totalCents: number;
}) {
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      {lines.length === 0 ? <p className="muted">Your cart is empty.</p> : null}
      <table>
        <caption className="visually-hidden">Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td>
                {l.name}
                {l.quantity > 1 ? <span className="muted"> × {l.quantity}</span> : null}
                {l.detail ? (
                  <>
                    <br />
                    <small className="muted">{l.detail}</small>
                  </>
                ) : null}
              </td>
              <td className="num">
                {l.wasCents !== null ? (
                  <>
                    <s>
                      <span className="visually-hidden">was </span>
                      {formatCents(l.wasCents)}
                    </s>{" "}
                  </>
                ) : null}
                {formatCents(l.lineCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td className="num">{formatCents(subtotalCents)}</td>
          </tr>
          {discount ? (
            <tr>
              <th scope="row">Discount ({discount.code})</th>
              <td className="num">-{formatCents(discount.cents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Donation</th>
            <td className="num" data-testid="summary-donation">
              {formatCents(donationCents)}
            </td>
          </tr>
          <tr className="total">
            <th scope="row">Total</th>
            <td className="num" data-testid="summary-total">
              {formatCents(totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
