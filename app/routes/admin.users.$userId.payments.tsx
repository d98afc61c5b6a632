import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { TRANSACTION_STATUS, TRANSACTION_TYPE } from "~/domain/constants.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { formatCents } from "~/lib/money.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { listUserPayments } from "~/features/commerce/line-items.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { LineItemActions } from "~/features/commerce/ui/line-item-actions.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Payments | Admin | Member Portal" }];

/**
 * /admin/users/:userId/payments: the user's payments (receipt and Stripe dashboard links) and unpaid
 * line items with "Change price" and "Mark as paid"; those modals render in the outlet.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const payments = await listUserPayments(userId);
  if (!payments) throw notFound();
  return { userId, ...payments };
}

const STATUS_BADGE: Record<string, string> = {
  [TRANSACTION_STATUS.succeeded]: "badge-success",
  [TRANSACTION_STATUS.pending]: "badge-warning",
  [TRANSACTION_STATUS.failed]: "badge-danger",
  [TRANSACTION_STATUS.refunded]: "badge-warning",
};

export default function AdminUserPayments() {
  const { userId, transactions, totalTransactions, unpaidItems } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section aria-labelledby="payments-title" className="payments-tab-section">
        <h2 id="payments-title">Payments</h2>
        {transactions.length === 0 ? (
          <p>No payments yet.</p>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Method</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Links</th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((t) => (
                  <tr key={t.id}>
                    <td>{t.date}</td>
                    <td className="cell-wrap">
                      {t.lineItemNames.length > 0 ? t.lineItemNames.join(", ") : t.typeLabel}
                      {t.type !== TRANSACTION_TYPE.purchase && t.lineItemNames.length > 0 ? (
                        <small className="muted"> ({t.typeLabel})</small>
                      ) : null}
                      {t.discountCode ? (
                        <>
                          <br />
                          <small>Code {t.discountCode}</small>
                        </>
                      ) : null}
                      {t.notes ? (
                        <>
                          <br />
                          <small>Notes: {t.notes}</small>
                        </>
                      ) : null}
                      {t.recordedBy ? (
                        <>
                          <br />
                          <small>Recorded by {t.recordedBy}</small>
                        </>
                      ) : null}
                    </td>
                    <td>{t.methodLabel}</td>
                    <td>{formatCents(t.amountCents)}</td>
                    <td>
                      <span className={`badge ${STATUS_BADGE[t.status] ?? ""}`}>{t.statusLabel}</span>
                    </td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {totalTransactions > transactions.length ? (
          <p className="muted">
            Showing the {transactions.length} most recent of {totalTransactions} payments.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="unpaid-title" className="payments-tab-section">
        <h2 id="unpaid-title">Unpaid items</h2>
        {unpaidItems.length === 0 ? (
          <p>No unpaid items.</p>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Due</th>
                  <th scope="col">Year</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                  <th scope="col">In cart</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {unpaidItems.map((li) => (
                  <tr key={li.id}>
                    <td className="cell-wrap">
                      {li.name}
                      {li.registrationId ? (
                        <>
                          <br />
                          <small>Registration #{li.registrationId}</small>
                        </>
                      ) : null}
                    </td>
                    <td>{li.due ?? "—"}</td>
                    <td>{li.year ?? "—"}</td>
                    <td>{li.quantity}</td>
                    <td>
                      {formatCents(li.finalPriceCents)}
                      {li.priceCents !== li.finalPriceCents ? (
                        <>
                          <br />
                          <small className="muted">List price {formatCents(li.priceCents)}</small>
                        </>
                      ) : null}
                    </td>
                    <td>{li.showInCart ? "Yes" : "No"}</td>
                    <td>
                      <LineItemActions
                        itemName={li.name}
                        changePriceHref={paths.admin.users.changePrice(userId, li.id)}
                        markPaidHref={paths.admin.users.markPaid(userId, li.id)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
